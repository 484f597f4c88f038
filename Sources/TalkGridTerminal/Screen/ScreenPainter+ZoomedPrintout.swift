import TalkGrid

/// `talkgrid show` of a board whose cells do not fit the width with their whole labels: the
/// full-screen board's magnifying zoom, printed part by part. First the board's regions (the
/// choices of the first key) as big tiles, each with its keys and a few of its words; then each
/// region in turn: its cells with whole labels and the whole key sequence that picks each, or,
/// where even they do not fit, its own tiles and then its parts. The regions are the key rule's
/// bands (``SelectionRule``) drawn by the zoom's own tiles, and each cell shows its own key
/// sequence, so a caregiver finds every word with the keys the run takes.
extension ScreenPainter {
    /// The narrowest printout that is zoomed: three of the narrowest cells side by side, so that
    /// a region the keys pick from directly always shows all its columns.
    static let narrowestZoomedPrintout = 3 * (ScreenGeometry.narrowestCell + 1) + 1

    /// The parts of the printout for a region `depth` keys from the top of the board (`screen`
    /// holding the region's cells), one canvas each, in reading order: the region's cells when
    /// they fit (or when keys pick them directly), else its tiles and then the parts of each band
    /// of more than one slot.
    func zoomedParts(of screen: ScreenModel, region: GridRegion, depth: Int, width: Int, height: Int?) -> [Canvas] {
        if let cells = cellsPart(of: screen, region: region, depth: depth, width: width, height: height) {
            return [cells]
        }
        var parts = [tilesPart(of: screen, region: region, depth: depth, width: width, height: height)]
        for band in Self.bands(of: region) where band.slotCount > 1 {
            // Each band's parts look only at its own cells: a board of thousands is printed in linear time.
            var inside = screen
            inside.cells = screen.cells.filter { band.contains(row: $0.row, column: $0.column) }
            guard !inside.cells.isEmpty else { continue }
            parts += zoomedParts(of: inside, region: band, depth: depth + 1, width: width, height: height)
        }
        return parts
    }

    /// The bands the next key opens in a region, in reading order; none where keys pick cells.
    private static func bands(of region: GridRegion) -> [GridRegion] {
        guard !SelectionRule.picksDirectly(region) else { return [] }
        return SelectionRule.bands(region.rows.count).indices.flatMap { row in
            SelectionRule.bands(region.columns.count).indices.compactMap { column in
                SelectionRule.band(at: KeypadPosition(row: row, column: column), of: region)
            }
        }
    }

    /// The region's cells under its heading, each with its whole key sequence; nil when they do
    /// not show their whole labels and keys do not pick them directly.
    private func cellsPart(of screen: ScreenModel, region: GridRegion, depth: Int, width: Int, height: Int?) -> Canvas? {
        guard let grid = placement(rows: region.rows.count, columns: region.columns.count, depth: depth, width: width, height: height)
        else { return nil }
        var painting = painting(for: grid, width: width, depth: depth)
        // In a region, the groups the next key opens are outlined, as on the full-screen board
        // (a board that fits whole is printed as it always was).
        var groups = screen
        if depth > 0 { groups.keyGroups = Self.bands(of: region) }
        let level = painting.shifted(groups, to: region)
        guard SelectionRule.picksDirectly(region) || painting.fits(level.cells, in: grid) else { return nil }
        drawHeading(of: screen, region: region, depth: depth, on: &painting)
        painting.drawCells(level, in: grid)
        return painting.frame
    }

    /// The region's bands as tiles under its heading, each with the keys that open it.
    private func tilesPart(of screen: ScreenModel, region: GridRegion, depth: Int, width: Int, height: Int?) -> Canvas {
        let rows = SelectionRule.bands(region.rows.count).count
        let columns = SelectionRule.bands(region.columns.count).count
        var grid =
            placement(rows: rows, columns: columns, depth: depth, width: width, height: height)
            ?? GridPlacement(x: 0, y: Self.headingLines(depth), cellWidth: 1, innerHeight: 1, rows: rows, columns: columns)
        // No higher than the tile's row of pictures needs: a tile too narrow for one is as low as without pictures.
        while grid.innerHeight > 4, 2 * Painting.groupTilePictureRows(height: grid.innerHeight) > grid.cellWidth - 2 {
            grid.innerHeight -= 1
        }
        var painting = painting(for: grid, width: width, depth: depth)
        drawHeading(of: screen, region: region, depth: depth, on: &painting)
        painting.drawTiles(screen, region: region, in: grid)
        return painting.frame
    }

    /// Lines above a part's grid: the board's title over the first part; a blank line and the
    /// region's heading over the others.
    private static func headingLines(_ depth: Int) -> Int { depth == 0 ? 1 : 2 }

    /// A grid of `rows` x `columns` cells across the width under a part's heading, as high as
    /// ``printout(of:width:height:)`` makes cells; nil when the cells would be narrower than the
    /// narrowest cell.
    private func placement(rows: Int, columns: Int, depth: Int, width: Int, height: Int?) -> GridPlacement? {
        let cellWidth = (width - 1) / columns - 1
        guard cellWidth >= ScreenGeometry.narrowestCell else { return nil }
        let top = Self.headingLines(depth)
        let tallest = pictures == nil ? 4 : max(4, min(10, cellWidth / 2 + 3))
        let innerHeight = height.map { max(1, min(tallest, ($0 - top - rows - 2) / rows)) } ?? tallest
        return GridPlacement(x: 0, y: top, cellWidth: cellWidth, innerHeight: innerHeight, rows: rows, columns: columns)
    }

    /// A painting as big as a part with its grid, showing whole key sequences.
    private func painting(for grid: GridPlacement, width: Int, depth: Int) -> Painting {
        let size = TerminalSize(columns: width, rows: grid.lineY(grid.rows) + 1)
        var painting = Painting(geometry: ScreenGeometry(size: size), words: words, pictures: pictures)
        painting.showsKeySequences = true
        painting.keysPressed = depth
        return painting
    }

    /// The board's title over the first part; over a region, the keys that open it and the rows
    /// and columns of the board it covers.
    private func drawHeading(of screen: ScreenModel, region: GridRegion, depth: Int, on painting: inout Painting) {
        guard depth > 0 else {
            painting.drawTitle(screen, row: 0)
            return
        }
        let keys =
            screen.cells.first { region.contains(row: $0.row, column: $0.column) && $0.keySequence.count > depth }?
            .keySequence.prefix(depth).map(\.token).joined(separator: " ") ?? ""
        func numbers(_ range: Range<Int>) -> String {
            range.count == 1 ? "\(range.lowerBound + 1)" : "\(range.lowerBound + 1)–\(range.upperBound)"
        }
        let heading = words.text(
            InterfaceText.printoutRegion(keys: keys, rows: numbers(region.rows), columns: numbers(region.columns)))
        painting.frame.put(TextLayout.truncate(heading, width: painting.width - 2), x: 1, y: 1, style: ScreenStyle(.title))
    }
}
