/// Writes `.obz` archives for `talkgrid export`, byte for byte the same for the same entries.
///
/// Entries are written in the order given, all dated 1980-01-01 00:00 with mode `rw-r--r--`;
/// already-compressed media (PNG, JPEG, GIF, WebP, MP3, OGG, M4A) are stored, everything else
/// deflated. So export, import, export gives identical archives.
public enum ZipWriter {
    /// One file to put in the archive.
    public struct Entry: Sendable, Equatable {
        /// The relative, `/`-separated path inside the archive.
        public var path: String
        /// The file's bytes.
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// The whole archive holding `entries`; `displayPath` names it in errors.
    ///
    /// Refuses an unsafe or duplicate entry path, as `ObzSource` would on reading; a path is
    /// stored normalized (`./a\\b` as `a/b`).
    public static func archive(_ entries: [Entry], displayPath: String = "archive") throws(StorageError) -> [UInt8] {
        let builder = try ZipArchive.Builder(displayPath: displayPath)
        var seen = Set<String>()
        for entry in entries {
            let checked: EntryPath
            switch EntryPath.check(entry.path) {
            case .success(let path) where !path.isDirectory: checked = path
            case .success: throw .unsafeEntryName(archive: displayPath, entry: entry.path, problem: .empty)
            case .failure(let problem): throw .unsafeEntryName(archive: displayPath, entry: entry.path, problem: problem)
            }
            guard seen.insert(checked.joined).inserted else {
                throw .duplicateEntry(archive: displayPath, entry: entry.path)
            }
            try builder.addFile(named: checked.joined, bytes: entry.bytes, compression: compression(for: checked.joined))
        }
        return try builder.finish()
    }

    /// Writes the archive holding `entries` to `path` atomically (see `AtomicFile`).
    public static func write(_ entries: [Entry], to path: String) throws(StorageError) {
        try AtomicFile.write(archive(entries, displayPath: path), to: path)
    }

    /// Stored for media that deflate would not shrink, deflated otherwise.
    static func compression(for path: String) -> ZipArchive.Compression {
        let stored: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "mp3", "ogg", "m4a", "zip", "obz"]
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return .deflated }
        return stored.contains(path[path.index(after: dot)...].lowercased()) ? .stored : .deflated
    }
}
