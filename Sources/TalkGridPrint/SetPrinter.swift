import TalkGrid
import TalkGridPictures

/// Prints boards of a set as a PDF, one page per board, with cairo and pango.
///
/// Memory stays bounded whatever the size of the set: each page's pictures are read and decoded
/// when the page is drawn and let go when it ends, and the PDF's bytes go to the caller's sink
/// as cairo makes them.
public struct SetPrinter: Sendable {
    public var settings: PrintSettings
    public var words: InterfaceWords
    public var decoder: PictureDecoder

    public init(settings: PrintSettings, words: InterfaceWords, decoder: PictureDecoder = PictureDecoder()) {
        self.settings = settings
        self.words = words
        self.decoder = decoder
    }

    /// Prints `boardIDs` of `set` (in that order; ids not in the set are skipped) and returns
    /// what was printed.
    ///
    /// - Parameters:
    ///   - pictureBytes: the bytes of a picture, nil when it cannot be read here (a web address, a missing file).
    ///   - progress: called before each page with its number (from 1) and the page count.
    ///   - write: takes the next bytes of the PDF; false stops printing with ``PrintError/writeFailed(reason:)``.
    public func print(
        _ set: BoardSet, boards boardIDs: [String], setName: String, date: String,
        pictureBytes: @escaping (PictureReference) -> [UInt8]?, progress: (Int, Int) -> Void = { _, _ in },
        write: @escaping (UnsafeRawBufferPointer) -> Bool
    ) throws(PrintError) -> PrintReport {
        let boards = boardIDs.compactMap { set.boards[$0] }
        guard !boards.isEmpty else { throw .noBoards }
        let (width, height) = settings.pageSize
        let document = try PDFDocument(width: width, height: height, title: setName, write: write)
        var report = PrintReport()
        var failedOnce: Set<PictureReference> = []
        for (index, board) in boards.enumerated() {
            progress(index + 1, boards.count)
            let screen = ScreenModel(printing: board, keypad: settings.keypad, language: settings.language)
            let painter = PagePainter(settings: settings, words: words) { reference, size in
                guard let bytes = pictureBytes(reference) else {
                    return .failure(PictureFailure(boardID: reference.boardID, imageID: reference.imageID, cause: .unreadable))
                }
                do throws(PictureError) {
                    return .success(try decoder.decode(bytes, fitting: size))
                } catch {
                    return .failure(PictureFailure(boardID: reference.boardID, imageID: reference.imageID, cause: .undecodable(error)))
                }
            }
            let footer = PagePainter.Footer(setName: setName, number: index + 1, count: boards.count, date: date)
            let outcome = painter.draw(screen, footer: footer, on: document.context)
            try document.endPage()
            report.boardIDs.append(board.id)
            report.picturesDrawn += outcome.drawn
            for failure in outcome.failed
            where failedOnce.insert(PictureReference(boardID: failure.boardID, imageID: failure.imageID)).inserted {
                report.failedPictures.append(failure)
            }
        }
        try document.finish()
        return report
    }
}
