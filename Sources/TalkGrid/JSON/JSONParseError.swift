/// Why a file is not valid JSON, and where.
public struct JSONParseError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// The finding, located at the offending byte.
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// The located finding, in catalogue words.
    public var caregiverText: CaregiverText { diagnostic.caregiverText }
}

/// Bounds that keep hostile JSON from exhausting the stack or memory.
public struct JSONLimits: Equatable, Sendable {
    /// How deeply arrays and objects may nest.
    public var maximumDepth: Int
    /// The largest document, in bytes.
    public var maximumBytes: Int

    public init(maximumDepth: Int = 128, maximumBytes: Int = 64 << 20) {
        self.maximumDepth = maximumDepth
        self.maximumBytes = maximumBytes
    }
}
