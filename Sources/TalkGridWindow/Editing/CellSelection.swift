import TalkGrid

/// The cells chosen with "Select several", on one board, in the order they were touched (the
/// order copies are placed in). A touch on a chosen cell lets it go; a touch on another board
/// starts the choice again there.
struct CellSelection: Equatable {
    private(set) var boardID: String
    private(set) var slots: [GridSlot] = []

    init(boardID: String) { self.boardID = boardID }

    /// Chooses the cell at `slot` of `board`, or lets it go when it is chosen.
    mutating func toggle(_ slot: GridSlot, on board: String) {
        if board != boardID { self = CellSelection(boardID: board) }
        if let index = slots.firstIndex(of: slot) {
            slots.remove(at: index)
        } else {
            slots.append(slot)
        }
    }

    func contains(_ slot: GridSlot, on board: String) -> Bool { board == boardID && slots.contains(slot) }

    /// What tells one choice from another, for the grid of tiles that shows it (`2,1 3,3`).
    var signature: String { slots.map(\.oneBasedText).sorted().joined(separator: " ") }
}

/// The cells "Copy" took (from the cell editor, or several chosen), by their places: "Paste" in
/// an empty slot copies them as the set has them then.
struct CopiedCells: Equatable {
    var boardID: String
    var slots: [GridSlot]
    /// Their labels, to say what Paste will put there.
    var labels: [String]
}
