/// Adds an empty row or column at a place of a board's grid, or removes the row or column at a
/// place: the rows below (or the columns to the right) move along by one, and the summary names
/// the cells that moved, because their keys change.
///
/// A row or column that holds cells is removed only with `removingCells` (the cells go as `cell
/// remove` takes them, with their pictures and translations, and are named); otherwise the edit is
/// refused naming them.
public struct ChangeGridLine: AuthoringEdit {
    /// A row or a column.
    public enum Line: String, Sendable, Hashable {
        case row, column
    }

    /// What happens to the line.
    public enum Change: String, Sendable, Hashable {
        case add, remove
    }

    public var boardID: String
    public var line: Line
    public var change: Change
    /// The place, from 0: where the new line goes (0 through the number of lines; the line there
    /// and those after it move along), or the line removed.
    public var index: Int
    /// Cells in a removed line may go.
    public var removingCells: Bool

    public init(boardID: String, line: Line, change: Change, index: Int, removingCells: Bool = false) {
        self.boardID = boardID
        self.line = line
        self.change = change
        self.index = index
        self.removingCells = removingCells
    }

    /// The cells (label and slot) the line at `index` holds on `board`, top to bottom or left to right.
    static func cells(in line: Line, at index: Int, of board: BoardDocument) -> [(label: String, slot: GridSlot)] {
        let size = board.gridSize
        let slots =
            line == .row
            ? (0..<size.columns).map { GridSlot(row: index, column: $0) } : (0..<size.rows).map { GridSlot(row: $0, column: index) }
        return slots.compactMap { slot in
            board.buttonID(at: slot).map { (board.button(id: $0)?["label"]?.scalarText ?? $0, slot) }
        }
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        var position = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[position].id  // as the set names it ("Home" typed finds "home")
        let board = documents.boards[position]
        try board.requireEditableGrid()
        let size = board.gridSize
        let count = line == .row ? size.rows : size.columns
        let lines = line == .row ? AuthoringText.countRows(count: count) : AuthoringText.countColumns(count: count)
        let place = line == .row ? AuthoringText.lineRow(number: index + 1) : AuthoringText.lineColumn(number: index + 1)
        let last = change == .add ? count + 1 : count
        guard index >= 0, index < last else {
            throw .noSuchLine(
                line: place, board: boardID, count: lines, last: last, adding: change == .add)
        }
        let newCount = change == .add ? count + 1 : count - 1
        guard (1...BlankBoard.maximumSide).contains(newCount) else {
            throw line == .row
                ? .invalidGridSize(rows: newCount, columns: size.columns) : .invalidGridSize(rows: size.rows, columns: newCount)
        }

        var result = documents
        var dropped: [(label: String, slot: GridSlot)] = []
        var notes: [CaregiverText] = []
        if change == .remove {
            dropped = Self.cells(in: line, at: index, of: board)
            if !dropped.isEmpty, !removingCells {
                throw .lineHoldsCells(
                    line: place, board: boardID, cells: dropped.map { "\"\($0.label)\" at \($0.slot.oneBasedText)" })
            }
            for cell in dropped {
                let removal = try RemoveCell(boardID: boardID, slot: cell.slot).applied(to: result)
                result = removal.documents
                // A folder cell removed: the board it opened may now be opened by none (said as `cell remove` says it, with the cell's name).
                for target in removal.notes.compactMap({ $0.arguments["board"] }) {
                    notes.append(AuthoringText.noteRemovedCellOpenedNamed(label: cell.label, board: target))
                }
            }
            position = try result.index(ofBoard: boardID)
        }

        // The grid as full rows of ids (or null), the line added or taken out.
        var changed = result.boards[position]
        let order = changed.json["grid"]?["order"]?.elements ?? []
        var grid = (0..<size.rows).map { row -> [JSONNode] in
            let old = row < order.count ? order[row].elements ?? [] : []
            return (0..<size.columns).map { column in column < old.count ? old[column] : JSONNode(.null) }
        }
        switch (line, change) {
        case (.row, .add): grid.insert(Array(repeating: JSONNode(.null), count: size.columns), at: index)
        case (.row, .remove): grid.remove(at: index)
        case (.column, .add):
            grid = grid.map { row in
                var row = row; row.insert(JSONNode(.null), at: index); return row
            }
        case (.column, .remove):
            grid = grid.map { row in
                var row = row; row.remove(at: index); return row
            }
        }
        let rows = grid.count
        let columns = grid.first?.count ?? 0
        changed.json.updateMember("grid", adding: .object([])) { node in
            node.setMember("rows", to: JSONNode(integerLiteral: rows))
            node.setMember("columns", to: JSONNode(integerLiteral: columns))
            node.setMember("order", to: .array(grid.map { .array($0) }))
        }
        result.boards[position] = changed

        // The cells past the place moved along by one: their keys change.
        var moved: [String] = []
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                let slot = GridSlot(row: row, column: column)
                let along = line == .row ? row : column
                guard along >= (change == .add ? index : index + 1), let id = board.buttonID(at: slot) else { continue }
                moved.append(board.button(id: id)?["label"]?.scalarText ?? id)
            }
        }
        let (number, file) = (index + 1, changed.entry)
        let summary =
            switch (line, change) {
            case (.row, .add): AuthoringText.summaryAddedRow(number: number, board: boardID, file: file, rows: rows, columns: columns)
            case (.row, .remove):
                AuthoringText.summaryRemovedRow(number: number, board: boardID, file: file, rows: rows, columns: columns)
            case (.column, .add):
                AuthoringText.summaryAddedColumn(number: number, board: boardID, file: file, rows: rows, columns: columns)
            case (.column, .remove):
                AuthoringText.summaryRemovedColumn(number: number, board: boardID, file: file, rows: rows, columns: columns)
            }
        var more: [CaregiverText] = []
        if !dropped.isEmpty {
            more.append(
                AuthoringText.summaryRemovedCells(labels: ShortList.listed(dropped.map { .text("\"\($0.label)\"") }, limit: .max)))
        }
        if !moved.isEmpty {
            let labels = ShortList.listed(moved.map { .text("\"\($0)\"") })
            let movedCells =
                switch (line, change) {
                case (.row, .add): AuthoringText.summaryCellsMovedDown(labels: labels, count: moved.count)
                case (.row, .remove): AuthoringText.summaryCellsMovedUp(labels: labels, count: moved.count)
                case (.column, .add): AuthoringText.summaryCellsMovedRight(labels: labels, count: moved.count)
                case (.column, .remove): AuthoringText.summaryCellsMovedLeft(labels: labels, count: moved.count)
                }
            more.append(movedCells)
        }
        return AuthoringChange(
            documents: result, changedEntries: [changed.entry], summary: CaregiverText.clauses(summary, more), notes: notes)
    }
}
