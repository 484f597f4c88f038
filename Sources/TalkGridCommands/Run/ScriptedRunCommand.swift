import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridRun
import TalkGridSpeech
import TalkGridStart
import TalkGridStorage
import TalkGridStore
import TalkGridWords

/// `talkgrid run PATH --keys "KEYS"`: feeds the keys to a session without a screen.
///
/// With `--print-speech` it prints `speak: TEXT` for every utterance and `note: TEXT` for every
/// notice; unless `--no-audio`, it also speaks (and with `--speak-to DIR` writes WAV files),
/// waiting for each utterance so that none cuts off the one before. A WAV file that cannot be
/// written is reported and makes the exit status 1. It starts from the default settings (not the
/// saved ones, but for the caregiver lock and the voice, so a script meets and hears what the
/// child does) and keeps no history: a script is a rehearsal, not the person talking. It only
/// reads `config.json`. Words ahead come from the set as on the board (its saved word pairs,
/// read, never learned here).
enum ScriptedRunCommand {
    static func run(keys: String, opened: OpenedBoardSet, voices: VoiceCatalog, options: RunOptions) async -> Int32 {
        let inputs: [SessionInput]
        do {
            inputs = try KeyScript.parse(keys)
        } catch {
            Output.error("talkgrid run: \(error)")
            return ExitStatus.usage
        }
        // The language follows the locale (LANG) as on the full-screen board; nothing else of the environment counts.
        let locale = ProcessInfo.processInfo.environment.filter { ["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
        var settings = RunSettings.starting(
            saved: SavedSettings(), overrides: options.overrides, environment: locale, boardSet: opened.boardSet)
        // The caregiver lock, the voice, words ahead and the level apply as on the board, so a script meets what the child meets.
        let loaded = SettingsFile(forSetAt: options.setPath, environment: ProcessInfo.processInfo.environment).load()
        for problem in loaded.problems { Output.error("talkgrid: \(problem)") }
        let saved = loaded.settings
        settings.session.caregiverLock = saved.session.caregiverLock
        settings.session.voiceID = RunSettings.voice(option: options.overrides.voiceID, saved: saved)
        settings.session.wordsAhead = saved.session.wordsAhead
        settings.session.level = saved.session.level
        let session: Session
        do {
            session = try Session(boardSet: opened.boardSet, settings: settings.session, voices: SpeechSetup.voiceChoices(voices))
        } catch {
            Output.error("\(opened.boardSet.source): \(error)")
            return ExitStatus.failure
        }
        var speaker: LiveSpeaker?
        var files: WAVFolderSink?
        if !options.noAudio || options.speakTo != nil {
            do {
                files = try options.speakTo.map { folder throws(SpeechError) in try WAVFolderSink(folder: folder) }
            } catch {
                Output.error("talkgrid run: \(error)")
                return ExitStatus.failure
            }
            speaker = SpeechSetup.speaker(voices: voices, playsAloud: !options.noAudio, files: files)
        }
        let problems = speaker.map { SpeechProblems(speaker: $0) { Output.error("talkgrid: \($0)") } }
        var interpreter = EffectInterpreter(media: speaker == nil ? nil : opened.media)
        interpreter.wordsAhead =
            SetPrediction(boardSet: opened.boardSet, pairsFile: WordPairsFile(setPath: options.path), language: session.settings.language)
            .wordsAhead(after:spelling:)
        var run = ScriptedRun(session: session, interpreter: interpreter)
        var reportedWriteFailure = false
        await run.run(inputs, speaker: speaker) { reaction in
            if options.printSpeech {
                for line in reaction.transcript { Output.line(line) }
            }
            // A WAV file that could not be written (a full disk) is said once; the run goes on speaking.
            if !reportedWriteFailure, let failure = files?.lastFailure {
                Output.error("talkgrid run: \(failure)")
                reportedWriteFailure = true
            }
        }
        _ = problems?.finish()
        return reportedWriteFailure ? ExitStatus.failure : ExitStatus.success
    }
}
