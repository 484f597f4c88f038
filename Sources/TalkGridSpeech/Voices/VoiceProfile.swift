import TalkGrid

/// A voice a caregiver can pick: which engine and voice reads which language, how fast, how high, how loud.
///
/// Stored as one JSON file per voice in `Voices/` (shipped) or the user's voices folder:
/// `{"id": "en-US", "name": "English (United States)", "language": "en-US",
///   "espeak_voice": "en-us", "rate": 165, "pitch": 50, "volume": 100}`. A natural (neural)
/// voice adds `"engine": "piper", "model": "en-US-natural"` (see ``VoiceEngine``); its
/// `espeak_voice` then makes its phonemes, and speaks whenever the model cannot.
public struct VoiceProfile: Equatable, Sendable, Identifiable {
    /// The stable name used by `--voice` and in settings (`en-US`).
    public var id: String
    /// What the caregiver sees (`English (United States)`).
    public var name: String
    /// The BCP-47 tag of the language it reads (`en-US`, `zh`).
    public var language: String
    /// The espeak-ng voice, by its language name (`en-us`, `cmn-latn-pinyin`).
    public var espeakVoice: String
    /// Which engine speaks it: espeak-ng, or a natural voice's model.
    public var engine: VoiceEngine
    /// Speed in words per minute (``rateRange``).
    public var rate: Int
    /// Pitch, 0–100 (50 is the voice's own).
    public var pitch: Int
    /// Volume, 0–200 (100 is normal).
    public var volume: Int

    /// The speeds espeak-ng can speak at, in words per minute.
    public static let rateRange = Prosody.rateRange
    /// The pitch range.
    public static let pitchRange = 0...100
    /// The volume range.
    public static let volumeRange = Prosody.volumeRange

    public init(
        id: String, name: String, language: String, espeakVoice: String, rate: Int = 165, pitch: Int = 50,
        volume: Int = 100, engine: VoiceEngine = .espeakNG
    ) {
        self.id = id
        self.name = name
        self.language = language
        self.espeakVoice = espeakVoice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
        self.engine = engine
    }

    /// This voice at another speed and volume (the person's speed, the cue voice's).
    public func with(_ prosody: Prosody) -> VoiceProfile {
        var said = self
        said.rate = prosody.rate(overVoice: rate)
        said.volume = prosody.volume(overVoice: volume)
        return said
    }

    /// A profile for a language that no profile file describes: espeak-ng's voice for it, default speed.
    public static func fallback(for language: String) -> VoiceProfile {
        let tag = LanguageTag.normalized(language)
        return VoiceProfile(id: tag, name: tag, language: tag, espeakVoice: tag.lowercased())
    }
}
