import TalkGrid
import TalkGridPictures

/// Prints boards of a set as a PDF, one page per board, with cairo and pango.
///
/// Memory stays bounded whatever the size of the set: a page's pictures are read and decoded
/// (on a second thread, while the page before is drawn) just before the page is drawn and let
/// go after it, and the PDF's bytes go to the caller's sink as cairo makes them. SVG pictures
/// are drawn as vectors, raster pictures embedded at the size they are printed.
public struct SetPrinter: Sendable {
    public var settings: PrintSettings
    /// The board's words (titles, labels), as on screen.
    public var words: InterfaceWords
    /// The caregiver's words for the pages' footers: the command line's catalogue (``PrintTextKey``).
    public var caregiverWords: InterfaceWords
    public var decoder: PictureDecoder

    public init(settings: PrintSettings, words: InterfaceWords, caregiverWords: InterfaceWords, decoder: PictureDecoder = PictureDecoder())
    {
        self.settings = settings
        self.words = words
        self.caregiverWords = caregiverWords
        self.decoder = decoder
    }

    /// Prints `boardIDs` of `set` (in that order; ids not in the set are skipped) and returns
    /// what was printed.
    ///
    /// - Parameters:
    ///   - pictureBytes: the bytes of a picture, nil when it cannot be read here (a web address, a
    ///     missing file); called from another thread than the caller's, one call at a time.
    ///   - progress: called before each page with its number (from 1) and the page count.
    ///   - write: takes the next bytes of the PDF; false stops printing with ``PrintError/writeFailed(reason:)``.
    public func print(
        _ set: BoardSet, boards boardIDs: [String], setName: String, date: String,
        pictureBytes: @escaping @Sendable (PictureReference) -> [UInt8]?, progress: (Int, Int) -> Void = { _, _ in },
        write: @escaping (UnsafeRawBufferPointer) -> Bool
    ) throws(PrintError) -> PrintReport {
        let boards = boardIDs.compactMap { set.boards[$0] }
        guard !boards.isEmpty else { throw .noBoards }
        let (width, height) = settings.pageSize
        let document = try PDFDocument(width: width, height: height, title: setName, write: write)
        let painter = PagePainter(settings: settings, words: words, caregiverWords: caregiverWords, decoder: decoder)
        let preparer = PicturePreparer(decoder: decoder, pictureBytes: pictureBytes)
        let screen = { (index: Int) in ScreenModel(printing: boards[index], keypad: settings.keypad, language: settings.language) }
        let pages = Dictionary(boards.enumerated().map { ($0.element.id, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
        var report = PrintReport()
        var failedOnce: Set<PictureReference> = []
        var current = screen(0)
        var pending = preparer.prepare(painter.pictureRequests(current))
        for index in boards.indices {
            progress(index + 1, boards.count)
            let pictures = pending.wait()
            // The next page's pictures are decoded while this one is drawn.
            let next = index + 1 < boards.count ? screen(index + 1) : nil
            if let next { pending = preparer.prepare(painter.pictureRequests(next)) }
            let footer = PagePainter.Footer(setName: setName, number: index + 1, count: boards.count, date: date)
            let outcome = painter.draw(
                current, footer: footer, pictures: pictures, destinations: destinations(of: boards[index], in: set, pages: pages),
                on: document.context)
            try document.endPage()
            report.boardIDs.append(boards[index].id)
            report.picturesDrawn += outcome.drawn
            for failure in outcome.failed
            where failedOnce.insert(PictureReference(boardID: failure.boardID, imageID: failure.imageID)).inserted {
                report.failedPictures.append(failure)
            }
            if let next { current = next }
        }
        try document.finish()
        return report
    }

    /// What each folder cell of `board` says on paper: the name of the board it opens, and the
    /// page it is printed on (`pages`: page numbers by board id) when it is in this printout.
    func destinations(of board: Board, in set: BoardSet, pages: [String: Int]) -> [String: String] {
        var destinations: [String: String] = [:]
        for cell in board.cells {
            guard let link = cell.link, let target = set.board(for: link) else { continue }
            let name = BoardTranslation(board: target, language: settings.language, defaultLanguage: target.locale ?? "en")
                .translated(target).name
            destinations[cell.id] =
                if let page = pages[target.id] {
                    caregiverWords.text(PrintText.folderOpens(board: name, page: page))
                } else {
                    caregiverWords.text(PrintText.folderOpensUnprinted(board: name))
                }
        }
        return destinations
    }
}
