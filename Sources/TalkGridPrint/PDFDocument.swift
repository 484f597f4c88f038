import CPangoCairo

/// A PDF being written with cairo, page by page, its bytes handed to a sink as cairo makes them
/// (a printed set is never held in memory whole).
final class PDFDocument {
    /// Where the bytes go, and whether the sink refused some.
    fileprivate final class Sink {
        let write: (UnsafeRawBufferPointer) -> Bool
        var failed = false
        init(write: @escaping (UnsafeRawBufferPointer) -> Bool) { self.write = write }
    }

    private let sink: Sink
    private let unmanagedSink: Unmanaged<Sink>
    private let surface: OpaquePointer
    /// The drawing context of the current page.
    let context: OpaquePointer
    private var finished = false

    /// Starts a PDF whose first page is `width` x `height` points; `write` gets the bytes and
    /// returns false when it cannot take them.
    init(width: Double, height: Double, title: String, write: @escaping (UnsafeRawBufferPointer) -> Bool) throws(PrintError) {
        if let problem = talkgrid_pango_cairo_load() {
            throw .drawingFailed(reason: String(cString: problem))
        }
        sink = Sink(write: write)
        unmanagedSink = Unmanaged.passRetained(sink)
        guard let surface = cairo_pdf_surface_create_for_stream(pdfWrite, unmanagedSink.toOpaque(), width, height) else {
            unmanagedSink.release()
            throw .drawingFailed(reason: "cairo made no PDF surface")
        }
        self.surface = surface
        if let reason = Self.problem(cairo_surface_status(surface)) {
            cairo_surface_destroy(surface)
            unmanagedSink.release()
            throw .drawingFailed(reason: reason)
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "TalkGrid")
        context = cairo_create(surface)
    }

    /// Sets the size of the page about to be drawn.
    func setPageSize(width: Double, height: Double) {
        cairo_pdf_surface_set_size(surface, width, height)
    }

    /// Ends the current page (its pictures are written out now and can be let go).
    func endPage() throws(PrintError) {
        cairo_show_page(context)
        try check()
    }

    /// Writes the rest of the PDF.
    func finish() throws(PrintError) {
        finished = true
        cairo_surface_finish(surface)
        try check()
    }

    private func check() throws(PrintError) {
        if sink.failed { throw .writeFailed(reason: "the output refused the bytes") }
        if let reason = Self.problem(cairo_status(context)) ?? Self.problem(cairo_surface_status(surface)) {
            throw .drawingFailed(reason: reason)
        }
    }

    private static func problem(_ status: cairo_status_t) -> String? {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return cairo_status_to_string(status).map { String(cString: $0) } ?? "cairo status \(status.rawValue)"
    }

    deinit {
        cairo_destroy(context)
        if !finished { sink.failed = true }  // a PDF given up: nothing more reaches the sink
        cairo_surface_destroy(surface)
        unmanagedSink.release()
    }

    /// cairo's write callback: hands the bytes to the sink, once it has failed refuses them all.
    fileprivate static func deliver(_ sink: Sink, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
        guard !sink.failed else { return CAIRO_STATUS_WRITE_ERROR }
        guard let data, length > 0 else { return CAIRO_STATUS_SUCCESS }
        if sink.write(UnsafeRawBufferPointer(start: data, count: Int(length))) { return CAIRO_STATUS_SUCCESS }
        sink.failed = true
        return CAIRO_STATUS_WRITE_ERROR
    }
}

private func pdfWrite(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    return PDFDocument.deliver(Unmanaged<PDFDocument.Sink>.fromOpaque(closure).takeUnretainedValue(), data, length)
}
