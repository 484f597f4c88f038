/// How fast and how loud an utterance is said, over its voice profile's own speed and volume:
/// the person's speed setting for the message, the cue voice's for scanning cues.
///
/// A value given here replaces the profile's; the percentages then scale the result (the cue
/// voice's default is the message's speed a third faster and three fifths of its volume).
public struct Prosody: Hashable, Sendable {
    /// The speeds espeak-ng can speak at, in words per minute.
    public static let rateRange = 80...450
    /// The volumes, 0–200 (100 is the voice's normal volume).
    public static let volumeRange = 0...200

    /// Speed in words per minute; nil: the voice profile's own.
    public var rate: Int?
    /// Volume, 0–200; nil: the voice profile's own.
    public var volume: Int?
    /// The speed in percent of `rate` (or the profile's); 100 keeps it.
    public var ratePercent: Int
    /// The volume in percent of `volume` (or the profile's); 100 keeps it.
    public var volumePercent: Int

    public init(rate: Int? = nil, volume: Int? = nil, ratePercent: Int = 100, volumePercent: Int = 100) {
        self.rate = rate
        self.volume = volume
        self.ratePercent = ratePercent
        self.volumePercent = volumePercent
    }

    /// The voice profile's own speed and volume.
    public static let voiceOwn = Prosody()

    /// The speed to say it at, for a voice whose own speed is `voiceRate`.
    public func rate(overVoice voiceRate: Int) -> Int {
        Self.rateRange.clamp((rate ?? voiceRate) * ratePercent / 100)
    }

    /// The volume to say it at, for a voice whose own volume is `voiceVolume`.
    public func volume(overVoice voiceVolume: Int) -> Int {
        Self.volumeRange.clamp((volume ?? voiceVolume) * volumePercent / 100)
    }
}
