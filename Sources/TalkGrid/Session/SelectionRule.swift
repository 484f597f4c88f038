/// The number-key rule: which key picks which cell, the same way every time (motor planning).
///
/// - A region of R rows x C columns (empty slots count; hidden cells keep their slot but are not
///   selectable). If R <= 3 and C <= 3, the cell at row r, column c (from 0) is picked by the key
///   at that keypad position: phone key = 3r + c + 1, numpad key = 7 − 3r + c.
/// - Otherwise the key zooms: the rows are split into min(R, 3) bands and the columns into
///   min(C, 3) bands, as equal as possible with the larger bands first (11 -> 4, 4, 3;
///   16 -> 6, 5, 5; 4 -> 2, 1, 1), and the key at keypad position (i, j) zooms into band (i, j).
///   This repeats on the sub-grid until a cell is picked.
/// - A zoom region that holds exactly one slot picks its cell at once, without another press
///   (pressing the only key of a 1 x 1 region would add a step and nothing else). This depends on
///   slots only, never on which cells are visible, so hiding a cell never changes another's keys.
/// - A key with nothing under it (outside the region, an empty slot, a hidden cell, or a band with
///   no visible cell) does nothing.
/// - `0` steps out of one zoom level; at the top level (and always in the rows layout) it goes back
///   to the previous board (the session handles it).
/// - Rows layout: the visible cells of the grid in reading order, keys 1–9 from the top in either
///   keypad, `+`/`-` for the next/previous nine. Buttons the grid does not place are shown in
///   neither layout: in OBF the grid decides what is on the board, and both layouts offer the
///   same words.
public enum SelectionRule {
    /// How many cells one page of the rows layout holds.
    public static let rowsPageSize = 9

    /// Splits `count` slots into min(count, 3) bands, as equal as possible, larger first.
    public static func bands(_ count: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let bandCount = min(count, 3)
        let base = count / bandCount
        let larger = count % bandCount
        var bands: [Range<Int>] = []
        var start = 0
        for index in 0..<bandCount {
            let size = base + (index < larger ? 1 : 0)
            bands.append(start..<start + size)
            start += size
        }
        return bands
    }

    /// Whether keys pick cells of the region directly (at most 3 x 3 slots) rather than zoom.
    public static func picksDirectly(_ region: GridRegion) -> Bool {
        region.rows.count <= 3 && region.columns.count <= 3
    }

    /// The band (i, j) of a region that zooms, or nil when the position is outside its bands.
    public static func band(at position: KeypadPosition, of region: GridRegion) -> GridRegion? {
        let rowBands = bands(region.rows.count)
        let columnBands = bands(region.columns.count)
        guard rowBands.indices.contains(position.row), columnBands.indices.contains(position.column) else {
            return nil
        }
        let rows = rowBands[position.row]
        let columns = columnBands[position.column]
        return GridRegion(
            rows: region.rows.lowerBound + rows.lowerBound..<region.rows.lowerBound + rows.upperBound,
            columns: region.columns.lowerBound + columns.lowerBound..<region.columns.lowerBound + columns.upperBound)
    }

    /// The region a zoom path leads to from the whole grid (steps that lead nowhere are ignored).
    public static func region(for zoomPath: [KeypadPosition], in grid: Grid) -> GridRegion {
        var region = GridRegion(grid)
        for step in zoomPath {
            guard !picksDirectly(region), let next = band(at: step, of: region) else { break }
            region = next
        }
        return region
    }

    /// The cell a slot holds when it can be picked: placed, on the board, and not hidden.
    public static func selectableCell(on board: Board, row: Int, column: Int) -> Cell? {
        selectableCell(in: cellsByID(board), of: board.grid, row: row, column: column)
    }

