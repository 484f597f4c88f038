/// Gives a board another number of rows and columns. Cells keep their places (row 1, column 1
/// stays the top left); a cell that would fall outside the new grid is refused unless it is named
/// in `dropping`, and is then removed with its image and translations as `cell remove` does.
public struct ResizeBoard: AuthoringEdit {
    public var boardID: String
    public var rows: Int
    public var columns: Int
    /// Slots whose cells may go.
    public var dropping: Set<GridSlot>

    public init(boardID: String, rows: Int, columns: Int, dropping: Set<GridSlot> = []) {
        self.boardID = boardID
        self.rows = rows
        self.columns = columns
        self.dropping = dropping
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        guard (1...BlankBoard.maximumSide).contains(rows), (1...BlankBoard.maximumSide).contains(columns) else {
            throw .invalidGridSize(rows: rows, columns: columns)
        }
        var index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        let board = documents.boards[index]
        try board.requireEditableGrid()
        let size = board.gridSize
        guard size.rows != rows || size.columns != columns else {
            throw .nothingToChange(
                AuthoringText.nothingSizeAlready(board: boardID, rows: rows, columns: columns))
        }
        var outside: [(slot: GridSlot, label: String)] = []
        for row in 0..<size.rows {
            for column in 0..<size.columns where row >= rows || column >= columns {
                let slot = GridSlot(row: row, column: column)
                if let id = board.buttonID(at: slot) { outside.append((slot, board.button(id: id)?["label"]?.scalarText ?? id)) }
            }
        }
        let kept = outside.filter { !dropping.contains($0.slot) }
        guard kept.isEmpty else {
            throw .cellsOutsideGrid(board: boardID, cells: kept.map { "\"\($0.label)\" at \($0.slot.oneBasedText)" })
        }
        var result = documents
        for cell in outside { result = try RemoveCell(boardID: boardID, slot: cell.slot).applied(to: result).documents }
        index = try result.index(ofBoard: boardID)
        var resized = result.boards[index]
        let order = resized.json["grid"]?["order"]?.elements ?? []
        let newOrder = (0..<rows).map { row -> JSONNode in
            let old = row < order.count ? order[row].elements ?? [] : []
            return .array((0..<columns).map { column in column < old.count ? old[column] : JSONNode(.null) })
        }
        resized.json.updateMember("grid", adding: .object([])) { grid in
            grid.setMember("rows", to: JSONNode(integerLiteral: rows))
            grid.setMember("columns", to: JSONNode(integerLiteral: columns))
            grid.setMember("order", to: .array(newOrder))
        }
        result.boards[index] = resized
        let resizedText = AuthoringText.summaryResizedBoard(
            board: boardID, file: resized.entry, rows: size.rows, columns: size.columns, newRows: rows, newColumns: columns)
        let dropped =
            outside.isEmpty
            ? []
            : [
                AuthoringText.summaryRemovedCells(labels: ShortList.listed(outside.map { .text("\"\($0.label)\"") }, limit: .max))
            ]
        return AuthoringChange(documents: result, changedEntries: [resized.entry], summary: CaregiverText.clauses(resizedText, dropped))
    }
}
