import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridSpeech

/// `cell set --record`: a voice recorded from the microphone until Enter (or 30 seconds), made fit
/// for a cell as a sound file is, and played back once it is saved.
package enum CellSoundRecording {
    /// Records until Enter, the end of the input or the time limit; the sound, or why there is none.
    package static func record() -> Result<CellSound, CellSoundProblem> {
        let recorder: VoiceRecorder
        do {
            recorder = try VoiceRecorder()
        } catch {
            return .failure(.notRecorded(error.description))
        }
        Output.error(CommandText.cellRecording(limit: CellSoundMaker.maxSeconds).description)
        waitForEnter(orEndOf: recorder)
        let clip = recorder.stop()
        if isatty(2) == 1 { Output.progress("") }
        if let problem = recorder.problem { Output.error(CommandText.cellRecordingBrokeOff(reason: problem).description) }
        do {
            return .success(try CellSoundMaker().sound(from: clip, name: "recording.wav"))
        } catch {
            return .failure(.unusable(file: CommandText(.cellTheRecording).description, reason: error.description))
        }
    }

    /// Plays the saved sound once, so the caregiver hears what the person will hear.
    package static func playBack(_ sound: CellSound) async {
        guard let clip = try? AudioClip(decoding: sound.bytes, contentType: sound.contentType) else { return }
        let speaker = SpeechSetup.speaker(voices: SpeechSetup.voiceCatalog(), playsAloud: true, files: nil)
        await speaker.play(clip)
        await speaker.waitUntilDone()
    }

    /// Returns when a line (Enter) or the end of the input arrives, or the recording ends by itself;
    /// shows the seconds recorded on a terminal.
    private static func waitForEnter(orEndOf recorder: VoiceRecorder) {
        var shown = -1
        while !recorder.hasEnded {
            var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            if poll(&input, 1, 100) > 0 {
                var byte: UInt8 = 0
                while read(0, &byte, 1) == 1 && byte != UInt8(ascii: "\n") {}
                return
            }
            let seconds = Int(recorder.seconds)
            if isatty(2) == 1, seconds != shown {
                shown = seconds
                Output.progress(CommandText.cellRecordingSeconds(seconds: seconds).description)
            }
        }
    }
}
