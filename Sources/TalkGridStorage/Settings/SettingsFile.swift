import TalkGrid

/// The settings TalkGrid remembers, saved atomically: a set's own (`SET/.talkgrid/settings.json`,
/// so the settings about the person travel with their set), and the computer account's
/// (`$XDG_CONFIG_HOME/talkgrid/config.json`, else `~/.config/talkgrid/config.json`), which a set
/// with none of its own, a shipped set and an `.obz` file use.
///
/// A set's file starts as a copy of the account's: until its first save the set reads the account's
/// file (``defaultsPath``), and the first save writes the account's settings with the change into
/// the set's own file, which from then on holds all of the set's settings (the account's file is
/// never written for a set that has a folder). Two sets on one account keep their own.
///
/// The file is read leniently, setting by setting (``SettingsDocument``): a mistake loses only the
/// setting it is in, and each is told with its line and column (``SettingsProblem``). Reading
/// never moves or rewrites the file. A caregiver lock whose part cannot be read (or a file that
/// cannot be read at all) gives ``CaregiverLock/unreadable``: the board stays locked until
/// `talkgrid lock reset`. This is the one place `config.json` and a set's settings are read.
public struct SettingsFile: Sendable {
    /// Where the file is; nil when neither `XDG_CONFIG_HOME` nor `HOME` says.
    public let path: String?
    /// The account's `config.json`, read in the place of a set's own file while the set has none;
    /// nil for the account's file itself.
    public let defaultsPath: String?

    /// What loading found.
    public struct Loaded: Sendable {
        public var settings: SavedSettings
        /// Whether the file existed (false: defaults, first run).
        public var existed: Bool
        /// The mistakes found, in file order; each cost only its own setting (or none).
        public var problems: [SettingsProblem]
    }

    public init(path: String?, defaultsPath: String? = nil) {
        self.path = path
        self.defaultsPath = defaultsPath
    }

    /// The account's file, as the XDG base directory rules give it for an environment.
    public init(environment: [String: String]) {
        path = XDGBaseDirectory.config.path(of: "config.json", environment: environment)
        defaultsPath = nil
    }

    /// The settings of the set at `setPath` (a folder, a board file, an `.obz`, `shipped:NAME`):
    /// `SET/.talkgrid/settings.json`, the account's file standing in until it exists, for a set with
    /// a folder of its own; the account's file for a shipped set or an `.obz`.
    public init(forSetAt setPath: String, environment: [String: String]) {
        let account = SettingsFile(environment: environment)
        guard let root = SetHistory.root(forSetAt: setPath) else {
            self = account
            return
        }
        self.init(path: Self.path(ofSetAt: root), defaultsPath: account.path)
    }

    /// Where a set folder keeps its own settings.
    public static func path(ofSetAt root: String) -> String {
        root + "/" + SetHistory.folderName + "/" + fileName
    }

    /// The name of a set's own settings file, in its `.talkgrid` folder.
    public static let fileName = "settings.json"

    /// Whether this is a set's own file (rather than the account's).
    public var isTheSets: Bool { defaultsPath != nil }

    /// The file read now: the set's own once it exists (or when whether it does cannot be told), else
    /// the account's it starts from.
    public var readPath: String? {
        guard let path, let defaultsPath, (try? FileSystem.kind(of: path)) == .missing else { return path }
        return defaultsPath
    }

    /// The most bytes a settings file may have.
    static let maxBytes = 1 << 16

    /// Reads the settings; a missing file gives the defaults. Never changes the file.
    public func load() -> Loaded {
        guard let path = readPath else { return Loaded(settings: SavedSettings(), existed: false, problems: []) }
        switch read(path) {
        case .missing:
            return Loaded(settings: SavedSettings(), existed: false, problems: [])
        case .unreadable(let problem, _):
            // Whether it held a lock cannot be told: the board stays locked.
            var settings = SavedSettings()
            settings.session.caregiverLock = .unreadable
            return Loaded(settings: settings, existed: true, problems: [problem])
        case .read(let document, let bytes):
            var (settings, problems) = SavedSettings.read(document.members, file: path)
            if Self.lostTheLock(document, bytes: bytes) { settings.session.caregiverLock = .unreadable }
            problems = (document.problems + problems).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            return Loaded(settings: settings, existed: true, problems: problems)
        }
    }

    /// The saved settings when the file exists and can be read (mistakes in it or not, as
    /// ``load()`` reads them); nil when there is no file or it cannot be read now.
    public func peek() -> SavedSettings? {
        guard let path = readPath, case .read = read(path) else { return nil }
        return load().settings
    }

    /// What reading the file gave.
    private enum Reading {
        case missing
        case unreadable(SettingsProblem, StorageError)
        case read(SettingsDocument, bytes: [UInt8])
    }

    private func read(_ path: String) -> Reading {
        do throws(StorageError) {
            guard try FileSystem.kind(of: path) != .missing else { return .missing }
            let bytes = try FileSystem.readAll(FileSystem.openFile(path), maxBytes: Self.maxBytes, path: path, entry: path)
            return .read(SettingsDocument(bytes, file: path), bytes: bytes)
        } catch {
            return .unreadable(SettingsProblem(file: path, line: 0, column: 0, setting: nil, .unreadableFile(error.caregiverText)), error)
        }
    }

