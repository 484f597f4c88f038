import CRsvg

/// An SVG picture kept as vectors, drawn by librsvg straight onto a cairo context at any size:
/// on a printed page it stays sharp however far one zooms, and no pixels are made or stored.
///
/// Made by ``PictureDecoder/vector(_:)`` only, after the checks every picture gets (size,
/// format, ``SVGGuard``); librsvg is given no base address, so nothing outside the bytes is read.
/// Not `Sendable`: a handle is parsed, drawn and let go on one thread.
public final class VectorPicture {
    /// The `RsvgHandle *`, holding one reference.
    private let handle: OpaquePointer

    /// Parses checked SVG bytes; throws librsvg's reason when they are not an SVG it can draw.
    init(checkedSVG bytes: [UInt8]) throws(PictureError) {
        if let problem = talkgrid_rsvg_load() {
            throw .undecodable(format: .svg, reason: String(cString: problem))
        }
        var error: UnsafeMutablePointer<GError>? = nil
        let handle = bytes.withUnsafeBufferPointer { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else {
            throw .undecodable(format: .svg, reason: Self.message(taking: error) ?? "librsvg could not read it")
        }
        self.handle = handle
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(handle))
    }

    /// Draws the picture into the box (in the context's units), as large as fits keeping its
    /// proportions, centred (SVG's default `preserveAspectRatio`).
    ///
    /// `cairoContext` is a `cairo_t *` made by the caller; its state is the same afterwards.
    /// Throws librsvg's reason when the picture cannot be drawn.
    package func draw(
        onCairo cairoContext: OpaquePointer, x: Double, y: Double, width: Double, height: Double
    ) throws(PictureError) {
        var viewport = RsvgRectangle(x: x, y: y, width: width, height: height)
        var error: UnsafeMutablePointer<GError>? = nil
        if rsvg_handle_render_document(handle, cairoContext, &viewport, &error) == 0 {
            throw .undecodable(format: .svg, reason: Self.message(taking: error) ?? "librsvg could not draw it")
        }
    }

    /// Where the picture goes in the box: as large as fits keeping the proportions of its view box
    /// (or of its width and height), centred, as ``draw(onCairo:x:y:width:height:)`` draws it; the
    /// whole box when it declares neither. What the SVG holds outside it is not part of the picture.
    package func placement(x: Double, y: Double, width: Double, height: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        var hasWidth: gboolean = 0
        var hasHeight: gboolean = 0
        var hasViewBox: gboolean = 0
        var intrinsicWidth = RsvgLength(length: 0, unit: 0)
        var intrinsicHeight = RsvgLength(length: 0, unit: 0)
        var viewBox = RsvgRectangle(x: 0, y: 0, width: 0, height: 0)
        rsvg_handle_get_intrinsic_dimensions(
            handle, &hasWidth, &intrinsicWidth, &hasHeight, &intrinsicHeight, &hasViewBox, &viewBox)
        var aspect: Double? = nil
        if hasViewBox != 0, viewBox.width > 0, viewBox.height > 0 {
            aspect = viewBox.width / viewBox.height
        } else if hasWidth != 0, hasHeight != 0, intrinsicWidth.unit == intrinsicHeight.unit, intrinsicWidth.unit != 0,
            intrinsicWidth.length > 0, intrinsicHeight.length > 0
        {
            aspect = intrinsicWidth.length / intrinsicHeight.length
        }
        guard let aspect, width > 0, height > 0 else { return (x, y, width, height) }
        let fitted = width / height > aspect ? (width: height * aspect, height: height) : (width: width, height: width / aspect)
        return (x + (width - fitted.width) / 2, y + (height - fitted.height) / 2, fitted.width, fitted.height)
    }

    /// The message of a GError, which is freed.
    private static func message(taking error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
