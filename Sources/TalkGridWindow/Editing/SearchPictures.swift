import Dispatch
import Synchronization
import TalkGrid
import TalkGridGtk
import TalkGridPictures
import TalkGridPrint
import TalkGridStore

/// The pictures a search found, drawn as small cells (the picture over the symbol's name) by the
/// board's own ``CellPainter``, prepared on a worker thread as the board's pictures are.
@GLibMain
final class SearchPictures {
    /// The found pictures' bytes by symbol id, for the preparer's thread.
    private final class Found: Sendable {
        let bytes = Mutex<[String: [UInt8]]>([:])
    }

    private let found = Found()
    private let preparer: PicturePreparer
    private var ready: [PictureRequest: DrawablePicture] = [:]
    private var asked: Set<PictureRequest> = []
    private let painter: CellPainter
    /// Called when pictures became ready to draw.
    var onReady: () -> Void = {}

    init(painter: CellPainter) {
        self.painter = painter
        let found = found
        preparer = PicturePreparer(decoder: PictureDecoder(), workers: 1, qos: .utility, vectorsAsPixels: true) { reference in
            found.bytes.withLock { $0[reference.imageID] }
        }
    }

    /// The results to draw from now on.
    func show(_ choices: [PictureChoice]) {
        found.bytes.withLock { bytes in
            bytes = [:]
            for choice in choices { bytes[choice.id] = choice.bytes }
        }
        ready = [:]
        asked = []
    }

    /// Draws `choice` as a cell filling `size`; its picture once it is ready (asked for when not).
    func draw(_ choice: PictureChoice, size: (width: Double, height: Double), on context: OpaquePointer) {
        let cell = ScreenCell(
            id: choice.id, row: 0, column: 0, key: nil, glyph: choice.emoji,
            picture: choice.bytes == nil ? nil : PictureReference(boardID: "talkgrid:search", imageID: choice.id),
            label: .content(choice.id), backgroundColor: RGBAColor(red: 255, green: 255, blue: 255))
        let box = PageRect(x: 2, y: 2, width: max(0, size.width - 4), height: max(0, size.height - 4))
        let layout = painter.layout(of: cell, in: box)
        let request = painter.pictureRequest(for: cell, layout: layout)
        let picture = request.flatMap { ready[$0] }
        if let request, picture == nil, asked.insert(request).inserted { prepare(request) }
        _ = painter.draw(cell, layout: layout, pictures: request.flatMap { r in picture.map { [r: $0] } } ?? [:], on: context)
    }

    private func prepare(_ request: PictureRequest) {
        let page = preparer.prepare([request])
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let pictures = page.wait()
            GLibMain.post { [weak self] in
                guard let self else { return }
                for (request, picture) in pictures where asked.contains(request) { ready[request] = picture }
                onReady()
            }
        }
    }
}
