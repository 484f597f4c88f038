import TalkGridStorage

/// Settings the store asks its front end to save (``StoreOutput/save``): only what changed from
/// ``changedFrom`` to ``settings`` replaces what the file holds then (``SettingsFile/save(_:changedFrom:)``).
/// The front end's ``SettingsDisk`` saves it off the store's way and sends the outcome back as
/// ``StoreEvent/settingsSaved(_:)`` or ``StoreEvent/settingsNotSaved(_:)``.
public struct SettingsSave: Equatable, Sendable {
    /// The settings to save.
    public var settings: SavedSettings
    /// The settings they were changed from (what the store had before the change).
    public var changedFrom: SavedSettings

    public init(_ settings: SavedSettings, changedFrom: SavedSettings) {
        self.settings = settings
        self.changedFrom = changedFrom
    }

    /// This save followed by `later` as one save: from this one's start to `later`'s end.
    func then(_ later: SettingsSave) -> SettingsSave {
        SettingsSave(later.settings, changedFrom: changedFrom)
    }
}
