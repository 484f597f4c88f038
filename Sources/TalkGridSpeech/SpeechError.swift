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
            SpeechText.engineUnavailable(reason: reason.argument)
        case .unknownVoice(let id, let available):
            SpeechText.unknownVoice(id: id, hint: NearestNames.hint(for: id, among: available, listedBy: "talkgrid voices"))
        case .cannotWrite(let path, let reason):
            SpeechText.cannotWrite(path: path, reason: reason.argument)
        }
    }
}

/// Why speech could not start or a WAV file could not be written: TalkGrid's own words, or the
/// system's (its error text, which stays as the system gave it).
public enum SpeechProblem: Equatable, Sendable {
    /// A reason in the catalogue's words.
    case said(CaregiverText)
    /// The system's own words (an errno text).
    case system(String)

    var argument: InterfaceText.Argument {
        switch self {
        case .said(let text): .caregiver(text)
        case .system(let words): .text(words)
        }
    }
}
