import CPangoCairo
import Glibc
import TalkGrid
import TalkGridPictures

/// A decoded picture as an opaque cairo image surface: flattened onto the colour it is printed
/// on, so the PDF holds one colour image and no transparency mask.
///
/// `@unchecked Sendable`: the pixels are written once, in `init`, on the thread that prepares
/// the page; after that the surface is only read (by cairo, on the drawing thread) and its
/// reference count is atomic, so handing it to another thread is safe.
public final class PictureSurface: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    /// The picture's pixels over `background` in a new surface, shrunk to fit `box` when they are
    /// larger (see ``AreaAverager``), tagged with `content` and the size made as cairo's unique id
    /// (the same id drawn again reuses the picture already in the PDF); nil when cairo cannot make one.
    convenience init?(_ pixels: PixelRows, fitting box: PixelSize, on background: RGBColor, content: String) {
        guard pixels.width > 0, pixels.height > 0, talkgrid_pango_cairo_load() == nil else { return nil }
        let size = pixels.width > box.width || pixels.height > box.height ? pixels.size.fitted(into: box) : pixels.size
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        AreaAverager(from: pixels.size, to: size).shrink(
            pixels, onto: background, into: UnsafeMutableRawPointer(data), outputStride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        self.init(surface, size: size, content: content)
    }

    /// A surface as ``cachePayload`` wrote it (width and height, UInt16 each, then the rows of
    /// cairo's RGB24 pixels, 4 bytes each); nil when the payload is not one.
    convenience init?(cachePayload payload: [UInt8], content: String) {
        guard payload.count >= 4, talkgrid_pango_cairo_load() == nil else { return nil }
        let size = PixelSize(
            width: Int(CacheFileFrame.read(payload, at: 0, bytes: 2)), height: Int(CacheFileFrame.read(payload, at: 2, bytes: 2)))
        let rowBytes = size.width * 4
        guard size.width > 0, size.height > 0, payload.count == 4 + rowBytes * size.height,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        payload.withUnsafeBufferPointer { source in
            for row in 0..<size.height {
                (data + row * stride).update(from: source.baseAddress! + 4 + row * rowBytes, count: rowBytes)
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface, size: size, content: content)
    }

    /// Tags `surface` with `content` and its size as cairo's unique id, and keeps it.
    private init(_ surface: OpaquePointer, size: PixelSize, content: String) {
        if let id = strdup("\(content):\(size)") {
            cairo_surface_set_mime_data(
                surface, CAIRO_MIME_TYPE_UNIQUE_ID, UnsafeRawPointer(id).assumingMemoryBound(to: UInt8.self), UInt(strlen(id)),
                { free($0) }, id)
        }
        self.surface = surface
        width = size.width
        height = size.height
    }

    /// The surface's pixels for a ``DiskCache`` (read back by ``init(cachePayload:content:)``).
    var cachePayload: [UInt8] {
        var payload: [UInt8] = []
        let rowBytes = width * 4
        payload.reserveCapacity(4 + rowBytes * height)
        CacheFileFrame.append(UInt64(width), bytes: 2, to: &payload)
        CacheFileFrame.append(UInt64(height), bytes: 2, to: &payload)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            payload += UnsafeBufferPointer(start: data + row * stride, count: rowBytes)
        }
        return payload
    }

    /// How much memory the pixels take.
    var byteCount: Int { width * height * 4 }

    /// Where the picture goes in `box`: as large as fits, centred, keeping its proportions.
    func box(in box: PageRect) -> PageRect {
        let scale = max(0, min(box.width / Double(width), box.height / Double(height)))
        return PageRect(
            x: box.x + (box.width - Double(width) * scale) / 2, y: box.y + (box.height - Double(height) * scale) / 2,
            width: Double(width) * scale, height: Double(height) * scale)
    }

    /// Draws the picture as large as fits in `box`, centred, keeping its proportions.
    func draw(in box: PageRect, on context: OpaquePointer) {
        let placed = self.box(in: box)
        let scale = placed.width / Double(width)
        guard scale > 0 else { return }
        let x = placed.x
        let y = placed.y
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
