/// Why an authoring edit cannot be made; each ``caregiverText`` says what to do instead.
public enum AuthoringError: Error, Equatable, Sendable, CaregiverTextConvertible {
    /// The set has no board with this id.
    case noSuchBoard(id: String, known: [String], set: String = "SET")
    /// The board is in the set but its file cannot be read; `problem` is the located diagnostic.
    case damagedBoard(id: String, problem: Diagnostic)
    /// A board with this id (or file) already exists.
    case boardExists(id: String)
    /// A board id that cannot name a file (`boards/ID.obf`).
    case invalidBoardID(String)
    /// The root board cannot be removed: the set opens on it.
    case removingRoot(id: String)
    /// The slot is outside the board's grid.
    case slotOutsideGrid(slot: GridSlot, board: String, rows: Int, columns: Int)
    /// The slot holds no cell.
    case emptySlot(slot: GridSlot, board: String, nearby: [String] = [])
    /// The slot already holds a cell.
    case occupiedSlot(slot: GridSlot, board: String, label: String)
    /// The board has fewer empty slots (`empty`) than the cells coming to it.
    case noRoom(board: String, cells: Int, empty: Int)
    /// A new cell would go where a cell already is; `opens` is the board that cell opens, if any.
    case slotTaken(slot: GridSlot, board: String, label: String, opens: String?)
    /// The cell already opens another board; `orphaned` when no other cell opens that board.
    case linkTaken(slot: GridSlot, board: String, label: String, opens: String, wanted: String, orphaned: Bool)
    /// Cells would fall outside a smaller grid; `cells` names each ("\"Yes\" at 3,1").
    case cellsOutsideGrid(board: String, cells: [String])
    /// A row or column to remove holds cells; `cells` names each ("\"Yes\" at 3,1").
    case lineHoldsCells(line: CaregiverText, board: String, cells: [String])
    /// A row or column that is not on the board (`adding`: not a place where a new one can go,
    /// 1 through `last`); `count`: the board's rows or columns ("4 rows").
    case noSuchLine(line: CaregiverText, board: String, count: CaregiverText, last: Int, adding: Bool)
    /// A new cell needs a label.
    case labelNeeded(slot: GridSlot, board: String)
    /// A label, vocalization or name a person could not see or hear as one line (see ``LabelText``).
    case unusableText(field: AuthoringTextKey, text: String, problem: LabelText.Problem)
    /// A glyph must be one character a terminal can show.
    case invalidGlyph(String)
    /// A colour TalkGrid cannot read.
    case invalidColor(String)
    /// A vocabulary level outside 1...5.
    case invalidLevel(Int)
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
    case needsBoardSet(what: CaregiverText)
    /// The board's grid or buttons are not in a shape an edit can safely change.
    case malformedBoard(board: String, reason: CaregiverText)
    /// The translation table could not be read.
    case invalidTranslationTable(line: Int, reason: CaregiverText)
    /// The edit would change nothing.
    case nothingToChange(CaregiverText)

    /// Whether the edit was refused only because it would replace something, so `--replace`
    /// (or a Yes on a terminal) makes it go ahead.
    public var needsReplace: Bool {
        switch self {
        case .slotTaken, .linkTaken, .translatingSourceLanguage: true
        default: false
        }
    }

