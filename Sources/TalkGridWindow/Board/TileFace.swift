import TalkGrid
import TalkGridPrint

/// How a cell's face shares its tile, the window's rule. The picture covers more than half of the
/// cell wherever the cell's shape allows it:
/// - a cell at least ``besideRatio`` times as wide as high (most cells of a landscape screen: an
///   11 x 16 board's at 1280 x 800 are about 75 x 45 pixels) has its picture a square at its left,
///   as tall as the cell (55 % of the cell where the height allows, all of the height where it
///   does not), and its label in the column to the right, under the key badge; the label's
///   letters are at the text size where the column holds them, smaller where it does not;
/// - a squarer cell has its label in one line of ``TextSize/labelLine(cellHeight:)`` under the
///   picture (two lines for two words where the cell is high enough), the picture all the rest
///   above it, and the key badge in the picture's top left corner, which the picture keeps out
///   of (``CellLayout``).
struct TileFace: Equatable {
    /// The empty edge of a tile around its cell's rounded box, where the scanning frame's black
    /// line goes (the grid puts no spacing between tiles: two edges make the gap between cells).
    static let margin = 2.0
    /// How much wider than high a cell is when its label goes beside its picture.
    static let besideRatio = 1.4

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

    /// The cell's rounded box in a tile `width` x `height` pixels.
    static func box(inTile width: Double, _ height: Double) -> PageRect {
        PageRect(x: margin, y: margin, width: max(0, width - 2 * margin), height: max(0, height - 2 * margin))
    }

    /// Whether the label goes beside the picture.
    var labelBeside: Bool { box.width >= box.height * Self.besideRatio }

    /// The label's letters at most: four fifths of its line.
    var largestLabel: Double { labelLine * 0.8 }

    /// Where the parts of `cell` go.
    func layout(of cell: ScreenCell, painter: CellPainter) -> CellLayout {
        painter.layout(of: cell, in: box, labelLine: labelLine, keyBadge: keyBadge, labelBeside: labelBeside)
    }
}
