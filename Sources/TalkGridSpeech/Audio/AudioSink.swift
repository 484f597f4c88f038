/// Something that receives the speech PCM as it is produced: a WAV folder, a test recorder, a probe.
///
/// Called on the engine's thread, in order: `begin`, any number of `write`, then `end`.
public protocol AudioSink: Sendable {
    /// A new utterance or clip starts (16-bit mono at `sampleRate` Hz).
    func begin(_ item: SpeechItem, sampleRate: Int)
    /// More samples of the current item.
    func write(_ samples: UnsafeBufferPointer<Int16>)
    /// The item ended, completely or because it was interrupted.
    func end(_ item: SpeechItem, interrupted: Bool)
}