    /// Whether the text lost from the file may have been the caregiver lock's part: the member of
    /// that key, or an unreadable member where the file names the lock.
    private static func lostTheLock(_ document: SettingsDocument, bytes: [UInt8]) -> Bool {
        if document.lostKeys.contains(SavedSettings.lockKey) { return true }
        guard document.lostKeys.contains("?"), !document.members.contains(where: { $0.key == SavedSettings.lockKey }) else {
            return false
        }
        let name = Array(SavedSettings.lockKey.utf8)
        return bytes.indices.contains { bytes[$0...].starts(with: name) }
    }

    /// Saves the settings whole, creating the folder when needed (a set's file then holds them all).
    public func save(_ settings: SavedSettings) throws(StorageError) {
        guard let path else { throw .writeFailed(path: "config.json", reason: "neither XDG_CONFIG_HOME nor HOME is set") }
        try Self.makeFolders(PathText.folder(of: path))
        try AtomicFile.write(JSONWriter.prettyBytes(settings.json), to: path)
    }

    /// Saves only what changed from `old` to `new`, over the file as it is now: each member of
    /// `config.json` the change touches replaces (or removes) the file's, in its place, and every
    /// other member stays as the file has it: a lock `talkgrid lock set` wrote meanwhile, a setting
    /// another TalkGrid changed, a key a newer version wrote. A missing file gets all of `new`. A
    /// file with a mistake that cost a setting's text is first copied to `config.json.broken-N`
    /// (nothing is lost), and is refused while the lost text may be the caregiver lock's, unless
    /// the change sets or clears the lock (a board never writes the file without its lock). Returns
    /// the settings now saved (as ``load()`` would read them).
    ///
    /// A set's first save starts from the account's file as it is then (read, never written).
    @discardableResult
    public func save(_ new: SavedSettings, changedFrom old: SavedSettings) throws(StorageError) -> SavedSettings {
        guard let path else { throw .writeFailed(path: "config.json", reason: "neither XDG_CONFIG_HOME nor HOME is set") }
        try Self.makeFolders(PathText.folder(of: path))
        // Read and written under `config.json.lock` (flock, as a set's changes are), so two saves
        // that meet (the board's setting, `talkgrid lock set`) merge instead of one losing the other.
        guard let lock = try FileSystem.lock(path + ".lock", timeoutMilliseconds: 10_000) else {
            throw .writeFailed(path: path, reason: "another TalkGrid kept saving it for 10 s")
        }
        defer { withExtendedLifetime(lock) {} }
        let before = old.json.members ?? []
        let after = new.json.members ?? []
        var changedKeys = Set((before + after).map(\.key)).filter { key in
            before.first { $0.key == key } != after.first { $0.key == key }
        }
        // An unreadable lock has no members: clearing or replacing it is a change all the same,
        // and a lock read as unreadable is never written back as none.
        let lockKey = SavedSettings.lockKey
        if new.session.caregiverLock?.isUnreadable == true {
            changedKeys.remove(lockKey)
        } else if new.session.caregiverLock != old.session.caregiverLock {
            changedKeys.insert(lockKey)
        }
        var members = after
        var reading = read(path)
        var startsFromDefaults = false
        if case .missing = reading, let defaultsPath {
            reading = read(defaultsPath)
            startsFromDefaults = true
        }
        switch reading {
        case .missing:
            break
        case .unreadable(_, let error):
            // The account's file cannot say whether it held a lock: the set's starts only with one.
            guard startsFromDefaults, changedKeys.contains(lockKey) else { throw error }
        case .read(let document, let bytes):
            var onDisk = document.members
            if document.lostText {
                if Self.lostTheLock(document, bytes: bytes), !changedKeys.contains(lockKey) {
                    throw .settingsLockUnreadable(path: startsFromDefaults ? defaultsPath ?? path : path)
                }
                if !startsFromDefaults { try keepCopy(bytes, of: path) }
            }
            for key in changedKeys.sorted() {
                let wanted = after.first { $0.key == key }
                var placed = false
                onDisk = onDisk.compactMap { member in
                    guard member.key == key else { return member }
                    guard !placed, let wanted else { return nil }
                    placed = true
                    return wanted
                }
                if !placed, let wanted { onDisk.append(wanted) }
            }
            members = onDisk
        }
        let merged = JSONNode(.object(members))
        try AtomicFile.write(JSONWriter.prettyBytes(merged), to: path)
        return SavedSettings.read(members, file: path).0
    }

    /// A cheap sign of the file's version (which file, its size and modification time), to notice
    /// another program's save without reading the file; nil when there is no file.
    public func stamp() -> Stamp? {
        readPath.flatMap(FileSystem.stamp(of:)).map(Stamp.init)
    }

    /// What ``stamp()`` gives: equal stamps mean the file was neither replaced nor written between them.
    public struct Stamp: Equatable, Sendable {
        let value: FileSystem.Stamp
    }

    /// Copies a file whose text is about to be lost to the first free `config.json.broken-N`.
    private func keepCopy(_ bytes: [UInt8], of path: String) throws(StorageError) {
        for number in 1...1000 {
            let aside = "\(path).broken-\(number)"
            guard (try? FileSystem.kind(of: aside, followingLinks: false)) == .missing else { continue }
            try AtomicFile.write(bytes, to: aside)
            return
        }
    }

    /// Creates a folder and its parents (like `mkdir -p`).
    static func makeFolders(_ path: String) throws(StorageError) {
        guard try FileSystem.kind(of: path) != .folder else { return }
        let parts = path.split(separator: "/").map(String.init)
        var folder = try FileSystem.openFolder(path.hasPrefix("/") ? "/" : ".")
        var walked = path.hasPrefix("/") ? "" : "."
        for part in parts {
            walked += "/" + part
            folder = try FileSystem.makeFolder(part, in: folder, path: walked)
        }
    }
}
