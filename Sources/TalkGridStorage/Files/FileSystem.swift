import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The POSIX calls this module makes, wrapped once: status codes become `StorageError`s.
///
/// Paths inside a board set are opened component by component with `O_NOFOLLOW`, so a symbolic
/// link anywhere on the way is refused instead of followed.
public enum FileSystem {
    /// What a path names, without following a final symbolic link unless asked.
    enum Kind: Equatable {
        case missing
        case regularFile
        case folder
        case symbolicLink
        case other
    }

    /// An open file descriptor, closed when dropped.
    final class Descriptor {
        let fd: Int32
        init(_ fd: Int32) { self.fd = fd }
        deinit { close(fd) }
    }

    // MARK: Errors

    /// Turns the current `errno` into the matching `StorageError` for `path`.
    static func error(_ code: Int32 = errno, path: String, writing: Bool = false) -> StorageError {
        switch code {
        case ENOENT where writing:
            // Writing a file fails with ENOENT only when its folder is missing: say which folder.
            return .writeFailed(path: path, reason: "there is no folder \(PathText.folder(of: path)); create it first")
        case ENOENT: return .notFound(path: path)
        case EACCES, EPERM, EROFS: return writing ? .writeFailed(path: path, reason: reason(code)) : .permissionDenied(path: path)
        case ENOSPC, EDQUOT: return .diskFull(path: path)
        case ENOTDIR: return .notAFolder(path: path)
        default: return writing ? .writeFailed(path: path, reason: reason(code)) : .unreadable(path: path, reason: reason(code))
        }
    }

    /// The system's words for an error number.
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    // MARK: Paths

    /// What `path` names; `followingLinks` decides whether a final link is looked through.
    static func kind(of path: String, followingLinks: Bool = true) throws(StorageError) -> Kind {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        if status != 0 {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw error(path: path)
        }
        return kind(of: info.st_mode)
    }

