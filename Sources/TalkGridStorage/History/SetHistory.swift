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
/// - `staging/`: files being prepared for a change (an import unpacks there first); found with no
///   journal, it is what an import cut short while unpacking left, and is removed.
/// - `new-folder`: the set folder was made by the import being recorded; an import cut short is
///   rolled back by removing the folder again, so the same import can be run again.
/// - `history/undone/000012.step` and `.redo`: a step taken back by ``undo(force:)``, with the
///   bytes its files had before the undo, so ``redo(force:)`` can put it back. A new change after
///   an undo sets the undone steps aside: they stay listed and ``bringBack(step:)`` makes one a
///   new change, until the same bounds as the history drop the oldest.
/// - `lock`: one process changes (or recovers) a set at a time, and holds the lock from reading
///   the set to writing it (``whileLocked(_:)``), so two edits that meet wait for each other
///   instead of one overwriting the other. The lock is `flock(2)`, advisory, on this file: the
///   kernel releases it when its process ends however it ends (kill -9 included), so a stale lock
///   never blocks, unlike a lock file that must be deleted (git's `index.lock`); and, unlike
///   `fcntl` record locks (SQLite's), closing another descriptor of the file in the same process
///   does not drop it. The holder writes its process id and command into the file, so a waiter
///   that gives up can name it.
public struct SetHistory: Sendable {
    /// The folder inside a set that holds TalkGrid's own data.
    public static let folderName = ".talkgrid"
    /// The most records kept.
    public static let maximumSteps = 100
    /// The most bytes of records kept (16 MB).
    public static let maximumBytes = 16 << 20

    /// How long a change waits for another one before it gives up, unless told otherwise (60 s).
    public static let standardWaitMilliseconds = 60_000

    /// The set folder (for a single board file: the folder it is in).
    public let root: String
    /// Who changes the set (`talkgrid cell set`), recorded in the lock for a waiter to name.
    public var holder: String
    /// How long to wait for another process's change before giving up with ``HistoryError/busy(folder:holder:)``.
    public var waitMilliseconds: Int
    /// Called once when the lock has been waited for about half a second.
    public var waiting: @Sendable () -> Void

    public init(
        root: String, holder: String = "talkgrid", waitMilliseconds: Int = Self.standardWaitMilliseconds,
        waiting: @escaping @Sendable () -> Void = {}
    ) {
        self.root = root
        self.holder = holder
        self.waitMilliseconds = waitMilliseconds
        self.waiting = waiting
    }

    /// The folder whose history records changes to the set at `path`: the folder itself, or the
    /// folder of a single board file; nil for what cannot be changed in place (an `.obz`, a
    /// `shipped:` set, a path that is not there).
    public static func root(forSetAt path: String) -> String? {
        switch try? FileSystem.kind(of: path) {
        case .folder: return path
        case .regularFile:
            guard let file = try? FileSystem.openFile(path), let signature = try? FileSystem.readPrefix(file, count: 4, path: path),
                signature != BoardInput.zipLocalFileSignature && signature != BoardInput.emptyZipSignature
            else { return nil }
            return PathText.folder(of: path)
        default: return nil
        }
    }

    var privateFolder: String { root + "/" + Self.folderName }
    var historyFolder: String { privateFolder + "/history" }
    var temporaryFolder: String { privateFolder + "/tmp" }
    var journalPath: String { privateFolder + "/journal" }
    var stagingFolder: String { privateFolder + "/staging" }
    var newFolderMarker: String { privateFolder + "/new-folder" }
    var undoneFolder: String { historyFolder + "/undone" }

    func stepPath(_ number: Int) -> String { historyFolder + "/" + Self.fileName(number) + ".step" }
    func undonePath(_ number: Int) -> String { undoneFolder + "/" + Self.fileName(number) + ".step" }
    /// The bytes an undone step's files had before the undo (an ``HistoryStep/Kind/undo`` record).
    func redoPath(_ number: Int) -> String { undoneFolder + "/" + Self.fileName(number) + ".redo" }

