/// Where the scanning highlight is: the level's items are worked out from the session (the
/// board's zoom level, the rows page, or the choice screen), this holds only the position.
public struct ScanState: Hashable, Sendable {
    /// Whether the highlight is inside Controls rather than on the board's own level.
    public var isInControls: Bool
    /// The highlighted item's index among the level's items.
    public var index: Int
    /// Full cycles auto-scan has run since the last press or level change.
    public var completedLoops: Int
    /// Whether auto-scan has stopped (on the first item) and waits for a press.
    public var isWaiting: Bool

    public init(isInControls: Bool = false, index: Int = 0, completedLoops: Int = 0, isWaiting: Bool = false) {
        self.isInControls = isInControls
        self.index = index
        self.completedLoops = completedLoops
        self.isWaiting = isWaiting
    }
}
