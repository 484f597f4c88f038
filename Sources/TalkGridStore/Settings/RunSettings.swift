import TalkGrid
import TalkGridStorage

/// The one place settings are merged: what a run starts with, and what it saves when the person
/// changes a setting in the menu.
public enum RunSettings {
    /// The settings a run starts with: the saved ones, then each one given for the run, then
    /// `TALKGRID_THEME`; the language from the locale when none of them gives one.
    ///
    /// - Parameters:
    ///   - environment: the process's environment (`run --keys` passes only the locale variables, so
    ///     its language follows LANG as the board's does); nil for a run that reads none.
    public static func starting(
        saved: SavedSettings, overrides: SettingOverrides, environment: [String: String]?, boardSet: BoardSet
    ) -> SavedSettings {
        var merged = saved
        var settings = saved.session
        if let layout = overrides.layout { settings.layout = layout }
        if let keypad = overrides.keypad { settings.keypad = keypad }
        if let speakOnSelect = overrides.speakOnSelect { settings.speakOnSelect = speakOnSelect }
        if let speaksScreen = overrides.speaksScreen { settings.speaksScreen = speaksScreen }
        settings.voiceID = voice(option: overrides.voiceID, saved: saved)
        if let access = overrides.access { settings.access = access }
        if let symbols = overrides.symbols { settings.symbols = symbols }
        if let textSize = overrides.textSize { settings.textSize = SessionSettings.textSizes.clamp(textSize) }
        if let pace = overrides.scanPaceMilliseconds { settings.scan.paceMilliseconds = ScanSettings.paceRange.clamp(pace) }
        if let highContrast = overrides.highContrast ?? environment?["TALKGRID_THEME"].flatMap(SavedSettings.isHighContrast) {
            settings.highContrast = highContrast
        }
        if let language = overrides.language {
            settings.language = language
        } else if settings.language == nil, let environment {
            settings.language = LocaleLanguage.choose(for: boardSet, environment: environment)
        }
        merged.session = settings
        merged.keepsHistory = saved.keepsHistory && overrides.keepsHistory != false
        return merged
    }

    /// The one voice choice of everything that speaks (`say`, `run --keys`, the board, the window):
    /// the voice given as an option, then the person's (saved in `config.json`), then none: the
    /// language's default voice. (A set's own voice setting, when sets carry one, goes between.)
    public static func voice(option: String?, saved: SavedSettings) -> String? {
        option ?? saved.session.voiceID
    }

    /// The saved settings with the changes the person just made in the menu, and only those:
    /// settings given for the run or taken from the locale are saved only once changed.
    public static func remembering(_ new: SessionSettings, changedFrom old: SessionSettings, in saved: SavedSettings) -> SavedSettings {
        var remembered = saved
        func keep<Value: Equatable>(_ setting: WritableKeyPath<SessionSettings, Value>) {
            if new[keyPath: setting] != old[keyPath: setting] { remembered.session[keyPath: setting] = new[keyPath: setting] }
        }
        keep(\.layout)
        keep(\.keypad)
        keep(\.language)
        keep(\.level)
        keep(\.voiceID)
        keep(\.rate)
        keep(\.speakOnSelect)
        keep(\.speaksScreen)
        keep(\.wordsAhead)
        keep(\.folderWords)
        keep(\.highContrast)
        keep(\.symbols)
        keep(\.access)
        keep(\.scan)
        keep(\.caregiverLock)
        keep(\.textSize)
        keep(\.showsKeyBadges)
        if new.keypad != old.keypad { remembered.choseKeypad = true }
        return remembered
    }
}
