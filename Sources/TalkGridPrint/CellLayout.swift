import TalkGrid

/// Where the parts of one cell go on its page: the key sequence's band at the top (when keys
/// are printed), the picture or glyph, the label below it, and on paper a folder's band at the
/// bottom naming the board it opens.
///
/// Worked out once for both steps of a page: the pictures are prepared at the art box's size
/// ahead of drawing, then drawn into the same box.
public struct CellLayout {
    /// The cell's whole rounded rectangle.
    public var box: PageRect
    /// The key sequence's band (or badge), nil when no keys are shown in this cell.
    public var keys: PageRect?
    /// Whether the keys are a badge in the corner (a window's) rather than a band of text (paper).
    public var keysAreBadge = false
    /// The picture's (or glyph's) box; may be empty when the cell has only a label.
    public var art: PageRect
    /// The label's box, nil when there is no label.
    public var label: PageRect?
    /// The band naming the board a folder cell opens (on paper), nil for other cells.
    public var destination: PageRect?
    /// The height of a band of small text (key sequences), in points.
    public var band: Double
    /// The empty edge inside ``box``, around the keys, the picture and the label.
    public var padding: Double

    /// `labelLine`: the height of one line of the label (a window's text size); the label then takes
    /// as many lines of it as it needs (two at most, and never more than two fifths of the cell), and
    /// the picture all the rest. Nil (paper): the label takes the lower 30 % of the cell.
    ///
    /// `keyBadge`: the size of a badge for the key sequence in the top left corner (a window's);
    /// the picture keeps out of it (where the picture's square leaves the corner empty, as in a
    /// wide cell, it is as large as without one).
    ///
    /// `labelBeside` (a window's cell much wider than high, with `labelLine`): the label goes beside
    /// the picture instead (``beside(cell:label:in:labelLine:keyBadge:)``).
    init(
        cell: ScreenCell, label: String, in box: PageRect, showsKeys: Bool, namesDestination: Bool = false, labelLine: Double? = nil,
        keyBadge: (width: Double, height: Double)? = nil, labelBeside: Bool = false
    ) {
        let hasArt = cell.picture != nil || !(cell.glyph ?? "").isEmpty
        if labelBeside, let labelLine, hasArt, !label.isEmpty, !showsKeys, !namesDestination {
            self = Self.beside(cell: cell, in: box, labelLine: labelLine, keyBadge: keyBadge)
            return
        }
        self.box = box
        padding = max(1.5, min(5, box.width * 0.05))
        var inner = box.inset(by: padding)
        band = min(11, inner.height * 0.14)
        keys = nil
        if showsKeys && !cell.keySequence.isEmpty {
            keys = PageRect(x: inner.x, y: inner.y, width: inner.width * 0.55, height: band)
            inner = PageRect(x: inner.x, y: inner.y + band, width: inner.width, height: max(0, inner.height - band))
        }
        destination = nil
        if namesDestination && cell.opensBoard {
            let height = band * 1.3
            destination = PageRect(x: box.x, y: box.y + box.height - height, width: box.width, height: height)
            inner = PageRect(x: inner.x, y: inner.y, width: inner.width, height: max(0, box.y + box.height - height - 1 - inner.y))
        }
        let labelHeight: Double
        if !hasArt {
            labelHeight = inner.height
        } else if label.isEmpty {
            labelHeight = 0
        } else if let labelLine {
            let lines = label.contains(" ") && inner.height >= labelLine * 5 ? 2.0 : 1.0
            labelHeight = min(inner.height * 0.4, labelLine * lines)
        } else {
            labelHeight = inner.height * 0.3
        }
        art = PageRect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - labelHeight)
        if let badge = keyBadge, !cell.keySequence.isEmpty, art.width > 0, art.height > 0 {
            keys = PageRect(x: inner.x, y: inner.y, width: min(badge.width, inner.width), height: min(badge.height, inner.height))
            keysAreBadge = true
            let side = min(art.width, art.height)
            let besides = (art.width - side) / 2 >= badge.width + 1
            let above = art.height - side >= badge.height + 1
            if !besides && !above {
                // Narrowed on both sides (the picture stays centred), moved beside the badge (in a
                // wide cell the picture keeps its size, a little off centre) or lowered under it:
                // whichever leaves the larger picture, the centred one where they are as large.
                let narrowed = PageRect(
                    x: art.x + badge.width + 1, y: art.y, width: max(0, art.width - 2 * badge.width - 2), height: art.height)
                let beside = PageRect(
                    x: art.x + badge.width + 1, y: art.y, width: max(0, art.width - badge.width - 1), height: art.height)
                let lowered = PageRect(
                    x: art.x, y: art.y + badge.height + 1, width: art.width, height: max(0, art.height - badge.height - 1))
                let side = { (box: PageRect) in min(box.width, box.height) }
                art = [narrowed, beside, lowered].max { side($0) < side($1) } ?? narrowed
            } else if !besides {
                art = PageRect(x: art.x, y: art.y + badge.height + 1, width: art.width, height: max(0, art.height - badge.height - 1))
            }
        }
        self.label =
            labelHeight > 0
            ? PageRect(x: inner.x, y: inner.y + inner.height - labelHeight, width: inner.width, height: labelHeight) : nil
    }

    /// A window's wide cell: the picture a square at the left, as tall as the cell inside its thin
    /// edge, the label in the column to its right (its letters shrunk to fit the column where they
    /// must), under the key badge when there is one, so that the badge never covers the picture.
    ///
    /// The rule: the picture is as large as leaves the label a column two of its lines wide, and
    /// never smaller than 55 % of the cell's area (more than half, whatever the rounding to
    /// pixels), as far as the cell's height allows. Every picture of a board is then as large as
    /// every other, whatever its word. The empty edge is thin (1 pixel in a cell under 50 pixels
    /// high, growing to 4 in one 130 high): a small wide cell's picture needs nearly all of its
    /// height to cover half of it, and symbols carry their own white margin.
    private static func beside(
        cell: ScreenCell, in box: PageRect, labelLine: Double, keyBadge: (width: Double, height: Double)?
    ) -> CellLayout {
        let padding = min(5, max(1, (box.height - 30) * 0.04))
        let inner = box.inset(by: padding)
        let gap = padding
        let most = (box.width * box.height * 0.55).squareRoot()
        let side = max(0, min(inner.height, inner.width - gap - 4, max(inner.width - gap - 2 * labelLine, most)))
        let art = PageRect(x: inner.x, y: inner.y + (inner.height - side) / 2, width: side, height: side)
        var column = PageRect(x: inner.x + side + gap, y: inner.y, width: max(0, inner.width - side - gap), height: inner.height)
        var keys: PageRect? = nil
        if let badge = keyBadge, !cell.keySequence.isEmpty {
            let height = min(badge.height, inner.height / 2)
            keys = PageRect(x: column.x, y: column.y, width: min(badge.width, column.width), height: height)
            column = PageRect(x: column.x, y: column.y + height + 1, width: column.width, height: max(0, column.height - height - 1))
        }
        var layout = CellLayout(box: box, art: art, label: column, band: min(11, inner.height * 0.14), padding: padding)
        layout.keys = keys
        layout.keysAreBadge = keys != nil
        return layout
    }

    /// A layout of its parts as given.
    private init(box: PageRect, art: PageRect, label: PageRect?, band: Double, padding: Double) {
        self.box = box
        self.art = art
        self.label = label
        self.band = band
        self.padding = padding
        keys = nil
        destination = nil
    }

    /// Whether the cell is large enough to draw anything in.
    public var isDrawable: Bool { box.width > 2 && box.height > 2 }
}
