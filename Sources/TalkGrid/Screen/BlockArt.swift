/// A picture as a grid of coloured characters (block elements), for any colour terminal.
public struct BlockArt: Hashable, Sendable {
    /// One character cell of the art.
    public struct Cell: Hashable, Sendable {
        public var character: Unicode.Scalar
        /// Nil: the terminal's own colour (art drawn without colour).
        public var foreground: RGBColor?
        public var background: RGBColor?
        /// Drawn in reverse video (art without colour: the shape is in the background colour).
        public var inverse: Bool

        public init(character: Unicode.Scalar, foreground: RGBColor?, background: RGBColor?, inverse: Bool = false) {
            self.character = character
            self.foreground = foreground
            self.background = background
            self.inverse = inverse
        }
    }

    public let columns: Int
    public let rows: Int
    /// Row by row, `columns * rows` cells.
    public let cells: [Cell]

    public init(columns: Int, rows: Int, cells: [Cell]) {
        precondition(cells.count == columns * rows, "block art cells do not match its size")
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }

    /// The characters of one row (for tests and plain output).
    public func text(ofRow y: Int) -> String {
        var text = ""
        for x in 0..<columns { text.unicodeScalars.append(self[x, y].character) }
        return text
    }
}
