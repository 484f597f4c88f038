import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A board set laid out in a folder, like an unzipped `.obz`.
///
/// Listing walks the folder without following symbolic links: a link is left out of
/// `entryPaths()` and reported in `Listing.symbolicLinks` for the loader to mention; devices
/// and pipes likewise in `Listing.specialFiles`. Reading opens each component with
/// `O_NOFOLLOW`, so no path (a `..`, an absolute path, a link on the way) reads outside the folder.
public struct FolderSource: ListedAlongsideSource, Sendable {
    /// What a walk of the folder found.
    public struct Listing: Sendable, Equatable {
        /// Regular files, relative, `/`-separated, sorted.
        public var files: [String]
        /// Symbolic links that were skipped, never followed.
        public var symbolicLinks: [String]
        /// Devices, pipes and sockets that were skipped.
        public var specialFiles: [String]
    }

    /// The folder's path.
    public let path: String
    /// The bounds applied to the walk and to reads.
    public let limits: ArchiveLimits

    public var displayName: String { path }

    /// A source over the folder at `path`; fails when it is missing, unreadable or not a folder.
    public init(path: String, limits: ArchiveLimits = .standard) throws(StorageError) {
        switch try FileSystem.kind(of: path) {
        case .missing: throw .notFound(path: path)
        case .folder: break
        default: throw .notAFolder(path: path)
        }
        _ = try FileSystem.openFolder(path)
        self.path = path
        self.limits = limits
    }

    /// Walks the folder; `__MACOSX` and `.DS_Store` clutter is left out.
    public func listing() throws(StorageError) -> Listing {
        var listing = Listing(files: [], symbolicLinks: [], specialFiles: [])
        var seen = 0
        try walk(FileSystem.openFolder(path), prefix: [], into: &listing, seen: &seen)
        // Each folder was walked in the order of its names, so the paths are mostly in order already (a
        // sort of sorted runs is quick); they are out of it only where a folder's name and a longer name
        // sort apart from their paths (`a/b` after `a-c`, though `a` comes first).
        listing.files.sort()
        return listing
    }

    /// Every regular file, relative and sorted; links and special files are skipped (see `listing()`).
    public func entryPaths() throws -> [String] {
        try listing().files
    }

    /// The bytes of `entry`, at most `limits.maxEntryBytes`.
    public func contents(of entry: String) throws -> [UInt8] {
        try contents(of: entry, limit: limits.maxEntryBytes)
    }

    /// The bytes of `entry`, refused once more than `limit` (capped by `limits.maxEntryBytes`) are read.
    ///
    /// Throws `BoardSetSourceError.missingEntry` when there is no such file, else `StorageError`.
    public func contents(of entry: String, limit: Int) throws -> [UInt8] {
        let checked: EntryPath
        switch EntryPath.check(entry) {
        case .success(let path) where !path.isDirectory: checked = path
        default: throw StorageError.outsideFolder(folder: path, entry: entry)
        }
        var folder = try FileSystem.openFolder(path)
        for (position, component) in checked.components.enumerated() {
            let isLast = position == checked.components.count - 1
            switch FileSystem.openEntry(component, in: folder, asFolder: !isLast) {
            case .success(let opened):
                if isLast {
                    return try FileSystem.readAll(
                        opened, maxBytes: min(limit, limits.maxEntryBytes), path: "\(path)/\(checked.joined)", entry: entry)
                }
                folder = opened
            case .failure(let failure):
                if FileSystem.kind(of: component, in: folder) == .symbolicLink {
                    throw StorageError.symbolicLinkInFolder(folder: path, entry: entry)
                }
                if failure.code == ENOENT || failure.code == ENOTDIR { throw BoardSetSourceError.missingEntry(entry) }
                throw FileSystem.error(failure.code, path: "\(path)/\(checked.joined)")
            }
        }
        throw BoardSetSourceError.missingEntry(entry)
    }

    /// The bytes of `entry` when it is a regular file reached without a symbolic link, nil when it is not
    /// (so a pipe is never opened); safe while the folder is being listed on another thread.
    public func contentsIfListed(of entry: String) throws -> [UInt8]? {
        guard identity(of: entry) != nil else { return nil }
        return try contents(of: entry)
    }

    /// Which bytes the file `entry` holds, from its status alone (see ``MediaIdentity``); nil when
    /// it is not a regular file reached without a symbolic link.
    public func identity(of entry: String) -> MediaIdentity? {
        identities(of: [entry])[0]
    }

    /// The identities of several files, in the same order (see ``identity(of:)``), told on up to
    /// `workers` threads: each thread opens the folders on the way once for all of its files, so
    /// thousands of pictures cost one status each.
    public func identities(of entries: [String], workers: Int = 1) -> [MediaIdentity?] {
        identities(of: entries, workers: workers, chunk: Self.standardChunk)
    }

