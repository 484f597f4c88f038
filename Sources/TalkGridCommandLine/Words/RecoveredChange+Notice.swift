import TalkGridStorage

extension RecoveredChange {
    /// The one line that says what a command put right before it did its own work.
    package var notice: CommandText {
        switch (outcome, folderRemoved) {
        case (.rolledBack, false): CommandText.recoveredRolledBack(folder: folder, summary: summary)
        case (.rolledBack, true): CommandText.recoveredRolledBackFolderRemoved(summary: summary, folder: folder)
        case (.finished, _): CommandText.recoveredFinished(folder: folder, summary: summary)
        case (.unpackedFilesRemoved, false): CommandText.recoveredUnpackedRemoved(folder: folder)
        case (.unpackedFilesRemoved, true): CommandText.recoveredUnpackedFolderRemoved(folder: folder)
        }
    }
}
