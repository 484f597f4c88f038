/// How fast a natural voice speaks for a speed in words per minute.
///
/// A Piper voice has no words-per-minute setting, only a factor over its own pace: TalkGrid
/// takes that pace as ``ownRate`` words a minute (about how fast Piper's English voices speak),
/// so the menu's Speed and a profile's `rate` mean the same for both engines.
struct NaturalSpeed: Equatable {
    /// The words a minute a natural voice says at its own pace.
    static let ownRate = 165
    /// The factors a voice still sounds like itself at.
    static let factors = 0.5...2.5

    /// The factor in hundredths (part of a cache key).
    let hundredths: Int

    init(rate: Int) {
        let factor = min(max(Double(rate) / Double(Self.ownRate), Self.factors.lowerBound), Self.factors.upperBound)
        hundredths = Int((factor * 100).rounded())
    }

    /// How many times as fast as the voice's own.
    var factor: Double { Double(hundredths) / 100 }
}
