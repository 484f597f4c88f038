import TalkGrid

/// The name of one text of the storage library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why the settings were set aside, why a change could not
/// be recorded or undone (``HistoryError``), why a file could not be opened, read or written (``StorageError``).
public enum StorageTextKey: String, WordKey {
    public static let catalogueSection = "storage"

    // MARK: The settings file
    case settingsNotSettings
    case settingsNotJSON
    case settingShouldBe
    case settingLost
    case settingsLockUnreadable
    case settingsMistakeNothingLost
    case settingsAllLost
    case expectsOneOf
    case expectsTrueOrFalse
    case expectsWholeNumber
    case expectsText
    case expectsObject
    case expectsLock

    // MARK: History (HistoryError)
    case historyBusy
    case historyBusyNamed
    case historyNothingToUndo
    case historyNothingToRedo
    case historyNothingToRedoSetAside
    case historyNoSuchUndoneStep
    case historyChangedSinceUndo
    case historyCreationStep
    case historyChangedOutside
    case historyDamagedRecord
    case historyDiskFull
    case historyCutShortNotRolledBack
    case historyStopped
    case recordLacks
    case recordNotStep
    case recordNoEntry
    case recordEntryOutside

    // MARK: Errors of the files themselves
    case problem

    // MARK: Why a file, folder or archive could not be opened, read or written (StorageError)
    case errorNotFound
    case errorPermissionDenied
    case errorUnreadable
    case errorFolderWithoutManifest
    case errorNoSuchShippedSet
    case errorDamagedArchive
    case errorDamagedEntry
    case errorUnsafeEntryName
    case errorSymbolicLinkEntry
    case errorDuplicateEntry
    case errorDifferentEntriesOfOneName
    case errorTooManyEntries
    case errorArchiveTooLarge
    case errorEntryTooLarge
    case errorSuspiciousCompression
    case errorNestedTooDeeply
    case errorOutsideFolder
    case errorSymbolicLinkInFolder
    case errorNotARegularFile
    case errorNotAFolder
    case errorDestinationNotEmpty
    case errorDiskFull
    case errorWriteFailed
    case errorSettingsLockUnreadable
    case entryAbsolute
    case entryDriveLetter
    case entryParentFolder
    case entryNulCharacter
    case entryEmpty
    case sizeGiB
    case sizeMiB
    case sizeKiB
    case sizeBytes

    // MARK: Why a file was not written (OutputRefusal)
    case outputNotWritten
    case outputInsideBoardSet
    case outputFolder
    case outputWrongEnding
    case outputOtherKind
    case outputExists
    case outputKindObz
    case outputKindPdf
    case outputKindWav
    case outputKindCsv
    case outputKindLam
    case outputKindVoiceProfile
}
