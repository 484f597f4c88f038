/// How the person operates the board: number keys, or one or two switches that scan.
public enum AccessMethod: String, Hashable, Sendable, CaseIterable {
    /// Number keys pick cells (zooming on big boards); the default.
    case keys
    /// Two switches, no timing: Next moves the highlight, Select picks what it is on.
    case stepScan = "step-scan"
    /// One switch: the highlight moves by itself every pace period (ticks from the front end),
    /// and a press picks what it is on.
    case autoScan = "auto-scan"

    /// Whether a highlight is shown and the switches operate it.
    public var scans: Bool { self != .keys }
}
