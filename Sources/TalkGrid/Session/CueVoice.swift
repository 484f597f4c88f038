/// The second voice of auditory scanning, which says the highlighted items ("speak items").
///
/// By default it is the message's voice a third faster and at three fifths of its volume, so
/// that a cue is heard apart from the words of the message; each part can be set instead.
public struct CueVoice: Hashable, Sendable {
    /// A voice profile id; nil: the message's voice.
    public var voiceID: String?
    /// Speed in words per minute (``Prosody/rateRange``); nil: the message's speed, a third faster.
    public var rate: Int?
    /// Volume, 0–200 (100 is the voice's normal volume); nil: three fifths of the message's.
    public var volume: Int?

    /// How much faster than the message the default cue is, in percent.
    public static let defaultRatePercent = 133
    /// How loud the default cue is, in percent of the message's volume.
    public static let defaultVolumePercent = 60

    public init(voiceID: String? = nil, rate: Int? = nil, volume: Int? = nil) {
        self.voiceID = voiceID
        self.rate = rate.map(Prosody.rateRange.clamp)
        self.volume = volume.map(Prosody.volumeRange.clamp)
    }

    /// The cue for a highlighted item: `utterance` in this voice, for a person whose message is
    /// said by `settings` (its voice and speed stand in for the parts left unset).
    public func cue(_ utterance: Utterance, messageSettings settings: SessionSettings) -> Utterance {
        var cue = utterance
        cue.voiceID = voiceID ?? settings.voiceID
        cue.prosody = Prosody(
            rate: rate ?? settings.rate, volume: volume, ratePercent: rate == nil ? Self.defaultRatePercent : 100,
            volumePercent: volume == nil ? Self.defaultVolumePercent : 100)
        return cue
    }
}
