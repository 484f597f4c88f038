import CPangoCairo
import Synchronization

/// An emoji drawn by Noto Color Emoji (through pango and fontconfig) as a PNG picture for a
/// cell: square, transparent around the emoji, as large as fits.
public enum EmojiPicture {
    /// The side a cell's emoji picture is drawn at: Noto's own bitmaps are 136 pixels wide, so
    /// 144 shows them at their own size, without blur.
    public static let side = 144

    /// One drawing at a time: the board's picture threads draw glyphs in parallel, and
    /// fontconfig's first configuration load (inside pango) is not safe to race.
    private static let drawing = Mutex(())

    /// The PNG of `emoji`, `side` pixels square; nil when pango and cairo cannot be opened or draw.
    /// pango and cairo are opened on the first call (on the thread that makes it).
    public static func png(_ emoji: String, side: Int = side) -> [UInt8]? {
        drawing.withLock { _ in drawn(emoji, side: side) }
    }

    private static func drawn(_ emoji: String, side: Int) -> [UInt8]? {
        guard side > 0, side <= 1024, talkgrid_pango_cairo_load() == nil,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        let size = Double(side)
        cairo_set_source_rgb(context, 0, 0, 0)
        TextBox(text: emoji, largest: size * 0.8, smallest: 4, wraps: false).draw(
            in: PageRect(x: 0, y: 0, width: size, height: size), on: context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let bytes = PNGBytes()
        let box = Unmanaged.passRetained(bytes)
        defer { box.release() }
        guard cairo_surface_write_to_png_stream(surface, pngWrite, box.toOpaque()) == CAIRO_STATUS_SUCCESS else { return nil }
        return bytes.bytes
    }

    /// The bytes cairo writes, collected.
    fileprivate final class PNGBytes {
        var bytes: [UInt8] = []
    }
}

private func pngWrite(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<EmojiPicture.PNGBytes>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
    return CAIRO_STATUS_SUCCESS
}
