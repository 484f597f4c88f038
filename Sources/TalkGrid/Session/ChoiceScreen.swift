/// A step-by-step screen (a confirmation or one menu decision), laid out as a small board.
///
/// The options are cells of a board (at most three columns, icon plus label), so the screen is
/// drawn and operated exactly like a board: the same keys in the same positions, the grid or rows
/// layout, and `0` to go back a step.
public struct ChoiceScreen: Equatable, Sendable {
    /// The mode this screen belongs to.
    public var mode: SessionMode
    /// The title, glyph and option cells.
    public var board: Board
    /// The option matching the current setting, to be marked on screen.
    public var currentOptionID: String?
    /// What each option does, by cell id.
    var actions: [String: ChoiceAction]

    init(mode: SessionMode, title: String, glyph: String, options: [ChoiceOption], currentOptionID: String? = nil) {
        self.mode = mode
        self.currentOptionID = currentOptionID
        let columns = min(max(options.count, 1), 3)
        let rows = max(1, (options.count + columns - 1) / columns)
        var grid = Grid(rows: rows, columns: columns)
        for (index, option) in options.enumerated() {
            grid.slots[index / columns][index % columns] = option.id
        }
        board = Board(
            id: "talkgrid:\(mode.screenID)", name: title, locale: "en", glyph: glyph, grid: grid,
            cells: options.map { Cell(id: $0.id, label: $0.label, glyph: $0.glyph) })
        actions = Dictionary(options.map { ($0.id, $0.action) }, uniquingKeysWith: { first, _ in first })
    }
}

/// One option of a choice screen.
struct ChoiceOption {
    var id: String
    var glyph: String
    var label: String
    var action: ChoiceAction
}

/// What picking an option does.
enum ChoiceAction: Hashable, Sendable {
    case confirmClear
    case goBack
    case open(MenuScreen)
    case setLayout(BoardLayout)
    case setKeypad(Keypad)
    case setVoice(String?)
    case setRate(Int?)
    case setSpeakOnSelect(Bool)
    case setLanguage(String?)
    case setHighContrast(Bool)
    case restoreClearedMessage
    case repeatLastMessage
    case askQuit
    case quit
}

extension SessionMode {
    /// A stable id for the mode's screen (`menu-layout`).
    var screenID: String {
        switch self {
        case .board: "board"
        case .confirmingClear: "confirm-clear"
        case .confirmingQuit: "confirm-quit"
        case .menu(let screen): "menu-\(screen)"
        }
    }
}