    private static func fileName(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    // MARK: Reading

    /// The recorded steps, oldest first (descriptions only, not the files' bytes).
    public func steps() throws(HistoryError) -> [HistoryStep] {
        var steps: [HistoryStep] = []
        for number in try stepNumbers() { steps.append(try HistoryStep.decode(path: stepPath(number), withContents: false)) }
        return steps
    }

    /// The steps taken back by `undo`, oldest first (descriptions only). Those numbered after the
    /// last step of ``steps()`` can be redone in turn; the others were set aside by a later change.
    public func undoneSteps() throws(HistoryError) -> [HistoryStep] {
        var steps: [HistoryStep] = []
        for number in try numbers(in: undoneFolder) { steps.append(try HistoryStep.decode(path: undonePath(number), withContents: false)) }
        return steps
    }

    /// The undone steps that `redo` puts back next, next first: those numbered after the last step.
    public func redoableSteps() throws(HistoryError) -> [HistoryStep] {
        let last = try stepNumbers().last ?? 0
        let steps = try undoneSteps().filter { $0.number > last }
        return redoOrder(steps.map(\.number)).compactMap { number in steps.first { $0.number == number } }
    }

    /// `numbers` (undone steps after the last recorded one) in the order `redo` takes them: the
    /// latest undo first, by the time its `.redo` record was written. After "undo 5, a new change 6,
    /// undo 6" that is 6 (5 was set aside by 6); after "undo 6, undo 5" it is 5, then 6.
    func redoOrder(_ numbers: [Int]) -> [Int] {
        let written = Dictionary(
            uniqueKeysWithValues: numbers.map { number in
                (number, FileSystem.stamp(of: redoPath(number)).map { ($0.seconds, $0.nanoseconds) } ?? (0, 0))
            })
        return numbers.sorted { first, second in
            let (a, b) = (written[first] ?? (0, 0), written[second] ?? (0, 0))
            return a != b ? a > b : first < second
        }
    }

    /// Whether a change was cut short (its journal is still there).
    public var hasUnfinishedChange: Bool {
        (try? FileSystem.kind(of: journalPath, followingLinks: false)) == .regularFile
    }

    /// Whether files prepared for a change are there (an import unpacking now, or one cut short while unpacking).
    var hasStagedFiles: Bool {
        (try? FileSystem.kind(of: stagingFolder, followingLinks: false)) == .folder
    }

    private func stepNumbers() throws(HistoryError) -> [Int] { try numbers(in: historyFolder) }

    /// The numbers of the `.step` records in `folder`, in order.
    private func numbers(in folder: String) throws(HistoryError) -> [Int] {
        do {
            guard try FileSystem.kind(of: folder, followingLinks: false) == .folder else { return [] }
            return try FileSystem.names(in: FileSystem.openFolder(folder), path: folder)
                .compactMap { $0.hasSuffix(".step") ? Int($0.dropLast(5)) : nil }.sorted()
        } catch {
            throw .storage(error)
        }
    }

    /// The number the next step takes: after every step recorded, undone ones included, so an
    /// undone step keeps its number while it is set aside.
    private func nextNumber() throws(HistoryError) -> Int {
        max(try stepNumbers().last ?? 0, try numbers(in: undoneFolder).last ?? 0) + 1
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

    /// The version of the set's file `entry` that TalkGrid saved last and `accepting` takes (a
    /// board that reads), from the history, newest first: the bytes each change left in it (kept
    /// for boards and the manifest, see ``HistoryStep/keepsSavedVersion(of:)``), then those it had
    /// before that change. Nil when no step keeps a version `accepting` takes, or the newest step
    /// that touched the file removed it. Reads without the lock; a record that cannot be read is passed over.
    public func savedVersion(of entry: String, accepting: ([UInt8]) -> Bool) -> [UInt8]? {
        guard let numbers = try? stepNumbers() else { return nil }
        for number in numbers.reversed() {
            guard let step = try? HistoryStep.decode(path: stepPath(number), withContents: false),
                let file = step.files.first(where: { $0.entry == entry })
            else { continue }
            guard let saved = try? HistoryStep.savedBytes(of: entry, path: stepPath(number)) else { continue }
            guard file.afterDigest != nil else { return nil }
            if let after = saved.after, accepting(after) { return after }
            if let before = saved.before, accepting(before) { return before }
        }
        return nil
    }

    // MARK: Changing

    /// Rolls back a change that was cut short, if there is one; true when it did. What was put
    /// right is handed to ``RecoveredChange/observe(_:)``'s observer.
    ///
    /// Every command that opens a set calls this first (as SQLite readers roll back a hot journal),
    /// so a crash is repaired before anyone looks at the set. Files an import was unpacking when it
    /// was cut short are removed too, unless that import is still running (it holds the lock).
    @discardableResult
    public func recoverIfNeeded() throws(HistoryError) -> Bool {
        if hasUnfinishedChange { return try locked { () throws(HistoryError) in try recover(reporting: true) } }
        guard hasStagedFiles else { return false }
        var atOnce = self
        atOnce.waitMilliseconds = 0
        do {
            return try atOnce.locked { () throws(HistoryError) in try recover(reporting: true) }
        } catch .busy {
            return false  // an import is unpacking there now
        }
    }

    /// Marks the set folder as made by the creation step about to be recorded (an import into a new
    /// folder): if that step is cut short, rolling it back removes the folder again.
    public func markAsNewFolder() throws(HistoryError) {
        try locked { () throws(HistoryError) in
            try storage { () throws(StorageError) in
                try FileSystem.replace(newFolderMarker, with: [], temporaryFolder: temporaryFolder)
                FileSystem.syncFolder(privateFolder)
            }
        }
    }

    /// Makes the changes to the set's files and records them as one step, atomically.
    /// - Parameters:
    ///   - time: seconds since 1970, recorded with the step.
    ///   - isCreation: the step makes the set, and is never undone.
    ///
    /// On a full disk nothing changes and ``HistoryError/diskFull(path:neededBytes:)`` names the file
    /// and the space the change needs.
    @discardableResult
    public func apply(
        _ changes: [FileChange], command: String, summary: String, time: Int64, isCreation: Bool = false
    ) throws(HistoryError) -> HistoryStep {
        try applyStaged(command: command, summary: summary, time: time, isCreation: isCreation) { _ throws(HistoryError) in changes }
    }

    /// ``apply(_:command:summary:time:isCreation:)`` with changes prepared in a staging folder
    /// (`.talkgrid/staging`, emptied first) while the set is locked: `prepare` gets its path and
    /// returns the changes, typically ``FileChange/Content/file(_:)`` moves out of it (an import).
    ///
    /// `stopping` is asked once the changes are prepared and between the files written: when it
    /// says yes (Ctrl-C), the files already written are rolled back and ``HistoryError/stopped`` thrown.
    @discardableResult
    public func applyStaged(
        command: String, summary: String, time: Int64, isCreation: Bool = false, stopping: () -> Bool = { false },
        _ prepare: (_ stagingFolder: String) throws(HistoryError) -> [FileChange]
    ) throws(HistoryError) -> HistoryStep {
        try locked { () throws(HistoryError) in
            try recover(reporting: true)
            FileSystem.removeTree(stagingFolder)
            defer { FileSystem.removeTree(stagingFolder) }
            let changes = try prepare(stagingFolder)
            if stopping() { throw .stopped }
            var files: [HistoryStep.File] = []
            var neededBytes = 0
            for change in changes {
                guard case .success(let checked) = EntryPath.check(change.entry), checked.joined == change.entry,
                    !checked.isDirectory, checked.components.first != Self.folderName
                else { throw .storage(.outsideFolder(folder: root, entry: change.entry)) }
                let after: [UInt8]?
                switch change.content {
                case .bytes(let bytes):
                    after = bytes
                    neededBytes += bytes.count
                case .file(let path):
                    after = try storage { () throws(StorageError) in
                        try FileSystem.readAll(
                            FileSystem.openFile(path), maxBytes: ArchiveLimits.standard.maxEntryBytes, path: path, entry: path)
                    }
                case .removed: after = nil
                }
                var file = HistoryStep.File(
                    entry: change.entry, before: try currentBytes(change.entry), afterDigest: after.map { SHA256.hexDigest($0) })
                if HistoryStep.keepsSavedVersion(of: change.entry) { file.after = after }
                files.append(file)
            }
            let step = HistoryStep(
                kind: .change, number: try nextNumber(), time: time, command: command, summary: summary,
                isCreation: isCreation, files: files)
            let record = try storage { () throws(StorageError) in try step.encoded() }
            neededBytes += record.count
            do throws(HistoryError) {
                try writeJournal(record)
            } catch .storage(.diskFull) {
                // Named by the file the change is for, not by the history's own journal.
                throw .diskFull(path: changes.first.map { root + "/" + $0.entry } ?? root, neededBytes: neededBytes)
            }
            do throws(HistoryError) {
                if try !write(changes, stopping: stopping) { throw .stopped }
            } catch {
                _ = try? recover()  // a failed write (a full disk) or Ctrl-C is rolled back at once
                if case .storage(.diskFull(let path)) = error { throw .diskFull(path: path, neededBytes: neededBytes) }
                throw error
            }
            try storage { () throws(StorageError) in
                try FileSystem.makeFolders(historyFolder)
                try FileSystem.renameItem(journalPath, to: stepPath(step.number))
                FileSystem.syncFolder(historyFolder)
                if isCreation { try FileSystem.removeExistingFile(newFolderMarker) }  // the folder is the set's now
                FileSystem.syncFolder(privateFolder)
            }
            try prune()
            return step
        }
    }

    /// Undoes the last recorded step: its files get back the bytes they had before it, and the step
    /// moves to the undone steps (with the bytes it had left, for ``redo(force:)``), atomically.
    /// Returns the step undone.
    ///
    /// Refused when a file the step wrote has changed since (a hand edit would be lost), unless `force`.
    @discardableResult
    public func undo(force: Bool = false) throws(HistoryError) -> HistoryStep {
        try locked { () throws(HistoryError) in
            try recover(reporting: true)
            guard let last = try stepNumbers().last else { throw .nothingToUndo(folder: root) }
            let step = try HistoryStep.decode(path: stepPath(last), withContents: true)
            if step.isCreation { throw .creationStep(summary: step.summary) }
            var now: [HistoryStep.File] = []
            var changed: [String] = []
            for file in step.files {
                let bytes = try currentBytes(file.entry)
                if bytes.map({ SHA256.hexDigest($0) }) != file.afterDigest { changed.append(file.entry) }
                now.append(HistoryStep.File(entry: file.entry, before: bytes, afterDigest: file.before.map { SHA256.hexDigest($0) }))
            }
            if !changed.isEmpty && !force { throw .changedOutside(entries: changed, summary: step.summary) }
            let journal = HistoryStep(
                kind: .undo, number: step.number, time: step.time, command: "undo", summary: step.summary, isCreation: false,
                files: now)
            let record = try storage { () throws(StorageError) in try journal.encoded() }
            try writeJournal(record)
            do throws(HistoryError) {
                try restore(step.files)
            } catch {
                _ = try? recover()
                throw error
            }
            try storage { () throws(StorageError) in
                try FileSystem.makeFolders(undoneFolder)
                try FileSystem.replace(redoPath(step.number), with: record, temporaryFolder: temporaryFolder)
                try FileSystem.renameItem(stepPath(step.number), to: undonePath(step.number))  // the commit point
                FileSystem.syncFolder(undoneFolder)
                FileSystem.syncFolder(historyFolder)
                try FileSystem.removeExistingFile(journalPath)
                FileSystem.syncFolder(privateFolder)
            }
            return step
        }
    }

    /// Puts back the step the last `undo` took back, byte for byte, and returns it to the history,
    /// atomically. Returns the step redone.
    ///
    /// Only the undone steps numbered after the last recorded step are redone, latest undo first;
    /// after a new change they are set aside (``bringBack(step:summary:time:)``). Refused when a
    /// file the step wrote has changed since the undo, unless `force`.
    @discardableResult
    public func redo(force: Bool = false) throws(HistoryError) -> HistoryStep {
        try locked { () throws(HistoryError) in
            try recover(reporting: true)
            let last = try stepNumbers().last ?? 0
            let undone = try numbers(in: undoneFolder)
            guard let number = redoOrder(undone.filter { $0 > last }).first else {
                throw .nothingToRedo(folder: root, setAside: undone.filter { $0 < last })
            }
            let step = try HistoryStep.decode(path: undonePath(number), withContents: true)
            let after = try HistoryStep.decode(path: redoPath(number), withContents: true)
            var now: [HistoryStep.File] = []
            var changed: [String] = []
            for file in step.files {
                let bytes = try currentBytes(file.entry)
                if bytes != file.before { changed.append(file.entry) }
                now.append(HistoryStep.File(entry: file.entry, before: bytes, afterDigest: file.afterDigest))
            }
            if !changed.isEmpty && !force { throw .changedSinceUndo(entries: changed, summary: step.summary) }
            let journal = HistoryStep(
                kind: .redo, number: number, time: step.time, command: "redo", summary: step.summary, isCreation: false, files: now)
            try writeJournal(try storage { () throws(StorageError) in try journal.encoded() })
            do throws(HistoryError) {
                try restore(after.files)
            } catch {
                _ = try? recover()
                throw error
            }
            try storage { () throws(StorageError) in
                try FileSystem.renameItem(undonePath(number), to: stepPath(number))  // the commit point
                FileSystem.syncFolder(historyFolder)
                FileSystem.syncFolder(undoneFolder)
                try FileSystem.removeExistingFile(redoPath(number))
                try FileSystem.removeExistingFile(journalPath)
                FileSystem.syncFolder(privateFolder)
            }
            return step
        }
    }

    /// Makes an undone step that a later change set aside a new change: its files get the bytes
    /// the step had left them (whatever changed them since is replaced, and recorded, so `undo`
    /// takes it back). Returns the new step and the one brought back.
    @discardableResult
    public func bringBack(step number: Int, summary: (HistoryStep) -> String, time: Int64) throws(HistoryError) -> (
        step: HistoryStep, broughtBack: HistoryStep
    ) {
        try locked { () throws(HistoryError) in
            guard try numbers(in: undoneFolder).contains(number) else { throw .noSuchUndoneStep(folder: root, number: number) }
            let undone = try HistoryStep.decode(path: undonePath(number), withContents: false)
            let after = try HistoryStep.decode(path: redoPath(number), withContents: true)
            let changes = after.files.map { FileChange(entry: $0.entry, content: $0.before.map(FileChange.Content.bytes) ?? .removed) }
            let step = try apply(changes, command: "redo", summary: summary(undone), time: time)
            FileSystem.removeFile(undonePath(number))
            FileSystem.removeFile(redoPath(number))
            FileSystem.syncFolder(undoneFolder)
            return (step, undone)
        }
    }

    /// The undone steps that `step`, a new change, set aside: those that could be redone just before it.
    public func stepsSetAside(by step: HistoryStep) throws(HistoryError) -> [HistoryStep] {
        let earlier = try stepNumbers().last(where: { $0 < step.number }) ?? 0
        return try undoneSteps().filter { $0.number > earlier && $0.number < step.number }
    }

    // MARK: Steps of a change

    /// Runs `body` while this process holds the set's lock: another TalkGrid process that changes
    /// the set (or this one, through another `SetHistory`) waits until `body` has returned, so
    /// what `body` reads is still the set when it writes. Changes made inside take the same lock
    /// again without waiting (the lock is held once per process and set).
    ///
    /// Throws ``HistoryError/busy(folder:holder:)`` after ``waitMilliseconds``; ``waiting`` is
    /// called once when the wait has lasted about half a second.
    public func whileLocked<Result>(_ body: () -> Result) throws(HistoryError) -> Result {
        try locked { () throws(HistoryError) in body() }
    }

    private func locked<Result>(_ body: () throws(HistoryError) -> Result) throws(HistoryError) -> Result {
        let lockPath = privateFolder + "/lock"
        do {
            try FileSystem.makeFolders(temporaryFolder)
        } catch {
            throw .storage(error)
        }
        let key = FileSystem.realPath(privateFolder) ?? privateFolder
        if HeldSetLocks.enter(key) {
            defer { HeldSetLocks.leave(key) }
            return try body()
        }
        let lock: FileSystem.Descriptor?
        do {
            lock = try FileSystem.lock(
                lockPath, timeoutMilliseconds: waitMilliseconds, noticeAfterMilliseconds: 500, waiting: waiting)
        } catch {
            throw .storage(error)
        }
        guard let lock else { throw .busy(folder: root, holder: FileSystem.readText(lockPath, maxBytes: 4_096)) }
        FileSystem.recordHolder(holder, in: lock)
        HeldSetLocks.hold(key)
        defer {
            HeldSetLocks.release(key)
            withExtendedLifetime(lock) {}
        }
        // Temporary files of a process that was killed: nobody else writes while we hold the lock.
        FileSystem.removeTree(temporaryFolder)
        try storage { () throws(StorageError) in try FileSystem.makeFolders(temporaryFolder) }
        return try body()
    }

    /// Rolls back the journal's change, if there is a journal (the lock is held), and removes files
    /// left staged by a change cut short before its journal was written. With `reporting`, what was
    /// put right is handed to ``RecoveredChange``'s observer (a change that failed in this process
    /// and is rolled back at once is not: its own error says what happened).
    ///
    /// A change's journal is always rolled back; an undo's or a redo's is rolled back unless its
    /// commit point (the step's record moving between `history/` and `history/undone/`) was passed,
    /// and then only its leftovers are tidied. A roll-back that cannot finish (the disk still full)
    /// keeps the journal and throws ``HistoryError/cutShortNotRolledBack(summary:reason:)``.
    @discardableResult
    private func recover(reporting: Bool = false) throws(HistoryError) -> Bool {
        guard hasUnfinishedChange else {
            guard hasStagedFiles else { return false }
            FileSystem.removeTree(stagingFolder)
            let removed = removeFolderIfNew()
            if reporting {
                RecoveredChange.report(RecoveredChange(folder: root, summary: "", outcome: .unpackedFilesRemoved, folderRemoved: removed))
            }
            return false
        }
        let journal = try HistoryStep.decode(path: journalPath, withContents: true)
        let committed: Bool
        switch journal.kind {
        case .change: committed = false
        case .undo: committed = (try? FileSystem.kind(of: stepPath(journal.number))) != .regularFile
        case .redo: committed = (try? FileSystem.kind(of: undonePath(journal.number))) != .regularFile
        }
        do throws(HistoryError) {
            if !committed { try restore(journal.files) }
            try storage { () throws(StorageError) in
                switch (journal.kind, committed) {
                case (.undo, false), (.redo, true): try FileSystem.removeExistingFile(redoPath(journal.number))
                default: break
                }
                try FileSystem.removeExistingFile(journalPath)
                FileSystem.syncFolder(privateFolder)
            }
        } catch .storage(let reason) {
            throw .cutShortNotRolledBack(summary: journal.summary, reason: reason)
        }
        FileSystem.removeTree(stagingFolder)
        let removed = journal.isCreation && removeFolderIfNew()
        if reporting {
            RecoveredChange.report(
                RecoveredChange(
                    folder: root, summary: journal.summary, outcome: committed ? .finished : .rolledBack, folderRemoved: removed))
        }
        return !committed
    }

    /// Removes the set folder when an import made it and nothing but TalkGrid's own folder is in it
    /// (the import was rolled back); whether it did.
    private func removeFolderIfNew() -> Bool {
        guard (try? FileSystem.kind(of: newFolderMarker, followingLinks: false)) == .regularFile,
            let names = try? FileSystem.names(in: FileSystem.openFolder(root), path: root), names == [Self.folderName],
            (try? stepNumbers().isEmpty) == true
        else { return false }
        FileSystem.removeTree(root)
        return true
    }

    private func writeJournal(_ step: HistoryStep) throws(HistoryError) {
        try writeJournal(try storage { () throws(StorageError) in try step.encoded() })
    }

    private func writeJournal(_ record: [UInt8]) throws(HistoryError) {
        try storage { () throws(StorageError) in
            try FileSystem.replace(journalPath, with: record, temporaryFolder: temporaryFolder)
            FileSystem.syncFolder(privateFolder)
        }
    }

    /// Writes the files' before-images back (a missing one removed, with the folders it leaves empty).
    ///
    /// Made to work on the full disk that often cut the change short: files that did not exist are
    /// removed first (freeing space), and a file that still has its old bytes (its save failed) is
    /// not written again.
    private func restore(_ files: [HistoryStep.File]) throws(HistoryError) {
        let added = files.filter { $0.before == nil }
        try storage { () throws(StorageError) in
            var folders: Set<String> = []
            for file in added {
                try FileSystem.removeExistingFile(root + "/" + file.entry)
                folders.insert(PathText.folder(of: root + "/" + file.entry))
            }
            // Longest first, so a folder's emptied subfolders go before it is tried.
            for folder in folders.sorted(by: { $0.count > $1.count }) {
                var empty = folder
                while empty.count > root.count, FileSystem.removeFolderIfEmpty(empty) { empty = PathText.folder(of: empty) }
            }
        }
        var changes: [FileChange] = []
        for file in files {
            guard let before = file.before, try currentBytes(file.entry) != before else { continue }
            changes.append(FileChange(entry: file.entry, content: .bytes(before)))
        }
        try write(changes)
    }

    /// Writes the changes; false when `stopping` said yes before all were written.
    @discardableResult
    private func write(_ changes: [FileChange], stopping: () -> Bool = { false }) throws(HistoryError) -> Bool {
        try storage { () throws(StorageError) in
            var folders: Set<String> = []
            defer { for folder in folders { FileSystem.syncFolder(folder) } }
            for change in changes {
                if stopping() { return false }
                let target = root + "/" + change.entry
                let folder = PathText.folder(of: target)
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
            return true
        }
    }

    /// Drops the oldest records beyond the bounds, always keeping the newest; the undone steps
    /// are kept within the same bounds of their own.
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
        var undone = try self.numbers(in: undoneFolder)
        var undoneTotal = 0
        for number in undone {
            undoneTotal += Int((try? FileSystem.size(of: undonePath(number))) ?? 0) + Int((try? FileSystem.size(of: redoPath(number))) ?? 0)
        }
        while !undone.isEmpty, undone.count > Self.maximumSteps || undoneTotal > Self.maximumBytes {
            let oldest = undone.removeFirst()
            undoneTotal -= Int((try? FileSystem.size(of: undonePath(oldest))) ?? 0) + Int((try? FileSystem.size(of: redoPath(oldest))) ?? 0)
            FileSystem.removeFile(undonePath(oldest))
            FileSystem.removeFile(redoPath(oldest))
        }
    }

    private func storage<Value>(_ body: () throws(StorageError) -> Value) throws(HistoryError) -> Value {
        do {
            return try body()
        } catch {
            throw .storage(error)
        }
    }
}

/// A set's history gives the loader the boards TalkGrid saved last (``SetHistory/savedVersion(of:accepting:)``).
extension SetHistory: SavedVersions {}
