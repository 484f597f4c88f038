import TalkGrid
import TalkGridGtk
import TalkGridPrint

extension BoardWindow {
    /// The ways the person picks now, and what the window shows and says of them.
    var ways: PickingWays { PickingWays(settings: store.session.settings) }

    /// Whether the tiles shown carry their keys in a badge.
    var showsKeyBadges: Bool { ways.showsKeys(on: shownScreen, editing: isEditing) }

    /// The face of `cell` in a tile of `width` x `height` at the text size, where its picture and
    /// label go, and the picture it shows; `painter` is given the face's largest label.
    private func face(of cell: ScreenCell, width: Double, height: Double, painter: inout CellPainter) -> (
        face: TileFace, layout: CellLayout, request: PictureRequest?
    ) {
        let face = TileFace(box: TileFace.box(inTile: width, height), textSize: textSize, keyBadge: showsKeyBadges)
        painter.largestLabel = face.largestLabel
        let layout = face.layout(of: cell, painter: painter)
        return (face, layout, painter.pictureRequest(for: cell, layout: layout))
    }

    /// Asks for the pictures of the cells shown at their tiles' sizes now, as their first drawing
    /// would: called once GTK gave the tiles their sizes, so the pictures are prepared while the
    /// first frame is laid out and painted instead of after it.
    func askPictures() {
        var painter = painter
        painter.words = store.words
        for tile in tiles {
            guard case .cell(let shown) = tile.tile else { continue }
            let (width, height) = tile.button.size
            guard width > 1, height > 1 else { continue }
            if let request = face(of: shown.shown(highContrast: isHighContrast), width: width, height: height, painter: &painter).request {
                _ = pictures.picture(request)
            }
        }
    }

    /// Paints the face of `tile`, a cell's, at `width` x `height` on `context`. The face (colours,
    /// picture, label, keys) is drawn once for its look and size, then painted from the tile's
    /// cache: a key that only zooms or moves the highlight redraws no text.
    @discardableResult
    private func paintFace(
        of tile: TileButton, cell: ScreenCell, width: Double, height: Double, painter: inout CellPainter, on context: OpaquePointer
    ) -> CellLayout {
        let (face, layout, request) = self.face(of: cell, width: width, height: height, painter: &painter)
        let picture = request.flatMap { pictures.picture($0) }
        let look = TileButton.FaceLook(
            cell: cell.normalisedForFace, width: Int(width), height: Int(height), hasPicture: picture != nil, face: face)
        let drawing = painter
        tile.paintFace(look, on: context) { surface in
            trace?.faceDrawn()
            _ = drawing.draw(cell, layout: layout, pictures: request.flatMap { r in picture.map { [r: $0] } } ?? [:], on: surface)
        }
        return layout
    }

    /// Draws ahead the faces of `grid`'s cells, a grid made hidden (a region's, made ahead while the
    /// window is idle), at the sizes GTK will give its tiles in its ``TileGrid/aheadArea``
    /// (``TileGrid/shares(of:among:)``: a hidden grid is given none), and asks for their pictures:
    /// the first zoom into the region then paints faces drawn already instead of drawing each.
    /// Drawn again once their pictures came.
    func drawFacesAhead(of grid: TileGrid) {
        guard let area = grid.aheadArea else { return }
        let widths = TileGrid.shares(of: Int(area.width), among: grid.place.columns)
        let heights = TileGrid.shares(of: Int(area.height), among: grid.place.rows)
        var painter = painter
        painter.words = store.words
        let contrast = isHighContrast
        window.drawingAhead { context in
            for (tile, slot) in zip(grid.tiles, grid.place.tiles) {
                guard case .cell(let shown) = tile.tile, case .cell(_, let row, let column) = slot,
                    widths.indices.contains(column), heights.indices.contains(row)
                else { continue }
                paintFace(
                    of: tile, cell: shown.shown(highContrast: contrast), width: Double(widths[column]), height: Double(heights[row]),
                    painter: &painter, on: context)
            }
        }
    }

    /// Draws a tile: a cell's face (its picture filling the cell, its label beside or under it at the
    /// text size, its keys in a badge out of the picture's way where the keys pick: ``TileFace``) and
    /// its marks, or a zoom region's tile.
    func draw(_ tile: TileButton, on drawing: DrawingContext) {
        let context = drawing.cairo
        let (width, height) = tile.button.size
        let box = TileFace.box(inTile: width, height)
        let contrast = isHighContrast
        var painter = painter
        painter.words = store.words
        switch tile.tile {
        case .cell(let shown):
            let cell = shown.shown(highContrast: contrast)
            let layout = paintFace(of: tile, cell: cell, width: width, height: height, painter: &painter, on: context)
            if cell.isDimmed && shownScreen.zoomRegion != nil { TileMarks.dim(box, on: context) }
            if cell.isHighlighted { TileMarks.scanFrame(box, reach: layout.padding, margin: TileFace.margin, on: context) }
            if isSelected(row: cell.row, column: cell.column) { SelectionMark.draw(box, contrast: contrast, on: context) }
        case .group(let key, let region, let cells):
            TileMarks.group(
                box, key: key, region: region, cells: cells, painter: painter, pictures: pictures, contrast: contrast,
                textSize: textSize, showsKey: showsKeyBadges, words: store.words, on: context)
            if shownScreen.highlightedRegion.map({ region in cells.contains { region.contains(row: $0.row, column: $0.column) } }) == true {
                TileMarks.scanFrame(box, margin: TileFace.margin, on: context)
            }
        }
        if let progress = tile.dwellProgress { TileMarks.dwellRing(box, progress: progress, on: context) }
        // The keyboard focus ring only once the person moved the focus (Tab): on the first cell,
        // where each board puts the focus, it would look like a choice made. With switches the
        // scanning frame is the one mark.
        if tile.showsFocus && focusMovedByPerson && !store.session.settings.access.scans {
            TileMarks.focusRing(width: width, height: height, contrast: contrast, on: context)
        }
    }
}
