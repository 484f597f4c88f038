import TalkGrid
import TalkGridTerminal

/// A cell's picture (or glyph drawn as one) in the box a screen lays out for it.
public struct PictureBox: Hashable, Sendable {
    public var source: PictureSource
    public var columns: Int
    public var rows: Int

    /// The boxes the painter asks for when it draws `screen` in a window of `size`, in drawing order.
    public static func boxes(of screen: ScreenModel, size: TerminalSize, words: InterfaceWords, drawsPixels: Bool) -> [PictureBox] {
        let recorder = BoxRecorder(drawsPixels: drawsPixels)
        _ = ScreenPainter(words: words, pictures: recorder).canvas(for: screen, size: size)
        return recorder.boxes
    }

    /// The boxes of the root board and of each board one link away from the one `session` shows
    /// (``Session/sessionsAhead(limit:)``), in that order.
    public static func boxesAhead(
        of session: Session, status: ScreenStatus, size: TerminalSize, words: InterfaceWords, drawsPixels: Bool
    ) -> [PictureBox] {
        session.sessionsAhead().flatMap { ahead in
            boxes(of: ScreenModel(session: ahead, status: status), size: size, words: words, drawsPixels: drawsPixels)
        }
    }
}

/// Records what the painter asks for, and has nothing ready.
private final class BoxRecorder: CellPictures, @unchecked Sendable {
    // Used by one painter on one thread, then read once it is done.
    var boxes: [PictureBox] = []
    let drawsPixels: Bool

    init(drawsPixels: Bool) {
        self.drawsPixels = drawsPixels
    }

    /// As the board's pictures do.
    var drawsGlyphs: Bool { true }

    func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? {
        boxes.append(PictureBox(source: source, columns: columns, rows: rows))
        return nil
    }
}
