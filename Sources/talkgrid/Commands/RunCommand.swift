import TalkGrid
import TalkGridSpeech

/// `talkgrid run [PATH] ...` (and plain `talkgrid`): the board set full-screen, or, with `--keys`,
/// a scripted run without a screen that prints what would be said.
enum RunCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: RunOptions
        do {
            options = try RunOptions(arguments)
        } catch {
            if error.description == "help" {
                Output.line(RunOptions.help)
                return ExitStatus.success
            }
            Output.error("talkgrid run: \(error)\n\(RunOptions.usage)")
            return ExitStatus.usage
        }
        let boardSet: BoardSet
        do {
            boardSet = try BoardSetOpening.open(path: options.path ?? BoardSetOpening.shippedPrefix + "first-words")
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        let voices = SpeechSetup.voiceCatalog()
        if let id = options.settings.voiceID, options.givenSettings.contains("voice"), voices.profile(id: id) == nil {
            for diagnostic in voices.diagnostics { Output.error(diagnostic.description) }
            Output.error("talkgrid run: \(SpeechError.unknownVoice(id, available: voices.profiles.map(\.id)))")
            return ExitStatus.failure
        }
        if let language = options.settings.language, options.givenSettings.contains("lang"),
            LanguageTag.bestMatch(for: language, in: boardSet.locales) == nil
        {
            let offered = boardSet.locales.isEmpty ? "none named" : boardSet.locales.joined(separator: ", ")
            Output.error("talkgrid run: \(boardSet.source) has no \(language) labels (it has \(offered)); showing its own language")
        }
        if let keys = options.keys {
            // Without a screen the caregiver reads stderr: say which voice profiles are broken.
            for diagnostic in voices.diagnostics { Output.error(diagnostic.description) }
            return ScriptedRunCommand.run(keys: keys, boardSet: boardSet, voices: voices, options: options)
        }
        return InteractiveRun.run(boardSet: boardSet, voices: voices, options: options)
    }
}
