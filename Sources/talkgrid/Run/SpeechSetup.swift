import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridSpeech

/// Builds the speech side of a run: voice profiles, the speaker and where its sound goes.
enum SpeechSetup {
    /// The shipped voice profiles plus the user's (`$XDG_CONFIG_HOME/talkgrid/voices`).
    static func voiceCatalog() -> VoiceCatalog {
        VoiceCatalog.load(
            shipped: ShippedContent.files(under: "Voices"),
            userFolder: VoiceCatalog.userFolder(environment: ProcessInfo.processInfo.environment))
    }

    /// The voices the person can choose from in the menu.
    static func voiceChoices(_ catalog: VoiceCatalog) -> [VoiceChoice] {
        catalog.profiles.map { VoiceChoice(id: $0.id, name: $0.name, language: $0.language) }
    }

    /// A live speaker: sound card unless `--no-audio`, plus numbered WAV files with `--speak-to`.
    static func speaker(voices: VoiceCatalog, options: RunOptions) throws -> LiveSpeaker {
        try speaker(voices: voices, options: options, files: options.speakTo.map { try WAVFolderSink(folder: $0) })
    }

    /// A live speaker that also writes every utterance through `files` (kept by the caller to
    /// learn whether writing failed).
    static func speaker(voices: VoiceCatalog, options: RunOptions, files: WAVFolderSink?) -> LiveSpeaker {
        let sinks: [any AudioSink] = files.map { [$0] } ?? []
        let device = ProcessInfo.processInfo.environment["TALKGRID_AUDIO_DEVICE"]
        return LiveSpeaker(voices: voices, output: SpeechOutput(playsAloud: !options.noAudio, audioDevice: device, sinks: sinks))
    }
}
