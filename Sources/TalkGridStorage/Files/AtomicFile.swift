import TalkGrid

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
        let writer = try AtomicFileWriter(path: path)
        do throws(StorageError) {
            try inject(.created, failing, path: path)
            try writer.append(bytes)
            try inject(.written, failing, path: path)
            try writer.commit(beforeRename: { () throws(StorageError) in try inject(.flushed, failing, path: path) })
        } catch {
            writer.discard()
            throw error
        }
    }

    private static func inject(_ step: Step, _ failing: Step?, path: String) throws(StorageError) {
        if step == failing { throw .diskFull(path: path) }
    }
}

/// A file written piece by piece and saved as ``AtomicFile`` saves one: nothing is at `path`
/// until ``commit()``, and a writer dropped (or ``discard()``ed) before that leaves the old file
/// untouched and no temporary file behind. For output too large to hold in memory (a printed set).
public final class AtomicFileWriter {
    /// The path the caller named.
    public let path: String
    private let target: String
    private let folder: String
    private let mode: mode_t
    private let file: FileSystem.Descriptor
    private let temporary: String
    private var finished = false

    /// Starts a new version of the file at `path` (a link is resolved; a folder or a device refused).
    public init(path: String) throws(StorageError) {
        self.path = path
        target = FileSystem.resolvingLink(path)
        folder = PathText.folder(of: target)
        switch try FileSystem.kind(of: target) {
        case .folder: throw .writeFailed(path: path, reason: "it is a folder")
        case .other: throw .notARegularFile(path: path)
        case .missing, .regularFile, .symbolicLink: break
        }
        mode = FileSystem.permissions(of: target) ?? 0o644
        (file, temporary) = try FileSystem.makeTemporaryFile(in: folder, near: PathText.name(of: target))
    }

    /// Appends bytes to the new version.
    public func append(_ bytes: UnsafeRawBufferPointer) throws(StorageError) {
        try FileSystem.writeAll(bytes, to: file, path: path)
    }

    /// Appends bytes to the new version.
    public func append(_ bytes: [UInt8]) throws(StorageError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(StorageError) in try append(buffer) } }
        try result.get()
    }

    /// Flushes the new version to disk and puts it in place of the old.
    public func commit() throws(StorageError) {
        try commit(beforeRename: {})
    }

    func commit(beforeRename: () throws(StorageError) -> Void) throws(StorageError) {
        do throws(StorageError) {
            try FileSystem.setPermissions(mode, of: file, path: path)
            try FileSystem.sync(file, path: path)
            try beforeRename()
            try FileSystem.renameItem(temporary, to: target)
        } catch {
            discard()
            throw error
        }
        finished = true
        FileSystem.syncFolder(folder)
        TemporaryFile.removeStale(in: folder)
    }

    /// Gives up the new version: the temporary file is removed, the old file left as it was.
    public func discard() {
        guard !finished else { return }
        finished = true
        FileSystem.removeFile(temporary)
    }

    deinit { discard() }
}
