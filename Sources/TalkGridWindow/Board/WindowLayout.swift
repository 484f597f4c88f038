import TalkGrid

/// What the window's board area shows: the cells of the whole board (or of the zoom region the
/// keys are in) when they fit at the text size, else the regions the next key opens, each as one
/// large tile (the magnifying zoom). The key rule is the session's: a tile is its key's region,
/// and a cell keeps its place in the board.
struct WindowLayout: Equatable {
    /// A tile of the board area.
    enum Tile: Equatable {
        /// A cell of the board at its row and column.
        case cell(ScreenCell)
        /// The region a key opens, with the cells it holds (a few shown on the tile).
        case group(key: Int, region: GridRegion, cells: [ScreenCell])
    }

    /// A tile at its place (row, column) in the area.
    struct Placed: Equatable {
        var row: Int
        var column: Int
        var tile: Tile
    }

    /// The rows and columns of the board area.
    var rows: Int
    var columns: Int
    var tiles: [Placed]

    /// Whether every cell shown has its own tile (no region tiles).
    var showsWhole: Bool {
        !tiles.contains {
            if case .group = $0.tile { return true }
            return false
        }
    }

    /// The layout of `screen` in an area of `width` x `height` pixels at `textSize`.
    init(screen: ScreenModel, width: Double, height: Double, textSize: TextSize) {
        let smallest = textSize.smallestCell
        let shown = screen.zoomRegion ?? GridRegion(rows: 0..<screen.layout.rows, columns: 0..<screen.layout.columns)
        let fits =
            screen.layout.arrangement == .rows || screen.keyGroups.isEmpty
            || (Double(shown.columns.count) * smallest.width <= width && Double(shown.rows.count) * smallest.height <= height)
        if fits {
            rows = max(1, shown.rows.count)
            columns = max(1, shown.columns.count)
            tiles = screen.cells.filter { shown.contains(row: $0.row, column: $0.column) }.map {
                Placed(row: $0.row - shown.rows.lowerBound, column: $0.column - shown.columns.lowerBound, tile: .cell($0))
            }
            return
        }
        // The regions the keys open, laid out as the keys are on the keypad (3 x 3 at most).
        let groups = screen.keyGroups.compactMap { region -> (Int, GridRegion, [ScreenCell])? in
            let inside = screen.cells.filter { region.contains(row: $0.row, column: $0.column) }
            guard let key = inside.compactMap(\.key).first else { return nil }
            return (key, region, inside)
        }
        let groupRows = Array(Set(groups.map { $0.1.rows.lowerBound })).sorted()
        let groupColumns = Array(Set(groups.map { $0.1.columns.lowerBound })).sorted()
        rows = max(1, groupRows.count)
        columns = max(1, groupColumns.count)
        tiles = groups.map { key, region, cells in
            Placed(
                row: groupRows.firstIndex(of: region.rows.lowerBound) ?? 0,
                column: groupColumns.firstIndex(of: region.columns.lowerBound) ?? 0, tile: .group(key: key, region: region, cells: cells))
        }
    }
}
