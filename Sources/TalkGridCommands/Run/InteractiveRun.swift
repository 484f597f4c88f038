import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPictures
import TalkGridRun
import TalkGridSpeech
import TalkGridStart
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal

/// `talkgrid` / `talkgrid run [PATH]` without `--keys`: the board set full-screen.
///
/// Settings come from the saved `config.json`, then the command line (see ``RunSettings``).
/// When standard input or output is not a terminal, the board is printed once as text with a
/// hint, and the run ends (it never waits for keys that cannot come).
enum InteractiveRun {
    static func run(opened: OpenedBoardSet, voices: VoiceCatalog, options: RunOptions) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let terminal: FullScreenTerminal
        do {
            terminal = try FullScreenTerminal(options: .board)
        } catch .notATerminal {
            guard let setup = RunSetup.make(opened: opened, voices: voices, options: options, withSpeaker: false) else {
                return ExitStatus.failure
            }
            printInstead(session: setup.session, environment: environment)
            for problem in setup.loaded.problems { Output.error("talkgrid: \(problem)") }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid: \(error)")
            return ExitStatus.failure
        }
        guard let setup = RunSetup.make(opened: opened, voices: voices, options: options) else {
            terminal.restore()
            return ExitStatus.failure
        }
        let board = BoardLoop(
            store: setup.store(), terminal: terminal, colorSupport: .current, speaker: setup.speaker, settings: setup.settingsDisk)
        let pictures = cellPictures(
            media: opened.media, symbols: setup.session.settings.symbols, mailbox: board.mailbox, environment: environment)
        board.pictures = pictures
        await board.run()
        pictures.stop()
        terminal.restore()
        setup.finish(problems: board.problems)
        return ExitStatus.success
    }

    /// The cells' pictures, prepared in the background and cached under `$XDG_CACHE_HOME/talkgrid`.
    private static func cellPictures(
        media: SetMedia, symbols: SymbolsSetting, mailbox: LoopMailbox, environment: [String: String]
    ) -> PreparedCellPictures {
        // Pixel pictures are drawn at the terminal's own cell size where it says (kitty, foot,
        // WezTerm and most sixel terminals do), else at a common 10 x 20.
        let cellPixels = TerminalSize.cellPixels().map { PixelSize(width: $0.width, height: $0.height) } ?? PixelSize(width: 10, height: 20)
        let disk = DiskCache.standardFolder(environment: environment).map { DiskCache(folder: $0) }
        return PreparedCellPictures(
            media: media, symbols: symbols, environment: environment, cellPixels: cellPixels, disk: disk,
            onReady: { mailbox.post(.pictureReady) },
            onFailure: { reference, error in
                mailbox.post(
                    .pictureFailed(
                        CommandText.showPictureNotDrawn(image: reference.imageID, board: reference.boardID, reason: error).caregiverText))
            })
    }

    /// Prints the first board as `talkgrid show` does, and how to run the board.
    private static func printInstead(session: Session, environment: [String: String]) {
        let width = environment["COLUMNS"].flatMap { Int($0) }.map { min(max($0, 20), 400) } ?? 80
        Output.out(
            ShowCommand.printed(
                session.currentBoard, keypad: session.settings.keypad, language: session.settings.language, width: width))
        Output.error("talkgrid: \(CommandText(.runNotATerminal))")
    }
}
