import TalkGrid

/// The history of a board set: every change recorded, so it can be listed and undone, and made
/// so that a crash at any moment leaves either the old set with its old history or the new set
/// with its new history.
///
/// Everything lives in the set folder's `.talkgrid/` folder, which TalkGrid's readers, the
/// validator and `export` leave out (other OBF apps never see it):
/// - `history/000012.step`: one record per change (see ``HistoryStep``), holding the bytes each
///   touched file had before the change, deflated. At most ``maximumSteps`` records and
///   ``maximumBytes`` bytes are kept; the oldest go first, the newest is always kept.
/// - `journal`: the record of the change being made. It is written (and flushed) before any
///   file of the set changes; the change is committed by renaming it into `history/` (one
///   atomic rename). A journal found later is a change that never finished: its before-images
///   are written back (a roll-back), which is idempotent, so a crash during recovery is fine too.
/// - `tmp/`: temporary files, renamed into place; whatever a killed process left there is
///   removed. Keeping them here keeps half-written files out of the set's own folders.
/// - `staging/`: files being prepared for a change (an import unpacks there first).
/// - `lock`: one process changes (or recovers) a set at a time (`flock`, released by the kernel
///   even on kill -9).
public struct SetHistory: Sendable {
    /// The folder inside a set that holds TalkGrid's own data.
    public static let folderName = ".talkgrid"
    /// The most records kept.
    public static let maximumSteps = 100
    /// The most bytes of records kept (16 MB).
    public static let maximumBytes = 16 << 20

    /// The set folder (for a single board file: the folder it is in).
    public let root: String

    public init(root: String) {
        self.root = root
    }

    var privateFolder: String { root + "/" + Self.folderName }
    var historyFolder: String { privateFolder + "/history" }
    var temporaryFolder: String { privateFolder + "/tmp" }
    var journalPath: String { privateFolder + "/journal" }
    var stagingFolder: String { privateFolder + "/staging" }

    func stepPath(_ number: Int) -> String {
        let digits = String(number)
        return historyFolder + "/" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".step"
    }

    // MARK: Reading

    /// The recorded steps, oldest first (descriptions only, not the files' bytes).
    public func steps() throws(HistoryError) -> [HistoryStep] {
        var steps: [HistoryStep] = []
        for number in try stepNumbers() { steps.append(try HistoryStep.decode(path: stepPath(number), withContents: false)) }
        return steps
    }

    /// Whether a change was cut short (its journal is still there).
    public var hasUnfinishedChange: Bool {
        (try? FileSystem.kind(of: journalPath, followingLinks: false)) == .regularFile
    }

    private func stepNumbers() throws(HistoryError) -> [Int] {
        do {
            guard try FileSystem.kind(of: historyFolder, followingLinks: false) == .folder else { return [] }
            return try FileSystem.names(in: FileSystem.openFolder(historyFolder), path: historyFolder)
                .compactMap { $0.hasSuffix(".step") ? Int($0.dropLast(5)) : nil }.sorted()
        } catch {
            throw .storage(error)
        }
    }

    /// The bytes of a set file now, nil when there is none.
    private func currentBytes(_ entry: String) throws(HistoryError) -> [UInt8]? {
        do {
            return try FolderSource(path: root).contents(of: entry)
        } catch BoardSetSourceError.missingEntry {
            return nil
        } catch let error as StorageError {
            throw .storage(error)
        } catch {
            throw .storage(.unreadable(path: root + "/" + entry, reason: "\(error)"))
        }
    }

    // MARK: Changing

    /// Rolls back a change that was cut short, if there is one; true when it did.
    ///
    /// Every command that opens a set calls this first (as SQLite readers roll back a hot journal),
    /// so a crash is repaired before anyone looks at the set.
    @discardableResult
    public func recoverIfNeeded() throws(HistoryError) -> Bool {
        guard hasUnfinishedChange else { return false }
        return try locked { () throws(HistoryError) in try recover() }
    }

