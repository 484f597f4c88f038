/// The bounds that keep an untrusted archive or folder from exhausting memory, disk or time.
///
/// The defaults fit the largest real board sets with room to spare; tests lower them.
public struct ArchiveLimits: Sendable, Equatable {
    /// The most entries (files and folders) an archive or board-set folder may hold: room for 1,000
    /// boards with 50,000 pictures and more, still a bound on what a hostile archive can make us list.
    public var maxEntryCount: Int
    /// The most bytes one entry may unpack to; enforced while reading, whatever the archive declares.
    public var maxEntryBytes: Int
    /// The most bytes all entries together may declare.
    public var maxTotalBytes: UInt64
    /// The largest unpacked-to-packed size ratio accepted for an entry ...
    public var maxCompressionRatio: Int
    /// ... once more than this many bytes of it have been unpacked.
    public var compressionRatioGraceBytes: Int
    /// The most folders an entry may be nested in.
    public var maxPathDepth: Int

    public init(
        maxEntryCount: Int = 100_000,
        maxEntryBytes: Int = 64 << 20,
        maxTotalBytes: UInt64 = 4 << 30,
        maxCompressionRatio: Int = 1_000,
        compressionRatioGraceBytes: Int = 1 << 20,
        maxPathDepth: Int = 32
    ) {
        self.maxEntryCount = maxEntryCount
        self.maxEntryBytes = maxEntryBytes
        self.maxTotalBytes = maxTotalBytes
        self.maxCompressionRatio = maxCompressionRatio
        self.compressionRatioGraceBytes = compressionRatioGraceBytes
        self.maxPathDepth = maxPathDepth
    }

    /// The limits used when none are given.
    public static let standard = ArchiveLimits()
}
