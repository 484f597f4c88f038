import TalkGrid
import TalkGridPictures
import TalkGridStorage
import TalkGridTerminal

/// The cells' pictures for the full-screen board: what the ``PictureWorker`` has ready, as
/// coloured characters; a picture not ready yet is queued (its bytes read through the set's
/// ``SetMedia``) and `onReady` is called once it is, so the loop draws it in place.
///
/// Pictures are drawn as colour block art (pixel protocols are not drawn in cells yet), on a
/// white box: many symbols are black line art on a transparent background.
public final class PreparedCellPictures: CellPictures {
    private let worker: PictureWorker<PictureReference>
    private let media: SetMedia
    private let colors: BlockColors

    /// Pictures of `media`'s set drawn in `colors`, cached on disk in `disk` (nil: memory only).
    /// `onReady` and `onFailure` are called on a worker thread.
    public init(
        media: SetMedia, colors: BlockColors, disk: ArtDiskCache?, onReady: @escaping @Sendable () -> Void,
        onFailure: @escaping @Sendable (PictureReference, PictureError) -> Void
    ) {
        self.media = media
        self.colors = colors
        worker = PictureWorker(artist: CachedArtist(disk: disk)) { event in
            switch event {
            case .ready: onReady()
            case .failed(let id, let error): onFailure(id, error)
            }
        }
    }

    public func picture(_ reference: PictureReference, columns: Int, rows: Int) -> TextPicture? {
        let request = ArtRequest(columns: columns, rows: rows, output: .blocks(colors), background: .white)
        guard let art = worker.readyArt(for: reference, request: request) else {
            guard worker.failure(for: reference) == nil else { return nil }
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
        guard case .blocks(let blocks) = art else { return nil }
        return Self.textPicture(blocks)
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
