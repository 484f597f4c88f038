/// Why a change could not be recorded or undone; each `description` says what to do.
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
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
    case damagedRecord(path: String, reason: String)

    public var description: String {
        switch self {
        case .storage(let error):
            error.description
        case .busy(let folder):
            "another talkgrid command is changing \(folder) right now; try again when it has finished"
        case .nothingToUndo(let folder):
            "there is no change of \(folder) left to undo ('talkgrid history \(folder)' lists what is recorded)"
        case .creationStep(let summary):
            "the only change left is how the set was made (\(summary)); there is nothing earlier to go back to"
        case .changedOutside(let entries, let summary):
            "\(entries.joined(separator: ", ")) changed after the last change (\(summary)), outside TalkGrid; "
                + "undoing would lose that. Add --force to undo it anyway"
        case .damagedRecord(let path, let reason):
            "the history record \(path) cannot be read (\(reason)); move the .talkgrid folder away to start a new history"
        }
    }
}
