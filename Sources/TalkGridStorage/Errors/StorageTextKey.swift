import TalkGrid

/// The name of one text of the storage library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why the settings were set aside, why a change could not
/// be recorded or undone (``HistoryError``), why a file could not be opened, read or written (``StorageError``).
public enum StorageTextKey: String, WordKey {
    // MARK: The settings file
    case settingsNotRead = "storage.settings.notRead"
    case settingsKept = "storage.settings.kept"
    case settingsNotSettings = "storage.settings.notSettings"
    case settingsGoneWhileSaving = "storage.settings.goneWhileSaving"

    // MARK: History (HistoryError)
    case historyBusy = "storage.history.busy"
    case historyBusyNamed = "storage.history.busyNamed"
    case historyNothingToUndo = "storage.history.nothingToUndo"
    case historyNothingToRedo = "storage.history.nothingToRedo"
    case historyNothingToRedoSetAside = "storage.history.nothingToRedoSetAside"
    case historyNoSuchUndoneStep = "storage.history.noSuchUndoneStep"
    case historyChangedSinceUndo = "storage.history.changedSinceUndo"
    case historyCreationStep = "storage.history.creationStep"
    case historyChangedOutside = "storage.history.changedOutside"
    case historyDamagedRecord = "storage.history.damagedRecord"
    case recordLacks = "storage.record.lacks"
    case recordNotStep = "storage.record.notStep"
    case recordNoEntry = "storage.record.noEntry"
    case recordEntryOutside = "storage.record.entryOutside"

    // MARK: Errors of the files themselves
    case problem = "storage.problem"

    // MARK: Why a file, folder or archive could not be opened, read or written (StorageError)
    case errorNotFound = "storage.error.notFound"
    case errorPermissionDenied = "storage.error.permissionDenied"
    case errorUnreadable = "storage.error.unreadable"
    case errorFolderWithoutManifest = "storage.error.folderWithoutManifest"
    case errorNoSuchShippedSet = "storage.error.noSuchShippedSet"
    case errorDamagedArchive = "storage.error.damagedArchive"
    case errorDamagedEntry = "storage.error.damagedEntry"
    case errorUnsafeEntryName = "storage.error.unsafeEntryName"
    case errorSymbolicLinkEntry = "storage.error.symbolicLinkEntry"
    case errorDuplicateEntry = "storage.error.duplicateEntry"
    case errorDifferentEntriesOfOneName = "storage.error.differentEntriesOfOneName"
    case errorTooManyEntries = "storage.error.tooManyEntries"
    case errorArchiveTooLarge = "storage.error.archiveTooLarge"
    case errorEntryTooLarge = "storage.error.entryTooLarge"
    case errorSuspiciousCompression = "storage.error.suspiciousCompression"
    case errorNestedTooDeeply = "storage.error.nestedTooDeeply"
    case errorOutsideFolder = "storage.error.outsideFolder"
    case errorSymbolicLinkInFolder = "storage.error.symbolicLinkInFolder"
    case errorNotARegularFile = "storage.error.notARegularFile"
    case errorNotAFolder = "storage.error.notAFolder"
    case errorDestinationNotEmpty = "storage.error.destinationNotEmpty"
    case errorDiskFull = "storage.error.diskFull"
    case errorWriteFailed = "storage.error.writeFailed"
    case entryAbsolute = "storage.entry.absolute"
    case entryDriveLetter = "storage.entry.driveLetter"
    case entryParentFolder = "storage.entry.parentFolder"
    case entryNulCharacter = "storage.entry.nulCharacter"
    case entryEmpty = "storage.entry.empty"
    case sizeGiB = "storage.size.gib"
    case sizeMiB = "storage.size.mib"
    case sizeKiB = "storage.size.kib"
    case sizeBytes = "storage.size.bytes"
}
