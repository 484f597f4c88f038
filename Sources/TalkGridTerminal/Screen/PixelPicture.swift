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
