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
        let boardID = documents.boards[index].id  // as the set names it ("Home" typed finds "home")
        var board = documents.boards[index]
        try board.requireInside(first)
        try board.requireInside(second)
        let a = board.buttonID(at: first)
        let b = board.buttonID(at: second)
        guard a != nil || b != nil else { throw .emptySlot(slot: first, board: boardID) }
        guard first != second else {
            throw .nothingToChange(AuthoringText.nothingSameSlot(first: first, second: second))
        }
        board.place(b, at: first)
        board.place(a, at: second)
        var result = documents
        result.boards[index] = board
        func name(_ id: String?) -> InterfaceText.Argument {
            guard let id else { return .caregiver(CaregiverText(AuthoringTextKey.summaryEmptySlot)) }
            return .text("\"\(board.button(id: id)?["label"]?.scalarText ?? id)\"")
        }
        return AuthoringChange(
            documents: result, changedEntries: [board.entry],
            summary: AuthoringText.summarySwappedCells(
                first: name(a), firstSlot: first, second: name(b), secondSlot: second, board: boardID, file: board.entry))
    }
}
