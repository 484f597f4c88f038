import TalkGrid
import TalkGridPrint

/// How a cell's face shares its tile, the window's rule: the label takes one line of
/// ``TextSize/labelLine(cellHeight:)`` (a fifth of the cell at the standard size, times the size's
/// scale; two lines for two words where the cell is high enough), the picture all the rest of the
/// cell above it, and the keys, where they are shown, a badge in the picture's top left corner
/// that the picture keeps out of (``CellLayout``).
struct TileFace: Equatable {
    /// The cell's rounded box in the tile.
    var box: PageRect
    /// The height of one line of the label.
    var labelLine: Double
    /// The size of the key badge's digits; nil: no badge.
    var keyBadge: Double?

    init(box: PageRect, textSize: TextSize, keyBadge: Bool) {
        self.box = box
        labelLine = textSize.labelLine(cellHeight: box.height)
        self.keyBadge = keyBadge ? textSize.keyBadge(cellHeight: box.height) : nil
    }

    /// The label's letters at most: four fifths of its line.
    var largestLabel: Double { labelLine * 0.8 }

    /// Where the parts of `cell` go.
    func layout(of cell: ScreenCell, painter: CellPainter) -> CellLayout {
        painter.layout(of: cell, in: box, labelLine: labelLine, keyBadge: keyBadge)
    }
}
