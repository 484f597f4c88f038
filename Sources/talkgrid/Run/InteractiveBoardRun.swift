import Synchronization
import TalkGrid
import TalkGridSpeech
import TalkGridStorage
import TalkGridTerminal

/// Runs an ``InteractiveBoard`` to its end from synchronous command code.
struct InteractiveBoardRun: Sendable {
    // The board is created and used only inside the one task `run()` starts.
    let session: Session
    let terminal: FullScreenTerminal
    let speech: InteractiveSpeech?
    let sounds: SoundLibrary
    let settingsFile: SettingsFile
    let savedSettings: SavedSettings
    let notice: ScreenNotice?

    /// Runs the board; returns the problems to print after the terminal is given back.
    func run() -> [String] {
        let result = Problems()
        SynchronousWait.result { [self] in
            let board = InteractiveBoard(
                session: session, terminal: terminal, colorSupport: .current, speech: speech,
                sounds: sounds, settingsFile: settingsFile, savedSettings: savedSettings, notice: notice)
            await board.run()
            result.list.withLock { $0 = board.problems }
        }
        return result.list.withLock { $0 }
    }

    /// The problems, handed from the board's task back to the caller.
    private final class Problems: Sendable {
        let list = Mutex<[String]>([])
    }
}
