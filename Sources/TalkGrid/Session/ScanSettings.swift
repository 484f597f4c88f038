/// How scanning behaves for a switch user (used when the access method scans).
public struct ScanSettings: Hashable, Sendable {
    /// The slowest and fastest auto-scan pace a person can set, in milliseconds.
    public static let paceRange = 500...5000
    /// The most full cycles auto-scan may run before it stops and waits.
    public static let loopsRange = 1...10
    /// The longest ignore-repeats window, in milliseconds.
    public static let ignoreRepeatsRange = 0...2000

    /// The key of the Next switch (step scanning); Space by default, as switch interfaces send.
    public var nextKey: Key
    /// The key of the Select switch; Enter by default. In auto-scan either switch selects.
    public var selectKey: Key
    /// How long the highlight stays on an item in auto-scan, in milliseconds (0.5–5 s).
    public var paceMilliseconds: Int
    /// How many full cycles auto-scan runs with no press before it stops on the first item.
    public var loops: Int
    /// Say each highlighted item in the cue voice (auditory scanning).
    public var speakItems: Bool
    /// The voice that says the highlighted items.
    public var cueVoice: CueVoice
    /// Presses of the same switch within this many milliseconds of the last are ignored
    /// (tremor, key repeat); 0 is off. The front end applies it: the session reads no clock.
    public var ignoreRepeatsMilliseconds: Int

    public init(
        nextKey: Key = .space, selectKey: Key = .enter, paceMilliseconds: Int = 1500, loops: Int = 2,
        speakItems: Bool = false, cueVoice: CueVoice = CueVoice(), ignoreRepeatsMilliseconds: Int = 0
    ) {
        self.nextKey = nextKey
        self.selectKey = selectKey
        self.paceMilliseconds = Self.paceRange.clamp(paceMilliseconds)
        self.loops = Self.loopsRange.clamp(loops)
        self.speakItems = speakItems
        self.cueVoice = cueVoice
        self.ignoreRepeatsMilliseconds = Self.ignoreRepeatsRange.clamp(ignoreRepeatsMilliseconds)
    }

    /// Which switch a key is, if it is one.
    public func switchFor(_ key: Key) -> ScanSwitch? {
        if key == selectKey { return .select }
        if key == nextKey { return .next }
        return nil
    }
}

/// One of the two switches of step scanning.
public enum ScanSwitch: Hashable, Sendable {
    /// Move the highlight to the next item.
    case next
    /// Pick the highlighted item.
    case select
}

extension ClosedRange<Int> {
    /// The value moved into the range.
    public func clamp(_ value: Int) -> Int { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
