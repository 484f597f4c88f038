import Foundation
import TalkGrid
import TalkGridRun
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

/// `talkgrid run PATH --keys "KEYS"`: feeds the keys to a session without a screen.
///
/// With `--print-speech` it prints `speak: TEXT` for every utterance and `note: TEXT` for every
/// notice; unless `--no-audio`, it also speaks (and with `--speak-to DIR` writes WAV files),
/// waiting for each utterance so that none cuts off the one before. A WAV file that cannot be
/// written is reported and makes the exit status 1. It starts from the default settings (not the
/// saved ones, but for the caregiver lock) and keeps no history: a script is a rehearsal, not the person talking.
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
        // The caregiver lock applies as on the board, so a script meets what the child meets.
        settings.session.caregiverLock = SettingsFile(environment: ProcessInfo.processInfo.environment).peek()?.session.caregiverLock
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
        var run = ScriptedRun(session: session, interpreter: EffectInterpreter(media: speaker == nil ? nil : opened.media))
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
