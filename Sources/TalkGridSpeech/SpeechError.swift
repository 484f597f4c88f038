import TalkGrid

/// Why speech could not be made or saved.
public enum SpeechError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// espeak-ng could not start.
    case engineUnavailable(SpeechProblem)
    /// No voice profile has this id; the available ids follow.
    case unknownVoice(String, available: [String])
    /// A WAV file could not be written.
    case cannotWrite(path: String, reason: SpeechProblem)

    public var caregiverText: CaregiverText {
        switch self {
        case .engineUnavailable(let reason):
            CaregiverText(SpeechTextKey.engineUnavailable, ["reason": reason.argument])
        case .unknownVoice(let id, let available):
            CaregiverText(
                SpeechTextKey.unknownVoice,
                ["id": .text(id), "hint": .caregiver(NearestNames.hint(for: id, among: available, listedBy: "talkgrid voices"))])
        case .cannotWrite(let path, let reason):
            CaregiverText(SpeechTextKey.cannotWrite, ["path": .text(path), "reason": reason.argument])
        }
    }
}

/// Why speech could not start or a WAV file could not be written: TalkGrid's own words, or the
/// system's (its error text, which stays as the system gave it).
public enum SpeechProblem: Equatable, Sendable {
    /// A reason in the catalogue's words.
    case said(SpeechTextKey, [String: InterfaceText.Argument] = [:])
    /// The system's own words (an errno text).
    case system(String)

    var argument: InterfaceText.Argument {
        switch self {
        case .said(let key, let arguments): .caregiver(CaregiverText(key, arguments))
        case .system(let words): .text(words)
        }
    }
}
