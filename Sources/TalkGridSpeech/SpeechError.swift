/// Why speech could not be made or saved.
public enum SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
    /// espeak-ng could not start.
    case engineUnavailable(String)
    /// No voice profile has this id; the available ids follow.
    case unknownVoice(String, available: [String])
    /// A WAV file could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .engineUnavailable(let reason):
            "speech is not available: \(reason)"
        case .unknownVoice(let id, let available):
            "there is no voice '\(id)'; the voices are: \(available.joined(separator: ", "))"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        }
    }
}
