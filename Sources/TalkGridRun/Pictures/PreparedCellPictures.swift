import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridPrint
import TalkGridStorage
import TalkGridTerminal

/// The cells' pictures for the full-screen board: what the ``PictureWorker`` has ready, as
/// coloured characters; a picture not ready yet is queued (its bytes read through the set's
/// ``SetMedia``) and `onReady` is called once it is, so the loop draws it in place.
///
/// Pictures are drawn as the terminal's output asks (colour block art, or kitty, sixel or iTerm2
/// pixels), on a white box: many symbols are black line art on a transparent background. A cell's
/// glyph with no picture is drawn as one too: Noto Color Emoji draws it (through pango and cairo,
/// opened on a picture thread the first time) into pixels that are then treated like any picture.
///
/// Nothing here makes a key wait: a frame takes what is ready in the in-memory cache; `onReady` is called
/// only for a picture a frame asked for and did not have, and once until the next frame (a burst
/// of pictures is one redraw, never a queue of them ahead of a key); the boards ahead are laid out
/// and prepared on the worker's threads, below the key path's priority.
public final class PreparedCellPictures: CellPictures {
    private let worker: PictureWorker<PictureSource>
    private let media: SetMedia
    private let chosen: Mutex<(symbols: SymbolsSetting, output: PictureOutput)>
    private let environment: [String: String]
    private let cellPixels: PixelSize
    /// The characters block art is made of in this terminal.
    private let blockSymbols: BlockSymbols
    private let shown: ShownPictures

    /// Pictures of `media`'s set drawn as `symbols` asks in a terminal with `environment` (one
    /// character cell `cellPixels` in size, for pixel outputs), cached on disk in `disk` (nil:
    /// memory only). `onReady` and `onFailure` are called on a worker thread.
    public init(
        media: SetMedia, symbols: SymbolsSetting, environment: [String: String], cellPixels: PixelSize = .defaultCell,
        disk: DiskCache?, onReady: @escaping @Sendable () -> Void,
        onFailure: @escaping @Sendable (PictureReference, PictureError) -> Void
    ) {
        self.media = media
        self.environment = environment
        chosen = Mutex((symbols, symbols.output(environment: environment)))
        self.cellPixels = cellPixels
        blockSymbols = BlockSymbols(environment: environment)
        let shown = ShownPictures()
        self.shown = shown
        worker = PictureWorker(artist: CachedArtist(disk: disk)) { event in
            switch event {
            case .ready(let id, let request, _):
                if shown.becameReady(PreparedPicture(id: id, request: request)) { onReady() }
            case .failed(.image(let reference), let error):
                onFailure(reference, error)
            case .failed(.glyph, _):
                break  // the glyph stays text in its box
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

    public var drawsGlyphs: Bool { output != .off }

    public func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? {
        let output = output
        guard output != .off else { return nil }
        let job = job(for: PictureBox(source: source, columns: columns, rows: rows), output: output)
        let key = PreparedPicture(id: source, request: job.request)
        // Waited for before looking, so that one made ready meanwhile still asks for a redraw.
        shown.asked(key)
        guard let art = worker.readyArt(for: source, request: job.request) else {
            guard worker.failure(for: source) == nil else {
                shown.had(key)
                return .unavailable
            }
            worker.prepare([job])
            return nil
        }
        shown.had(key)
        return Self.cellArt(art, output: output)
    }

    public func frameBegins() { shown.frameBegins() }

    /// Prepares pictures likely to be shown soon (the root board's, and those of boards one link
    /// away), after everything on screen: `boxes` lays them out, on a worker thread. What was
    /// queued ahead before and not started is dropped, and so are on-screen pictures of a board
    /// left meanwhile (the board the person opened comes first).
    public func prepareAhead(_ boxes: @escaping @Sendable () -> [PictureBox]) {
        let output = output
        guard output != .off else { return }
        worker.keepVisible(shown.lastFrame())
        let cellPixels = cellPixels
        let media = media
        let symbols = blockSymbols
        worker.planAhead {
            boxes().map { Self.job(for: $0, output: output, cellPixels: cellPixels, symbols: symbols, media: media) }
        }
    }

    /// The job that draws a picture in its box as `output`, on the cell's white, its bytes read
    /// through the set's media.
    private func job(for box: PictureBox, output: PictureOutput) -> PictureJob<PictureSource> {
        Self.job(for: box, output: output, cellPixels: cellPixels, symbols: blockSymbols, media: media)
    }

    private static func job(
        for box: PictureBox, output: PictureOutput, cellPixels: PixelSize, symbols: BlockSymbols, media: SetMedia
    ) -> PictureJob<PictureSource> {
        let request = ArtRequest(
            columns: box.columns, rows: box.rows, cellPixels: cellPixels, output: output, background: .white, symbols: symbols)
        return PictureJob(id: box.source, request: request) { () throws(PictureError) -> [UInt8] in
            try bytes(of: box.source, in: media)
        }
    }

    /// The bytes of a cell's picture: a picture's read through the set's media, a glyph's drawn
    /// by the emoji font as a PNG.
    static func bytes(of source: PictureSource, in media: SetMedia) throws(PictureError) -> [UInt8] {
        switch source {
        case .image(let reference): return try bytes(of: reference, in: media)
        case .glyph(let glyph):
            guard let png = EmojiPicture.png(glyph) else { throw .unreadable("pango and cairo could not draw the glyph") }
            return png
        }
    }

    /// The bytes of a set's picture, read through the set's media.
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
            return .characters(blocks)
        case .pixels(let columns, let rows, let bytes):
            return .pixels(PixelPicture(columns: columns, rows: rows, bytes: bytes, isLayered: output == .kitty))
        }
    }

    /// How many pictures are ready in memory.
    public var readyCount: Int { worker.memory.usage.count }

    /// Whether no picture is queued or being prepared.
    public var isIdle: Bool { worker.isIdle }

    /// Stops the worker's threads.
    public func stop() { worker.stop() }
}

/// Which pictures frames asked for: those they had to go without (a redraw is due when one is
/// ready), those the last frame asked for (what is on screen now), and whether a redraw was asked
/// for and no frame has begun since.
private final class ShownPictures: Sendable {
    private struct State {
        var waiting: Set<PreparedPicture<PictureSource>> = []
        var asked: Set<PreparedPicture<PictureSource>> = []
        var redrawAsked = false
    }

    private let state = Mutex(State())

    /// A frame begins: a picture ready from now on asks for another.
    func frameBegins() {
        state.withLock { state in
            state.asked = []
            state.redrawAsked = false
        }
    }

    /// The frame asks for a picture: it is waited for until ``had(_:)``.
    func asked(_ key: PreparedPicture<PictureSource>) {
        state.withLock { state in
            state.asked.insert(key)
            state.waiting.insert(key)
        }
    }

    /// The frame has the picture (or knows it cannot be drawn).
    func had(_ key: PreparedPicture<PictureSource>) {
        state.withLock { _ = $0.waiting.remove(key) }
    }

    /// The pictures the last frame asked for; those waited for that are not among them (a board
    /// left) are no longer waited for.
    func lastFrame() -> Set<PreparedPicture<PictureSource>> {
        state.withLock { state in
            state.waiting.formIntersection(state.asked)
            return state.asked
        }
    }

    /// A picture is ready: whether to ask for a redraw (a frame waited for it, and no redraw is
    /// asked for already).
    func becameReady(_ key: PreparedPicture<PictureSource>) -> Bool {
        state.withLock { state in
            guard state.waiting.remove(key) != nil, !state.redrawAsked else { return false }
            state.redrawAsked = true
            return true
        }
    }
}
