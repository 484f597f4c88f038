import TalkGrid
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

#if canImport(Glibc)
    import Glibc
#endif

/// `talkgrid run [PATH] ...` (and plain `talkgrid`): the board set full-screen, or, with `--keys`,
/// a scripted run without a screen that prints what would be said.
enum RunCommand {
    static func run(_ arguments: [String]) async -> Int32 {
        var options: RunOptions
        switch CommandRequest<RunOptions>.options(arguments, command: "run", usage: RunOptions.usage, help: RunOptions.help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        if let folder = options.speakTo, let refusal = OutputFile.refusal(writingInto: folder) {
            Output.error("talkgrid run: \(refusal)")
            return ExitStatus.failure
        }
        // The window is a program of its own: the terminal commands never load GTK.
        if options.window, options.keys == nil { return WindowLauncher.start(arguments) }
        // No set named, on a terminal: the set run last (a pipe or a script gets the shipped one).
        if isatty(0) == 1 && isatty(1) == 1 { options.openingLastSet() }
        guard let (opened, voices) = open(options) else { return ExitStatus.failure }
        if let keys = options.keys {
            // Without a screen the caregiver reads stderr: say which voice profiles are broken.
            for diagnostic in voices.diagnostics { Output.error("\(diagnostic)") }
            return await ScriptedRunCommand.run(keys: keys, opened: opened, voices: voices, options: options)
        }
        return await InteractiveRun.run(opened: opened, voices: voices, options: options)
    }

    /// Opens the set `options` name and the voices, after the checks every run makes (damaged
    /// boards named, an unknown voice refused, a language no board has said); nil when the run
    /// cannot start (said on standard error).
    static func open(_ options: RunOptions) -> (OpenedBoardSet, VoiceCatalog)? {
        let opened: OpenedBoardSet
        do {
            opened = try OpenedBoardSet(running: options.setPath)
        } catch {
            Output.error("\(error)")
            return nil
        }
        let boardSet = opened.boardSet
        // Named before anything starts (and on the full screen's first notice): a damaged board is
        // what a caregiver must fix, and the rest of the set still runs.
        for damaged in boardSet.damagedBoards { Output.error("talkgrid run: \(damaged.noticeText)") }
        let voices = SpeechSetup.voiceCatalog()
        if let id = options.overrides.voiceID, voices.profile(id: id) == nil {
            for diagnostic in voices.diagnostics { Output.error("\(diagnostic)") }
            Output.error("talkgrid run: \(SpeechError.unknownVoice(id, available: voices.profiles.map(\.id)))")
            return nil
        }
        if let language = options.overrides.language, LanguageTag.bestMatch(for: language, in: boardSet.locales) == nil {
            let offered =
                boardSet.locales.isEmpty ? CommandText(.runNoLanguagesNamed).description : boardSet.locales.joined(separator: ", ")
            let notice = CommandText(
                .runNoLabelsInLanguage, ["set": .text(boardSet.source), "language": .text(language), "offered": .text(offered)])
            Output.error("talkgrid run: \(notice)")
        }
        return (opened, voices)
    }
}
