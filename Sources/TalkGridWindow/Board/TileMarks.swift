import CGtk
import TalkGrid
import TalkGridGtk
import TalkGridPrint

/// What the window draws over or instead of a cell's face: the dimming outside the zoom
/// region, the scanning frame (black and yellow, seen on any colour, never a fill that hides a
/// picture), the dwell ring, and a zoom group's tile.
enum TileMarks {
    /// Cells outside the region the keys work in, faded.
    static func dim(_ box: PageRect, on context: OpaquePointer) {
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        cairo_set_source_rgba(context, 1, 1, 1, 0.55)
        cairo_fill(context)
    }

    /// The scanning highlight: a black frame in the tile's margin around the cell (`box`, `margin`
    /// wide) and a yellow one over the cell's edge, as wide as the empty edge inside it (`reach`,
    /// at most 5 pixels), so that neither covers the picture or the words.
    static func scanFrame(_ box: PageRect, reach: Double = 5, margin: Double, on context: OpaquePointer) {
        cairo_set_line_width(context, margin)
        cairo_set_source_rgb(context, 0, 0, 0)
        cairo_rectangle(context, box.x - margin / 2, box.y - margin / 2, box.width + margin, box.height + margin)
        cairo_stroke(context)
        let yellow = min(5, reach)
        cairo_set_line_width(context, yellow)
        cairo_set_source_rgb(context, 1, 0.84, 0)
        cairo_rectangle(context, box.x + yellow / 2, box.y + yellow / 2, box.width - yellow, box.height - yellow)
        cairo_stroke(context)
    }

    /// The keyboard focus: a 4-pixel ring inside the tile's edge, blue (cyan in high contrast).
    static func focusRing(width: Double, height: Double, contrast: Bool, on context: OpaquePointer) {
        cairo_set_line_width(context, 4)
        if contrast { cairo_set_source_rgb(context, 0, 1, 1) } else { cairo_set_source_rgb(context, 0.10, 0.37, 0.71) }
        cairo_rectangle(context, 2, 2, width - 4, height - 4)
        cairo_stroke(context)
    }

    /// The dwell ring, filled as far as `progress` (0 to 1), in the tile's top right corner.
    static func dwellRing(_ box: PageRect, progress: Double, on context: OpaquePointer) {
        let radius = max(8, min(box.width, box.height) * 0.12)
        let x = box.x + box.width - radius - 6
        let y = box.y + radius + 6
        cairo_set_line_width(context, radius * 0.35)
        cairo_set_source_rgba(context, 0, 0, 0, 0.25)
        cairo_arc(context, x, y, radius, 0, 2 * Double.pi)
        cairo_stroke(context)
        cairo_set_source_rgb(context, 0.1, 0.37, 0.71)
        cairo_arc(context, x, y, radius, -Double.pi / 2, -Double.pi / 2 + 2 * Double.pi * max(0, min(1, progress)))
        cairo_stroke(context)
    }

    /// A zoom group: a large tile with its key in a badge (where the keys are shown), and its cells
    /// drawn inside (their pictures, and their words at the text size): at their own places where
    /// they fit at the size's smallest cell, so the person sees what the key opens arranged as it
    /// will open; else the first of them in the board's order, larger, and how many more
    /// (``GroupPreview``), so that the tile can be read at the size the person chose.
    @GLibMain
    static func group(
        _ box: PageRect, key: Int, region: GridRegion, cells: [ScreenCell], painter: CellPainter, pictures: WindowPictures,
        contrast: Bool, textSize: TextSize, showsKey: Bool, words: InterfaceWords, on context: OpaquePointer
    ) {
        cairo_rectangle(context, box.x, box.y, box.width, box.height)
        if contrast { cairo_set_source_rgb(context, 0, 0, 0) } else { cairo_set_source_rgb(context, 0.93, 0.93, 0.9) }
        cairo_fill_preserve(context)
        cairo_set_line_width(context, 3)
        if contrast { cairo_set_source_rgb(context, 1, 1, 0) } else { cairo_set_source_rgb(context, 0.35, 0.35, 0.35) }
        cairo_stroke(context)
        // The key's badge at the top left, its digit as large as the text size's labels (as the
        // cells' badges grow); the cells beside it in a wide tile, else below it.
        let digit = textSize.groupBadge(tileSide: min(box.width, box.height))
        let side = max(16, digit * 1.3)
        let badge = PageRect(x: box.x + 5, y: box.y + 5, width: side * 1.2, height: side)
        let inner: PageRect
        if !showsKey {
            inner = box.inset(by: 6)
        } else if box.width >= box.height * TileFace.besideRatio {
            let left = badge.width + 10
            inner = PageRect(x: box.x + left, y: box.y + 6, width: max(0, box.width - left - 6), height: max(0, box.height - 12))
        } else {
            let top = side + 8
            inner = PageRect(x: box.x + 6, y: box.y + top, width: max(0, box.width - 12), height: max(0, box.height - top - 6))
        }
        let preview = GroupPreview(cells: cells, region: region, area: inner, smallest: textSize.smallestCell)
        var small = painter
        for shown in preview.shown {
            let cell = shown.cell.shown(highContrast: contrast)
            let line = textSize.labelLine(cellHeight: shown.box.height)
            small.largestLabel = line * 0.8
            let layout = small.layout(of: cell, in: shown.box, labelLine: line)
            if let request = small.pictureRequest(for: cell, layout: layout) { _ = pictures.picture(request) }
            _ = small.draw(cell, layout: layout, pictures: pictures.prepared, on: context)
        }
        if let more = preview.more {
            let note = words.text(InterfaceText.windowGroupMore(count: preview.moreCount))
            CellPainter.drawNote(note, in: more, largest: textSize.labelPixels, light: contrast, on: context)
        }
        guard showsKey else { return }
        cairo_rectangle(context, badge.x, badge.y, badge.width, badge.height)
        if contrast { cairo_set_source_rgb(context, 1, 0.84, 0) } else { cairo_set_source_rgb(context, 0.12, 0.12, 0.12) }
        cairo_fill(context)
        if contrast { cairo_set_source_rgb(context, 0, 0, 0) } else { cairo_set_source_rgb(context, 1, 1, 1) }
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(context, side * 0.8)
        cairo_move_to(context, badge.x + side * 0.33, badge.y + side * 0.8)
        cairo_show_text(context, String(key))
    }
}
