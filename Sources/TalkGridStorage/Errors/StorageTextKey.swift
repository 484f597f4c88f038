import TalkGrid

/// The name of one text of the storage library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why the settings were set aside, why a change could not
/// be recorded or undone (``HistoryError``).
public enum StorageTextKey: String, WordKey {
    // MARK: The settings file
    case settingsNotRead = "storage.settings.notRead"
    case settingsKept = "storage.settings.kept"
    case settingsNotSettings = "storage.settings.notSettings"
    case settingsGoneWhileSaving = "storage.settings.goneWhileSaving"

    // MARK: History (HistoryError)
    case historyBusy = "storage.history.busy"
    case historyNothingToUndo = "storage.history.nothingToUndo"
    case historyCreationStep = "storage.history.creationStep"
    case historyChangedOutside = "storage.history.changedOutside"
    case historyDamagedRecord = "storage.history.damagedRecord"
    case recordLacks = "storage.record.lacks"
    case recordNotStep = "storage.record.notStep"
    case recordNoEntry = "storage.record.noEntry"
    case recordEntryOutside = "storage.record.entryOutside"

    // MARK: Errors of the files themselves
    case problem = "storage.problem"
}
