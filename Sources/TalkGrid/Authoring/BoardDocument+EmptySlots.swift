extension BoardDocument {
    /// The first `count` empty slots of the grid in reading order (left to right, top to bottom),
    /// starting at `start` and going on from the top after the last slot; nil when fewer are empty.
    /// A slot holding a hidden cell is not empty (the cell keeps its place).
    public func emptySlots(_ count: Int, startingAt start: GridSlot? = nil) -> [GridSlot]? {
        let size = gridSize
        let total = size.rows * size.columns
        guard count > 0 else { return [] }
        guard total > 0 else { return nil }
        let first = start.map { $0.row * size.columns + $0.column } ?? 0
        var found: [GridSlot] = []
        for step in 0..<total where found.count < count {
            let index = (first + step) % total
            let slot = GridSlot(row: index / size.columns, column: index % size.columns)
            if buttonID(at: slot) == nil { found.append(slot) }
        }
        return found.count == count ? found : nil
    }

    /// How many slots of the grid hold no cell.
    public var emptySlotCount: Int {
        let size = gridSize
        return (0..<size.rows).reduce(0) { sum, row in
            sum + (0..<size.columns).filter { buttonID(at: GridSlot(row: row, column: $0)) == nil }.count
        }
    }
}
