import TalkGrid

/// A picture as coloured characters (block art), ready to be put into a cell's picture box.
public struct TextPicture: Hashable, Sendable {
    /// One character of the picture.
    public struct Cell: Hashable, Sendable {
        public var character: Character
        /// The character's colour; nil for the terminal's own.
        public var ink: RGBAColor?
        /// The colour behind it; nil for the terminal's own.
        public var paper: RGBAColor?
        /// Drawn in reverse video (art without colour: the shape is in the background colour).
        public var isInverse: Bool

        public init(character: Character, ink: RGBAColor?, paper: RGBAColor?, isInverse: Bool = false) {
            self.character = character
            self.ink = ink
            self.paper = paper
            self.isInverse = isInverse
        }
    }

    public let columns: Int
    public let rows: Int
    /// Row by row, `columns * rows` cells.
    public let cells: [Cell]

    /// A picture of `columns` x `rows` characters; nil when the cells do not match that size.
    public init?(columns: Int, rows: Int, cells: [Cell]) {
        guard columns > 0, rows > 0, cells.count == columns * rows else { return nil }
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }
}

/// Where the painter finds the pictures of cells: the front end's prepared pictures, asked for
/// each picture cell's box in every frame (never waiting); nil while a picture is not ready,
/// and the box stays reserved so nothing moves when it arrives.
public protocol CellPictures: Sendable {
    /// The picture drawn in a box of `columns` x `rows` characters, if it is ready.
    func picture(_ reference: PictureReference, columns: Int, rows: Int) -> CellArt?
    /// Whether pictures come as pixels, small enough to stand beside a word in the message bar.
    var drawsPixels: Bool { get }
    /// A frame is about to be drawn: the pictures asked for from now on are what it shows.
    func frameBegins()
}

extension CellPictures {
    public var drawsPixels: Bool { false }
    public func frameBegins() {}
}
