import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The temporary files TalkGrid's atomic saves make next to their target (`.NAME.tmp-XXXXXX`),
/// and the clean-up of those an interrupted save left behind.
///
/// A save killed between creating its temporary file and renaming it leaves the file in the set
/// folder. Listing a folder never shows such a file as part of the set, and the next save into
/// the folder removes TalkGrid's own leftovers: only names of exactly that pattern, only regular
/// files, only when older than ``staleAge`` seconds (so a concurrent save keeps its file).
enum TemporaryFile {
    /// How old, in seconds, a leftover must be before a later save removes it.
    static let staleAge: Int = 60

    /// Whether `name` is exactly the pattern of TalkGrid's temporary files: `.`, a name, `.tmp-`, six letters or digits.
    static func isTalkGridTemporary(_ name: String) -> Bool {
        guard name.utf8.first == UInt8(ascii: ".") else { return false }  // most names, told without copying them
        let bytes = Array(name.utf8)
        let marker = Array(".tmp-".utf8)
        let suffix = 6
        guard bytes.count >= 1 + 1 + marker.count + suffix, bytes[0] == UInt8(ascii: ".") else { return false }
        let markerStart = bytes.count - suffix - marker.count
        guard markerStart >= 2, Array(bytes[markerStart..<markerStart + marker.count]) == marker else { return false }
        return bytes[(bytes.count - suffix)...].allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// Removes TalkGrid's temporary files in `folder` that no save is writing any more: older than
    /// ``staleAge`` seconds, or not locked by the process that made it (it was killed; see
    /// ``FileSystem/makeTemporaryFile(in:near:)``); returns the names removed.
    ///
    /// Never follows links, never touches folders or other names; errors are ignored (the save itself succeeded).
    @discardableResult
    static func removeStale(in folder: String, now: time_t = time(nil)) -> [String] {
        guard let descriptor = try? FileSystem.openFolder(folder), let names = try? FileSystem.names(in: descriptor, path: folder)
        else { return [] }
        var removed: [String] = []
        for name in names where isTalkGridTemporary(name) {
            var info = stat()
            guard fstatat(descriptor.fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            guard now - info.st_mtim.tv_sec > staleAge || !isHeld(name, in: descriptor) else { continue }
            if unlinkat(descriptor.fd, name, 0) == 0 { removed.append(name) }
        }
        return removed
    }

    /// Whether a live save still holds the temporary file's lock.
    private static func isHeld(_ name: String, in folder: FileSystem.Descriptor) -> Bool {
        let fd = openat(folder.fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return true }
        defer { close(fd) }
        return flock(fd, LOCK_EX | LOCK_NB) != 0
    }
}

extension AtomicFile {
    /// Removes what a save of the file at `path` cut short (kill -9, a power cut) left beside it
    /// (TalkGrid's temporary files nobody writes any more, see ``TemporaryFile``); returns the names removed.
    public static func removeLeftovers(near path: String) -> [String] {
        TemporaryFile.removeStale(in: PathText.folder(of: FileSystem.resolvingLink(path)))
    }
}
