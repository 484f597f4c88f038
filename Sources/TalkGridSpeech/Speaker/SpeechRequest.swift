import TalkGrid

/// One thing to ask of a ``Speaker``: say an utterance, play a recording, or stop.
public enum SpeechRequest: Equatable, Sendable {
    case speak(Utterance)
    /// A scanning cue, in the cue voice (see ``Speaker/cue(_:)``).
    case cue(Utterance)
    case play(AudioClip)
    case stop
}

extension Speaker {
    /// Passes one request to the speaker; returns as soon as the speaker has taken it.
    public func perform(_ request: SpeechRequest) async {
        switch request {
        case .speak(let utterance): await speak(utterance)
        case .cue(let utterance): await cue(utterance)
        case .play(let clip): await play(clip)
        case .stop: await stop()
        }
    }
}
