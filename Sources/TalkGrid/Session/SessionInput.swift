/// What happened to the session: a key press, or a command from a front end.
public enum SessionInput: Hashable, Sendable {
    /// The person pressed a key (a switch interface types keys too: Space and Enter by default).
    case key(Key)
    /// The person touched or clicked the cell shown at this row and column (rows layout: the
    /// page's line), or rested the pointer on it (`by: .dwell`): it is picked at once, by the
    /// keys that pick it from the top of the board, and recorded with that method.
    case touchCell(row: Int, column: Int, by: PickMethod = .touch)
    /// The person touched or clicked a slot of the words-ahead strip (0 for the first): its word
    /// is added as Space and the slot's key would add it.
    case touchWordAhead(slot: Int)
    /// The person touched or clicked a control (its key says which).
    case touchControl(Key)
    /// One auto-scan pace period passed (the front end keeps the time; the session reads no clock).
    case tick
    /// Number keys, step scanning or auto-scan.
    case setAccess(AccessMethod)
    /// The switch keys, pace, loops, auditory scanning and ignore-repeats settings.
    case setScanSettings(ScanSettings)
    /// Show boards as a grid or as rows.
    case setLayout(BoardLayout)
    /// Phone (1 2 3 on top) or numpad (7 8 9 on top).
    case setKeypad(Keypad)
    /// The language to show and speak; nil for each board's own.
    case setLanguage(String?)
    /// Speak each word as it is picked.
    case setSpeakOnSelect(Bool)
    /// Say each notice aloud too ("speak the screen").
    case setSpeaksScreen(Bool)
    /// Show the words ahead (the strip, and Space) or not.
    case setWordsAhead(Bool)
    /// The person's vocabulary level (1 to 5): the cells up to it show.
    case setLevel(Int)
    /// A voice profile id; nil for the voice of each language.
    case setVoice(String?)
    /// Words per minute; nil for the voice's default.
    case setRate(Int?)
    /// Whether folder cells also add their word.
    case setFolderWords(FolderWordPolicy)
    /// High contrast colours (true) or the standard colours (false).
    case setHighContrast(Bool)
    /// The caregiver lock to use from now on; nil for none (a new code chosen in the menu, or the
    /// lock set or removed in `config.json` by another program meanwhile).
    case setCaregiverLock(CaregiverLock?)
    /// How pictures are drawn.
    case setSymbols(SymbolsSetting)
    /// The window's text size step (``SessionSettings/textSizes``); nil: the desktop's.
    case setTextSize(Int?)
    /// Bring back the last cleared message.
    case restoreClearedMessage
    /// Speak the last spoken message again.
    case repeatLastMessage
    /// The caregiver asks to edit the boards (the window's "Edit boards", `run --window --edit`):
    /// the caregiver code is asked first when the lock is set.
    case editBoards
    /// The caregiver goes to a board of the set by its id, in edit mode (a board just added, which
    /// no cell opens yet): it opens as a link to it would, and Back returns. An id the set does not
    /// have changes nothing.
    case openBoard(String)
    /// The form a modifier cell asked for (``SessionEffect/changeWord(_:word:language:)``), found by the
    /// edge's word data: the message's last word becomes it; nil when the word has no such form.
    case changedWord(String?)
    /// The forms of the message's last word (``SessionEffect/findForms(word:language:before:)``), in the
    /// order that fits the words before: opens the change-word screen.
    case formsFound([String])
    /// The words most likely next (``SessionEffect/findWordsAhead(after:spelling:)``), best first:
    /// opens the words-ahead screen.
    case wordsAheadFound([WordAhead])
}
