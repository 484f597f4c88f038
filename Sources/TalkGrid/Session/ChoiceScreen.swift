/// A step-by-step screen (a confirmation or one menu decision), laid out as a small board.
///
/// The options are cells of a board (at most three columns, icon plus label), so the screen is
/// drawn and operated exactly like a board: the same keys in the same positions, the grid or rows
/// layout, and `0` to go back a step.
public struct ChoiceScreen: Equatable, Sendable {
    /// The mode this screen belongs to.
    public var mode: SessionMode
    /// The glyph and option cells (the words are in ``title`` and ``labels``).
    public var board: Board
    /// The screen's title.
    public var title: InterfaceText
    /// The label of each option, by cell id.
    public var labels: [String: ScreenText]
    /// The option matching the current setting, to be marked on screen.
    public var currentOptionID: String?

    /// The options' labels in the order of the cells.
    public var optionLabels: [ScreenText] {
        board.cells.map { labels[$0.id] ?? .content($0.label) }
    }
    /// What each option does, by cell id.
    var actions: [String: ChoiceAction]

    init(mode: SessionMode, title: InterfaceText, glyph: String, options: [ChoiceOption], currentOptionID: String? = nil) {
        self.mode = mode
        self.title = title
        self.currentOptionID = currentOptionID
        let columns = min(max(options.count, 1), 3)
        let rows = max(1, (options.count + columns - 1) / columns)
        var grid = Grid(rows: rows, columns: columns)
        for (index, option) in options.enumerated() {
            grid.slots[index / columns][index % columns] = option.id
        }
        // The board's name is the title's key and its labels the option ids: the screen shows ``title`` and ``labels``.
        board = Board(
            id: "talkgrid:\(mode.screenID)", name: title.key.catalogueKey, glyph: glyph, grid: grid,
            cells: options.map { Cell(id: $0.id, label: $0.id, glyph: $0.glyph) })
        labels = Dictionary(options.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first })
        actions = Dictionary(options.map { ($0.id, $0.action) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One option of a choice screen.
struct ChoiceOption {
    var id: String
    var glyph: String
    var label: ScreenText
    var action: ChoiceAction

    init(id: String, glyph: String, label: InterfaceText, action: ChoiceAction) {
        self.init(id: id, glyph: glyph, label: .interface(label), action: action)
    }

    init(id: String, glyph: String, label: ScreenText, action: ChoiceAction) {
        self.id = id
        self.glyph = glyph
        self.label = label
        self.action = action
    }
}

/// What picking an option does.
enum ChoiceAction: Hashable, Sendable {
    case confirmClear
    case goBack
    case open(MenuScreen)
    case setLayout(BoardLayout)
    case setKeypad(Keypad)
    case setAccess(AccessMethod)
    case setScanPace(Int)
    case setSpeakItems(Bool)
    case setIgnoreRepeats(Int)
    /// The cue voice's profile id; nil: the message's voice.
    case setCueVoice(String?)
    /// The cue voice's speed; nil: the message's, a third faster.
    case setCueRate(Int?)
    /// The cue voice's volume; nil: three fifths of the message's.
    case setCueVolume(Int?)
    case setVoice(String?)
    case setRate(Int?)
    case setSpeakOnSelect(Bool)
    case setSpeaksScreen(Bool)
    case setLevel(Int)
    case setWordsAhead(Bool)
    case setLanguage(String?)
    case setHighContrast(Bool)
    case setSymbols(SymbolsSetting)
    case setTextSize(Int?)
    case restoreClearedMessage
    case repeatLastMessage
    case askQuit
    case quit
    /// One digit of the caregiver code (or of a new one).
    case typeCodeDigit(Int)
    /// A new caregiver code of this many digits: type it.
    case chooseCodeLength(Int)
    /// Ask whether to remove the caregiver lock.
    case askRemoveLock
    /// Yes, remove the lock: asks once more the first time, removes it the second.
    case removeLock
    /// The message's last word becomes this form.
    case replaceWord(String)
    /// The word picked ahead is added to the message.
    case addWordAhead(WordAhead)
}

extension SessionMode {
    /// A stable id for the mode's screen (`menu-layout`).
    var screenID: String {
        switch self {
        case .board: "board"
        case .confirmingClear: "confirm-clear"
        case .confirmingQuit(let again): again ? "confirm-quit-again" : "confirm-quit"
        case .enteringCode: "caregiver-code"
        case .choosingCode: "new-caregiver-code"
        case .removingLock(let again): again ? "remove-lock-again" : "remove-lock"
        case .changingWord: "change-word"
        case .choosingWordAhead: "words-ahead"
        case .menu(let screen): "menu-\(screen)"
        }
    }
}
