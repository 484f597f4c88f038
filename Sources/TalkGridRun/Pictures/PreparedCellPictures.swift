import TalkGrid
import TalkGridPictures
import TalkGridStorage
import TalkGridTerminal

/// The cells' pictures for the full-screen board: what the ``PictureWorker`` has ready, as
/// coloured characters; a picture not ready yet is queued (its bytes read through the set's
/// ``SetMedia``) and `onReady` is called once it is, so the loop draws it in place.
///
/// Pictures are drawn as the terminal's output asks (colour block art, or kitty, sixel or iTerm2
/// pixels), on a white box: many symbols are black line art on a transparent background.
public final class PreparedCellPictures: CellPictures {
    private let worker: PictureWorker<PictureReference>
    private let media: SetMedia
    private let output: PictureOutput
    private let cellPixels: PixelSize

    /// Pictures of `media`'s set drawn as `output` (one character cell `cellPixels` in size, for
    /// pixel outputs), cached on disk in `disk` (nil: memory only). `onReady` and `onFailure` are
    /// called on a worker thread.
    public init(
        media: SetMedia, output: PictureOutput, cellPixels: PixelSize = .defaultCell, disk: ArtDiskCache?,
        onReady: @escaping @Sendable () -> Void, onFailure: @escaping @Sendable (PictureReference, PictureError) -> Void
    ) {
        self.media = media
        self.output = output
        self.cellPixels = cellPixels
        worker = PictureWorker(artist: CachedArtist(disk: disk)) { event in
            switch event {
            case .ready: onReady()
            case .failed(let id, let error): onFailure(id, error)
            }
        }
    }

    public func picture(_ reference: PictureReference, columns: Int, rows: Int) -> CellPicture? {
        let request = ArtRequest(columns: columns, rows: rows, cellPixels: cellPixels, output: output, background: .white)
        guard let art = worker.readyArt(for: reference, request: request) else {
            guard worker.failure(for: reference) == nil else { return .unavailable }
            let media = media
            worker.prepare([
                PictureJob(id: reference, request: request) { () throws(PictureError) -> [UInt8] in
                    guard let file = media.image(reference.imageID, onBoard: reference.boardID) else {
                        throw .unreadable("the picture's file is not in the set")
                    }
                    return file.bytes
                }
            ])
            return nil
        }
        switch art {
        case .blocks(let blocks):
            return Self.textPicture(blocks).map(CellPicture.characters)
        case .pixels(let columns, let rows, let bytes):
            return .pixels(PixelPicture(columns: columns, rows: rows, bytes: bytes, isLayered: output == .kitty))
        }
    }

    /// Block art as the painter's coloured characters.
    static func textPicture(_ art: BlockArt) -> TextPicture? {
        func color(_ color: PictureColor?) -> RGBAColor? {
            color.map { RGBAColor(red: $0.red, green: $0.green, blue: $0.blue) }
        }
        let cells = art.cells.map { cell in
            TextPicture.Cell(
                character: Character(cell.character), ink: color(cell.foreground), paper: color(cell.background),
                isInverse: cell.inverse)
        }
        return TextPicture(columns: art.columns, rows: art.rows, cells: cells)
    }

    /// Stops the worker's threads.
    public func stop() { worker.stop() }
}
