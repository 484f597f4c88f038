import TalkGrid

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One file with everything of a person (`talkgrid backup`, `talkgrid restore`): the set's boards,
/// pictures and sounds, its `.talkgrid/` folder (the edit history, the usage record and the set's
/// own settings: voice, keypad, access, the caregiver lock), and, for a set with no settings of its
/// own yet, the account's `config.json` it runs with, which the restored set keeps as its own.
///
/// The file is itself an `.obz`: the set's files at the top (`manifest.json`, `boards/`, ...), so
/// any OBF app opens the boards, and TalkGrid's own data under ``folder`` (`.talkgrid/x` as
/// `talkgrid-backup/set/x`, the settings as `talkgrid-backup/config.json`), which OBF readers pass
/// over. It is written atomically, and restored through the same checks as an untrusted `.obz`.
public enum SetBackup {
    /// The folder of the archive holding TalkGrid's own data.
    public static let folder = "talkgrid-backup"
    /// Where the set's `.talkgrid/` files go in the archive.
    static let privatePrefix = folder + "/set/"
    /// Where the account's settings go in the archive, for a set with none of its own.
    public static let settingsEntry = folder + "/config.json"
    /// What of `.talkgrid/` is left out: the lock, half-made files and an unfinished change's
    /// journal (a backup is made under the set's lock, after recovery).
    static let leftOut: Set<String> = ["lock", "journal", "tmp", "staging", SettingsFile.fileName + ".lock"]

    /// What a backup holds, by kind, for the caregiver.
    public struct Contents: Equatable, Sendable {
        public var setFiles = 0
        public var historySteps = 0
        public var usageMonths = 0
        public var settings = false
    }

    /// The archive's entries for the set folder `root` and the account's settings file's bytes (nil:
    /// none, or the set has its own).
    /// Call it under the set's lock (``SetHistory/whileLocked(_:)``) so no change is half made.
    public static func entries(ofSetAt root: String, settings: [UInt8]?) throws(StorageError) -> (
        entries: [ZipWriter.Entry], contents: Contents
    ) {
        var entries: [ZipWriter.Entry] = []
        var contents = Contents()
        try collect(root, relative: "", into: &entries, contents: &contents)
        if let settings {
            entries.append(ZipWriter.Entry(path: settingsEntry, bytes: settings))
            contents.settings = true
        }
        return (entries, contents)
    }

    private static func collect(
        _ folder: String, relative: String, into entries: inout [ZipWriter.Entry], contents: inout Contents
    ) throws(StorageError) {
        let listing = try FileSystem.entries(in: try FileSystem.openFolder(folder), path: folder)
        for (name, listed) in listing {
            let path = folder + "/" + name
            let inside = relative.isEmpty ? name : relative + "/" + name
            let isPrivate = inside.hasPrefix(SetHistory.folderName + "/") || inside == SetHistory.folderName
            if isPrivate, leftOut.contains(String(inside.dropFirst(SetHistory.folderName.count + 1))) { continue }
            var kind = listed
            if kind == nil { kind = try FileSystem.kind(of: path, followingLinks: false) }
            switch kind {
            case .folder:
                try collect(path, relative: inside, into: &entries, contents: &contents)
            case .regularFile:
                let bytes = try FileSystem.readAll(try FileSystem.openFile(path), maxBytes: 1 << 30, path: path, entry: inside)
                if isPrivate {
                    let rest = String(inside.dropFirst(SetHistory.folderName.count + 1))
                    entries.append(ZipWriter.Entry(path: privatePrefix + rest, bytes: bytes))
                    if rest.hasPrefix("history/"), rest.hasSuffix(".step") { contents.historySteps += 1 }
                    if rest.hasPrefix("usage/"), rest.hasSuffix(".log") { contents.usageMonths += 1 }
                    if rest == SettingsFile.fileName { contents.settings = true }
                } else {
                    entries.append(ZipWriter.Entry(path: inside, bytes: bytes))
                    contents.setFiles += 1
                }
            default:
                continue  // links and devices are never followed or kept
            }
        }
    }

    /// Whether an archive is a TalkGrid backup (holds TalkGrid's own folder), not a plain `.obz`.
    public static func isBackup(_ source: ObzSource) -> Bool {
        source.entryPaths().contains { $0.hasPrefix(folder + "/") }
    }

    /// Unpacks a backup into `destination` (missing or empty), through the `.obz` checks, and puts
    /// the set's own data back in its `.talkgrid/` folder (the usage record readable by its owner
    /// alone), the set's own settings among them. Returns the account's settings' bytes the backup
    /// carried for a set with none of its own, which the caller places; nothing is left behind when
    /// the archive is refused.
    public static func restore(_ source: ObzSource, into destination: String) throws(StorageError) -> [UInt8]? {
        try ArchiveExtractor.extract(source, into: destination)
        let unpacked = destination + "/" + folder
        let settingsPath = destination + "/" + settingsEntry
        var settings: [UInt8]?
        if try FileSystem.kind(of: settingsPath, followingLinks: false) == .regularFile {
            settings = try FileSystem.readAll(
                try FileSystem.openFile(settingsPath), maxBytes: 1 << 20, path: settingsPath, entry: settingsEntry)
        }
        let privateFolder = destination + "/" + SetHistory.folderName
        if try FileSystem.kind(of: unpacked + "/set", followingLinks: false) == .folder {
            try FileSystem.renameItem(unpacked + "/set", to: privateFolder)
            let usage = privateFolder + "/usage"
            if try FileSystem.kind(of: usage, followingLinks: false) == .folder {
                _ = chmod(usage, 0o700)
                for name in try FileSystem.names(in: try FileSystem.openFolder(usage), path: usage) { _ = chmod(usage + "/" + name, 0o600) }
            }
        }
        FileSystem.removeTree(unpacked)
        return settings
    }
}
