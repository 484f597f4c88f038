import Foundation
import TalkGrid
import TalkGridShipped

/// Builds the speech side of a program: voice profiles, the speaker and where its sound goes.
public enum SpeechSetup {
    /// The shipped voice profiles plus the user's (`$XDG_CONFIG_HOME/talkgrid/voices`).
    public static func voiceCatalog() -> VoiceCatalog {
        VoiceCatalog.load(
            shipped: ShippedContent.files(under: "Voices"),
            userFolder: VoiceCatalog.userFolder(environment: ProcessInfo.processInfo.environment))
    }

    /// The voices the person can choose from in the menu.
    public static func voiceChoices(_ catalog: VoiceCatalog) -> [VoiceChoice] {
        catalog.profiles.map { VoiceChoice(id: $0.id, name: $0.name, language: $0.language) }
    }

    /// A live speaker: the sound card when `playsAloud` (the device `TALKGRID_AUDIO_DEVICE` names,
    /// e.g. `null`), plus numbered WAV files through `files` (kept by the caller to learn whether
    /// writing failed). Natural voices are waited for while they load when `waitsForNaturalVoices`
    /// (scripted runs, `say`); the board speaks with espeak-ng until they are ready.
    public static func speaker(voices: VoiceCatalog, playsAloud: Bool, files: WAVFolderSink?, waitsForNaturalVoices: Bool = true)
        -> LiveSpeaker
    {
        let device = ProcessInfo.processInfo.environment["TALKGRID_AUDIO_DEVICE"]
        return LiveSpeaker(
            voices: voices, output: SpeechOutput(playsAloud: playsAloud, audioDevice: device, sinks: files.map { [$0] } ?? []),
            natural: naturalVoices, waitsForNaturalVoices: waitsForNaturalVoices)
    }

    /// The process's natural voices (in the data folder the environment names), made the first
    /// time a speaker is: nothing is loaded until a natural voice is asked for.
    public static let naturalVoices: NaturalVoices? = {
        let environment = ProcessInfo.processInfo.environment
        guard let folders = NaturalVoiceFolders(environment: environment) else { return nil }
        return NaturalVoices(folders: folders, cache: SpokenCache(folder: SpokenCache.standardFolder(environment: environment)))
    }()
}
