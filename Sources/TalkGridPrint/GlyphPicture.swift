import CPangoCairo
import Glibc
import TalkGrid

/// A glyph shown as a cell's picture (or a board's icon), drawn into pixels at print resolution
/// and placed on the page as a picture.
///
/// Colour emoji fonts (Noto Color Emoji) hold bitmaps; drawn as text into a PDF, cairo embeds each
/// at the page's own 72 dots per inch and it prints soft. Drawn by pango into an image at
/// ``PictureRequest/dotsPerInch`` on the cell's colour, the emoji prints as sharp as a picture.
/// Glyphs without emoji stay text (vectors).
enum GlyphPicture {
    /// Whether `glyph` needs drawing as pixels: it holds an emoji shown in colour.
    static func isColourEmoji(_ glyph: String) -> Bool {
        glyph.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    /// Draws `glyph` as large as fits in `box` (at most `largest` points), centred, on
    /// `background`, onto `context`, at `scale` pixels a point (print resolution; a window's is 1);
    /// false when cairo cannot make the pixels.
    @discardableResult
    static func draw(
        _ glyph: String, largest: Double, in box: PageRect, on background: RGBColor, scale: Double = PictureRequest.printScale,
        onto context: OpaquePointer
    ) -> Bool {
        // At most ``PictureRequest/largestSide`` pixels a side. (A window drawing its emoji at print
        // resolution spent about 3.5 ms on each: 38 ms to open a board of the shipped set.)
        let scale = min(scale, Double(PictureRequest.largestSide) / max(box.width, box.height, 1))
        let width = max(1, Int((box.width * scale).rounded()))
        let height = max(1, Int((box.height * scale).rounded()))
        guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            return false
        }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let pixels = cairo_create(image) else { return false }
        cairo_set_source_rgb(pixels, Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        cairo_paint(pixels)
        cairo_scale(pixels, Double(width) / box.width, Double(height) / box.height)
        cairo_set_source_rgb(pixels, 0, 0, 0)
        TextBox(text: glyph, largest: largest, smallest: 4, wraps: false)
            .draw(in: PageRect(x: 0, y: 0, width: box.width, height: box.height), on: pixels)
        cairo_destroy(pixels)
        cairo_surface_flush(image)
        // The same glyph at the same size on the same colour is stored once in the PDF.
        let id = "talkgrid-glyph:\(glyph):\(width)x\(height):\(background.red).\(background.green).\(background.blue)"
        if let copy = strdup(id) {
            cairo_surface_set_mime_data(
                image, CAIRO_MIME_TYPE_UNIQUE_ID, UnsafeRawPointer(copy).assumingMemoryBound(to: UInt8.self), UInt(strlen(copy)),
                { free($0) }, copy)
        }
        cairo_save(context)
        cairo_translate(context, box.x, box.y)
        cairo_scale(context, box.width / Double(width), box.height / Double(height))
        cairo_set_source_surface(context, image, 0, 0)
        cairo_rectangle(context, 0, 0, Double(width), Double(height))
        cairo_fill(context)
        cairo_restore(context)
        return true
    }
}
