import TalkGrid

/// The speech interface the rest of TalkGrid uses: say, play, stop, and hear what happened.
///
/// Nothing here makes the caller wait for speech: `speak` and `play` return at once and the
/// sound is made on the engine's thread. A new request cuts the current one short.
public protocol Speaker: Sendable {
    /// Says an utterance, interrupting whatever is being said.
    func speak(_ utterance: Utterance) async
    /// Says a scanning cue (a highlighted item), in the voice, speed and volume the utterance
    /// carries (``CueVoice/cue(_:messageSettings:)``): it interrupts an earlier cue, never the
    /// main voice; while the main voice speaks, the newest cue waits for it to end.
    func cue(_ utterance: Utterance) async
    /// Plays a recorded sound, interrupting whatever is being said.
    func play(_ clip: AudioClip) async
    /// Stops speaking at once and forgets what was waiting.
    func stop() async
    /// Waits until everything asked for has been said (for scripted runs and `talkgrid say`).
    func waitUntilDone() async
    /// What happens: started, finished, interrupted, sound unavailable. Never blocks the speaker.
    var events: AsyncStream<SpeechEvent> { get }
    /// The voice profiles it chooses from.
    var voices: VoiceCatalog { get }
    /// What the person may ask to hear soon, most likely first (``Session/utterancesAhead(limit:)``):
    /// a speaker whose voices are slow to make sound prepares it in the background, behind
    /// everything asked for now, forgetting what it was preparing before. Returns at once.
    func prepare(_ utterances: [Utterance])
}

extension Speaker {
    /// espeak-ng needs nothing prepared.
    public func prepare(_ utterances: [Utterance]) {}
}
