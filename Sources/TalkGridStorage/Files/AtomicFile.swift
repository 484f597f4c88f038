#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Saves a file so that it is either completely the new version or still the old one.
///
/// The bytes go to a temporary file in the same folder, which is flushed to disk and then
/// renamed over the target; the folder is flushed too. On any failure the old file is left
/// untouched and the temporary file removed.
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, keeping the permissions of a file it replaces
    /// (a new file gets `rw-r--r--`).
    ///
    /// A `path` that is a symbolic link is resolved: the file it points to is replaced, the link kept.
    public static func write(_ bytes: [UInt8], to path: String) throws(StorageError) {
        try write(bytes, to: path, failing: nil)
    }

    /// A point in `write` where a test can make it fail, as a full disk would.
    enum Step: Equatable, Sendable {
        /// After the temporary file was created.
        case created
        /// After the bytes were written, before they are flushed.
        case written
        /// After flushing, just before the rename.
        case flushed
    }

    /// `write`, failing at `failing` with a full-disk error (the seam tests use).
    static func write(_ bytes: [UInt8], to path: String, failing: Step?) throws(StorageError) {
        let target = FileSystem.resolvingLink(path)
        let folder = FileSystem.folder(of: target)
        let name = FileSystem.name(of: target)
        switch try FileSystem.kind(of: target) {
        case .folder: throw .writeFailed(path: path, reason: "it is a folder")
        case .other: throw .notARegularFile(path: path)
        case .missing, .regularFile, .symbolicLink: break
        }
        let mode = FileSystem.permissions(of: target) ?? 0o644
        let (file, temporary) = try FileSystem.makeTemporaryFile(in: folder, near: name)
        do {
            try inject(.created, failing, path: path)
            try FileSystem.writeAll(bytes, to: file, path: path)
            try inject(.written, failing, path: path)
            try FileSystem.setPermissions(mode, of: file, path: path)
            try FileSystem.sync(file, path: path)
            try inject(.flushed, failing, path: path)
            try FileSystem.renameItem(temporary, to: target)
        } catch {
            FileSystem.removeFile(temporary)
            throw error
        }
        FileSystem.syncFolder(folder)
        TemporaryFile.removeStale(in: folder)
    }

    private static func inject(_ step: Step, _ failing: Step?, path: String) throws(StorageError) {
        if step == failing { throw .diskFull(path: path) }
    }
}
