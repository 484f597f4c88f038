import CPangoCairo
import Glibc
import TalkGridPictures

/// A decoded picture as an opaque cairo image surface: flattened onto the colour it is printed
/// on, so the PDF holds one colour image and no transparency mask.
///
/// `@unchecked Sendable`: the pixels are written once, in `init`, on the thread that prepares
/// the page; after that the surface is only read (by cairo, on the drawing thread) and its
/// reference count is atomic, so handing it to another thread is safe.
final class PictureSurface: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// The picture's pixels over `background` in a new surface, tagged with `uniqueID` (the same
    /// id drawn again reuses the picture already in the PDF); nil when cairo cannot make one.
    init?(_ image: PixelImage, on background: OpaqueColor, uniqueID: String) {
        guard image.width > 0, image.height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (backRed, backGreen, backBlue) = (UInt32(background.red), UInt32(background.green), UInt32(background.blue))
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var source = y * image.width * 4
                for x in 0..<image.width {
                    let alpha = UInt32(rgba[source + 3])
                    let rest = 255 - alpha
                    let red = (UInt32(rgba[source]) * alpha + backRed * rest + 127) / 255
                    let green = (UInt32(rgba[source + 1]) * alpha + backGreen * rest + 127) / 255
                    let blue = (UInt32(rgba[source + 2]) * alpha + backBlue * rest + 127) / 255
                    row[x] = 0xFF00_0000 | red << 16 | green << 8 | blue
                    source += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        if let id = strdup(uniqueID) {
            cairo_surface_set_mime_data(
                surface, CAIRO_MIME_TYPE_UNIQUE_ID, UnsafeRawPointer(id).assumingMemoryBound(to: UInt8.self), UInt(strlen(id)),
                { free($0) }, id)
        }
        self.surface = surface
        width = image.width
        height = image.height
    }

    /// How much memory the pixels take.
    var byteCount: Int { width * height * 4 }

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
