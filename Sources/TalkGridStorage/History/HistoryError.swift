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

    public var caregiverText: CaregiverText {
        switch self {
        case .storage(let error):
            error.caregiverText
        case .busy(let folder, let holder):
            if let holder = holder?.trimmingSpaces, let space = holder.firstIndex(of: " "), Int(holder[..<space]) != nil {
                CaregiverText(
                    StorageTextKey.historyBusyNamed,
                    [
                        "folder": .text(folder), "process": .text(String(holder[..<space])),
                        "command": .text(String(holder[holder.index(after: space)...])),
                    ])
            } else {
                CaregiverText(StorageTextKey.historyBusy, ["folder": .text(folder)])
            }
        case .nothingToUndo(let folder):
            CaregiverText(StorageTextKey.historyNothingToUndo, ["folder": .text(folder)])
        case .nothingToRedo(let folder, let setAside):
            setAside.isEmpty
                ? CaregiverText(StorageTextKey.historyNothingToRedo, ["folder": .text(folder)])
                : CaregiverText(
                    StorageTextKey.historyNothingToRedoSetAside,
                    [
                        "folder": .text(folder), "steps": .text(setAside.map(String.init).joined(separator: ", ")),
                        "step": .number(setAside.last ?? 0),
                    ])
        case .noSuchUndoneStep(let folder, let number):
            CaregiverText(StorageTextKey.historyNoSuchUndoneStep, ["folder": .text(folder), "step": .number(number)])
        case .changedSinceUndo(let entries, let summary):
            CaregiverText(
                StorageTextKey.historyChangedSinceUndo, ["entries": .text(entries.joined(separator: ", ")), "summary": .text(summary)])
        case .creationStep(let summary):
            CaregiverText(StorageTextKey.historyCreationStep, ["summary": .text(summary)])
        case .changedOutside(let entries, let summary):
            CaregiverText(
                StorageTextKey.historyChangedOutside, ["entries": .text(entries.joined(separator: ", ")), "summary": .text(summary)])
        case .damagedRecord(let path, let reason):
            CaregiverText(StorageTextKey.historyDamagedRecord, ["path": .text(path), "reason": .caregiver(reason)])
        }
    }
}
