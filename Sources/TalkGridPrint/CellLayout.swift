import TalkGrid

/// Where the parts of one cell go on its page: the key sequence's band at the top (when keys
/// are printed), the picture or glyph, and the label below it.
///
/// Worked out once for both steps of a page: the pictures are prepared at the art box's size
/// ahead of drawing, then drawn into the same box.
public struct CellLayout {
    /// The cell's whole rounded rectangle.
    public var box: PageRect
    /// The key sequence's band, nil when no keys are printed in this cell.
    public var keys: PageRect?
    /// The picture's (or glyph's) box; may be empty when the cell has only a label.
    public var art: PageRect
    /// The label's box, nil when there is no label.
    public var label: PageRect?
    /// The height of a band of small text (key sequences), in points.
    public var band: Double
    /// The empty edge inside ``box``, around the keys, the picture and the label.
    public var padding: Double

    init(cell: ScreenCell, label: String, in box: PageRect, showsKeys: Bool) {
        self.box = box
        padding = max(1.5, min(5, box.width * 0.05))
        var inner = box.inset(by: padding)
        band = min(11, inner.height * 0.14)
        keys = nil
        if showsKeys && !cell.keySequence.isEmpty {
            keys = PageRect(x: inner.x, y: inner.y, width: inner.width * 0.55, height: band)
            inner = PageRect(x: inner.x, y: inner.y + band, width: inner.width, height: max(0, inner.height - band))
        }
        let hasArt = cell.picture != nil || !(cell.glyph ?? "").isEmpty
        let labelHeight = hasArt ? (label.isEmpty ? 0 : inner.height * 0.3) : inner.height
        art = PageRect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - labelHeight)
        self.label =
            labelHeight > 0
            ? PageRect(x: inner.x, y: inner.y + inner.height - labelHeight, width: inner.width, height: labelHeight) : nil
    }

    /// Whether the cell is large enough to draw anything in.
    public var isDrawable: Bool { box.width > 2 && box.height > 2 }
}
