import Dispatch
import TalkGrid
import TalkGridPictures
import TalkGridPrint
import TalkGridStorage

/// The pictures of the tiles shown, prepared at each tile's size on one worker thread of low
/// priority (the window's thread keeps a core for keys and frames, and never waits): a tile
/// drawn before its picture is ready shows its glyph or label, and is drawn again when the
/// picture comes. Only the board shown keeps its pictures here; the preparer's own cache (24 MiB
/// at most) keeps the latest ones for going back.
final class WindowPictures {
    private let preparer: PicturePreparer
    private var ready: [PictureRequest: DrawablePicture] = [:]
    private var asked: Set<PictureRequest> = []
    private var waiting: [PictureRequest] = []
    private var board: String?
    /// Called on the window's thread when pictures became ready.
    var onReady: () -> Void = {}

    /// Pictures of `media`, cached at their tiles' size in `disk` for the next start (nil: no disk cache).
    init(media: SetMedia, disk: DiskCache?) {
        preparer = PicturePreparer(decoder: PictureDecoder(), workers: 1, qos: .utility, vectorsAsPixels: true, disk: disk) { reference in
            media.image(reference.imageID, onBoard: reference.boardID)?.bytes
        }
    }

    /// How many pictures are ready to draw.
    var readyCount: Int { ready.count }
    /// How many were asked for and are not ready yet.
    var pendingCount: Int { asked.count - ready.count }

    /// The board shown changed: the last one's pictures are let go.
    func show(board id: String) {
        guard id != board else { return }
        board = id
        ready = [:]
        asked = []
    }

    /// The picture for `request`, when ready; asked for otherwise (prepared once the frame is drawn).
    func picture(_ request: PictureRequest) -> DrawablePicture? {
        if let picture = ready[request] { return picture }
        if asked.insert(request).inserted {
            waiting.append(request)
            if waiting.count == 1 {
                let box = Unchecked(self)
                MainLoop.post { box.value.prepareWaiting() }
            }
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
        let box = Unchecked(self)
        DispatchQueue.global(qos: .utility).async {
            let pictures = page.wait()
            MainLoop.post {
                let me = box.value
                for (request, picture) in pictures where me.asked.contains(request) { me.ready[request] = picture }
                me.onReady()
            }
        }
    }
}

/// A value handed to another thread and back to the window's thread, where alone it is used.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
