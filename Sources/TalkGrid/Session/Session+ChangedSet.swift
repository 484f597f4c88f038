extension Session {
    /// The set as it is saved now (changed on screen, by the command line or by another window):
    /// the person keeps their place: the boards on the way back that are still there, the
    /// message, the zoom while the board keeps its size. A set without its root changes nothing.
    public mutating func adopt(_ changed: BoardSet) {
        guard changed.root != nil else { return }
        let before = currentBoard
        boardSet = changed
        boardStack = boardStack.filter { changed.boards[$0] != nil }
        if boardStack.first != changed.rootID { boardStack.insert(changed.rootID, at: 0) }
        let after = currentBoard
        if after.id != before.id || after.grid.rows != before.grid.rows || after.grid.columns != before.grid.columns {
            selection = Selection()
            scan = ScanState()
        }
    }
}
