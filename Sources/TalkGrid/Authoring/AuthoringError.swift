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
            CaregiverText(
                AuthoringTextKey.errorNoSuchBoard,
                [
                    "id": .text(id),
                    "hint": .caregiver(
                        NearestNames.hint(for: id, among: known, listedBy: "talkgrid info \(ShellWord.quoted(set)) --boards")),
                ])
        case .damagedBoard(let id, let problem):
            CaregiverText(AuthoringTextKey.errorDamagedBoard, ["id": .text(id), "problem": .said(problem)])
        case .boardExists(let id):
            CaregiverText(AuthoringTextKey.errorBoardExists, ["id": .text(id)])
        case .invalidBoardID(let id):
            CaregiverText(AuthoringTextKey.errorInvalidBoardID, ["id": .text(id)])
        case .removingRoot(let id):
            CaregiverText(AuthoringTextKey.errorRemovingRoot, ["id": .text(id)])
        case .slotOutsideGrid(let slot, let board, let rows, let columns):
            CaregiverText(
                AuthoringTextKey.errorSlotOutsideGrid,
                [
                    "slot": .said(slot), "board": .text(board),
                    "rows": .caregiver(CaregiverText(AuthoringTextKey.countRows, ["count": .number(rows)])),
                    "columns": .caregiver(CaregiverText(AuthoringTextKey.countColumns, ["count": .number(columns)])),
                ])
        case .emptySlot(let slot, let board, let nearby) where nearby.isEmpty:
            CaregiverText(AuthoringTextKey.errorEmptySlot, ["slot": .said(slot), "board": .text(board)])
        case .emptySlot(let slot, let board, let nearby):
            CaregiverText(
                AuthoringTextKey.errorEmptySlotNearby,
                ["slot": .said(slot), "board": .text(board), "nearby": .text(nearby.joined(separator: ", "))])
        case .occupiedSlot(let slot, let board, let label):
            CaregiverText(
                AuthoringTextKey.errorOccupiedSlot, ["slot": .said(slot), "board": .text(board), "label": .text(label)])
        case .noRoom(let board, let cells, let empty):
            CaregiverText(AuthoringTextKey.errorNoRoom, ["board": .text(board), "count": .number(cells), "empty": .number(empty)])
        case .slotTaken(let slot, let board, let label, let opens):
            if let opens {
                CaregiverText(
                    AuthoringTextKey.errorSlotTakenByLink,
                    ["slot": .said(slot), "board": .text(board), "label": .text(label), "opens": .text(opens)])
            } else {
                CaregiverText(
                    AuthoringTextKey.errorSlotTaken, ["slot": .said(slot), "board": .text(board), "label": .text(label)])
            }
        case .linkTaken(let slot, let board, let label, let opens, let wanted, let orphaned):
            CaregiverText(
                orphaned ? AuthoringTextKey.errorLinkTakenOnly : .errorLinkTaken,
                [
                    "slot": .said(slot), "board": .text(board), "label": .text(label), "opens": .text(opens),
                    "wanted": .text(wanted),
                ])
        case .cellsOutsideGrid(let board, let cells):
            CaregiverText(
                AuthoringTextKey.errorCellsOutsideGrid,
                ["count": .number(cells.count), "board": .text(board), "cells": .text(cells.joined(separator: ", "))])
        case .lineHoldsCells(let line, let board, let cells):
            CaregiverText(
                AuthoringTextKey.errorLineHoldsCells,
                [
                    "count": .number(cells.count), "line": .caregiver(line), "board": .text(board),
                    "cells": .text(cells.joined(separator: ", ")),
                ])
        case .noSuchLine(let line, let board, let count, let last, let adding):
            CaregiverText(
                adding ? AuthoringTextKey.errorNoPlaceForLine : .errorNoSuchLine,
                ["line": .caregiver(line), "board": .text(board), "count": .caregiver(count), "last": .number(last)])
        case .labelNeeded(let slot, let board):
            CaregiverText(AuthoringTextKey.errorLabelNeeded, ["slot": .said(slot), "board": .text(board)])
        case .unusableText(let field, let text, .blank):
            CaregiverText(AuthoringTextKey.errorTextBlank, ["field": .caregiver(CaregiverText(field)), "text": .text(text)])
        case .unusableText(let field, let text, .controlCharacter(let scalar, let position)):
            CaregiverText(
                AuthoringTextKey.errorTextControlCharacter,
                [
                    "field": .caregiver(CaregiverText(field)), "text": .text(LabelText.shown(text)),
                    "character": .caregiver(LabelText.name(of: scalar)), "position": .number(position),
                ])
        case .invalidGlyph(let text):
            CaregiverText(AuthoringTextKey.errorInvalidGlyph, ["text": .text(text)])
        case .invalidColor(let text):
            CaregiverText(AuthoringTextKey.errorInvalidColor, ["text": .text(text)])
        case .invalidLevel(let level):
            CaregiverText(AuthoringTextKey.errorInvalidLevel, ["level": .number(level)])
        case .colorOutOfRange(let text, let parts):
            CaregiverText(
                AuthoringTextKey.errorColorOutOfRange,
                ["count": .number(parts.count), "text": .text(text), "values": .text(parts.joined(separator: ", "))])
        case .invalidAction(let text):
            CaregiverText(AuthoringTextKey.errorInvalidAction, ["text": .text(text)])
        case .invalidGridSize(let rows, let columns):
            CaregiverText(AuthoringTextKey.errorInvalidGridSize, ["rows": .number(rows), "columns": .number(columns)])
        case .invalidLanguage(let text):
            CaregiverText(AuthoringTextKey.errorInvalidLanguage, ["text": .text(text)])
        case .translatingSourceLanguage(let language, let source):
            CaregiverText(AuthoringTextKey.errorTranslatingSourceLanguage, ["language": .text(language), "source": .text(source)])
        case .needsBoardSet(let what):
            CaregiverText(AuthoringTextKey.errorNeedsBoardSet, ["what": .caregiver(what)])
        case .malformedBoard(let board, let reason):
            CaregiverText(AuthoringTextKey.errorMalformedBoard, ["board": .text(board), "reason": .caregiver(reason)])
        case .invalidTranslationTable(let line, let reason):
            CaregiverText(AuthoringTextKey.errorInvalidTranslationTable, ["line": .number(line), "reason": .caregiver(reason)])
        case .nothingToChange(let what):
            CaregiverText(AuthoringTextKey.errorNothingToChange, ["what": .caregiver(what)])
        }
    }
}
