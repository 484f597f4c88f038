import TalkGrid

/// The magnified zoom: a board whose cells do not fit the window with their pictures and whole
/// labels shows only the choices the next key makes, large. The level's region (the whole board
/// at first, then the band each key zoomed into) fills the board area with its cells when they
/// fit; else each of its (at most nine) bands is one big tile (its colour, its key, a few of its
/// pictures and words). After a key, a small map of the whole board beside the grid shows where
/// the region sits. The key rule is the core's (``SelectionRule``): a tile is where its key is on
/// the keypad, and the same keys pick the same word as when the whole board is shown.
extension Painting {
    /// The board area left of the map (when one is shown) and the map's box.
    private struct ZoomLayout {
        var area: (x: Int, width: Int)
        var map: (x: Int, y: Int, columns: Int, lines: Int)?
    }

    /// Draws the level's choices magnified; false when the board does not zoom (it is drawn whole).
    mutating func drawMagnified(_ screen: ScreenModel) -> Bool {
        let board = GridRegion(rows: 0..<screen.layout.rows, columns: 0..<screen.layout.columns)
        guard !SelectionRule.picksDirectly(board) else { return false }
        let region = screen.zoomRegion ?? board
        let layout = zoomLayout(board: board, showsMap: region != board)
        let level = shifted(screen, to: region)
        if let map = layout.map { drawMap(screen, region: region, board: board, at: map) }
        if SelectionRule.picksDirectly(region) {
            // Keys pick cells now: the region's cells fill the area whatever their labels need.
            guard let grid = placement(rows: region.rows.count, columns: region.columns.count, area: layout.area, widest: 40) else {
                return false
            }
            drawCells(level, in: grid)
            return true
        }
        if let grid = placement(rows: region.rows.count, columns: region.columns.count, area: layout.area),
            fits(level.cells, in: grid)
        {
            drawCells(level, in: grid)
            return true
        }
        return drawTiles(screen, region: region, area: layout.area)
    }

    /// Whether cells show their pictures (or glyphs) and whole labels in a placement: every
    /// word of each label (or its part up to a "/" or "-") within a line, at most three lines, and room above them
    /// for the key and two lines of picture (one of glyph). A cell without a picture to draw may
    /// also show its key of now and its whole label on one line. A printout's cells show their
    /// whole key sequence too.
    func fits(_ cells: [ScreenCell], in grid: GridPlacement) -> Bool {
        let inner = grid.cellWidth >= 7 && grid.innerHeight > 1 ? grid.cellWidth - 2 : grid.cellWidth
        return cells.allSatisfy { cell in
            if showsKeySequences, DisplayWidth.of(badges(of: cell)[0]) + (cell.opensBoard ? 1 : 0) > inner { return false }
            let label = (cell.isCurrentChoice ? "✓ " : "") + words.text(cell.label)
            // A glyph drawn as a picture needs no more room than the glyph as text: where the
            // cell has two lines for it, it is a picture, else it stays one line of text.
            let drawsPicture = cell.picture != nil && pictures != nil
            if !drawsPicture, grid.innerHeight <= 2 {
                let line = [badges(of: cell).last ?? "", label].filter { !$0.isEmpty }.joined(separator: " ")
                return DisplayWidth.of(line) + (cell.opensBoard ? 2 : 0) <= grid.cellWidth
            }
            guard TextLayout.widestWord(label) <= inner else { return false }
            let lines = TextLayout.wrap(label, width: inner, maxLines: 4).count
            guard lines <= 3 else { return false }
            let visual = drawsPicture ? 2 : cell.glyph == nil ? 0 : 1
            return grid.innerHeight >= 1 + lines + visual
        }
    }

