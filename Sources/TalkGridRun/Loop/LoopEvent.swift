import Synchronization
import TalkGrid
import TalkGridSpeech
import TalkGridStore
import TalkGridTerminal

/// Something the board loop reacts to; each one is followed by a new frame (of what changed).
public enum LoopEvent: Sendable {
    /// A key, a new window size, or the end of input.
    case input(InputEvent)
    /// Reading the keyboard failed; the run ends.
    case inputFailed(String)
    /// Speech started, ended, or cannot be heard.
    case speech(SpeechEvent)
    /// One auto-scan pace period passed, from the loop's timer of this number (an older timer's
    /// tick, overtaken by a press, is ignored).
    case scanTick(Int)
    /// Something shown changed outside the session (a picture became ready): draw the whole
    /// screen again.
    case redraw
    /// A cell's picture is ready: draw what changed.
    case pictureReady
    /// A save of the settings is done (or failed): its outcome, kept by the mailbox, goes to the store.
    case settingsSaved
    /// A picture cannot be drawn (its glyph stays): told to the caregiver once, after the run.
    case pictureFailed(CaregiverText)
}

/// Where other tasks post events to a running ``BoardLoop`` (a picture decoded in the
/// background, for example); events are handled in the order they arrive, with the keys.
public final class LoopMailbox: Sendable {
    let stream: AsyncStream<LoopEvent>
    private let continuation: AsyncStream<LoopEvent>.Continuation
    /// The outcomes of settings saves not yet given to the store.
    private let saveOutcomes = Mutex<[StoreEvent]>([])

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: LoopEvent.self)
    }

    /// Hands an event to the loop; returns at once.
    public func post(_ event: LoopEvent) {
        continuation.yield(event)
    }

    /// Keeps the outcome of a settings save for the store and wakes the loop; returns at once.
    public func post(saved outcome: StoreEvent) {
        saveOutcomes.withLock { $0.append(outcome) }
        continuation.yield(.settingsSaved)
    }

    /// The outcomes of saves posted since the last call, in order.
    func takeSaveOutcomes() -> [StoreEvent] {
        saveOutcomes.withLock { kept in
            defer { kept = [] }
            return kept
        }
    }

    func finish() {
        continuation.finish()
    }
}
