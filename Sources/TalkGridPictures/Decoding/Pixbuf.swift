import CChafa

/// A gdk-pixbuf image owned by Swift: the only type (with ``PixbufLoading``) that calls gdk-pixbuf.
///
/// Not `Sendable`: one pixbuf is used by one thread at a time (a worker decodes, composites and
/// converts it, then drops it).
final class Pixbuf {
    /// The `GdkPixbuf *`, holding one reference.
    let pointer: OpaquePointer

    /// Takes over one reference to `pointer`.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
    var height: Int { Int(gdk_pixbuf_get_height(pointer)) }
    var size: PixelSize { PixelSize(width: width, height: height) }
    var hasAlpha: Bool { gdk_pixbuf_get_has_alpha(pointer) != 0 }
    var rowStride: Int { Int(gdk_pixbuf_get_rowstride(pointer)) }

    /// A new RGBA pixbuf (opaque; chafa 1.12 crashes on RGB input in its FGBG mode) of `size` filled with one colour; nil when memory is short.
    static func filled(_ size: PixelSize, red: UInt8, green: UInt8, blue: UInt8) -> Pixbuf? {
        guard let pointer = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, Int32(size.width), Int32(size.height)) else { return nil }
        let pixel = UInt32(red) << 24 | UInt32(green) << 16 | UInt32(blue) << 8 | 0xFF
        gdk_pixbuf_fill(pointer, pixel)
        return Pixbuf(owning: pointer)
    }

    /// Draws `picture` scaled to `rectangle`'s size at its origin, blended over what is here by its alpha.
    func composite(_ picture: Pixbuf, x: Int, y: Int, size: PixelSize) {
        guard size.width > 0, size.height > 0, picture.width > 0, picture.height > 0 else { return }
        gdk_pixbuf_composite(
            picture.pointer, pointer, Int32(x), Int32(y), Int32(size.width), Int32(size.height), Double(x), Double(y),
            Double(size.width) / Double(picture.width), Double(size.height) / Double(picture.height), GDK_INTERP_BILINEAR, 255)
    }

    /// A copy scaled to `size` (alpha kept); nil when memory is short.
    func scaled(to size: PixelSize) -> Pixbuf? {
        if size == self.size { return self }
        return gdk_pixbuf_scale_simple(pointer, Int32(size.width), Int32(size.height), GDK_INTERP_BILINEAR).map(Pixbuf.init(owning:))
    }

    /// Calls `body` with the pixel rows (RGB or RGBA, 8 bits a channel) and the row stride.
    func withPixels<Result>(_ body: (UnsafeBufferPointer<UInt8>, _ channels: Int, _ rowStride: Int) -> Result) -> Result {
        var length: guint = 0
        let bytes = gdk_pixbuf_get_pixels_with_length(pointer, &length)
        return body(UnsafeBufferPointer(start: bytes, count: Int(length)), Int(gdk_pixbuf_get_n_channels(pointer)), rowStride)
    }

    /// The pixels as straight (not premultiplied) RGBA without row padding.
    func pixelImage() -> PixelImage {
        let width = width
        let height = height
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        withPixels { bytes, channels, stride in
            for y in 0..<height {
                for x in 0..<width {
                    let source = y * stride + x * channels
                    let target = (y * width + x) * 4
                    for channel in 0..<min(channels, 4) { rgba[target + channel] = bytes[source + channel] }
                }
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }
}

extension Pixbuf {
    /// A pixbuf holding a copy of `image`'s pixels; nil for an empty image or when memory is short.
    static func from(_ image: PixelImage) -> Pixbuf? {
        guard image.width > 0, image.height > 0,
            let pointer = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, Int32(image.width), Int32(image.height))
        else { return nil }
        let pixbuf = Pixbuf(owning: pointer)
        let stride = pixbuf.rowStride
        let target = gdk_pixbuf_get_pixels(pointer)!
        image.rgba.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                (target + y * stride).update(from: source.baseAddress! + y * image.width * 4, count: image.width * 4)
            }
        }
        return pixbuf
    }
}