    /// The screen with only the region's cells, moved so that the region's corner is (0, 0): what
    /// ``drawCells(_:in:)`` draws to fill the area with them.
    func shifted(_ screen: ScreenModel, to region: GridRegion) -> ScreenModel {
        func moved(_ other: GridRegion) -> GridRegion {
            GridRegion(
                rows: other.rows.lowerBound - region.rows.lowerBound..<other.rows.upperBound - region.rows.lowerBound,
                columns: other.columns.lowerBound - region.columns.lowerBound..<other.columns.upperBound - region.columns.lowerBound)
        }
        var level = screen
        level.layout = ScreenLayout(arrangement: .grid, rows: region.rows.count, columns: region.columns.count)
        level.cells = screen.cells.filter { region.contains(row: $0.row, column: $0.column) }.map { cell in
            var cell = cell
            cell.row -= region.rows.lowerBound
            cell.column -= region.columns.lowerBound
            cell.isDimmed = false
            return cell
        }
        level.keyGroups = screen.keyGroups.map(moved)
        level.zoomRegion = nil
        level.highlightedRegion = screen.highlightedRegion.map(moved)
        return level
    }

    /// Where the grid and the map go: the map at the right of the board area, as wide as the
    /// board has columns (at most 20) and half as high as it has rows (two rows a line).
    private func zoomLayout(board: GridRegion, showsMap: Bool) -> ZoomLayout {
        let full = (x: 0, width: width)
        guard showsMap else { return ZoomLayout(area: full) }
        let columns = min(board.columns.count, 20)
        let lines = (min(board.rows.count, 24) + 1) / 2
        let boxWidth = columns + 2
        guard width - boxWidth - 1 >= 3 * (ScreenGeometry.narrowestCell + 1) + 1, geometry.bodyHeight >= lines + 3 else {
            return ZoomLayout(area: full)
        }
        return ZoomLayout(
            area: (x: 0, width: width - boxWidth - 1),
            map: (x: width - boxWidth, y: geometry.bodyTop, columns: columns, lines: lines))
    }

    /// A grid of `rows` x `columns` cells in the area (the body's whole height), centred, a cell
    /// at most `widest` columns wide; nil when it does not fit.
    private func placement(rows: Int, columns: Int, area: (x: Int, width: Int), widest: Int = .max) -> GridPlacement? {
        let cellWidth = min(widest, (area.width - 1) / columns - 1)
        let innerHeight = (geometry.bodyHeight - 1) / rows - 1
        guard cellWidth >= ScreenGeometry.narrowestCell, innerHeight >= 1 else { return nil }
        let gridWidth = columns * (cellWidth + 1) + 1
        return GridPlacement(
            x: area.x + (area.width - gridWidth) / 2, y: geometry.bodyTop, cellWidth: cellWidth, innerHeight: innerHeight,
            rows: rows, columns: columns)
    }

    // MARK: Tiles

    /// The region's bands as big tiles filling the area. False when even nine tiles do not fit.
    private mutating func drawTiles(_ screen: ScreenModel, region: GridRegion, area: (x: Int, width: Int)) -> Bool {
        let rowBands = SelectionRule.bands(region.rows.count)
        let columnBands = SelectionRule.bands(region.columns.count)
        guard let grid = placement(rows: rowBands.count, columns: columnBands.count, area: area) else { return false }
        drawTiles(screen, region: region, in: grid)
        return true
    }