    /// Makes the changes to the set's files and records them as one step, atomically.
    /// - Parameters:
    ///   - time: seconds since 1970, recorded with the step.
    ///   - isCreation: the step makes the set, and is never undone.
    @discardableResult
    public func apply(
        _ changes: [FileChange], command: String, summary: String, time: Int64, isCreation: Bool = false
    ) throws(HistoryError) -> HistoryStep {
        try applyStaged(command: command, summary: summary, time: time, isCreation: isCreation) { _ throws(HistoryError) in changes }
    }

    /// ``apply(_:command:summary:time:isCreation:)`` with changes prepared in a staging folder
    /// (`.talkgrid/staging`, emptied first) while the set is locked: `prepare` gets its path and
    /// returns the changes, typically ``FileChange/Content/file(_:)`` moves out of it (an import).
    @discardableResult
    public func applyStaged(
        command: String, summary: String, time: Int64, isCreation: Bool = false,
        _ prepare: (_ stagingFolder: String) throws(HistoryError) -> [FileChange]
    ) throws(HistoryError) -> HistoryStep {
        try locked { () throws(HistoryError) in
            try recover()
            FileSystem.removeTree(stagingFolder)
            defer { FileSystem.removeTree(stagingFolder) }
            let changes = try prepare(stagingFolder)
            var files: [HistoryStep.File] = []
            for change in changes {
                guard case .success(let checked) = EntryPath.check(change.entry), checked.joined == change.entry,
                    !checked.isDirectory, checked.components.first != Self.folderName
                else { throw .storage(.outsideFolder(folder: root, entry: change.entry)) }
                let digest: String?
                switch change.content {
                case .bytes(let bytes): digest = SHA256.hexDigest(bytes)
                case .file(let path):
                    do throws(StorageError) {
                        digest = SHA256.hexDigest(
                            try FileSystem.readAll(
                                FileSystem.openFile(path), maxBytes: ArchiveLimits.standard.maxEntryBytes, path: path, entry: path))
                    } catch {
                        throw .storage(error)
                    }
                case .removed: digest = nil
                }
                files.append(HistoryStep.File(entry: change.entry, before: try currentBytes(change.entry), afterDigest: digest))
            }
            let step = HistoryStep(
                kind: .change, number: (try stepNumbers().last ?? 0) + 1, time: time, command: command, summary: summary,
                isCreation: isCreation, files: files)
            try writeJournal(step)
            do throws(HistoryError) {
                try write(changes)
            } catch {
                _ = try? recover()  // a failed write (a full disk) is rolled back at once
                throw error
            }
            try storage { () throws(StorageError) in
                try FileSystem.makeFolders(historyFolder)
                try FileSystem.renameItem(journalPath, to: stepPath(step.number))
                FileSystem.syncFolder(historyFolder)
                FileSystem.syncFolder(privateFolder)
            }
            try prune()
            return step
        }
    }

    /// Undoes the last recorded step: its files get back the bytes they had before it, and the step
    /// is dropped from the history, atomically. Returns the step undone.
    ///
    /// Refused when a file the step wrote has changed since (a hand edit would be lost), unless `force`.
    @discardableResult
    public func undo(force: Bool = false) throws(HistoryError) -> HistoryStep {
        try locked { () throws(HistoryError) in
            try recover()
            guard let last = try stepNumbers().last else { throw .nothingToUndo(folder: root) }
            let step = try HistoryStep.decode(path: stepPath(last), withContents: true)
            if step.isCreation { throw .creationStep(summary: step.summary) }
            var now: [HistoryStep.File] = []
            var changed: [String] = []
            for file in step.files {
                let bytes = try currentBytes(file.entry)
                if bytes.map({ SHA256.hexDigest($0) }) != file.afterDigest { changed.append(file.entry) }
                now.append(HistoryStep.File(entry: file.entry, before: bytes, afterDigest: nil))
            }
            if !changed.isEmpty && !force { throw .changedOutside(entries: changed, summary: step.summary) }
            try writeJournal(
                HistoryStep(
                    kind: .undo, number: step.number, time: step.time, command: "undo", summary: step.summary, isCreation: false,
                    files: now))
            do throws(HistoryError) {
                try restore(step.files)
            } catch {
                _ = try? recover()
                throw error
            }
            try storage { () throws(StorageError) in
                try FileSystem.removeExistingFile(stepPath(step.number))  // the commit point
                FileSystem.syncFolder(historyFolder)
                try FileSystem.removeExistingFile(journalPath)
                FileSystem.syncFolder(privateFolder)
            }
            return step
        }
    }

