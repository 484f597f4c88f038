import TalkGrid

/// A board set in an `.obz` (zip) archive, treated as untrusted input.
///
/// Opening reads only the central directory and refuses the whole archive, with an error naming
/// the entry, when an entry name would escape the set (absolute, drive letter, `..`, NUL), an
/// entry is a symbolic link, two entries of one name hold different bytes (both are named), or
/// the limits are exceeded. Two entries of one name that hold the same bytes, byte for byte (a
/// zip written on a Mac can hold a file twice), are one file: the copy is listed in
/// ``repeatedEntries``; only such pairs are unpacked while opening, to compare them. Folder
/// entries are skipped; `__MACOSX/` and `.DS_Store` clutter is ignored. Entries are unpacked
/// only when asked for, each bounded while it is read.
///
/// Not `Sendable`: it owns an open `ZipArchive`.
public final class ObzSource: BoardSetSource {
    /// The archive's path.
    public let path: String
    /// The bounds applied to this archive.
    public let limits: ArchiveLimits
    /// The top folder removed from every entry because the archive is a zip of one folder that
    /// holds `manifest.json` (for example `MySet/`), or nil when boards are at the root.
    public let strippedPrefix: String?
    /// The clutter entries ignored (`__MACOSX/…`, `.DS_Store`), as stored.
    public let ignoredEntries: [String]
    /// Entries that repeat an earlier entry of the same name with the same bytes, as stored: read as one file.
    public let repeatedEntries: [String]
    /// The bytes the archive's files declare unpacked, all together (what unpacking it needs on disk).
    public let declaredBytes: UInt64

    private let archive: ZipArchive
    private let order: [String]
    private let entriesByPath: [String: ZipArchive.Entry]

    public var displayName: String { path }

    /// Opens the archive at `path` and checks every entry of its central directory.
    public init(path: String, limits: ArchiveLimits = .standard) throws(StorageError) {
        let archive = try ZipArchive(path: path)
        let count = archive.entryCount
        guard count <= limits.maxEntryCount else {
            throw .tooManyEntries(source: path, count: count, limit: limits.maxEntryCount)
        }
        var files: [(path: EntryPath, entry: ZipArchive.Entry)] = []
        var ignored: [String] = []
        var total: UInt64 = 0
        for index in 0..<count {
            let entry = try archive.entry(at: index)
            let checked: EntryPath
            switch EntryPath.check(entry.name) {
            case .success(let path): checked = path
            case .failure(let problem): throw .unsafeEntryName(archive: path, entry: entry.name, problem: problem)
            }
            if checked.isClutter {
                ignored.append(entry.name)
                continue
            }
            guard !entry.isSymbolicLink else { throw .symbolicLinkEntry(archive: path, entry: entry.name) }
            guard checked.depth <= limits.maxPathDepth else {
                throw .nestedTooDeeply(source: path, entry: entry.name, limit: limits.maxPathDepth)
            }
            if entry.isDirectory { continue }
            total += entry.uncompressedSize
            guard total <= limits.maxTotalBytes else {
                throw .archiveTooLarge(archive: path, declaredBytes: total, limit: limits.maxTotalBytes)
            }
            files.append((checked, entry))
        }

        let prefix = Self.sharedTopFolder(of: files.map(\.path))
        var order: [String] = []
        var entriesByPath: [String: ZipArchive.Entry] = [:]
        var repeated: [String] = []
        order.reserveCapacity(files.count)
        entriesByPath.reserveCapacity(files.count)
        for (entryPath, entry) in files {
            let name = prefix == nil ? entryPath.joined : entryPath.components.dropFirst().joined(separator: "/")
            if let earlier = entriesByPath[name] {
                entriesByPath[name] = try Self.sameFile(earlier, entry, named: name, in: archive, limits: limits)
                repeated.append(entry.name)
                continue
            }
            entriesByPath[name] = entry
            order.append(name)
        }
        self.path = path
        self.limits = limits
        self.archive = archive
        self.order = order
        self.entriesByPath = entriesByPath
        self.ignoredEntries = ignored
        self.repeatedEntries = repeated
        self.declaredBytes = total
        self.strippedPrefix = prefix.map { $0 + "/" }
    }

