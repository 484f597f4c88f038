#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension FileSystem {
    /// Creates the folder at `path` and any missing folders above it.
    static func makeFolders(_ path: String) throws(StorageError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0 && errno != EEXIST { throw error(path: built, writing: true) }
        }
        guard try kind(of: path) == .folder else { throw .notAFolder(path: path) }
    }

    /// Takes the exclusive lock on the file at `path` (created when missing), waiting up to
    /// `timeoutMilliseconds`; nil when another process keeps it. The lock ends with the descriptor,
    /// and with the process however it ends (a kill -9 included).
    static func lock(_ path: String, timeoutMilliseconds: Int) throws(StorageError) -> Descriptor? {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw error(path: path, writing: true) }
        let descriptor = Descriptor(fd)
        var waited = 0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, waited < timeoutMilliseconds else { return nil }
            usleep(20_000)
            waited += 20
        }
        return descriptor
    }

    /// Writes `bytes` to a new temporary file in `temporaryFolder`, flushed, and renames it to `target`.
    ///
    /// The rename replaces whatever `target` is (a link is replaced, never followed); a new file
    /// gets `rw-r--r--`, a replaced one keeps its permissions.
    static func replace(_ target: String, with bytes: [UInt8], temporaryFolder: String) throws(StorageError) {
        if try kind(of: target, followingLinks: false) == .folder { throw .writeFailed(path: target, reason: "it is a folder") }
        let mode = permissions(of: target) ?? 0o644
        let (file, temporary) = try makeTemporaryFile(in: temporaryFolder, near: name(of: target))
        do {
            try writeAll(bytes, to: file, path: target)
            try setPermissions(mode, of: file, path: target)
            try sync(file, path: target)
            try renameItem(temporary, to: target)
        } catch {
            removeFile(temporary)
            throw error
        }
    }

    /// Removes the file at `path`; a missing file is fine.
    static func removeExistingFile(_ path: String) throws(StorageError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw error(path: path, writing: true) }
    }

    /// Flushes a file already written (a prepared file about to be renamed into place).
    static func syncFile(_ path: String) throws(StorageError) {
        try sync(openFile(path), path: path)
    }
}
