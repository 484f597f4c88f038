import TalkGrid

/// Unpacks an `.obz` (or writes an imported set) into a folder for `talkgrid import`, through `ObzSource`'s checks.
///
/// Everything is first unpacked into a temporary folder next to the destination, creating
/// files with `O_EXCL | O_NOFOLLOW` and folders without following links; only when every entry
/// came out within the limits is it moved into place. A refused archive leaves the destination
/// as it was and nothing behind.
public enum ArchiveExtractor {
    /// An entry of a damaged archive that could not be unpacked, and why.
    public struct UnreadableEntry: Equatable, Sendable {
        /// The entry, as the source lists it (`boards/food.obf`).
        public var entry: String
        public var problem: StorageError

        public init(entry: String, problem: StorageError) {
            self.entry = entry
            self.problem = problem
        }
    }

    /// What unpacking the readable part of an archive wrote, and what it could not read.
    public struct Rescue: Equatable, Sendable {
        /// The paths written, relative to the destination, in archive order.
        public var written: [String]
        /// The entries left out, in archive order.
        public var unreadable: [UnreadableEntry]

        public init(written: [String], unreadable: [UnreadableEntry]) {
            self.written = written
            self.unreadable = unreadable
        }
    }

    /// Unpacks every entry of `source` that can be read into the folder `destination`, leaving out
    /// the entries an archive damaged there cannot give (a CRC-32 that does not match, broken
    /// compressed data: ``StorageError/damagedEntry(archive:entry:reason:)``), and says which.
    ///
    /// Only damage is passed over: an entry refused for safety (too large, a zip bomb) refuses the
    /// whole archive, as ``extract(_:into:replacingFiles:)`` does, and so does a failure to write.
    /// Then, as there, nothing is left behind.
    public static func extractReadable(
        _ source: ObzSource, into destination: String, replacingFiles: Bool = false
    ) throws(StorageError) -> Rescue {
        var unreadable: [UnreadableEntry] = []
        let written = try place(source.entryPaths(), into: destination, replacingFiles: replacingFiles) {
            (entry) throws(StorageError) -> [UInt8]? in
            do {
                return try source.contents(of: entry)
            } catch let error as StorageError {
                guard case .damagedEntry = error else { throw error }
                unreadable.append(UnreadableEntry(entry: entry, problem: error))
                return nil
            } catch {
                throw .unreadable(path: "\(source.path): \(entry)", reason: "\(error)")
            }
        }
        return Rescue(written: written, unreadable: unreadable)
    }

    /// Unpacks `source` into the folder `destination` and returns the paths written, relative to it.
    ///
    /// `destination` may be missing (it is created; its parent must exist) or an empty folder.
    /// A folder that already holds files is refused unless `replacingFiles` is true: then files
    /// of the same name are replaced and other files are left alone.
    @discardableResult
    public static func extract(
        _ source: ObzSource, into destination: String, replacingFiles: Bool = false
    ) throws(StorageError) -> [String] {
        try place(source.entryPaths(), into: destination, replacingFiles: replacingFiles) { (entry) throws(StorageError) in
            do {
                return try source.contents(of: entry)
            } catch let error as StorageError {
                throw error
            } catch {
                throw .unreadable(path: "\(source.path): \(entry)", reason: "\(error)")
            }
        }
    }

    /// Writes files made in memory (an imported set) into the folder `destination`, as safely as
    /// an archive is unpacked: every path is checked as an archive entry name would be.
    @discardableResult
    public static func write(
        _ files: [(path: String, bytes: [UInt8])], into destination: String, replacingFiles: Bool = false
    ) throws(StorageError) -> [String] {
        var byPath: [String: [UInt8]] = [:]
        for file in files {
            if case .failure(let problem) = EntryPath.check(file.path) {
                throw .unsafeEntryName(archive: destination, entry: file.path, problem: problem)
            }
            guard byPath.updateValue(file.bytes, forKey: file.path) == nil else {
                throw .duplicateEntry(archive: destination, entry: file.path)
            }
        }
        return try place(files.map(\.path), into: destination, replacingFiles: replacingFiles) { (entry) throws(StorageError) in
            byPath[entry]!
        }
    }

    /// Stages `entries` next to `destination` and moves them into place once all are written; an
    /// entry whose `contents` are nil is left out. Returns the entries written.
    private static func place(
        _ entries: [String], into destination: String, replacingFiles: Bool,
        contents: (String) throws(StorageError) -> [UInt8]?
    ) throws(StorageError) -> [String] {
        let state = try FileSystem.kind(of: destination)
        switch state {
        case .missing: break
        case .folder:
            if !replacingFiles, try !FileSystem.isEmptyFolder(destination) {
                throw .destinationNotEmpty(path: destination)
            }
        default: throw .notAFolder(path: destination)
        }
        let parent = PathText.folder(of: destination)
        let staging = try FileSystem.makeTemporaryFolder(in: parent, near: PathText.name(of: destination))
        defer { FileSystem.removeTree(staging) }

        let stagingFolder = try FileSystem.openFolder(staging)
        // Each folder is made and opened once, however many files go into it.
        var openFolders: [ArraySlice<String>: FileSystem.Descriptor] = [:]
        var written: [String] = []
        written.reserveCapacity(entries.count)
        for entry in entries {
            guard let bytes = try contents(entry) else { continue }
            written.append(entry)
            let components = entry.split(separator: "/").map(String.init)
            let parents = components.dropLast()
            let folder: FileSystem.Descriptor
            if let open = openFolders[parents] {
                folder = open
            } else {
                folder = try makeFolders(parents, in: stagingFolder, root: staging)
                openFolders[parents] = folder
            }
            try FileSystem.createFile(components.last!, in: folder, bytes: bytes, path: "\(destination)/\(entry)")
        }
        openFolders = [:]

        let replacesWholeFolder = try state == .missing ? true : FileSystem.isEmptyFolder(destination)
        if replacesWholeFolder {
            if state == .folder { try FileSystem.removeEmptyFolder(destination) }
            try FileSystem.renameItem(staging, to: destination)
        } else {
            let target = try FileSystem.openFolder(destination)
            for entry in written {
                let components = entry.split(separator: "/").map(String.init)
                let from = try makeFolders(components.dropLast(), in: stagingFolder, root: staging)
                let to = try makeFolders(components.dropLast(), in: target, root: destination)
                try FileSystem.move(components.last!, from: from, to: to, path: "\(destination)/\(entry)")
            }
        }
        FileSystem.syncFolder(parent)
        return written
    }

    /// Opens (creating where missing) the folders `components` under `root`, never through a link.
    private static func makeFolders(
        _ components: ArraySlice<String>, in root: FileSystem.Descriptor, root rootPath: String
    ) throws(StorageError) -> FileSystem.Descriptor {
        var folder = root
        var path = rootPath
        for component in components {
            path += "/" + component
            folder = try FileSystem.makeFolder(component, in: folder, path: path)
        }
        return folder
    }
}

extension ArchiveExtractor {
    /// Opens the archive at `archivePath` (refusing it as `ObzSource` does) and unpacks it into `destination`.
    @discardableResult
    public static func extract(
        archiveAt archivePath: String, into destination: String, limits: ArchiveLimits = .standard,
        replacingFiles: Bool = false
    ) throws(StorageError) -> [String] {
        try extract(ObzSource(path: archivePath, limits: limits), into: destination, replacingFiles: replacingFiles)
    }
}
