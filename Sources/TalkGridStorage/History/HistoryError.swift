import TalkGrid

/// Why a change could not be recorded or undone; each ``caregiverText`` says what to do.
public enum HistoryError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// A file could not be read or written.
    case storage(StorageError)
    /// Another TalkGrid command is changing the set right now.
    case busy(folder: String)
    /// There is no recorded change left to undo.
    case nothingToUndo(folder: String)
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
        case .busy(let folder):
            CaregiverText(StorageTextKey.historyBusy, ["folder": .text(folder)])
        case .nothingToUndo(let folder):
            CaregiverText(StorageTextKey.historyNothingToUndo, ["folder": .text(folder)])
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
