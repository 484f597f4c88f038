import TalkGrid
import TalkGridGtk

/// A grid of tile buttons made for one board at one layout. The window keeps a cache of the last
/// few it showed, hidden: making 176 GTK buttons and drawing their faces is most of a frame's time
/// (zooming out of a region of an 11 x 16 board took 44 ms a key, median, on the benchmark's
/// machine), showing a kept grid again is not.
struct TileGrid {
    /// What a grid shows: the board, and the cells and groups at their places (their marks, the
    /// zoom's dimming and the scanning highlight, are drawn on the tiles and may differ).
    struct Place: Equatable {
        var board: String
        var rows: Int
        var columns: Int
        var tiles: [Slot]

        /// A tile's place and what it is, without its look.
        enum Slot: Equatable {
            case cell(id: String, row: Int, column: Int)
            case group(key: Int, region: GridRegion)
        }

        init(board: String, layout: WindowLayout) {
            self.board = board
            rows = layout.rows
            columns = layout.columns
            tiles = layout.tiles.map { placed in
                switch placed.tile {
                case .cell(let cell): .cell(id: cell.id, row: placed.row, column: placed.column)
                case .group(let key, let region, _): .group(key: key, region: region)
                }
            }
        }
    }

    var place: Place
    /// The grid widget holding the tiles.
    let grid: TalkGridGtk.Grid
    let tiles: [TileButton]
    /// The size a hidden grid will be given when shown, for drawing its faces ahead (nil: not drawn ahead).
    var aheadArea: (width: Double, height: Double)?
    /// The board whose cells the tiles show ("" for a choice screen's).
    let boardID: String
    /// Whether it shows one region of a large board (a few tiles, quick to make again).
    let isRegion: Bool

    /// The pixels each of `lines` rows (or columns) of a grid gets of `length`, as GTK's homogeneous
    /// grid without spacing shares them: the same each, the pixels left over one each to the first.
    static func shares(of length: Int, among lines: Int) -> [Int] {
        guard lines > 0 else { return [] }
        let each = max(0, length) / lines
        let left = max(0, length) % lines
        return (0..<lines).map { each + ($0 < left ? 1 : 0) }
    }
}
