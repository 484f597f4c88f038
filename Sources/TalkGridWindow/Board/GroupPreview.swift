import TalkGrid
import TalkGridPrint

/// What a region's tile shows of the cells its key opens, in the tile's `area`: never a cell
/// smaller than the smallest one the text size shows on a board (``TextSize/smallestCell``), so
/// that what a tile says can be read at the size the person chose.
///
/// When the region's cells fit at their own places at that size, they are drawn there (the person
/// sees what the key opens, arranged as it will open). Else the first of them in the board's order
/// (row by row) fill the tile, larger, and the last place says how many more the key opens.
struct GroupPreview: Equatable {
    /// One cell drawn at its box.
    struct Shown: Equatable {
        var cell: ScreenCell
        var box: PageRect
    }

    /// The cells drawn, each in its box.
    var shown: [Shown]
    /// The box of the note saying how many more cells the key opens; nil when every cell is shown.
    var more: PageRect?
    /// How many cells of the region are not shown.
    var moreCount: Int
    /// Whether the cells stand at their own places in the region (else in the board's order, larger).
    var atTheirPlaces: Bool

    init(cells: [ScreenCell], region: GridRegion, area: PageRect, smallest: (width: Double, height: Double)) {
        let width = area.width / Double(max(1, region.columns.count))
        let height = area.height / Double(max(1, region.rows.count))
        if width >= smallest.width && height >= smallest.height {
            atTheirPlaces = true
            shown = cells.map { cell in
                Shown(
                    cell: cell,
                    box: PageRect(
                        x: area.x + Double(cell.column - region.columns.lowerBound) * width + 1,
                        y: area.y + Double(cell.row - region.rows.lowerBound) * height + 1, width: max(0, width - 2),
                        height: max(0, height - 2)))
            }
            more = nil
            moreCount = 0
            return
        }
        atTheirPlaces = false
        let ordered = cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        let columns = max(1, Int(area.width / smallest.width))
        let rows = max(1, Int(area.height / smallest.height))
        let places = columns * rows
        // Every cell when they all fit; else one place fewer, for the note.
        let count = ordered.count <= places ? ordered.count : max(1, places - 1)
        let used = min(places, count + (count < ordered.count ? 1 : 0))
        // The places used, row by row: as few rows as they need, each place as large as the tile allows.
        let usedColumns = min(columns, max(1, used))
        let usedRows = max(1, (used + usedColumns - 1) / usedColumns)
        let placeWidth = area.width / Double(usedColumns)
        let placeHeight = area.height / Double(usedRows)
        func box(_ index: Int) -> PageRect {
            PageRect(
                x: area.x + Double(index % usedColumns) * placeWidth + 1, y: area.y + Double(index / usedColumns) * placeHeight + 1,
                width: max(0, placeWidth - 2), height: max(0, placeHeight - 2))
        }
        shown = ordered.prefix(count).enumerated().map { Shown(cell: $1, box: box($0)) }
        moreCount = ordered.count - count
        more = moreCount > 0 && count < places ? box(count) : nil
    }
}
