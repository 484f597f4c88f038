import Synchronization
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
    private let chosen: Mutex<(symbols: SymbolsSetting, output: PictureOutput)>
    private let environment: [String: String]
    private let cellPixels: PixelSize

    /// Pictures of `media`'s set drawn as `symbols` asks in a terminal with `environment` (one
    /// character cell `cellPixels` in size, for pixel outputs), cached on disk in `disk` (nil:
    /// memory only). `onReady` and `onFailure` are called on a worker thread.
    public init(
        media: SetMedia, symbols: SymbolsSetting, environment: [String: String], cellPixels: PixelSize = .defaultCell,
        disk: ArtDiskCache?, onReady: @escaping @Sendable () -> Void,
        onFailure: @escaping @Sendable (PictureReference, PictureError) -> Void
    ) {
        self.media = media
        self.environment = environment
        chosen = Mutex((symbols, symbols.output(environment: environment)))
        self.cellPixels = cellPixels
        worker = PictureWorker(artist: CachedArtist(disk: disk)) { event in
            switch event {
            case .ready: onReady()
            case .failed(let id, let error): onFailure(id, error)
            }
        }
    }

    /// How pictures are drawn: changing it (the menu's Pictures entry) draws them anew that way.
    public var symbols: SymbolsSetting {
        get { chosen.withLock { $0.symbols } }
        set {
            let output = newValue.output(environment: environment)
            chosen.withLock { $0 = (newValue, output) }
        }
    }

    /// What pictures turn into now.
    public var output: PictureOutput { chosen.withLock { $0.output } }

    public var drawsPixels: Bool { output.drawsPixels }

    public func picture(_ reference: PictureReference, columns: Int, rows: Int) -> CellArt? {
        let output = output
        guard output != .off else { return nil }
        let job = job(for: PictureBox(reference: reference, columns: columns, rows: rows), output: output)
        guard let art = worker.readyArt(for: reference, request: job.request) else {
            guard worker.failure(for: reference) == nil else { return .unavailable }
            worker.prepare([job])
            return nil
        }
        return Self.cellArt(art, output: output)
    }

    /// Prepares pictures likely to be shown soon (the root board's, and those of boards one link
    /// away), after everything on screen; what was queued ahead before and not started is dropped.
    public func prepareAhead(_ boxes: [PictureBox]) {
        let output = output
        guard output != .off else { return }
        worker.cancelQueued(.ahead)
        worker.prepare(boxes.map { job(for: $0, output: output) }, priority: .ahead)
    }

    /// The job that draws a picture in its box as `output`, on the cell's white, its bytes read
    /// through the set's media.
    private func job(for box: PictureBox, output: PictureOutput) -> PictureJob<PictureReference> {
        let request = ArtRequest(columns: box.columns, rows: box.rows, cellPixels: cellPixels, output: output, background: .white)
        let media = media
        return PictureJob(id: box.reference, request: request) { () throws(PictureError) -> [UInt8] in
            try Self.bytes(of: box.reference, in: media)
        }
    }

    /// The bytes of a cell's picture, read through the set's media.
    static func bytes(of reference: PictureReference, in media: SetMedia) throws(PictureError) -> [UInt8] {
        guard let file = media.image(reference.imageID, onBoard: reference.boardID) else {
            throw .unreadable("the picture's file is not in the set")
        }
        return file.bytes
    }

    /// Art as the painter takes it.
    static func cellArt(_ art: PictureArt, output: PictureOutput) -> CellArt? {
        switch art {
        case .blocks(let blocks):
            return textPicture(blocks).map(CellArt.characters)
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

    /// How many pictures are ready in memory.
    public var readyCount: Int { worker.memory.usage.count }

    /// Whether no picture is queued or being prepared.
    public var isIdle: Bool { worker.isIdle }

    /// Stops the worker's threads.
    public func stop() { worker.stop() }
}
