import Synchronization

/// One request for the engine: what to say, to which outputs, and how to tell whether it is still wanted.
struct SpeechJob: Sendable {
    /// What is said.
    enum Content: Sendable {
        case speech([VoicedText])
        case clip(AudioClip)
    }

    var item: SpeechItem
    var content: Content
    var output: SpeechOutput
    /// The speaker's request counter; the job is wanted while it still equals `generation`.
    var token: SpeechToken
    var generation: Int
    /// Receives the job's events (on the engine's thread); must not block.
    var notify: @Sendable (SpeechEvent) -> Void
    /// Whether it is a scanning cue (which gives way to the main voice).
    var isCue = false
    /// The natural voices its parts may be said in; nil: espeak-ng says everything.
    var natural: NaturalVoices?

    /// False once a newer request or a stop came in: synthesis and playback stop at the next chunk.
    var isCurrent: Bool { token.current == generation }
}

/// A run of text and the voice that reads it.
public struct VoicedText: Equatable, Sendable {
    public var text: String
    public var voice: VoiceProfile

    public init(text: String, voice: VoiceProfile) {
        self.text = text
        self.voice = voice
    }
}

/// A speaker's request counter: each new request or stop advances it, which cancels the one before.
final class SpeechToken: Sendable {
    private let counter = Atomic<Int>(0)

    /// The newest request's number.
    var current: Int { counter.load(ordering: .acquiring) }

    /// Starts a new request (cancelling the current one) and returns its number.
    func advance() -> Int { counter.add(1, ordering: .acquiringAndReleasing).newValue }
}
