import CChafa

extension Pixbuf {
    /// The picture turned upright by the orientation its camera wrote (a JPEG's EXIF
    /// `Orientation`, which the loader keeps as the `orientation` option); itself when it has none.
    func upright() -> Pixbuf? {
        guard let orientation = orientation, orientation != 1 else { return self }
        return gdk_pixbuf_apply_embedded_orientation(pointer).map(Pixbuf.init(owning:))
    }

    /// The EXIF orientation the loader found (1 to 8), nil when the file has none.
    var orientation: Int? {
        gdk_pixbuf_get_option(pointer, "orientation").flatMap { Int(String(cString: $0)) }
    }

    /// The largest square in the middle of the picture (sharing this one's pixels).
    func centreSquare() -> Pixbuf? {
        let side = min(width, height)
        guard side > 0 else { return nil }
        let (x, y) = ((width - side) / 2, (height - side) / 2)
        return gdk_pixbuf_new_subpixbuf(pointer, Int32(x), Int32(y), Int32(side), Int32(side)).map(Pixbuf.init(owning:))
    }

    /// The picture on a white background, without alpha (for a JPEG file).
    func onWhite() -> Pixbuf? {
        guard hasAlpha, let white = Pixbuf.filled(size, red: 255, green: 255, blue: 255) else { return self }
        white.composite(self, x: 0, y: 0, size: size)
        return white
    }

    /// The picture encoded as `type` (`png`, `jpeg`) with gdk-pixbuf's encoder and its options
    /// (`["quality": "85"]`); nil when it fails.
    func encoded(as type: String, options: [(String, String)] = []) -> [UInt8]? {
        var buffer: UnsafeMutablePointer<gchar>? = nil
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>? = nil
        let keys = options.map { g_strdup($0.0) } + [nil]
        let values = options.map { g_strdup($0.1) } + [nil]
        defer { (keys + values).forEach { g_free($0) } }
        var keyPointers = keys
        var valuePointers = values
        let saved = keyPointers.withUnsafeMutableBufferPointer { keyBuffer in
            valuePointers.withUnsafeMutableBufferPointer { valueBuffer in
                gdk_pixbuf_save_to_bufferv(pointer, &buffer, &size, type, keyBuffer.baseAddress, valueBuffer.baseAddress, &error)
            }
        }
        if let error { g_error_free(error) }
        guard saved != 0, let buffer else { return nil }
        defer { g_free(buffer) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) { Array(UnsafeBufferPointer(start: $0, count: Int(size))) }
    }
}
