/// A rectangle of grid slots: the whole board, or the part a zoom has narrowed to.
public struct GridRegion: Hashable, Sendable {
    public var rows: Range<Int>
    public var columns: Range<Int>

    public init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    /// The whole of a grid.
    public init(_ grid: Grid) {
        self.init(rows: 0..<max(0, grid.rows), columns: 0..<max(0, grid.columns))
    }

    /// How many slots the region holds (empty ones included).
    public var slotCount: Int { rows.count * columns.count }

    /// Whether a slot lies inside the region.
    public func contains(row: Int, column: Int) -> Bool { rows.contains(row) && columns.contains(column) }
}
