import CChafa
import TalkGrid
import TalkGridShipped

/// Decodes PNG, JPEG, GIF, WebP and SVG pictures from bytes, with bounded size and memory.
///
/// Untrusted bytes are handled in this order: the size is checked, the format is recognised by
/// its signature (only the gdk-pixbuf loader of that format is used), an SVG is checked (and its
/// entities written out) by ``SVGGuard``, a WebP's header is read (``WebPHeader``), and then the
/// loader reports the declared dimensions before it allocates anything: a picture over
/// ``PictureLimits`` is refused right there (a WebP already at its header). SVG, JPEG and WebP are
/// decoded straight at the size asked for; PNG and GIF at their own size, then scaled. Nothing here
/// reads a file or the network: the SVG loader gets no base address and no document type, and
/// references are refused before it runs.
public struct PictureDecoder: Sendable {
    public var limits: PictureLimits

    public init(limits: PictureLimits = .standard) {
        self.limits = limits
    }

    /// What a verdict of ``inspect(_:)`` depends on besides the bytes: the version of these checks,
    /// the limits and the words its reasons are told in (a cache of verdicts keeps them next to its
    /// records; raise the version when a check changes).
    public var inspectionConditions: [UInt64] {
        [3, UInt64(limits.maxBytes), UInt64(limits.maxSide), UInt64(limits.maxPixels), Self.reasonWords]
    }

    /// A hash (64-bit FNV-1a) of the command line's words for every ``PictureTextKey``: a reason
    /// kept from an earlier run is in the words of that run.
    private static let reasonWords: UInt64 = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for key in PictureTextKey.allCases {
            for byte in (key.catalogueKey + "=" + ShippedContent.commandLineWords.text(key) + "\n").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return hash
    }()

    /// The picture's pixels, scaled down (an SVG: drawn) to fit `maxSize` keeping its proportions,
    /// or at its own size when `maxSize` is nil.
    public func decode(_ bytes: [UInt8], fitting maxSize: PixelSize? = nil) throws(PictureError) -> PixelImage {
        try decodePixbuf(bytes, fitting: maxSize).pixelImage()
    }

    /// Decodes like ``decode(_:fitting:)`` and lends the pixels to `body` without copying them;
    /// a picture larger than `maxSize` comes as large as its format decodes it cheapest (JPEG and
    /// SVG at `maxSize`, PNG and GIF at their own size), for a caller that scales it itself.
    public func withPixels<Result>(
        of bytes: [UInt8], near maxSize: PixelSize, _ body: (PixelRows) -> Result
    ) throws(PictureError) -> Result {
        let pixbuf = try decodePixbuf(bytes, fitting: maxSize, scalingDown: false)
        return pixbuf.withPixels { pixels, channels, rowStride in
            body(PixelRows(width: pixbuf.width, height: pixbuf.height, channels: channels, rowStride: rowStride, bytes: pixels))
        }
    }

    /// The picture in an OBF `data:` URI (base64 or percent-encoded), decoded like ``decode(_:fitting:)``.
    public func decode(dataURI: String, fitting maxSize: PixelSize? = nil) throws(PictureError) -> PixelImage {
        guard let bytes = DataURI.bytes(of: dataURI) else { throw .invalidDataURI }
        return try decode(bytes, fitting: maxSize)
    }

    /// An SVG picture as vectors, to be drawn sharp at any size (print), after the same checks as
    /// ``decode(_:fitting:)``; nil when the bytes are a picture of another format (PNG, JPEG, GIF, WebP).
    public func vector(_ bytes: [UInt8]) throws(PictureError) -> VectorPicture? {
        let (format, checked) = try recognise(bytes)
        guard format == .svg else { return nil }
        return try VectorPicture(checkedSVG: checked)
    }

    /// Checks the bytes as ``decode(_:fitting:)`` would, decoding at a small size; returns the
    /// format and declared size (for the validator and `info`).
    public func inspect(_ bytes: [UInt8]) throws(PictureError) -> (format: PictureFormat, size: PixelSize) {
        let (format, checked) = try recognise(bytes)
        let context = LoadContext(format: format, limits: limits, fitting: PixelSize(width: 64, height: 64))
        _ = try load(checked, context: context)
        return (format, context.declared ?? PixelSize(width: 0, height: 0))
    }

    /// The decoded pixbuf, no larger than `maxSize` when one is given (unless `scalingDown` is
    /// false: then only as small as the format's loader decodes it directly).
    func decodePixbuf(_ bytes: [UInt8], fitting maxSize: PixelSize?, scalingDown: Bool = true) throws(PictureError) -> Pixbuf {
        try decodeDeclaring(bytes, fitting: maxSize, scalingDown: scalingDown).pixbuf
    }

    /// Decodes like ``decodePixbuf(_:fitting:scalingDown:)``, and gives the format and the size the picture declares.
    func decodeDeclaring(
        _ bytes: [UInt8], fitting maxSize: PixelSize?, scalingDown: Bool = true
    ) throws(PictureError) -> (pixbuf: Pixbuf, format: PictureFormat, declared: PixelSize) {
        let (format, checked) = try recognise(bytes)
        let context = LoadContext(format: format, limits: limits, fitting: maxSize)
        let pixbuf = try load(checked, context: context)
        let declared = context.declared ?? pixbuf.size
        guard scalingDown, let maxSize, pixbuf.width > maxSize.width || pixbuf.height > maxSize.height else {
            return (pixbuf, format, declared)
        }
        guard let scaled = pixbuf.scaled(to: pixbuf.size.fitted(into: maxSize)) else {
            throw .undecodable(format: format, reason: "out of memory while scaling")
        }
        return (scaled, format, declared)
    }