    /// Which of two entries of one name to read, when they hold the same bytes; refuses them, naming
    /// both, when they differ.
    ///
    /// Sizes and CRC-32s the archive declares tell most different pairs apart without unpacking;
    /// pairs that agree are unpacked (bounded like any read) and compared byte for byte. A copy
    /// that cannot be unpacked is not compared: the other is read (one whose bytes libzip checked
    /// against the CRC-32 both declare); when neither can be, the first stays, to fail where it is read.
    private static func sameFile(
        _ first: ZipArchive.Entry, _ second: ZipArchive.Entry, named name: String, in archive: ZipArchive, limits: ArchiveLimits
    ) throws(StorageError) -> ZipArchive.Entry {
        let differ = StorageError.differentEntriesOfOneName(archive: archive.path, entry: name, first: first.name, second: second.name)
        guard first.uncompressedSize == second.uncompressedSize, first.crc == second.crc else { throw differ }
        let check = ZipArchive.RatioCheck(maxRatio: limits.maxCompressionRatio, graceBytes: limits.compressionRatioGraceBytes)
        func bytes(_ entry: ZipArchive.Entry) throws(StorageError) -> [UInt8]? {
            do {
                return try archive.read(entryAt: entry.index, maxBytes: limits.maxEntryBytes, compression: check)
            } catch .damagedEntry {
                return nil
            }
        }
        switch (try bytes(first), try bytes(second)) {
        case (let one?, let other?): if one != other { throw differ }
        case (nil, _?): return second
        default: break
        }
        return first
    }

    /// Every file entry (relative to `strippedPrefix`), in archive order.
    public func entryPaths() -> [String] { order }

    /// The size entry `entry` declares once unpacked (not trusted: reading enforces the limits).
    public func declaredSize(of entry: String) -> UInt64? { entriesByPath[entry]?.uncompressedSize }

    /// Which bytes `entry` holds, as the central directory declares them (see ``MediaIdentity``);
    /// nil for a name the archive lacks, or an entry without a declared CRC-32.
    public func identity(of entry: String) -> MediaIdentity? {
        guard let record = entriesByPath[entry], let crc = record.crc else { return nil }
        return .archiveEntry(
            crc: crc, size: record.uncompressedSize, compressedSize: record.compressedSize,
            method: UInt64(record.compressionMethod ?? UInt16.max))
    }

    /// The identities of several entries, in the same order (see ``identity(of:)``).
    public func identities(of entries: [String]) -> [MediaIdentity?] {
        entries.map(identity(of:))
    }

    /// The bytes of `entry`, at most `limits.maxEntryBytes`.
    ///
    /// Throws `BoardSetSourceError.missingEntry` for a name the archive lacks, else `StorageError`.
    public func contents(of entry: String) throws -> [UInt8] {
        try contents(of: entry, limit: limits.maxEntryBytes)
    }

    /// The bytes of `entry`, refused once more than `limit` (capped by `limits.maxEntryBytes`)
    /// come out or the compression ratio looks like a zip bomb's.
    public func contents(of entry: String, limit: Int) throws -> [UInt8] {
        guard let record = entriesByPath[entry] else { throw BoardSetSourceError.missingEntry(entry) }
        let check = ZipArchive.RatioCheck(maxRatio: limits.maxCompressionRatio, graceBytes: limits.compressionRatioGraceBytes)
        return try archive.read(entryAt: record.index, maxBytes: min(limit, limits.maxEntryBytes), compression: check)
    }

    /// The one top folder every file is in, when the root has no `manifest.json` but that folder does.
    private static func sharedTopFolder(of paths: [EntryPath]) -> String? {
        guard let first = paths.first?.components.first, first != "manifest.json" else { return nil }
        var hasManifest = false
        for path in paths {
            guard path.components.count > 1, path.components[0] == first else { return nil }
            if path.components.count == 2 && path.components[1] == "manifest.json" { hasManifest = true }
        }
        return hasManifest ? first : nil
    }
}