    // MARK: Steps of a change

    private func locked<Result>(_ body: () throws(HistoryError) -> Result) throws(HistoryError) -> Result {
        let lock: FileSystem.Descriptor?
        do {
            try FileSystem.makeFolders(temporaryFolder)
            lock = try FileSystem.lock(privateFolder + "/lock", timeoutMilliseconds: 10_000)
        } catch {
            throw .storage(error)
        }
        guard let lock else { throw .busy(folder: root) }
        defer { withExtendedLifetime(lock) {} }
        // Temporary files of a process that was killed: nobody else writes while we hold the lock.
        FileSystem.removeTree(temporaryFolder)
        try storage { () throws(StorageError) in try FileSystem.makeFolders(temporaryFolder) }
        return try body()
    }

    /// Rolls back the journal's change, if there is a journal (the lock is held).
    @discardableResult
    private func recover() throws(HistoryError) -> Bool {
        guard hasUnfinishedChange else { return false }
        let journal = try HistoryStep.decode(path: journalPath, withContents: true)
        let committed: Bool
        switch journal.kind {
        case .change: committed = false
        case .undo: committed = (try? FileSystem.kind(of: stepPath(journal.number))) != .regularFile
        }
        if !committed { try restore(journal.files) }
        try storage { () throws(StorageError) in
            try FileSystem.removeExistingFile(journalPath)
            FileSystem.syncFolder(privateFolder)
        }
        return !committed
    }

    private func writeJournal(_ step: HistoryStep) throws(HistoryError) {
        try storage { () throws(StorageError) in
            try FileSystem.replace(journalPath, with: step.encoded(), temporaryFolder: temporaryFolder)
            FileSystem.syncFolder(privateFolder)
        }
    }

    /// Writes the files' before-images back (a missing one removed).
    private func restore(_ files: [HistoryStep.File]) throws(HistoryError) {
        try write(files.map { FileChange(entry: $0.entry, content: $0.before.map(FileChange.Content.bytes) ?? .removed) })
    }

    private func write(_ changes: [FileChange]) throws(HistoryError) {
        try storage { () throws(StorageError) in
            var folders: Set<String> = []
            for change in changes {
                let target = root + "/" + change.entry
                let folder = FileSystem.folder(of: target)
                switch change.content {
                case .bytes(let bytes):
                    try FileSystem.makeFolders(folder)
                    try FileSystem.replace(target, with: bytes, temporaryFolder: temporaryFolder)
                case .file(let path):
                    try FileSystem.makeFolders(folder)
                    try FileSystem.syncFile(path)
                    try FileSystem.renameItem(path, to: target)
                case .removed:
                    try FileSystem.removeExistingFile(target)
                }
                folders.insert(folder)
            }
            for folder in folders { FileSystem.syncFolder(folder) }
        }
    }

    /// Drops the oldest records beyond the bounds, always keeping the newest.
    private func prune() throws(HistoryError) {
        var numbers = try stepNumbers()
        var sizes: [Int: Int] = [:]
        for number in numbers { sizes[number] = Int((try? FileSystem.size(of: stepPath(number))) ?? 0) }
        var total = sizes.values.reduce(0, +)
        while numbers.count > 1, numbers.count > Self.maximumSteps || total > Self.maximumBytes {
            let oldest = numbers.removeFirst()
            FileSystem.removeFile(stepPath(oldest))
            total -= sizes[oldest] ?? 0
        }
    }

    private func storage(_ body: () throws(StorageError) -> Void) throws(HistoryError) {
        do {
            try body()
        } catch {
            throw .storage(error)
        }
    }
}
