/// What the front end has for a cell's picture when a frame is drawn.
public enum CellArt: Hashable, Sendable {
    /// Coloured characters (block art), drawn into the canvas like any text.
    case characters(TextPicture)
    /// Pixels the terminal draws over the box (kitty, sixel or iTerm2 images).
    case pixels(PixelPicture)
    /// The picture cannot be drawn (missing, damaged, refused): the cell shows its glyph, or a
    /// neutral mark where it has none, so that no box is left empty without a reason.
    case unavailable
}

/// A picture drawn by the terminal in pixels over a box of character cells: the escape
/// sequence of a pixel protocol that draws it at the cursor.
public struct PixelPicture: Hashable, Sendable {
    public var columns: Int
    public var rows: Int
    /// The escape sequence (kitty graphics, sixel or iTerm2 inline image).
    public var bytes: [UInt8]
    /// Whether the picture lies on a layer of its own above the text (kitty): drawing text over
    /// it does not remove it, so the renderer deletes such pictures before placing them again.
    /// Sixel and iTerm2 pictures become the cells' contents and go when text is drawn over them.
    public var isLayered: Bool

    public init(columns: Int, rows: Int, bytes: [UInt8], isLayered: Bool) {
        self.columns = columns
        self.rows = rows
        self.bytes = bytes
        self.isLayered = isLayered
    }
}

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
}
