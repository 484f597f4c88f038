import TalkGrid
import TalkGridSpeech

/// Hands speech requests to the speaker in the order they were made, without making the board wait.
///
/// The board loop only enqueues; one task forwards each request to the ``LiveSpeaker`` (whose
/// calls return at once; a new utterance interrupts the one sounding).
final class InteractiveSpeech: Sendable {
    /// A request for the speaker.
    enum Request: Sendable {
        case speak(Utterance)
        case play(AudioClip)
        case stop
    }

    let speaker: LiveSpeaker
    private let continuation: AsyncStream<Request>.Continuation
    private let task: Task<Void, Never>

    init(speaker: LiveSpeaker) {
        self.speaker = speaker
        let (requests, continuation) = AsyncStream.makeStream(of: Request.self)
        self.continuation = continuation
        task = Task {
            for await request in requests {
                switch request {
                case .speak(let utterance): await speaker.speak(utterance)
                case .play(let clip): await speaker.play(clip)
                case .stop: await speaker.stop()
                }
            }
        }
    }

    /// Queues a request; returns at once.
    func send(_ request: Request) {
        continuation.yield(request)
    }

    /// Stops taking requests and waits until the queued ones reached the speaker.
    func finish() async {
        continuation.finish()
        await task.value
    }
}
