import TalkGrid
import TalkGridCommandLine
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

extension RunOptions {
    /// Opens the set these options name and the voices, after the checks every run makes (damaged
    /// boards named, an unknown voice refused, a language no board has said); nil when the run
    /// cannot start (said on standard error).
    package func open() -> (OpenedBoardSet, VoiceCatalog)? {
        let opened: OpenedBoardSet
        do {
            opened = try OpenedBoardSet(running: setPath)
        } catch {
            Output.error("\(error)")
            return nil
        }
        let boardSet = opened.boardSet
        // Named before anything starts (and on the full screen's first notice): a damaged board is
        // what a caregiver must fix, and the rest of the set still runs.
        for damaged in boardSet.damagedBoards { Output.error("talkgrid run: \(damaged.noticeText)") }
        let voices = SpeechSetup.voiceCatalog()
        if let id = overrides.voiceID, voices.profile(id: id) == nil {
            for diagnostic in voices.diagnostics { Output.error("\(diagnostic)") }
            Output.error("talkgrid run: \(SpeechError.unknownVoice(id, available: voices.profiles.map(\.id)))")
            return nil
        }
        if let language = overrides.language, LanguageTag.bestMatch(for: language, in: boardSet.locales) == nil {
            let offered =
                boardSet.locales.isEmpty ? CommandText(.runNoLanguagesNamed).description : boardSet.locales.joined(separator: ", ")
            let notice = CommandText.runNoLabelsInLanguage(set: boardSet.source, language: language, offered: offered)
            Output.error("talkgrid run: \(notice)")
        }
        return (opened, voices)
    }
}
