import Synchronization
import TalkGrid

/// A ``Speaker`` for tests: records every request and reports it as started and finished at once.
public final class RecordingSpeaker: Speaker {
    public let events: AsyncStream<SpeechEvent>
    public let voices: VoiceCatalog
    private let continuation: AsyncStream<SpeechEvent>.Continuation
    private let log = Mutex<[SpeechRequest]>([])
    private let preparedLog = Mutex<[[Utterance]]>([])

    public init(voices: VoiceCatalog = VoiceCatalog(profiles: [])) {
        self.voices = voices
        (events, continuation) = AsyncStream.makeStream(of: SpeechEvent.self, bufferingPolicy: .bufferingNewest(256))
    }

    deinit { continuation.finish() }

    /// Every request so far, oldest first.
    public var requests: [SpeechRequest] { log.withLock { $0 } }

    /// The utterances asked for so far, oldest first.
    public var utterances: [Utterance] {
        requests.compactMap { request in
            if case .speak(let utterance) = request { return utterance }
            return nil
        }
    }

    public func speak(_ utterance: Utterance) async {
        log.withLock { $0.append(.speak(utterance)) }
        continuation.yield(.started(.utterance(utterance)))
        continuation.yield(.finished(.utterance(utterance)))
    }

    public func cue(_ utterance: Utterance) async {
        log.withLock { $0.append(.cue(utterance)) }
    }

    public func play(_ clip: AudioClip) async {
        log.withLock { $0.append(.play(clip)) }
        continuation.yield(.started(.clip(clip)))
        continuation.yield(.finished(.clip(clip)))
    }

    public func stop() async {
        log.withLock { $0.append(.stop) }
    }

    public func waitUntilDone() async {}

    /// What each ``prepare(_:)`` asked for, oldest first.
    public var prepared: [[Utterance]] { preparedLog.withLock { $0 } }

    public func prepare(_ utterances: [Utterance]) {
        preparedLog.withLock { $0.append(utterances) }
    }
}
