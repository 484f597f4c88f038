import TalkGridStorage

extension RecoveredChange {
    /// The one line that says what a command put right before it did its own work.
    package var notice: CommandText {
        switch (outcome, folderRemoved) {
        case (.rolledBack, false): CommandText(.recoveredRolledBack, ["folder": .text(folder), "summary": .text(summary)])
        case (.rolledBack, true): CommandText(.recoveredRolledBackFolderRemoved, ["folder": .text(folder), "summary": .text(summary)])
        case (.finished, _): CommandText(.recoveredFinished, ["folder": .text(folder), "summary": .text(summary)])
        case (.unpackedFilesRemoved, false): CommandText(.recoveredUnpackedRemoved, ["folder": .text(folder)])
        case (.unpackedFilesRemoved, true): CommandText(.recoveredUnpackedFolderRemoved, ["folder": .text(folder)])
        }
    }
}