    /// The format and the bytes its loader is given (an SVG's as ``SVGGuard`` writes them), after
    /// the checks that need no decoding.
    private func recognise(_ bytes: [UInt8]) throws(PictureError) -> (PictureFormat, [UInt8]) {
        if bytes.isEmpty { throw .empty }
        if bytes.count > limits.maxBytes { throw .fileTooLarge(bytes: bytes.count, limit: limits.maxBytes) }
        guard let format = PictureFormat(sniffing: bytes) else { throw .unknownFormat }
        switch format {
        case .svg:
            return (format, try SVGGuard.checked(bytes))
        case .webp:
            let size = try WebPHeader(bytes).size
            if let refusal = limits.refusal(of: size) { throw refusal }
        case .png, .jpeg, .gif:
            break
        }
        return (format, bytes)
    }

    /// Feeds the bytes to the format's loader in pieces, stopping as soon as the size is refused.
    private func load(_ bytes: [UInt8], context: LoadContext) throws(PictureError) -> Pixbuf {
        let format = context.format
        var error: UnsafeMutablePointer<GError>? = nil
        guard let loader = gdk_pixbuf_loader_new_with_type(format.loaderName, &error) else {
            throw .undecodable(format: format, reason: Self.message(taking: error) ?? "no \(format.rawValue) loader is installed")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let unmanaged = Unmanaged.passRetained(context)
        defer { unmanaged.release() }
        talkgrid_connect_size_prepared(loader, pictureSizePrepared, unmanaged.toOpaque())
        talkgrid_connect_area_updated(loader, pictureAreaUpdated, unmanaged.toOpaque())

        var written = 0
        let chunk = 64 * 1024
        var failure: String? = nil
        bytes.withUnsafeBufferPointer { buffer in
            while written < buffer.count && context.refusal == nil {
                let count = min(chunk, buffer.count - written)
                if gdk_pixbuf_loader_write(loader, buffer.baseAddress! + written, gsize(count), &error) == 0 {
                    failure = Self.message(taking: error) ?? "the data is damaged"
                    break
                }
                written += count
            }
        }
        var closeError: UnsafeMutablePointer<GError>? = nil
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        let closeMessage = Self.message(taking: closeError)
        if let refusal = context.refusal { throw refusal }
        if let failure { throw .undecodable(format: format, reason: failure) }
        if !closed { throw .undecodable(format: format, reason: closeMessage ?? "the data ends too early") }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw .undecodable(format: format, reason: "no picture in the data")
        }
        g_object_ref(UnsafeMutableRawPointer(pixbuf))
        let result = Pixbuf(owning: pixbuf)
        guard result.width > 0, result.height > 0 else { throw .noPixels }
        // gdk-pixbuf closes a truncated PNG or JPEG without an error, the rest of it grey (a WebP's
        // length is checked at its header: its loader reports no rows of an animation's first frame).
        if format != .webp && context.decodedRows < result.height {
            throw .undecodable(format: format, reason: "the data ends too early")
        }
        return result
    }

    /// The message of a GError, which is freed.
    private static func message(taking error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}

/// What the loader's signal handlers need, and what they found; used on the decoding thread only
/// (the loader calls its handlers synchronously from `write` and `close`).
final class LoadContext {
    let format: PictureFormat
    let limits: PictureLimits
    let fitting: PixelSize?
    /// The dimensions the picture declares.
    var declared: PixelSize?
    /// Set when the declared dimensions are refused; the loader was told to stop.
    var refusal: PictureError?
    /// How many rows from the top the loader has decoded.
    var decodedRows = 0

    init(format: PictureFormat, limits: PictureLimits, fitting: PixelSize?) {
        self.format = format
        self.limits = limits
        self.fitting = fitting
    }

    /// The size to decode at, or nil to refuse (setting ``refusal``).
    func decodingSize(declared size: PixelSize) -> PixelSize? {
        declared = size
        if size.width <= 0 || size.height <= 0 {
            refusal = .noPixels
            return nil
        }
        if format == .svg {
            // Vector: drawn at the size asked for whatever it declares (bounded by the limits).
            let box = fitting ?? PixelSize(width: min(size.width, 1024), height: min(size.height, 1024))
            return size.fitted(into: box)
        }
        if let refused = limits.refusal(of: size) {
            refusal = refused
            return nil
        }
        if format == .jpeg || format == .webp, let fitting, size.width > fitting.width || size.height > fitting.height {
            return size.fitted(into: fitting)  // libjpeg decodes at a fraction of the size directly, libwebp at any size
        }
        return size
    }
}

/// gdk-pixbuf's "size-prepared" handler: refuses (size 0 x 0 stops the loader) or picks the decoding size.
private func pictureSizePrepared(
    _ loader: OpaquePointer?, _ width: gint, _ height: gint, _ data: gpointer?
) {
    guard let loader, let data else { return }
    let context = Unmanaged<LoadContext>.fromOpaque(data).takeUnretainedValue()
    let size = context.decodingSize(declared: PixelSize(width: Int(width), height: Int(height)))
    if let size {
        if size.width != Int(width) || size.height != Int(height) {
            gdk_pixbuf_loader_set_size(loader, gint(size.width), gint(size.height))
        }
    } else {
        gdk_pixbuf_loader_set_size(loader, 0, 0)
    }
}

/// gdk-pixbuf's "area-updated" handler: notes how far down the picture is decoded.
private func pictureAreaUpdated(_ loader: OpaquePointer?, _ x: gint, _ y: gint, _ width: gint, _ height: gint, _ data: gpointer?) {
    guard let data else { return }
    let context = Unmanaged<LoadContext>.fromOpaque(data).takeUnretainedValue()
    context.decodedRows = max(context.decodedRows, Int(y) + Int(height))
}
