import TalkGrid

/// `$XDG_CONFIG_HOME/talkgrid/config.json` (else `~/.config/talkgrid/config.json`): the settings
/// TalkGrid remembers, saved atomically.
///
/// A file that cannot be read as settings is never lost: it is renamed to `config.json.broken-N`
/// and the defaults are used; the caller is told so it can say so.
public struct SettingsFile: Sendable {
    /// Where the file is; nil when neither `XDG_CONFIG_HOME` nor `HOME` says.
    public let path: String?

    /// What loading found.
    public struct Loaded: Sendable {
        public var settings: SavedSettings
        /// Whether the file existed (false: defaults, first run).
        public var existed: Bool
        /// A problem to report: the file was broken and set aside (where), or could not be read.
        public var problem: CaregiverText?
        /// Where a broken file was kept.
        public var keptAs: String?
    }

    public init(path: String?) {
        self.path = path
    }

    /// The file the XDG base directory rules give for an environment.
    public init(environment: [String: String]) {
        path = XDGBaseDirectory.config.path(of: "config.json", environment: environment)
    }

    /// The most bytes a settings file may have.
    static let maxBytes = 1 << 16

    /// Reads the settings; a missing file gives the defaults, a broken one is set aside.
    public func load() -> Loaded {
        guard let path else { return Loaded(settings: SavedSettings(), existed: false, problem: nil) }
        let bytes: [UInt8]
        do {
            guard try FileSystem.kind(of: path) != .missing else {
                return Loaded(settings: SavedSettings(), existed: false, problem: nil)
            }
            bytes = try FileSystem.readAll(FileSystem.openFile(path), maxBytes: Self.maxBytes, path: path, entry: path)
        } catch {
            return setAside(path, because: error.caregiverText)
        }
        let reason: CaregiverText
        do {
            let node = try JSONParser.parse(bytes, file: path)
            if let settings = SavedSettings(json: node) { return Loaded(settings: settings, existed: true, problem: nil) }
            reason = CaregiverText(StorageTextKey.settingsNotSettings)
        } catch {
            reason = error.caregiverText
        }
        return setAside(path, because: reason)
    }

    /// The saved settings when the file exists and reads well; nil otherwise. Unlike ``load()``
    /// it never sets a broken file aside (for runs that must leave the settings alone).
    public func peek() -> SavedSettings? {
        guard let path, (try? FileSystem.kind(of: path)) == .regularFile,
            let bytes = try? FileSystem.readAll(FileSystem.openFile(path), maxBytes: Self.maxBytes, path: path, entry: path),
            let node = try? JSONParser.parse(bytes, file: path)
        else { return nil }
        return SavedSettings(json: node)
    }

    /// Saves the settings whole, creating the folder when needed.
    public func save(_ settings: SavedSettings) throws(StorageError) {
        guard let path else { throw .writeFailed(path: "config.json", reason: "neither XDG_CONFIG_HOME nor HOME is set") }
        try Self.makeFolders(FileSystem.folder(of: path))
        try AtomicFile.write(JSONWriter.prettyBytes(settings.json), to: path)
    }

    /// Saves only what changed from `old` to `new`, over the file as it is now: each member of
    /// `config.json` the change touches replaces (or removes) the file's, in its place, and every
    /// other member stays as the file has it: a lock `talkgrid lock set` wrote meanwhile, a setting
    /// another TalkGrid changed, a key a newer version wrote. A missing file gets all of `new`; a
    /// file broken meanwhile is set aside first, as ``load()`` does. Returns the settings now saved.
    @discardableResult
    public func save(_ new: SavedSettings, changedFrom old: SavedSettings) throws(StorageError) -> SavedSettings {
        guard let path else { throw .writeFailed(path: "config.json", reason: "neither XDG_CONFIG_HOME nor HOME is set") }
        try Self.makeFolders(FileSystem.folder(of: path))
        // Read and written under `config.json.lock` (flock, as a set's changes are), so two saves
        // that meet (the board's setting, `talkgrid lock set`) merge instead of one losing the other.
        guard let lock = try FileSystem.lock(path + ".lock", timeoutMilliseconds: 10_000) else {
            throw .writeFailed(path: path, reason: "another TalkGrid kept saving it for 10 s")
        }
        defer { withExtendedLifetime(lock) {} }
        let before = old.json.members ?? []
        let after = new.json.members ?? []
        var members = after
        if var onDisk = membersOnDisk(path) {
            let changedKeys = Set((before + after).map(\.key)).filter { key in
                before.first { $0.key == key } != after.first { $0.key == key }
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
        return SavedSettings(json: merged) ?? new
    }

    /// A cheap sign of the file's version (which file, its size and modification time), to notice
    /// another program's save without reading the file; nil when there is no file.
    public func stamp() -> Stamp? {
        path.flatMap(FileSystem.stamp(of:)).map(Stamp.init)
    }

    /// What ``stamp()`` gives: equal stamps mean the file was neither replaced nor written between them.
    public struct Stamp: Equatable, Sendable {
        let value: FileSystem.Stamp
    }

    /// The members of the settings in the file; nil when there is no file, or when it does not
    /// hold settings (then it is set aside, as ``load()`` does).
    private func membersOnDisk(_ path: String) -> [JSONMember]? {
        guard (try? FileSystem.kind(of: path)) != .missing else { return nil }
        if let bytes = try? FileSystem.readAll(FileSystem.openFile(path), maxBytes: Self.maxBytes, path: path, entry: path),
            let node = try? JSONParser.parse(bytes, file: path), let members = node.members, SavedSettings(json: node) != nil
        {
            return members
        }
        _ = setAside(path, because: CaregiverText(StorageTextKey.settingsGoneWhileSaving))
        return nil
    }

    /// Renames a broken file to the first free `config.json.broken-N`; the defaults, and what to say.
    private func setAside(_ path: String, because reason: CaregiverText) -> Loaded {
        var loaded = Loaded(
            settings: SavedSettings(), existed: true,
            problem: CaregiverText(StorageTextKey.settingsNotRead, ["path": .text(path), "reason": .caregiver(reason)]))
        for number in 1...1000 {
            let aside = "\(path).broken-\(number)"
            guard (try? FileSystem.kind(of: aside, followingLinks: false)) == .missing else { continue }
            if (try? FileSystem.renameItem(path, to: aside)) != nil {
                loaded.keptAs = aside
                loaded.problem = CaregiverText(
                    StorageTextKey.settingsKept, ["path": .text(path), "reason": .caregiver(reason), "kept": .text(aside)])
            }
            break
        }
        return loaded
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