    /// The board's cells by id (the first of duplicate ids wins, as `Board.cell(id:)` finds it).
    static func cellsByID(_ board: Board) -> [String: Cell] {
        Dictionary(board.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The cell a slot holds when it can be picked, looked up in `cells` (``cellsByID(_:)``, made
    /// once for a caller that looks at every slot).
    static func selectableCell(in cells: [String: Cell], of grid: Grid, row: Int, column: Int) -> Cell? {
        guard row < grid.rows, column < grid.columns, let id = grid.cellID(row: row, column: column),
            let cell = cells[id], !cell.hidden
        else { return nil }
        return cell
    }

    /// What a number key leads to on a board at a zoom path; nil when nothing is under it.
    public static func target(of key: Int, on board: Board, zoomPath: [KeypadPosition], keypad: Keypad) -> KeyTarget? {
        guard let position = keypad.position(of: key) else { return nil }
        return target(at: position, in: region(for: zoomPath, in: board.grid), on: board, cells: cellsByID(board))
    }

    /// What the key at a keypad position leads to inside a region.
    static func target(
        at position: KeypadPosition, in region: GridRegion, on board: Board, cells: [String: Cell]
    ) -> KeyTarget? {
        func cellTarget(row: Int, column: Int) -> KeyTarget? {
            selectableCell(in: cells, of: board.grid, row: row, column: column).map {
                .cell(id: $0.id, row: row, column: column)
            }
        }
        if picksDirectly(region) {
            guard position.row < region.rows.count, position.column < region.columns.count else { return nil }
            return cellTarget(
                row: region.rows.lowerBound + position.row, column: region.columns.lowerBound + position.column)
        }
        guard let band = band(at: position, of: region) else { return nil }
        if band.slotCount == 1 {
            return cellTarget(row: band.rows.lowerBound, column: band.columns.lowerBound)
        }
        for row in band.rows {
            for column in band.columns where selectableCell(in: cells, of: board.grid, row: row, column: column) != nil {
                return .region(band, position)
            }
        }
        return nil
    }

    /// Which key leads to what at the current zoom level, for the screen to label cells and dim the rest.
    public static func keyMap(for board: Board, zoomPath: [KeypadPosition], keypad: Keypad) -> KeyMap {
        keyMap(for: board, zoomPath: zoomPath, keypad: keypad, cells: cellsByID(board))
    }

    /// The key map, with the board's cells by id already looked up (for callers walking every level).
    static func keyMap(for board: Board, zoomPath: [KeypadPosition], keypad: Keypad, cells: [String: Cell]) -> KeyMap {
        let region = region(for: zoomPath, in: board.grid)
        var targets: [Int: KeyTarget] = [:]
        for key in 1...9 {
            if let position = keypad.position(of: key),
                let target = target(at: position, in: region, on: board, cells: cells)
            {
                targets[key] = target
            }
        }
        return KeyMap(region: region, keypad: keypad, targets: targets)
    }

    /// The visible cells of a board as the rows layout lists them: the grid's slots in reading order.
    public static func rowsCells(of board: Board) -> [Cell] {
        let byID = cellsByID(board)
        var cells: [Cell] = []
        for row in 0..<max(0, board.grid.rows) {
            for column in 0..<max(0, board.grid.columns) {
                if let cell = selectableCell(in: byID, of: board.grid, row: row, column: column) { cells.append(cell) }
            }
        }
        return cells
    }

    /// How many pages the rows layout needs for a board (at least one).
    public static func rowsPageCount(of board: Board) -> Int {
        max(1, (rowsCells(of: board).count + rowsPageSize - 1) / rowsPageSize)
    }

    /// The keys that pick a cell from the top of its board (no zoom, first page); nil when the cell
    /// cannot be picked (hidden, or not placed on the grid).
    public static func keySequence(for cellID: String, on board: Board, layout: BoardLayout, keypad: Keypad) -> [Key]? {
        switch layout {
        case .rows:
            guard let index = rowsCells(of: board).firstIndex(where: { $0.id == cellID }) else { return nil }
            return Array(repeating: Key.nextPage, count: index / rowsPageSize) + [.digit(index % rowsPageSize + 1)]
        case .grid:
            guard let (row, column) = board.grid.position(of: cellID),
                selectableCell(on: board, row: row, column: column) != nil
            else { return nil }
            return keySequence(toSlotAtRow: row, column: column, in: board.grid, keypad: keypad)
        }
    }

    /// The keys that reach the slot at `row`, `column` from the top of a grid, whatever the slot
    /// holds (grid layout, no zoom); nil when the slot is outside the grid. Depends on the grid's
    /// size only, so a caller drawing every slot need not look its cell up again.
    public static func keySequence(toSlotAtRow row: Int, column: Int, in grid: Grid, keypad: Keypad) -> [Key]? {
        guard row >= 0, column >= 0, row < grid.rows, column < grid.columns else { return nil }
        var region = GridRegion(grid)
        var keys: [Key] = []
        while true {
            if picksDirectly(region) {
                let position = KeypadPosition(
                    row: row - region.rows.lowerBound, column: column - region.columns.lowerBound)
                return keys + [.digit(keypad.key(at: position))]
            }
            let position = KeypadPosition(
                row: bands(region.rows.count).firstIndex { $0.contains(row - region.rows.lowerBound) } ?? 0,
                column: bands(region.columns.count).firstIndex { $0.contains(column - region.columns.lowerBound) }
                    ?? 0)
            keys.append(.digit(keypad.key(at: position)))
            guard let band = band(at: position, of: region) else { return nil }
            if band.slotCount == 1 { return keys }
            region = band
        }
    }
}
