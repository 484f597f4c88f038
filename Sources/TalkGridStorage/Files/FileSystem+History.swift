import TalkGrid

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
    ///
    /// `flock(2)`, polled: a waiter tries every 2 ms for its first second (a change hands over
    /// in about a millisecond), then every 10 ms; `waiting` is called once, after
    /// `noticeAfterMilliseconds`, so a person at a terminal can be told why nothing happens yet.
    static func lock(
        _ path: String, timeoutMilliseconds: Int, noticeAfterMilliseconds: Int = .max, waiting: () -> Void = {}
    ) throws(StorageError) -> Descriptor? {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw error(path: path, writing: true) }
        let descriptor = Descriptor(fd)
        var waited = 0
        var told = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, waited < timeoutMilliseconds else { return nil }
            if !told && waited >= noticeAfterMilliseconds {
                told = true
                waiting()
            }
            let step = waited < 1_000 ? 2 : 10
            usleep(UInt32(step * 1_000))
            waited += step
        }
        return descriptor
    }

    /// The text of a small file (at most `maxBytes`), nil when it cannot be read.
    static func readText(_ path: String, maxBytes: Int) -> String? {
        guard let file = try? openFile(path), let bytes = try? readAll(file, maxBytes: maxBytes, path: path, entry: path) else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The absolute path with no links and no `.` or `..` (nil when it does not exist).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Replaces the contents of the locked file with this process's id and `holder` (who holds
    /// the lock: `1234 talkgrid cell set`), best effort.
    static func recordHolder(_ holder: String, in lock: Descriptor) {
        let bytes = Array("\(getpid()) \(holder)\n".utf8)
        guard ftruncate(lock.fd, 0) == 0 else { return }
        _ = bytes.withUnsafeBytes { pwrite(lock.fd, $0.baseAddress, $0.count, 0) }
    }

    /// Writes `bytes` to a new temporary file in `temporaryFolder`, flushed, and renames it to `target`.
    ///
    /// The rename replaces whatever `target` is (a link is replaced, never followed); a new file
    /// gets `rw-r--r--`, a replaced one keeps its permissions.
    static func replace(_ target: String, with bytes: [UInt8], temporaryFolder: String) throws(StorageError) {
        if try kind(of: target, followingLinks: false) == .folder { throw .writeFailed(path: target, reason: "it is a folder") }
        let mode = permissions(of: target) ?? 0o644
        let (file, temporary) = try makeTemporaryFile(in: temporaryFolder, near: PathText.name(of: target))
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

extension FileSystem {
    /// Removes the folder at `path` when it is empty; whether it did.
    static func removeFolderIfEmpty(_ path: String) -> Bool {
        rmdir(path) == 0
    }
}
