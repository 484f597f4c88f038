import Dispatch
import Synchronization
import TalkGrid
import TalkGridGtk
import TalkGridPictures
import TalkGridPrint
import TalkGridStorage

/// The pictures of the tiles shown, prepared at each tile's size on one worker thread of low
/// priority (the window's thread keeps a core for keys and frames, and never waits): a tile
/// drawn before its picture is ready shows its glyph or label, and is drawn again when the
/// picture comes. The pictures of the board shown and of the last few shown before it are kept
/// in a cache here, so that going back (to the home board, most often) draws every picture in its first
/// frame instead of a frame without them and then every face again; the preparer's own cache
/// (24 MiB at most) holds the rest.
@GLibMain
final class WindowPictures {
    private let preparer: PicturePreparer
    /// The pictures ready to draw, by board: the board shown and the ones in ``recentBoards``.
    private var readyByBoard: [String: [PictureRequest: DrawablePicture]] = [:]
    /// The boards whose pictures are kept, the one shown first.
    private var recentBoards: [String] = []
    /// How many boards keep their pictures (each at most one board's worth, at its tiles' size).
    private static let boardsKept = 4
    private var asked: Set<PictureRequest> = []
    private var waiting: [PictureRequest] = []
    private var board: String?
    private var ready: [PictureRequest: DrawablePicture] { board.flatMap { readyByBoard[$0] } ?? [:] }
    /// Called on the window's thread when pictures became ready.
    var onReady: () -> Void = {}

    /// The set's media the pictures are read from (replaced when the set changes on disk), shared
    /// with the preparer's thread.
    private let media: CurrentMedia

    /// The media pictures are read from now, for the preparer's thread and the window's.
    private final class CurrentMedia: Sendable {
        let media: Mutex<SetMedia>
        init(_ media: SetMedia) { self.media = Mutex(media) }
    }

    /// Pictures of `media`, cached at their tiles' size in `disk` for the next start (nil: no disk cache).
    init(media: SetMedia, disk: DiskCache?) {
        let shared = CurrentMedia(media)
        self.media = shared
        preparer = PicturePreparer(decoder: PictureDecoder(), workers: 1, qos: .utility, vectorsAsPixels: true, disk: disk) { reference in
            shared.media.withLock { $0 }.image(reference.imageID, onBoard: reference.boardID)?.bytes
        }
    }

    /// The set changed on disk: its pictures are read from `changed` from now on, and every
    /// picture is asked for again (an image id may hold a new picture; the preparer's caches go by
    /// the pictures' bytes, so unchanged ones are not decoded again).
    func replaceMedia(_ changed: SetMedia) {
        media.media.withLock { $0 = changed }
        readyByBoard = [:]
        asked = []
        waiting = []
    }

    /// The set's media as read now (the window also plays a cell's sound from it).
    var currentMedia: SetMedia { media.media.withLock { $0 } }

    /// How many pictures are ready to draw.
    var readyCount: Int { ready.count }
    /// How many were asked for and are not ready yet.
    var pendingCount: Int { asked.count - ready.count }

    /// The board shown changed: its pictures kept from before are ready at once; the pictures of
    /// the board shown longest ago beyond ``boardsKept`` are let go, and those still being prepared
    /// for the board left are dropped when they come.
    func show(board id: String) {
        guard id != board else { return }
        board = id
        recentBoards.removeAll { $0 == id }
        recentBoards.insert(id, at: 0)
        for gone in recentBoards.dropFirst(Self.boardsKept) { readyByBoard[gone] = nil }
        recentBoards = Array(recentBoards.prefix(Self.boardsKept))
        asked = Set(ready.keys)
    }

    /// The picture for `request`, when ready; asked for otherwise (prepared once the frame is drawn).
    func picture(_ request: PictureRequest) -> DrawablePicture? {
        if let picture = ready[request] { return picture }
        if asked.insert(request).inserted {
            waiting.append(request)
            if waiting.count == 1 { GLibMain.post { [weak self] in self?.prepareWaiting() } }
        }
        return nil
    }

    /// What is ready, as the painter looks pictures up.
    var prepared: [PictureRequest: DrawablePicture] { ready }

    private func prepareWaiting() {
        let requests = waiting
        waiting = []
        guard !requests.isEmpty else { return }
        let page = preparer.prepare(requests)
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let pictures = page.wait()
            GLibMain.post { [weak self] in
                guard let self else { return }
                if let board {
                    for (request, picture) in pictures where asked.contains(request) {
                        readyByBoard[board, default: [:]][request] = picture
                    }
                }
                onReady()
            }
        }
    }
}
