import CChafa

extension PixelImage {
    /// The pixels as a PNG file (gdk-pixbuf's encoder), for pictures TalkGrid makes itself:
    /// test and benchmark pictures, a picture added to a set. Nil for an empty image.
    public func pngBytes() -> [UInt8]? {
        guard let pixbuf = Pixbuf.from(self) else { return nil }
        var buffer: UnsafeMutablePointer<gchar>? = nil
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>? = nil
        let saved = gdk_pixbuf_save_to_bufferv(pixbuf.pointer, &buffer, &size, "png", nil, nil, &error)
        if let error { g_error_free(error) }
        guard saved != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) { Array(UnsafeBufferPointer(start: $0, count: Int(size))) }
    }
}
