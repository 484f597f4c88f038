import CPangoCairo
import TalkGridPictures

/// A decoded picture as a cairo image surface (premultiplied ARGB in native byte order), made
/// when its page is drawn and let go after it.
struct PictureSurface: ~Copyable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// The picture's pixels copied into a new surface; nil when cairo cannot make one.
    init?(_ image: PixelImage) {
        guard image.width > 0, image.height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<image.height {
                let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) { $0 }
                var source = y * image.width * 4
                for x in 0..<image.width {
                    let alpha = UInt32(rgba[source + 3])
                    let red = UInt32(rgba[source]) * alpha / 255
                    let green = UInt32(rgba[source + 1]) * alpha / 255
                    let blue = UInt32(rgba[source + 2]) * alpha / 255
                    row[x] = alpha << 24 | red << 16 | green << 8 | blue
                    source += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.surface = surface
        width = image.width
        height = image.height
    }

    /// Draws the picture as large as fits in `box`, centred, keeping its proportions.
    func draw(in box: PageRect, on context: OpaquePointer) {
        let scale = min(box.width / Double(width), box.height / Double(height))
        guard scale > 0 else { return }
        let x = box.x + (box.width - Double(width) * scale) / 2
        let y = box.y + (box.height - Double(height) * scale) / 2
        cairo_save(context)
        cairo_translate(context, x, y)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_rectangle(context, 0, 0, Double(width), Double(height))
        cairo_fill(context)
        cairo_restore(context)
    }

    deinit { cairo_surface_destroy(surface) }
}