    /// The region's bands as big tiles in a grid of as many rows and columns as it has bands,
    /// each where its key is: a band of one slot is its cell, a band of more a group tile.
    mutating func drawTiles(_ screen: ScreenModel, region: GridRegion, in grid: GridPlacement) {
        let rowBands = SelectionRule.bands(region.rows.count)
        let columnBands = SelectionRule.bands(region.columns.count)
        var tiles = screen
        tiles.layout = ScreenLayout(arrangement: .grid, rows: rowBands.count, columns: columnBands.count)
        tiles.cells = []
        tiles.keyGroups = []
        tiles.zoomRegion = nil
        tiles.highlightedRegion = nil
        var groups: [(band: GridRegion, row: Int, column: Int, cells: [ScreenCell])] = []
        for (row, _) in rowBands.enumerated() {
            for (column, _) in columnBands.enumerated() {
                guard let band = SelectionRule.band(at: KeypadPosition(row: row, column: column), of: region) else { continue }
                let inside = screen.cells.filter { band.contains(row: $0.row, column: $0.column) }
                if band == screen.highlightedRegion {
                    tiles.highlightedRegion = GridRegion(rows: row..<row + 1, columns: column..<column + 1)
                }
                if band.slotCount == 1, var cell = inside.first {
                    cell.row = row
                    cell.column = column
                    cell.isDimmed = false
                    tiles.cells.append(cell)
                } else if !inside.isEmpty {
                    groups.append((band, row, column, inside))
                }
            }
        }
        // Every tile a group of its own: heavy outlines all round.
        tiles.keyGroups = (0..<rowBands.count).flatMap { row in
            (0..<columnBands.count).map { GridRegion(rows: row..<row + 1, columns: $0..<$0 + 1) }
        }
        drawCells(tiles, in: grid)
        for group in groups {
            drawGroupTile(
                group.cells, x: grid.lineX(group.column) + 1, y: grid.lineY(group.row) + 1, width: grid.cellWidth,
                height: grid.innerHeight)
        }
    }