    public var caregiverText: CaregiverText {
        switch self {
        case .noSuchBoard(let id, let known, let set):
            AuthoringText.errorNoSuchBoard(
                id: id, hint: NearestNames.hint(for: id, among: known, listedBy: "talkgrid info \(ShellWord.quoted(set)) --boards"))
        case .damagedBoard(let id, let problem):
            AuthoringText.errorDamagedBoard(id: id, problem: problem)
        case .boardExists(let id):
            AuthoringText.errorBoardExists(id: id)
        case .invalidBoardID(let id):
            AuthoringText.errorInvalidBoardID(id: id)
        case .removingRoot(let id):
            AuthoringText.errorRemovingRoot(id: id)
        case .slotOutsideGrid(let slot, let board, let rows, let columns):
            AuthoringText.errorSlotOutsideGrid(
                slot: slot, board: board, rows: AuthoringText.countRows(count: rows), columns: AuthoringText.countColumns(count: columns))
        case .emptySlot(let slot, let board, let nearby) where nearby.isEmpty:
            AuthoringText.errorEmptySlot(slot: slot, board: board)
        case .emptySlot(let slot, let board, let nearby):
            AuthoringText.errorEmptySlotNearby(slot: slot, board: board, nearby: nearby.joined(separator: ", "))
        case .occupiedSlot(let slot, let board, let label):
            AuthoringText.errorOccupiedSlot(slot: slot, board: board, label: label)
        case .noRoom(let board, let cells, let empty):
            AuthoringText.errorNoRoom(board: board, empty: empty, count: cells)
        case .slotTaken(let slot, let board, let label, let opens):
            if let opens {
                AuthoringText.errorSlotTakenByLink(slot: slot, board: board, label: label, opens: opens)
            } else {
                AuthoringText.errorSlotTaken(slot: slot, board: board, label: label)
            }
        case .linkTaken(let slot, let board, let label, let opens, let wanted, let orphaned):
            orphaned
                ? AuthoringText.errorLinkTakenOnly(label: label, slot: slot, board: board, opens: opens, wanted: wanted)
                : AuthoringText.errorLinkTaken(label: label, slot: slot, board: board, opens: opens, wanted: wanted)
        case .cellsOutsideGrid(let board, let cells):
            AuthoringText.errorCellsOutsideGrid(count: cells.count, board: board, cells: cells.joined(separator: ", "))
        case .lineHoldsCells(let line, let board, let cells):
            AuthoringText.errorLineHoldsCells(line: line, board: board, count: cells.count, cells: cells.joined(separator: ", "))
        case .noSuchLine(let line, let board, let count, let last, let adding):
            adding
                ? AuthoringText.errorNoPlaceForLine(board: board, count: count, last: last, line: line)
                : AuthoringText.errorNoSuchLine(board: board, count: count, line: line)
        case .labelNeeded(let slot, let board):
            AuthoringText.errorLabelNeeded(slot: slot, board: board)
        case .unusableText(let field, let text, .blank):
            AuthoringText.errorTextBlank(field: CaregiverText(field), text: text)
        case .unusableText(let field, let text, .controlCharacter(let scalar, let position)):
            AuthoringText.errorTextControlCharacter(
                field: CaregiverText(field), text: LabelText.shown(text), character: LabelText.name(of: scalar), position: position)
        case .invalidGlyph(let text):
            AuthoringText.errorInvalidGlyph(text: text)
        case .invalidColor(let text):
            AuthoringText.errorInvalidColor(text: text)
        case .invalidLevel(let level):
            AuthoringText.errorInvalidLevel(level: level)
        case .colorOutOfRange(let text, let parts):
            AuthoringText.errorColorOutOfRange(text: text, values: parts.joined(separator: ", "), count: parts.count)
        case .invalidAction(let text):
            AuthoringText.errorInvalidAction(text: text)
        case .invalidGridSize(let rows, let columns):
            AuthoringText.errorInvalidGridSize(rows: rows, columns: columns)
        case .invalidLanguage(let text):
            AuthoringText.errorInvalidLanguage(text: text)
        case .translatingSourceLanguage(let language, let source):
            AuthoringText.errorTranslatingSourceLanguage(source: source, language: language)
        case .needsBoardSet(let what):
            AuthoringText.errorNeedsBoardSet(what: what)
        case .malformedBoard(let board, let reason):
            AuthoringText.errorMalformedBoard(board: board, reason: reason)
        case .invalidTranslationTable(let line, let reason):
            AuthoringText.errorInvalidTranslationTable(line: line, reason: reason)
        case .nothingToChange(let what):
            AuthoringText.errorNothingToChange(what: what)
        }
    }
}
