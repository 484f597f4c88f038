/// A pixel picture placed on a canvas, its top-left corner at a column and row.
public struct PlacedPixelPicture: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var picture: PixelPicture

    public init(x: Int, y: Int, picture: PixelPicture) {
        self.x = x
        self.y = y
        self.picture = picture
    }

    /// Whether the picture covers a cell.
    func covers(x column: Int, y row: Int) -> Bool {
        column >= x && column < x + picture.columns && row >= y && row < y + picture.rows
    }

    /// The cells the picture covers inside a canvas of this size, row by row, as indices
    /// `row * width + column`.
    func coveredCells(width: Int, height: Int) -> [Int] {
        let rows = max(y, 0)..<max(min(y + picture.rows, height), y, 0)
        let columns = max(x, 0)..<max(min(x + picture.columns, width), x, 0)
        return rows.flatMap { row in columns.map { column in row * width + column } }
    }
}
