import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridRun
import TalkGridSpeech
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
        let boardSet = opened.boardSet
        let environment = ProcessInfo.processInfo.environment
        let settingsFile = SettingsFile(environment: environment)
        let loaded = settingsFile.load()
        let settings = RunSettings.starting(
            saved: loaded.settings, overrides: options.overrides, environment: environment, boardSet: boardSet)
        let session: Session
        do {
            session = try Session(boardSet: boardSet, settings: settings.session, voices: SpeechSetup.voiceChoices(voices))
        } catch {
            Output.error("\(boardSet.source): \(error)")
            return ExitStatus.failure
        }

        let terminal: FullScreenTerminal
        do {
            terminal = try FullScreenTerminal(options: .board)
        } catch .notATerminal {
            printInstead(session: session, environment: environment)
            if let problem = loaded.problem { Output.error("talkgrid: \(problem)") }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid: \(error)")
            return ExitStatus.failure
        }

        var speaker: LiveSpeaker?
        if !options.noAudio || options.speakTo != nil {
            do {
                let files = try options.speakTo.map { folder throws(SpeechError) in try WAVFolderSink(folder: folder) }
                speaker = SpeechSetup.speaker(voices: voices, playsAloud: !options.noAudio, files: files, waitsForNaturalVoices: false)
            } catch {
                terminal.restore()
                Output.error("talkgrid run: \(error)")
                return ExitStatus.failure
            }
        }
        // The first run (no settings saved yet) tells the caregiver that a lock exists.
        let firstRunWithoutLock = !loaded.existed && session.settings.caregiverLock == nil ? TextKey.noticeNoLockYet : nil
        let damaged = opened.boardSet.damagedBoards.first.map {
            Announcement(.damagedAtStart, .noticeDamagedAtStart, ["detail": .text($0.notice)])
        }
        let notice =
            damaged
            ?? loaded.problem.map { _ in
                loaded.keptAs.map { kept in
                    Announcement(
                        .damagedAtStart, .noticeSettingsUnreadableKept,
                        ["file": .text(kept.split(separator: "/").last.map(String.init) ?? kept)])
                } ?? Announcement(.damagedAtStart, .noticeSettingsUnreadable)
            } ?? firstRunWithoutLock.map { Announcement(.noLockYet, $0) }
        let interpreter = EffectInterpreter(
            media: opened.media, history: settings.keepsHistory ? SpeechHistory(environment: environment) : nil)
        let board = BoardLoop(
            session: session, terminal: terminal, colorSupport: .current, speaker: speaker, interpreter: interpreter,
            settingsFile: settingsFile, savedSettings: loaded.settings, notice: notice)
        let pictures = cellPictures(
            media: opened.media, symbols: session.settings.symbols, mailbox: board.mailbox, environment: environment)
        board.pictures = pictures
        // No keypad saved or given: the first thing shown asks which way round it is (not for switches).
        board.asksKeypad = !loaded.settings.choseKeypad && options.overrides.keypad == nil && !session.settings.access.scans
        await board.run()
        pictures.stop()
        terminal.restore()
        for problem in board.problems { Output.error("talkgrid: \(problem)") }
        if let problem = loaded.problem { Output.error("talkgrid: \(problem)") }
        if firstRunWithoutLock != nil, settingsFile.peek()?.session.caregiverLock == nil {
            Output.error(CommandText(.runNoLockYet).description)
        }
        return ExitStatus.success
    }

    /// The cells' pictures, prepared in the background and cached under `$XDG_CACHE_HOME/talkgrid`.
    private static func cellPictures(
        media: SetMedia, symbols: SymbolsSetting, mailbox: LoopMailbox, environment: [String: String]
    ) -> PreparedCellPictures {
        // Pixel pictures are drawn at the terminal's own cell size where it says (kitty, foot,
        // WezTerm and most sixel terminals do), else at a common 10 x 20.
        let cellPixels = TerminalSize.cellPixels().map { PixelSize(width: $0.width, height: $0.height) } ?? PixelSize(width: 10, height: 20)
        let disk = ArtDiskCache.standardFolder(environment: environment).map { ArtDiskCache(folder: $0) }
        return PreparedCellPictures(
            media: media, symbols: symbols, environment: environment, cellPixels: cellPixels, disk: disk,
            onReady: { mailbox.post(.pictureReady) },
            onFailure: { reference, error in
                mailbox.post(
                    .pictureFailed(
                        CaregiverText(
                            CommandTextKey.showPictureNotDrawn,
                            ["image": .text(reference.imageID), "board": .text(reference.boardID), "reason": .said(error)])))
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
