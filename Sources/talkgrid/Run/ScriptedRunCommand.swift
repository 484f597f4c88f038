import TalkGrid
import TalkGridSpeech

/// `talkgrid run PATH --keys "KEYS"`: feeds the keys to a session without a screen.
///
/// With `--print-speech` it prints `speak: TEXT` for every utterance and `note: TEXT` for every
/// notice; unless `--no-audio`, it also speaks (and with `--speak-to DIR` writes WAV files),
/// waiting for each utterance so that none cuts off the one before. A WAV file that cannot be
/// written is reported and makes the exit status 1.
enum ScriptedRunCommand {
    static func run(keys: String, boardSet: BoardSet, voices: VoiceCatalog, options: RunOptions) -> Int32 {
        let inputs: [SessionInput]
        do {
            inputs = try KeyScript.parse(keys)
        } catch {
            Output.error("talkgrid run: \(error)")
            return ExitStatus.usage
        }
        var session: Session
        do {
            session = try Session(boardSet: boardSet, settings: options.settings, voices: SpeechSetup.voiceChoices(voices))
        } catch {
            Output.error("\(boardSet.source): \(error)")
            return ExitStatus.failure
        }
        let speaksAloud = !options.noAudio || options.speakTo != nil
        var speaker: LiveSpeaker?
        var files: WAVFolderSink?
        if speaksAloud {
            do {
                files = try options.speakTo.map { folder throws(SpeechError) in try WAVFolderSink(folder: folder) }
            } catch {
                Output.error("talkgrid run: \(error)")
                return ExitStatus.failure
            }
            speaker = SpeechSetup.speaker(voices: voices, options: options, files: files)
        }
        var reportedWriteFailure = false
        let sounds = SoundLibrary(boardSet: boardSet, path: options.path)
        let reporter = speaker.map { SpeechEventPrinter(speaker: $0) }
        for input in inputs {
            let effects = session.reduce(input)
            if options.printSpeech {
                for line in ScriptedRun.lines(for: effects) { Output.line(line) }
            }
            if let speaker {
                for effect in effects {
                    switch effect {
                    case .speak(let utterance):
                        SynchronousWait.result {
                            await speaker.speak(utterance); await speaker.waitUntilDone()
                        }
                    case .playSound(let boardID, let soundID, let fallback):
                        if let clip = sounds.clip(boardID: boardID, soundID: soundID) {
                            SynchronousWait.result {
                                await speaker.play(clip); await speaker.waitUntilDone()
                            }
                        } else {
                            SynchronousWait.result {
                                await speaker.speak(fallback); await speaker.waitUntilDone()
                            }
                        }
                    case .stopSpeaking:
                        SynchronousWait.result { await speaker.stop() }
                    default:
                        break
                    }
                }
            }
            // A WAV file that could not be written (a full disk) is said once; the run goes on speaking.
            if !reportedWriteFailure, let failure = files?.lastFailure {
                Output.error("talkgrid run: \(failure)")
                reportedWriteFailure = true
            }
            if effects.contains(.quit) { break }
        }
        reporter?.finish()
        return reportedWriteFailure ? ExitStatus.failure : ExitStatus.success
    }
}

/// Prints, once each, the speech problems a caregiver must know about (no sound card, a missing voice).
final class SpeechEventPrinter: Sendable {
    private let task: Task<Void, Never>

    init(speaker: LiveSpeaker) {
        task = Task {
            for await event in speaker.events {
                switch event {
                case .audioUnavailable(let reason): Output.error("talkgrid: \(reason)")
                case .voiceUnavailable(let language, let reason): Output.error("talkgrid: no voice for \(language): \(reason)")
                default: break
                }
            }
        }
    }

    /// Stops listening.
    func finish() { task.cancel() }
}
