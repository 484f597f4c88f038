import TalkGrid

/// What the speech side tells the front end, without ever making it wait.
public enum SpeechEvent: Equatable, Sendable {
    /// An utterance or clip started.
    case started(SpeechItem)
    /// It was said to the end.
    case finished(SpeechItem)
    /// A newer request or a stop cut it short.
    case interrupted(SpeechItem)
    /// Sound cannot be played; said once, in words a caregiver understands. Speech goes on silently (and to WAV files if asked).
    case audioUnavailable(reason: CaregiverText)
    /// espeak-ng has no voice for a language; said once per language. Another voice is used.
    case voiceUnavailable(language: String, reason: CaregiverText)
    /// A natural voice cannot speak (not installed, damaged); said once per voice, and espeak-ng
    /// speaks its words instead. The reason says how to install it.
    case naturalVoiceUnavailable(voice: String, reason: CaregiverText)

    /// What a caregiver must be told about this event (no sound card, a missing voice), in one
    /// line that names the language where one is missing; nil for the events that only say how
    /// speech goes.
    public var problem: CaregiverText? {
        switch self {
        case .started, .finished, .interrupted: nil
        case .audioUnavailable(let reason), .voiceUnavailable(_, let reason), .naturalVoiceUnavailable(_, let reason): reason
        }
    }
}

/// What is being said: a synthesized utterance or a recorded sound.
public enum SpeechItem: Equatable, Sendable, CustomStringConvertible {
    case utterance(Utterance)
    case clip(AudioClip)

    public var description: String {
        switch self {
        case .utterance(let utterance): utterance.text
        case .clip(let clip): "a recorded sound of \(clip.duration.formatted1) s"
        }
    }
}

extension Double {
    /// The value with one decimal (`1.5`), without Foundation.
    var formatted1: String {
        let tenths = Int((self * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
