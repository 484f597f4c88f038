/// Touch and click (a touch screen, a mouse, a head mouse's dwell): the person points at what
/// they want, so nothing is zoomed or paged first. A touched cell is picked by the very keys that
/// pick it from the top of the board, so a touch and the number keys always pick the same word.
extension Session {
    /// Picks the cell shown at `row`, `column` (the rows layout: the line of the page), whatever
    /// the zoom level; nothing when no cell is there.
    mutating func touchCell(row: Int, column: Int) -> [SessionEffect] {
        let board = shownBoard
        let keys: [Key]
        switch settings.layout {
        case .grid:
            guard SelectionRule.selectableCell(on: board, row: row, column: column) != nil,
                let sequence = SelectionRule.keySequence(toSlotAtRow: row, column: column, in: board.grid, keypad: settings.keypad)
            else { return [] }
            keys = sequence
            // Out of any zoom: the sequence starts at the top of the board.
            if mode == .board { selection.zoomPath = [] } else { choiceSelection.zoomPath = [] }
        case .rows:
            let items = shownSelection.rowsPage(of: board)
            guard items.indices.contains(row) else { return [] }
            keys = [.digit(items[row].key)]
        }
        return pressKeys(keys)
    }
}
