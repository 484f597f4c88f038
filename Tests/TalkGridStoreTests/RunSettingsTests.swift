import TalkGrid
import TalkGridShipped
import TalkGridStorage
import TalkGridStore
import Testing

/// The one settings merge: saved, then given for the run, then the environment; the menu's
/// changes saved, and only those.
@Suite("Run settings")
struct RunSettingsTests {
    let set: BoardSet

    init() throws {
        set = try #require(try ShippedContent.boardSet(named: "first-words"))
    }

    @Test("given settings win over saved ones; the rest stay as saved")
    func overrides() {
        var saved = SavedSettings()
        saved.session.layout = .rows
        saved.session.rate = 200
        saved.session.voiceID = "en-GB"
        saved.session.textSize = 2
        let merged = RunSettings.starting(
            saved: saved,
            overrides: SettingOverrides(keypad: .numpad, speakOnSelect: false, speaksScreen: true, voiceID: "en-US", textSize: 6),
            environment: [:],
            boardSet: set)
        #expect(merged.session.layout == .rows)
        #expect(merged.session.rate == 200)
        #expect(merged.session.keypad == .numpad)
        #expect(!merged.session.speakOnSelect)
        #expect(merged.session.speaksScreen, "--speak-screen on wins over the saved off")
        #expect(merged.session.voiceID == "en-US")
        #expect(merged.session.textSize == 6, "--text-size wins over the saved size")
    }

    @Test("the language: given, else saved, else the locale's when the set has it, else English; none without an environment")
    func language() {
        func language(saved: String?, given: String?, environment: [String: String]?) -> String? {
            var settings = SavedSettings()
            settings.session.language = saved
            return RunSettings.starting(
                saved: settings, overrides: SettingOverrides(language: given), environment: environment, boardSet: set
            ).session.language
        }
        #expect(language(saved: "fr", given: "zh", environment: ["LANG": "es_ES.UTF-8"]) == "zh")
        #expect(language(saved: "fr", given: nil, environment: ["LANG": "es_ES.UTF-8"]) == "fr")
        #expect(language(saved: nil, given: nil, environment: ["LANG": "es_ES.UTF-8"]) == "es")
        #expect(language(saved: nil, given: nil, environment: ["LANG": "de_DE.UTF-8"]) == "en")
        #expect(language(saved: nil, given: nil, environment: nil) == nil)
    }

    @Test("TALKGRID_THEME picks the colours for the run; --no-history and config.json turn the history off")
    func themeAndHistory() {
        let start = { (saved: SavedSettings, overrides: SettingOverrides, environment: [String: String]) in
            RunSettings.starting(saved: saved, overrides: overrides, environment: environment, boardSet: self.set)
        }
        #expect(start(SavedSettings(), SettingOverrides(), ["TALKGRID_THEME": "high-contrast"]).session.highContrast)
        #expect(!start(SavedSettings(), SettingOverrides(), ["TALKGRID_THEME": "sparkly"]).session.highContrast)
        #expect(start(SavedSettings(), SettingOverrides(), [:]).keepsHistory)
        #expect(!start(SavedSettings(), SettingOverrides(keepsHistory: false), [:]).keepsHistory)
        #expect(!start(SavedSettings(keepsHistory: false), SettingOverrides(keepsHistory: true), [:]).keepsHistory)
    }

    @Test("only what the menu changed is saved over the saved settings")
    func remembering() {
        var saved = SavedSettings()
        saved.session.rate = 120
        let before = SessionSettings(keypad: .numpad, language: "es")  // given for the run / from the locale
        var after = before
        after.layout = .rows
        after.highContrast = true
        after.speaksScreen = true
        after.textSize = 6
        let remembered = RunSettings.remembering(after, changedFrom: before, in: saved)
        #expect(remembered.session.textSize == 6, "the window's text size, chosen in its menu or with Ctrl-+")
        #expect(remembered.session.layout == .rows)
        #expect(remembered.session.highContrast)
        #expect(remembered.session.speaksScreen)
        #expect(remembered.session.keypad == .phone)
        #expect(remembered.session.language == nil)
        #expect(remembered.session.rate == 120)
    }
}
