/// Why an authoring edit cannot be made; each `description` says what to do instead.
public enum AuthoringError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The set has no board with this id.
    case noSuchBoard(id: String, known: [String])
    /// The board is in the set but its file cannot be read; `problem` is the located diagnostic.
    case damagedBoard(id: String, problem: String)
    /// A board with this id (or file) already exists.
    case boardExists(id: String)
    /// A board id that cannot name a file (`boards/ID.obf`).
    case invalidBoardID(String)
    /// The root board cannot be removed: the set opens on it.
    case removingRoot(id: String)
    /// The slot is outside the board's grid.
    case slotOutsideGrid(slot: GridSlot, board: String, rows: Int, columns: Int)
    /// The slot holds no cell.
    case emptySlot(slot: GridSlot, board: String)
    /// The slot already holds a cell.
    case occupiedSlot(slot: GridSlot, board: String, label: String)
    /// A new cell would go where a cell already is; `opens` is the board that cell opens, if any.
    case slotTaken(slot: GridSlot, board: String, label: String, opens: String?)
    /// The cell already opens another board; `orphaned` when no other cell opens that board.
    case linkTaken(slot: GridSlot, board: String, label: String, opens: String, wanted: String, orphaned: Bool)
    /// Cells would fall outside a smaller grid; `cells` names each ("\"Yes\" at 3,1").
    case cellsOutsideGrid(board: String, cells: [String])
    /// A new cell needs a label.
    case labelNeeded(slot: GridSlot, board: String)
    /// A glyph must be one character a terminal can show.
    case invalidGlyph(String)
    /// A colour TalkGrid cannot read.
    case invalidColor(String)
    /// A colour whose channels lie outside 0–255 (alpha outside 0–1); `parts` are those values.
    case colorOutOfRange(String, parts: [String])
    /// An action OBF does not define.
    case invalidAction(String)
    /// A grid size out of range.
    case invalidGridSize(rows: Int, columns: Int)
    /// A language tag that is empty or malformed.
    case invalidLanguage(String)
    /// Translating into the language the boards are written in, which would replace their texts.
    case translatingSourceLanguage(language: String, source: String)
    /// A single board file has no set to link into or add boards to.
    case needsBoardSet(what: String)
    /// The board's grid or buttons are not in a shape an edit can safely change.
    case malformedBoard(board: String, reason: String)
    /// The translation table could not be read.
    case invalidTranslationTable(line: Int, reason: String)
    /// The edit would change nothing.
    case nothingToChange(String)

    /// Whether the edit was refused only because it would replace something, so `--replace`
    /// (or a Yes on a terminal) makes it go ahead.
    public var needsReplace: Bool {
        switch self {
        case .slotTaken, .linkTaken, .translatingSourceLanguage: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .noSuchBoard(let id, let known):
            "the set has no board \"\(id)\" (it has \(known.map { "\"\($0)\"" }.joined(separator: ", ")))"
        case .damagedBoard(let id, let problem):
            "board \"\(id)\" is damaged, so it cannot be changed: \(problem). Fix the file (a text editor will do), then try again"
        case .boardExists(let id):
            "the set already has a board \"\(id)\"; choose another id"
        case .invalidBoardID(let id):
            "\"\(id)\" cannot be a board id: use letters, digits, \"-\" and \"_\" only (it names the file boards/ID.obf)"
        case .removingRoot(let id):
            "board \"\(id)\" is the root board the set opens on, so it cannot be removed"
        case .slotOutsideGrid(let slot, let board, let rows, let columns):
            "\(slot) is outside board \"\(board)\", which has \(rows) rows and \(columns) columns (row 1, column 1 is the top left)"
        case .emptySlot(let slot, let board):
            "\(slot) of board \"\(board)\" holds no cell"
        case .occupiedSlot(let slot, let board, let label):
            "\(slot) of board \"\(board)\" already holds \"\(label)\"; use 'talkgrid cell swap' to exchange two cells"
        case .slotTaken(let slot, let board, let label, let opens):
            "\(slot) of board \"\(board)\" already holds \"\(label)\"" + (opens.map { " (it opens board \"\($0)\")" } ?? "")
                + "; add --replace to put the new cell there instead, or choose an empty slot"
        case .linkTaken(let slot, let board, let label, let opens, let wanted, let orphaned):
            "\"\(label)\" at \(slot) of board \"\(board)\" already opens board \"\(opens)\""
                + (orphaned ? ", and no other cell opens it" : "")
                + "; add --replace to make it open \"\(wanted)\" instead"
        case .cellsOutsideGrid(let board, let cells):
            "the new size leaves out \(cells.count) cell(s) of board \"\(board)\": \(cells.joined(separator: ", ")); "
                + "move them first ('talkgrid cell move'), or name each to remove with --drop ROW,COL"
        case .labelNeeded(let slot, let board):
            "\(slot) of board \"\(board)\" is empty; give --label to make a new cell there"
        case .invalidGlyph(let text):
            "\"\(text)\" is not one glyph: give a single emoji or character"
        case .invalidColor(let text):
            "\"\(text)\" is not a colour: use rgb(r, g, b), rgba(r, g, b, a) or #rrggbb"
        case .colorOutOfRange(let text, let parts):
            "\"\(text)\" has \(parts.count == 1 ? "a value" : "values") out of range (\(parts.joined(separator: ", "))): "
                + "red, green and blue go from 0 to 255 and alpha from 0 to 1"
        case .invalidAction(let text):
            "\"\(text)\" is not an action: use space, home, speak, clear, backspace, +TEXT (appends to the word) or :ext_APP_NAME"
        case .invalidGridSize(let rows, let columns):
            "a board of \(rows) x \(columns) cells cannot be made: rows and columns go from 1 to 20"
        case .invalidLanguage(let text):
            "\"\(text)\" is not a language tag such as en, es or pt-BR (a language of 2 or 3 letters, then an optional region)"
        case .translatingSourceLanguage(let language, let source):
            "the boards are written in \(source), so \(language) translations would replace their own texts "
                + "(a typo for another language?); add --replace if that is what you want"
        case .needsBoardSet(let what):
            "\(what) needs a board set (a folder with manifest.json), not a single board file"
        case .malformedBoard(let board, let reason):
            "board \"\(board)\" cannot be edited safely: \(reason); fix it by hand or see 'talkgrid validate'"
        case .invalidTranslationTable(let line, let reason):
            "line \(line): \(reason)"
        case .nothingToChange(let what):
            "nothing to change: \(what)"
        }
    }
}
