/// The person's choices for a session; the executable persists them between runs.
public struct SessionSettings: Hashable, Sendable {
    public var layout: BoardLayout
    public var keypad: Keypad
    /// The language to show and speak (BCP-47); nil means each board's own language.
    public var language: String?
    /// A voice profile id; nil means the profile for each utterance's language.
    public var voiceID: String?
    /// Speech rate in words per minute; nil means the voice profile's default.
    public var rate: Int?
    /// How the message is said: the voice profile at the person's speed.
    public var messageProsody: Prosody { Prosody(rate: rate) }
    /// Speak each word as it is picked (on by default, as in most AAC apps: hearing the word
    /// confirms the choice before the message is spoken).
    public var speakOnSelect: Bool
    /// Speak what the screen says (a board opened, "Clear the message?", "Message cleared") in the
    /// session's voice; off by default, the notices are shown either way.
    public var speaksScreen: Bool
    /// Whether folder cells also add their word.
    public var folderWords: FolderWordPolicy
    /// Draw the screen in high contrast (white on black, yellow keys, no board colours) instead
    /// of the standard colours; a front end maps it to its own theme.
    public var highContrast: Bool
    /// How the set's pictures are drawn (the terminal's best by default).
    public var symbols: SymbolsSetting
    /// The person's vocabulary level (1 to 5): the board shows the cells up to it, the others keep
    /// their slots and keys (``VocabularyLevel``); 5, the default, shows every cell.
    public var level: Int
    /// Number keys (the default), step scanning or auto-scan.
    public var access: AccessMethod
    /// How scanning behaves.
    public var scan: ScanSettings
    /// The caregiver lock on Quit and the settings of the menu; nil when there is none.
    public var caregiverLock: CaregiverLock?
    /// The window's text size, a step of ``textSizes`` (4 the standard size, 6 and 7 the
    /// accessibility sizes, as Dynamic Type has them); nil follows the desktop's text scale. The
    /// terminal's text is the terminal's own.
    public var textSize: Int?
    /// Whether the window shows each cell's key sequence in a badge when number keys pick (on by
    /// default; off for a person who only touches, or a caregiver who finds the numbers a distraction).
    public var showsKeyBadges: Bool
    /// Whether Space (and Words ahead in the controls) offers the words most likely next (on by
    /// default; `"words_ahead": false` in `config.json` turns it off).
    public var wordsAhead: Bool

    /// The text size steps: 1 to 5 the standard sizes, 6 and 7 the accessibility sizes.
    public static let textSizes = 1...7
    /// The standard text size step (the desktop's 100%).
    public static let standardTextSize = 4

    public init(
        layout: BoardLayout = .grid, keypad: Keypad = .phone, language: String? = nil, voiceID: String? = nil,
        rate: Int? = nil, speakOnSelect: Bool = true, speaksScreen: Bool = false, folderWords: FolderWordPolicy = .whenVocalized,
        highContrast: Bool = false, symbols: SymbolsSetting = .auto, access: AccessMethod = .keys, scan: ScanSettings = ScanSettings(),
        caregiverLock: CaregiverLock? = nil, textSize: Int? = nil, showsKeyBadges: Bool = true,
        wordsAhead: Bool = true, level: Int = VocabularyLevel.all
    ) {
        self.wordsAhead = wordsAhead
        self.level = VocabularyLevel.levels.clamp(level)
        self.layout = layout
        self.keypad = keypad
        self.language = language
        self.voiceID = voiceID
        self.rate = rate
        self.speakOnSelect = speakOnSelect
        self.speaksScreen = speaksScreen
        self.folderWords = folderWords
        self.highContrast = highContrast
        self.symbols = symbols
        self.access = access
        self.scan = scan
        self.caregiverLock = caregiverLock
        self.textSize = textSize.map(Self.textSizes.clamp)
        self.showsKeyBadges = showsKeyBadges
    }
}
