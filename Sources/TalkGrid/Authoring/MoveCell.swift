/// Moves a cell to an empty slot of the same board (the cell keeps everything else).
public struct MoveCell: AuthoringEdit {
    public var boardID: String
    public var from: GridSlot
    public var to: GridSlot

    public init(boardID: String, from: GridSlot, to: GridSlot) {
        self.boardID = boardID
        self.from = from
        self.to = to
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let index = try documents.index(ofBoard: boardID)
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        var board = documents.boards[index]
        try board.requireInside(from)
        try board.requireInside(to)
        guard let moving = board.buttonID(at: from) else { throw .emptySlot(slot: from, board: boardID, nearby: board.cellsNear(from)) }
        if let there = board.buttonID(at: to) {
            throw .occupiedSlot(slot: to, board: boardID, label: board.button(id: there)?["label"]?.scalarText ?? there)
        }
        board.place(nil, at: from)
        board.place(moving, at: to)
        var result = documents
        result.boards[index] = board
        let label = board.button(id: moving)?["label"]?.scalarText ?? moving
        return AuthoringChange(
            documents: result, changedEntries: [board.entry],
            summary: AuthoringText.summaryMovedCell(label: label, from: from, to: to, board: boardID, file: board.entry))
    }
}
