/// The rows x columns layout of a board; each slot holds a cell id or is empty.
public struct Grid: Equatable, Sendable {
    public var rows: Int
    public var columns: Int
    /// `slots[row][column]`: the id of the cell there, or nil for an empty slot.
    public var slots: [[String?]]

    public init(rows: Int, columns: Int, slots: [[String?]]) {
        self.rows = rows
        self.columns = columns
        self.slots = slots
    }

    /// An empty grid of the given size.
    public init(rows: Int, columns: Int) {
        self.init(rows: rows, columns: columns, slots: Array(repeating: Array(repeating: nil, count: columns), count: rows))
    }

    /// The id of the cell at a slot, or nil when the slot is empty or outside the grid.
    public func cellID(row: Int, column: Int) -> String? {
        guard row >= 0, row < slots.count, column >= 0, column < slots[row].count else { return nil }
        return slots[row][column]
    }

    /// The slot of a cell, if the grid places it.
    public func position(of cellID: String) -> (row: Int, column: Int)? {
        for (row, line) in slots.enumerated() {
            if let column = line.firstIndex(where: { $0 == cellID }) { return (row, column) }
        }
        return nil
    }

    /// Every placed cell id in reading order (row by row, left to right).
    public var placedIDs: [String] { slots.flatMap { $0.compactMap { $0 } } }
}