    /// ``identities(of:workers:)`` with threads taking runs of `chunk` entries.
    func identities(of entries: [String], workers: Int, chunk: Int) -> [MediaIdentity?] {
        // In runs, so that a thread's reader mostly finds its last folder again.
        ParallelMap.map(count: entries.count, workers: workers, runsOf: chunk, start: { IdentityReader(folder: self) }) { reader, index in
            reader.identity(of: entries[index])
        }
    }

    /// How many files a thread takes at a time when telling identities.
    static let standardChunk = 2048

    /// Tells the identities of files of one folder source one after another (see ``identity(of:)``):
    /// each folder on the way is opened once, and a file in the same folder as the last one asks
    /// for its status without looking the folder up. Used on one thread.
    struct IdentityReader {
        private let top: FileSystem.Descriptor?
        /// The folders opened so far, by their components.
        private var folders: [[String]: FileSystem.Descriptor?]
        private var lastFolderBytes: [UInt8] = []
        private var lastFolder: FileSystem.Descriptor?

        init(folder: FolderSource) {
            top = try? FileSystem.openFolder(folder.path)
            folders = [[]: top]
            lastFolder = top
        }

        private mutating func folder(_ components: ArraySlice<String>) -> FileSystem.Descriptor? {
            if let known = folders[Array(components)] { return known }
            let opened: FileSystem.Descriptor? =
                if let parent = folder(components.dropLast()), let name = components.last,
                    case .success(let child) = FileSystem.openEntry(name, in: parent, asFolder: true)
                {
                    child
                } else {
                    nil
                }
            folders[Array(components)] = opened
            return opened
        }

        private static func identity(_ info: stat?) -> MediaIdentity? {
            guard let info, info.st_mode & S_IFMT == S_IFREG else { return nil }
            func nanoseconds(_ time: timespec) -> UInt64 { UInt64(bitPattern: Int64(time.tv_sec)) &* 1_000_000_000 &+ UInt64(time.tv_nsec) }
            return .folderFile(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(info.st_size),
                modified: nanoseconds(info.st_mtim), changed: nanoseconds(info.st_ctim))
        }

        /// The identity of `entry`; nil when it is not a regular file reached without a symbolic link.
        mutating func identity(of entry: String) -> MediaIdentity? {
            guard top != nil else { return nil }
            let count = entry.utf8.count
            return entry.withCString { text -> MediaIdentity? in
                let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: count)
                var name = 0..<0
                guard case .success(let shape) = EntryPath.scan(bytes, component: { name = $0 }), !shape.isDirectory else {
                    return nil
                }
                // A set's pictures mostly share a folder: an entry whose bytes before its name are the
                // last one's is in the same folder, found without a look-up.
                let folderBytes = UnsafeBufferPointer(rebasing: bytes[..<name.lowerBound])
                if !folderBytes.elementsEqual(lastFolderBytes) {
                    guard case .success(let checked) = EntryPath.check(entry) else { return nil }
                    lastFolderBytes = Array(folderBytes)
                    lastFolder = folder(checked.components.dropLast())
                }
                guard let parent = lastFolder else { return nil }
                // The name ends the text (so it is NUL-terminated there) unless `.` components follow it.
                if name.upperBound == count { return Self.identity(FileSystem.status(of: text + name.lowerBound, in: parent)) }
                let named = String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)
                return Self.identity(FileSystem.status(of: named, in: parent))
            }
        }
    }

    private func walk(
        _ folder: FileSystem.Descriptor, prefix: [String], into listing: inout Listing, seen: inout Int
    ) throws(StorageError) {
        let folderPath = ([path] + prefix).joined(separator: "/")
        let relativeFolder = prefix.isEmpty ? "" : prefix.joined(separator: "/") + "/"
        for (name, listedKind) in try FileSystem.entries(in: folder, path: folderPath) {
            let relative = relativeFolder + name
            // The folders on the way were looked at when they were listed: only this name can make it clutter.
            if EntryPath.isClutter(name, first: prefix.isEmpty, last: true) { continue }
            seen += 1
            guard seen <= limits.maxEntryCount else {
                throw .tooManyEntries(source: path, count: seen, limit: limits.maxEntryCount)
            }
            switch listedKind ?? FileSystem.kind(of: name, in: folder) {
            case .regularFile:
                listing.files.append(relative)
            case .folder:
                guard prefix.count < limits.maxPathDepth else {
                    throw .nestedTooDeeply(source: path, entry: relative, limit: limits.maxPathDepth)
                }
                switch FileSystem.openEntry(name, in: folder, asFolder: true) {
                case .success(let child): try walk(child, prefix: prefix + [name], into: &listing, seen: &seen)
                case .failure(let failure): throw FileSystem.error(failure.code, path: "\(path)/\(relative)")
                }
            case .symbolicLink:
                listing.symbolicLinks.append(relative)
            case .other:
                listing.specialFiles.append(relative)
            case .missing:
                continue  // removed while walking
            }
        }
    }
}
