/// Which engine speaks a voice profile.
public enum VoiceEngine: Hashable, Sendable {
    /// espeak-ng, in-process: every language TalkGrid ships, at once.
    case espeakNG
    /// A natural (neural) Piper voice run by sherpa-onnx: the name of its installed folder in
    /// TalkGrid's data folder (`en-US-natural`, see ``NaturalVoiceFolders``).
    case piper(model: String)

    /// The profile file's `engine` value.
    public var name: String {
        switch self {
        case .espeakNG: Self.espeakName
        case .piper: Self.piperName
        }
    }

    /// The model's folder name, for a natural voice.
    public var model: String? {
        if case .piper(let model) = self { return model }
        return nil
    }

    static let espeakName = "espeak-ng"
    static let piperName = "piper"
}
