import CGtk
import TalkGridPrint

/// The mark of a cell chosen with "Select several": a thick dashed frame inside the tile and a
/// round tick in its top corner, in the focus ring's blue (cyan in high contrast), so a chosen
/// cell is told from the others by its shape as well as its colour.
enum SelectionMark {
    static func draw(_ box: PageRect, contrast: Bool, on context: OpaquePointer) {
        let (red, green, blue) = contrast ? (0.0, 1.0, 1.0) : (0.10, 0.37, 0.71)
        cairo_set_line_width(context, 6)
        cairo_set_source_rgb(context, red, green, blue)
        var dashes = [14.0, 6.0]
        cairo_set_dash(context, &dashes, 2, 0)
        cairo_rectangle(context, box.x + 3, box.y + 3, box.width - 6, box.height - 6)
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
        // The tick: a filled disc with a white check in it.
        let radius = max(10, min(box.width, box.height) * 0.1)
        let x = box.x + box.width - radius - 8
        let y = box.y + radius + 8
        cairo_arc(context, x, y, radius, 0, 2 * Double.pi)
        cairo_fill(context)
        cairo_set_line_width(context, radius * 0.3)
        if contrast { cairo_set_source_rgb(context, 0, 0, 0) } else { cairo_set_source_rgb(context, 1, 1, 1) }
        cairo_move_to(context, x - radius * 0.5, y)
        cairo_line_to(context, x - radius * 0.1, y + radius * 0.4)
        cairo_line_to(context, x + radius * 0.5, y - radius * 0.4)
        cairo_stroke(context)
    }
}
