import Synchronization
import TalkGrid
import TalkGridSpeech

/// Listens to a speaker for what a caregiver must be told (no sound card, a missing voice),
/// for runs without a screen (`run --keys`, `say`); the board shows them as notices instead.
public final class SpeechProblems: Sendable {
    /// The problems heard so far, shared with the listening task.
    private final class Found: Sendable {
        let list = Mutex<[CaregiverText]>([])
        let audioUnavailable = Mutex(false)
    }

    private let found = Found()
    private let task: Task<Void, Never>

    /// Starts listening; `onProblem` hears each problem as it comes (the speaker says each once).
    public init(speaker: any Speaker, onProblem: @escaping @Sendable (CaregiverText) -> Void = { _ in }) {
        let found = found
        task = Task {
            for await event in speaker.events {
                guard let problem = event.problem else { continue }
                if case .audioUnavailable = event { found.audioUnavailable.withLock { $0 = true } }
                found.list.withLock { $0.append(problem) }
                onProblem(problem)
            }
        }
    }

    deinit { task.cancel() }

    /// Whether the speaker said there is no sound device (the text was not heard).
    public var audioWasUnavailable: Bool { found.audioUnavailable.withLock { $0 } }

    /// Stops listening; the problems heard, in order.
    public func finish() -> [CaregiverText] {
        task.cancel()
        return found.list.withLock { $0 }
    }
}