    /// What the entry `name` of the open folder `folder` names, never following a link.
    static func kind(of name: String, in folder: Descriptor) -> Kind {
        var info = stat()
        guard fstatat(folder.fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        return kind(of: info.st_mode)
    }

    private static func kind(of mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }

    /// The size in bytes of the file at `path`.
    static func size(of path: String) throws(StorageError) -> UInt64 {
        var info = stat()
        guard stat(path, &info) == 0 else { throw error(path: path) }
        return UInt64(info.st_size)
    }

    /// Which file a path names (device and inode), its size and its modification time.
    public struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// The ``Stamp`` of the file at `path`; nil when there is none.
    public static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec),
            nanoseconds: Int(info.st_mtim.tv_nsec))
    }

    /// The status of `name` inside `folder`, not following a link; nil when there is none.
    static func status(of name: String, in folder: Descriptor) -> stat? {
        var info = stat()
        guard fstatat(folder.fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info
    }

    /// The status of the NUL-terminated name `name` inside `folder`, not following a link; nil when there is none.
    static func status(of name: UnsafePointer<CChar>, in folder: Descriptor) -> stat? {
        var info = stat()
        guard fstatat(folder.fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info
    }

    /// The permission bits of the file at `path`, or nil when there is none.
    static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// The resolved path when `path` is a symbolic link, else `path` itself.
    static func resolvingLink(_ path: String) -> String {
        guard (try? kind(of: path, followingLinks: false)) == .symbolicLink,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: Opening

    /// Opens the folder at `path` for reading its entries.
    static func openFolder(_ path: String) throws(StorageError) -> Descriptor {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw error(path: path) }
        return Descriptor(fd)
    }

    /// Opens the file at `path` for reading (following links: the user named it).
    static func openFile(_ path: String) throws(StorageError) -> Descriptor {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw error(path: path) }
        return Descriptor(fd)
    }

    /// Opens `name` inside `folder` without following a link; `asFolder` requires a folder.
    /// Returns the errno on failure so callers can tell a link (`ELOOP`) from a missing file.
    static func openEntry(_ name: String, in folder: Descriptor, asFolder: Bool) -> Result<Descriptor, Errno> {
        let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | (asFolder ? O_DIRECTORY : 0)
        let fd = openat(folder.fd, name, flags)
        guard fd >= 0 else { return .failure(Errno(code: errno)) }
        return .success(Descriptor(fd))
    }

    /// An error number carried in a `Result`.
    struct Errno: Error, Equatable {
        var code: Int32
    }

    // MARK: Reading

    /// Reads all of `file`, refusing it once more than `maxBytes` come out.
    static func readAll(_ file: Descriptor, maxBytes: Int, path: String, entry: String) throws(StorageError) -> [UInt8] {
        var info = stat()
        guard fstat(file.fd, &info) == 0 else { throw error(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        // Straight into an array of the size fstat gives (one byte more, to notice a file that grew);
        // no zeroed scratch buffer and no copy for the usual file.
        let expected = min(Int(info.st_size), maxBytes) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = read(file.fd, buffer.baseAddress! + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if failure != 0 { throw error(failure, path: path) }
        if bytes.count > maxBytes { throw .entryTooLarge(source: path, entry: entry, limit: maxBytes) }
        if bytes.count < expected { return bytes }
        // Longer than fstat said: read on in chunks.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let wanted = min(chunk.count, maxBytes + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(file.fd, $0.baseAddress!, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maxBytes { throw .entryTooLarge(source: path, entry: entry, limit: maxBytes) }
        }
    }

    /// Reads up to `count` bytes from the start of `file`.
    static func readPrefix(_ file: Descriptor, count: Int, path: String) throws(StorageError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(file.fd, $0.baseAddress! + filled, count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw error(path: path)
            }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }

    /// The names in `folder` (without `.` and `..`), sorted.
    static func names(in folder: Descriptor, path: String) throws(StorageError) -> [String] {
        try entries(in: folder, path: path).map(\.name)
    }

    /// The entries of `folder` (without `.` and `..`) sorted by name, each with its
    /// kind when the folder's listing says (most file systems do), so that no status is asked for.
    /// A name that is not valid UTF-8 is kept as `String(decoding:as:)` repairs it, and sorted as repaired.
    static func entries(in folder: Descriptor, path: String) throws(StorageError) -> [(name: String, kind: Kind?)] {
        let copy = dup(folder.fd)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            throw error(path: path)
        }
        defer { closedir(stream) }
        rewinddir(stream)
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var entries: [(name: String, kind: Kind?)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw error(path: path) }
                break
            }
            let text = UnsafeRawPointer(entry) + nameOffset
            let name = UnsafeRawBufferPointer(start: text, count: strlen(text.assumingMemoryBound(to: CChar.self)))
            if name.elementsEqual(".".utf8) || name.elementsEqual("..".utf8) { continue }
            let kind: Kind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .regularFile
                case Int32(DT_DIR): .folder
                case Int32(DT_LNK): .symbolicLink
                case Int32(DT_UNKNOWN): nil
                default: .other
                }
            entries.append((String(decoding: name, as: UTF8.self), kind))
        }
        return entries.sorted { $0.name < $1.name }
    }

    // MARK: Writing

    /// Creates a uniquely named, empty temporary file in `folder` (mode 0600), locked (`flock`) while
    /// its descriptor is open: a leftover nobody holds any more is one a killed process left.
    static func makeTemporaryFile(in folder: String, near name: String) throws(StorageError) -> (Descriptor, String) {
        var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw error(path: "\(folder)/\(name)", writing: true) }
        _ = flock(fd, LOCK_EX | LOCK_NB)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return (Descriptor(fd), path)
    }

    /// Creates a uniquely named, empty temporary folder in `folder`.
    static func makeTemporaryFolder(in folder: String, near name: String) throws(StorageError) -> String {
        var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw error(path: "\(folder)/\(name)", writing: true) }
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Opens (or creates, readable by its owner only) the regular file at `path` for appending,
    /// and for reading (what it ends with can be checked first); refuses a link in its place.
    static func openForAppending(_ path: String) throws(StorageError) -> Descriptor {
        let fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP { throw .writeFailed(path: path, reason: "it is a symbolic link") }
            throw error(path: path, writing: true)
        }
        let file = Descriptor(fd)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(path: path, writing: true) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
        return file
    }

    /// The size in bytes of an open file.
    static func size(of file: Descriptor, path: String) throws(StorageError) -> Int {
        var info = stat()
        guard fstat(file.fd, &info) == 0 else { throw error(path: path) }
        return Int(info.st_size)
    }

    /// Writes all of `bytes` to `file`.
    static func writeAll(_ bytes: [UInt8], to file: Descriptor, path: String) throws(StorageError) {
        let result = bytes.withUnsafeBytes { buffer in Result { () throws(StorageError) in try writeAll(buffer, to: file, path: path) } }
        try result.get()
    }

    /// Writes all of `bytes` to `file`.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to file: Descriptor, path: String) throws(StorageError) {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = write(file.fd, base + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path: path, writing: true)
            }
            written += count
        }
    }

    /// Flushes `file` to the disk.
    static func sync(_ file: Descriptor, path: String) throws(StorageError) {
        guard fsync(file.fd) == 0 else { throw error(path: path, writing: true) }
    }

    /// Flushes the folder at `path`, so that a rename in it survives a power cut.
    static func syncFolder(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        // Some file systems refuse fsync on folders (EINVAL); the rename is done either way.
        _ = fsync(fd)
        close(fd)
    }

    /// Sets the permission bits of `file`.
    static func setPermissions(_ mode: mode_t, of file: Descriptor, path: String) throws(StorageError) {
        guard fchmod(file.fd, mode) == 0 else { throw error(path: path, writing: true) }
    }

    /// Renames `source` over `target` in one step.
    static func renameItem(_ source: String, to target: String) throws(StorageError) {
        guard rename(source, target) == 0 else { throw error(path: target, writing: true) }
    }

    /// Removes the file at `path`, ignoring a missing one.
    static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    /// Creates the folder `name` inside `folder`, or opens it when it is already there; refuses a link.
    static func makeFolder(_ name: String, in folder: Descriptor, path: String) throws(StorageError) -> Descriptor {
        if mkdirat(folder.fd, name, 0o755) != 0 && errno != EEXIST { throw error(path: path, writing: true) }
        switch openEntry(name, in: folder, asFolder: true) {
        case .success(let descriptor): return descriptor
        case .failure(let failure):
            if failure.code == ELOOP || failure.code == ENOTDIR { throw .writeFailed(path: path, reason: "it is not a plain folder") }
            throw error(failure.code, path: path, writing: true)
        }
    }

    /// Creates the new file `name` inside `folder` and writes `bytes` to it; refuses an existing name.
    static func createFile(_ name: String, in folder: Descriptor, bytes: [UInt8], path: String) throws(StorageError) {
        let fd = openat(folder.fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw error(path: path, writing: true) }
        try writeAll(bytes, to: Descriptor(fd), path: path)
    }

    /// Moves `name` from one open folder to another, replacing a file of that name.
    static func move(_ name: String, from source: Descriptor, to target: Descriptor, path: String) throws(StorageError) {
        guard renameat(source.fd, name, target.fd, name) == 0 else { throw error(path: path, writing: true) }
    }

    /// Removes `path` and, when it is a folder, everything in it; links are removed, never followed.
    static func removeTree(_ path: String) {
        guard let kind = try? kind(of: path, followingLinks: false) else { return }
        if kind == .folder, let folder = try? openFolder(path), let names = try? names(in: folder, path: path) {
            for name in names { removeTree("\(path)/\(name)") }
            _ = rmdir(path)
        } else {
            _ = unlink(path)
        }
    }

    /// Whether the folder at `path` holds anything.
    static func isEmptyFolder(_ path: String) throws(StorageError) -> Bool {
        try names(in: openFolder(path), path: path).isEmpty
    }

    /// Removes the empty folder at `path`.
    static func removeEmptyFolder(_ path: String) throws(StorageError) {
        guard rmdir(path) == 0 else { throw error(path: path, writing: true) }
    }
}
