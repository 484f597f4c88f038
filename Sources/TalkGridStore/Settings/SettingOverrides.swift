import TalkGrid

/// Settings given for one run (on the command line or in the environment): each one given wins
/// over the saved one for this run, and is not saved.
public struct SettingOverrides: Equatable, Sendable {
    public var layout: BoardLayout?
    public var keypad: Keypad?
    public var speakOnSelect: Bool?
    /// `--speak-screen on|off`.
    public var speaksScreen: Bool?
    /// A BCP-47 tag, normalized.
    public var language: String?
    public var voiceID: String?
    /// From `TALKGRID_THEME` (`standard`, `high-contrast`).
    public var highContrast: Bool?
    /// `--no-history` gives false.
    public var keepsHistory: Bool?
    /// `--access keys|step-scan|auto-scan`.
    public var access: AccessMethod?
    /// `--scan-pace SECONDS`, in milliseconds.
    public var scanPaceMilliseconds: Int?
    /// `--symbols auto|kitty|sixel|iterm|blocks|off`.
    public var symbols: SymbolsSetting?
    /// `--text-size 1-7` (the window's).
    public var textSize: Int?

    public init(
        layout: BoardLayout? = nil, keypad: Keypad? = nil, speakOnSelect: Bool? = nil, speaksScreen: Bool? = nil, language: String? = nil,
        voiceID: String? = nil, highContrast: Bool? = nil, keepsHistory: Bool? = nil, access: AccessMethod? = nil,
        scanPaceMilliseconds: Int? = nil, symbols: SymbolsSetting? = nil, textSize: Int? = nil
    ) {
        self.layout = layout
        self.keypad = keypad
        self.speakOnSelect = speakOnSelect
        self.speaksScreen = speaksScreen
        self.language = language
        self.voiceID = voiceID
        self.highContrast = highContrast
        self.keepsHistory = keepsHistory
        self.access = access
        self.scanPaceMilliseconds = scanPaceMilliseconds
        self.symbols = symbols
        self.textSize = textSize
    }
}