    /// A tile for a band of several cells: its key (and what follows), the colour most of its
    /// cells have, a row of its first pictures when there is room, and its words in reading
    /// order, whole, as many as fit ("…" when more follow). A printout shows the keys from the
    /// top of the board that open the band.
    private mutating func drawGroupTile(_ cells: [ScreenCell], x: Int, y: Int, width: Int, height: Int) {
        guard let first = cells.first else { return }
        let badge: String
        if showsKeySequences {
            let path = cells.first { $0.keySequence.count > keysPressed }?.keySequence.prefix(keysPressed + 1)
            badge = path.map { " " + $0.map(\.token).joined(separator: " ") + "… " } ?? ""
        } else {
            badge = first.key.map { " \($0)… " } ?? ""
        }
        // The most common colour; of colours as common, the first in reading order (never the
        // dictionary's order, which changes from run to run: a tile keeps its colour).
        let colours = Dictionary(grouping: cells.compactMap(\.backgroundColor), by: { $0 })
        let most = colours.values.map(\.count).max() ?? 0
        let colour = cells.compactMap(\.backgroundColor).first { colours[$0]?.count == most }
        let highlighted = cells.allSatisfy(\.isHighlighted)
        let text = ScreenStyle(.cellText, fill: colour, isHighlighted: highlighted)
        var keyStyle = text
        keyStyle.part = .cellKey
        frame.fill(x: x, y: y, width: width, height: height, style: text)
        let padding = width >= 7 && height > 1 ? 1 : 0
        let inner = width - 2 * padding
        let left = x + padding
        frame.put(badge, x: left, y: y, maxWidth: inner, style: keyStyle)
        let space = height - 1
        guard space > 0 else { return }
        let pictureRows = pictures == nil ? 0 : Self.groupTilePictureRows(height: height)
        var top = y + 1
        if pictureRows >= 2 {
            let columns = 2 * pictureRows
            let pictured = cells.filter { boxSource(pictureSource(of: $0), rows: pictureRows) != nil }
            let shown = min(pictured.count, max(0, (inner + 1) / (columns + 1)))
            if shown > 0 {
                let used = shown * (columns + 1) - 1
                var pictureX = left + (inner - used) / 2
                for cell in pictured.prefix(shown) {
                    if let picture = boxSource(pictureSource(of: cell), rows: pictureRows) {
                        var plain = cell
                        plain.backgroundColor = colour
                        drawPictureBox(
                            picture, of: plain, glyph: cell.glyph ?? "", x: pictureX, y: top, columns: columns, rows: pictureRows,
                            standInX: pictureX, standInWidth: columns)
                    }
                    pictureX += columns + 1
                }
                top += pictureRows
            }
        }
        let lines = Self.wholeWords(
            cells.map { [$0.glyph, words.text($0.label)].compactMap { $0 }.joined(separator: " ") }, width: inner, lines: y + height - top)
        let start = top + max(0, (y + height - top - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.put(TextLayout.pad(line, width: inner, alignment: .center), x: left, y: start + index, style: text)
        }
    }

    /// The lines of pictures in a group tile `height` lines high: under the key, words take a
    /// third of the space (at least a line) and pictures the rest (drawn when two lines or more).
    static func groupTilePictureRows(height: Int) -> Int {
        let space = height - 1
        return min(8, space - max(1, space / 3))
    }

    /// Labels joined by " · " into at most `lines` lines of `width` columns, never cutting one;
    /// the last line ends with "…" when some did not fit.
    static func wholeWords(_ labels: [String], width: Int, lines: Int) -> [String] {
        guard width > 1, lines > 0 else { return [] }
        var result: [String] = []
        var line = ""
        for label in labels {
            let labelWidth = DisplayWidth.of(label)
            let joined = line.isEmpty ? label : line + " · " + label
            if DisplayWidth.of(joined) <= width {
                line = joined
                continue
            }
            if !line.isEmpty, result.count + 1 < lines, labelWidth <= width {
                result.append(line)
                line = label
                continue
            }
            if labelWidth > width, line.isEmpty { continue }  // a label wider than the tile is left to its cell
            // No room for the rest: the line says more follow.
            if DisplayWidth.of(line + " …") <= width { line += " …" } else { line = TextLayout.truncate(line, width: width - 1) + "…" }
            result.append(line)
            return result
        }
        if !line.isEmpty { result.append(line) }
        return Array(result.prefix(lines))
    }

    // MARK: Map

    /// The whole board in little: two board rows a line (▀ its upper half), the region the keys
    /// work in bright, the rest faint, empty slots dark; under it the keys pressed so far.
    private mutating func drawMap(
        _ screen: ScreenModel, region: GridRegion, board: GridRegion, at map: (x: Int, y: Int, columns: Int, lines: Int)
    ) {
        frame.drawBox(x: map.x, y: map.y, width: map.columns + 2, height: map.lines + 2, line: .rounded, style: ScreenStyle(.cellFrame))
        let filled = Set(screen.cells.map { $0.row * board.columns.count + $0.column })
        let rows = board.rows.count
        let columns = board.columns.count
        let mapRows = min(rows, map.lines * 2)
        func colour(mapRow: Int, mapColumn: Int) -> RGBAColor {
            guard mapRow < mapRows else { return Self.mapEmpty }
            let row = mapRow * rows / mapRows
            let column = mapColumn * columns / map.columns
            guard filled.contains(row * columns + column) else { return Self.mapEmpty }
            return region.contains(row: row, column: column) ? Self.mapRegion : Self.mapOther
        }
        for line in 0..<map.lines {
            for column in 0..<map.columns {
                let style = ScreenStyle(
                    .picture, fill: colour(mapRow: 2 * line + 1, mapColumn: column), ink: colour(mapRow: 2 * line, mapColumn: column))
                frame.put("▀", x: map.x + 1 + column, y: map.y + 1 + line, style: style)
            }
        }
        // The keys that led here, as the cells' sequences begin.
        if let sequence = screen.cells.first(where: { region.contains(row: $0.row, column: $0.column) })?.keySequence {
            let path = " " + sequence.prefix(keysPressed).map(\.token).joined(separator: " ") + " "
            let y = map.y + map.lines + 2
            if y < geometry.bodyTop + geometry.bodyHeight, keysPressed > 0 {
                frame.put(path, x: map.x + max(0, (map.columns + 2 - DisplayWidth.of(path)) / 2), y: y, style: ScreenStyle(.cellKey))
            }
        }
    }

    static let mapRegion = RGBAColor(red: 255, green: 212, blue: 0)
    static let mapOther = RGBAColor(red: 110, green: 110, blue: 110)
    static let mapEmpty = RGBAColor(red: 40, green: 40, blue: 40)
}
