import Foundation
import Synchronization
import TalkGridSpeech

/// An audio sink that records what reached it: optionally as slowly as a sound card would take
/// it, and optionally held mid-sound (like a sound card that has not taken the next chunk yet),
/// so that a test can act while something is being said.
public final class RecordingSink: AudioSink {
    /// One utterance or clip as it reached the sink.
    public struct Item: Equatable, Sendable {
        public var item: SpeechItem
        public var samples: [Int16]
        /// nil while it is still being said.
        public var interrupted: Bool?
    }

    private let state = Mutex<[Item]>([])
    private let held = Atomic<Bool>(false)
    /// How long each chunk takes to "play"; zero takes it at once.
    public let delayPerChunk: Duration

    public init(delayPerChunk: Duration = .zero) { self.delayPerChunk = delayPerChunk }

    /// What reached the sink so far.
    public var items: [Item] { state.withLock { $0 } }

    /// From now on each chunk waits, after it is recorded, until ``release()``.
    public func hold() { held.store(true, ordering: .releasing) }

    /// Lets the chunks through again.
    public func release() { held.store(false, ordering: .releasing) }

    public func begin(_ item: SpeechItem, sampleRate: Int) {
        state.withLock { $0.append(Item(item: item, samples: [], interrupted: nil)) }
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        state.withLock { $0[$0.count - 1].samples.append(contentsOf: samples) }
        if delayPerChunk > .zero { Thread.sleep(forTimeInterval: Double(delayPerChunk.components.attoseconds) / 1e18) }
        while held.load(ordering: .acquiring) { Thread.sleep(forTimeInterval: 0.001) }
    }

    public func end(_ item: SpeechItem, interrupted: Bool) {
        state.withLock { $0[$0.count - 1].interrupted = interrupted }
    }
}
