import Foundation
import TalkGrid
import TalkGridSpeech
import TalkGridStorage
import TalkGridTerminal

/// `talkgrid` / `talkgrid run [PATH]` without `--keys`: the board set full-screen.
///
/// Settings come from the saved `config.json`, then the command line; the language from the
/// locale (`LANG`) when the set has it, else English. When standard input or output is not a
/// terminal, the board is printed once as text with a hint, and the run ends (it never waits for
/// keys that cannot come).
enum InteractiveRun {
    static func run(boardSet: BoardSet, voices: VoiceCatalog, options: RunOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let settingsFile = SettingsFile(environment: environment)
        let loaded = settingsFile.load()
        let settings = startingSettings(saved: loaded.settings.session, options: options, boardSet: boardSet, environment: environment)
        let session: Session
        do {
            session = try Session(boardSet: boardSet, settings: settings, voices: SpeechSetup.voiceChoices(voices))
        } catch {
            Output.error("\(boardSet.source): \(error)")
            return ExitStatus.failure
        }

        let terminal: FullScreenTerminal
        do {
            terminal = try FullScreenTerminal()
        } catch .notATerminal {
            printInstead(session: session, environment: environment)
            if let problem = loaded.problem { Output.error("talkgrid: \(problem)") }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid: \(error)")
            return ExitStatus.failure
        }

        var speech: InteractiveSpeech?
        if !options.noAudio || options.speakTo != nil {
            do {
                speech = InteractiveSpeech(speaker: try SpeechSetup.speaker(voices: voices, options: options))
            } catch {
                terminal.restore()
                Output.error("talkgrid run: \(error)")
                return ExitStatus.failure
            }
        }
        let notice = loaded.problem.map { _ in
            ScreenNotice(
                .problem,
                "The saved settings were unreadable: using the defaults"
                    + (loaded.keptAs.map { " (old file kept as \($0.split(separator: "/").last.map(String.init) ?? $0))" } ?? ""))
        }
        let board = InteractiveBoardRun(
            session: session, terminal: terminal, speech: speech,
            sounds: SoundLibrary(boardSet: boardSet, path: options.path), settingsFile: settingsFile,
            savedSettings: loaded.settings, notice: notice)
        let problems = board.run()
        terminal.restore()
        for problem in problems + (loaded.problem.map { ["talkgrid: \($0)"] } ?? []) { Output.error(problem) }
        return ExitStatus.success
    }

    /// The saved settings, overridden by the options given and `TALKGRID_THEME`; the language from
    /// the locale when neither gives one.
    static func startingSettings(
        saved: SessionSettings, options: RunOptions, boardSet: BoardSet, environment: [String: String]
    ) -> SessionSettings {
        var settings = saved
        let given = options.givenSettings
        if given.contains("layout") { settings.layout = options.settings.layout }
        if given.contains("keypad") { settings.keypad = options.settings.keypad }
        if given.contains("speak-on-select") { settings.speakOnSelect = options.settings.speakOnSelect }
        if given.contains("voice") { settings.voiceID = options.settings.voiceID }
        if let name = environment["TALKGRID_THEME"], let highContrast = SavedSettings.isHighContrast(themeName: name) {
            settings.highContrast = highContrast
        }
        if given.contains("lang") {
            settings.language = options.settings.language
        } else if settings.language == nil {
            settings.language = InteractiveLanguage.choose(for: boardSet, environment: environment)
        }
        return settings
    }

    /// Prints the first board as `talkgrid show` does, and how to run the board.
    private static func printInstead(session: Session, environment: [String: String]) {
        let width = environment["COLUMNS"].flatMap { Int($0) }.map { min(max($0, 20), 400) } ?? 80
        let preview = BoardPreview(
            board: session.currentBoard, keypad: session.settings.keypad, language: session.settings.language)
        Output.out(preview.rendered(width: width))
        Output.error(
            "talkgrid: standard input is not a terminal, so the board was printed once; run talkgrid in a terminal, or give --keys \"1 2 enter\" to run without a screen"
        )
    }
}
