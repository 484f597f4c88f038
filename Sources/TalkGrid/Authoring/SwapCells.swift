/// Exchanges the cells of two slots of a board (either may be empty).
public struct SwapCells: AuthoringEdit {
    public var boardID: String
    public var first: GridSlot
    public var second: GridSlot

    public init(boardID: String, first: GridSlot, second: GridSlot) {
        self.boardID = boardID
        self.first = first
        self.second = second
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let index = try documents.index(ofBoard: boardID)
        var board = documents.boards[index]
        try board.requireInside(first)
        try board.requireInside(second)
        let a = board.buttonID(at: first)
        let b = board.buttonID(at: second)
        guard a != nil || b != nil else { throw .emptySlot(slot: first, board: boardID) }
        guard first != second else { throw .nothingToChange("\(first) and \(second) are the same slot") }
        board.place(b, at: first)
        board.place(a, at: second)
        var result = documents
        result.boards[index] = board
        func name(_ id: String?) -> String {
            guard let id else { return "the empty slot" }
            return "\"\(board.button(id: id)?["label"]?.scalarText ?? id)\""
        }
        return AuthoringChange(
            documents: result, changedEntries: [board.entry],
            summary: "Swapped \(name(a)) at \(first) and \(name(b)) at \(second) on board \"\(boardID)\" (\(board.entry))")
    }
}
