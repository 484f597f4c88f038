import TalkGrid

/// Why a change could not be recorded or undone; each ``caregiverText`` says what to do.
public enum HistoryError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// A file could not be read or written.
    case storage(StorageError)
    /// Another TalkGrid command kept the set's lock for longer than the wait; `holder` is what it
    /// recorded in the lock (its process id and command), when it could be read.
    case busy(folder: String, holder: String?)
    /// There is no recorded change left to undo.
    case nothingToUndo(folder: String)
    /// No undone step is next in line to redo; `setAside` are undone steps a later change set aside.
    case nothingToRedo(folder: String, setAside: [Int])
    /// `redo --step N` named a step that is not among the undone ones.
    case noSuchUndoneStep(folder: String, number: Int)
    /// Files were changed after the undo; redoing would lose those changes.
    case changedSinceUndo(entries: [String], summary: String)
    /// The last step made the set; undoing it would leave no set.
    case creationStep(summary: String)
    /// Files were changed outside TalkGrid after the step; undoing would lose those changes.
    case changedOutside(entries: [String], summary: String)
    /// A history record that cannot be read.
    case damagedRecord(path: String, reason: CaregiverText)
    /// The disk filled up while the change was written; nothing changed. `neededBytes` is about
    /// what the change writes (its files and its record).
    case diskFull(path: String, neededBytes: Int)
    /// A change cut short earlier (named by its summary) could not be rolled back yet, for `reason`
    /// (a disk still full): its journal is kept, and the next command tries again.
    case cutShortNotRolledBack(summary: String, reason: StorageError)
    /// Ctrl-C before the change was committed: nothing was changed.
    case stopped

    public var caregiverText: CaregiverText {
        switch self {
        case .storage(let error):
            error.caregiverText
        case .busy(let folder, let holder):
            if let holder = holder?.trimmingSpaces, let space = holder.firstIndex(of: " "), Int(holder[..<space]) != nil {
                StorageText.historyBusyNamed(
                    process: String(holder[..<space]), command: String(holder[holder.index(after: space)...]), folder: folder)
            } else {
                StorageText.historyBusy(folder: folder)
            }
        case .nothingToUndo(let folder):
            StorageText.historyNothingToUndo(folder: folder)
        case .nothingToRedo(let folder, let setAside):
            setAside.isEmpty
                ? StorageText.historyNothingToRedo(folder: folder)
                : StorageText.historyNothingToRedoSetAside(
                    steps: setAside.map(String.init).joined(separator: ", "), folder: folder, step: setAside.last ?? 0)
        case .noSuchUndoneStep(let folder, let number):
            StorageText.historyNoSuchUndoneStep(step: number, folder: folder)
        case .changedSinceUndo(let entries, let summary):
            StorageText.historyChangedSinceUndo(entries: entries.joined(separator: ", "), summary: summary)
        case .creationStep(let summary):
            StorageText.historyCreationStep(summary: summary)
        case .changedOutside(let entries, let summary):
            StorageText.historyChangedOutside(entries: entries.joined(separator: ", "), summary: summary)
        case .damagedRecord(let path, let reason):
            StorageText.historyDamagedRecord(path: path, reason: reason)
        case .diskFull(let path, let neededBytes):
            StorageText.historyDiskFull(path: path, size: Self.size(neededBytes))
        case .cutShortNotRolledBack(let summary, let reason):
            StorageText.historyCutShortNotRolledBack(summary: summary, reason: reason.caregiverText)
        case .stopped:
            CaregiverText(StorageTextKey.historyStopped)
        }
    }

    /// A size a person can free, rounded up: `12 KB`, `3.4 MB`.
    static func size(_ bytes: Int) -> String {
        if bytes < 1_000_000 { return "\(max(1, (bytes + 999) / 1_000)) KB" }
        let tenths = (bytes + 99_999) / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
