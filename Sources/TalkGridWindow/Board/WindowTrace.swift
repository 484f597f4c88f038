import Foundation

/// What `talkgrid-benchmark window` reads of a running window, when `TALKGRID_WINDOW_TRACE`
/// names a file: one line per event, each starting with the monotonic clock in milliseconds (as
/// the benchmark reads it when it starts the program) — `key` when a key (or a touch, a click)
/// is taken, `frame keyframe=MS work=MS faces=N pending=N ready=N` when a frame has been painted
/// (the time since the last key, when a key waits for it; the frame's own layout and paint; how
/// many tile faces it drew anew, not from their cache), `board NAME` when a new board shows,
/// the start's stages (`stage toolkit`: GTK and the set are ready, `stage built`: the widgets
/// made, `stage started`: the store's first screen, words ahead found, `stage shown`: the widgets
/// given it), and the edit-mode moments of ``mark(_:)``.
final class WindowTrace {
    private let file: FileHandle
    private var keyTime: ContinuousClock.Instant?
    private var frameStart: ContinuousClock.Instant?
    private var facesDrawn = 0

    /// A trace into the file the environment names; nil when it names none.
    init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment["TALKGRID_WINDOW_TRACE"], FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.file = file
    }

    func keyTaken() {
        keyTime = ContinuousClock.now
        write("key")
    }

    /// The window has handled the key (the store's new screen given to the widgets).
    func keyHandled() {
        guard let keyTime else { return }
        write("handled ms=\(Self.milliseconds(ContinuousClock.now - keyTime))")
    }

    /// The frame clock begins a frame (its layout and paint follow).
    func frameBegins() {
        frameStart = ContinuousClock.now
        facesDrawn = 0
    }

    /// A tile's face was drawn anew (in a frame, or ahead while the window is idle).
    func faceDrawn() { facesDrawn += 1 }

    func framePainted(pending: Int, ready: Int) {
        let now = ContinuousClock.now
        let sinceKey = keyTime.map { " keyframe=\(Self.milliseconds(now - $0))" } ?? ""
        let work = frameStart.map { " work=\(Self.milliseconds(now - $0))" } ?? ""
        keyTime = nil
        frameStart = nil
        write("frame\(sinceKey)\(work) faces=\(facesDrawn) pending=\(pending) ready=\(ready)")
    }

    func boardShown(_ name: String) { write("board \(name)") }

    /// A moment of edit mode the benchmark times: `save` (Done pressed) and `saved` (the change
    /// is on disk), `search` and `results` (a picture search and its results given to the
    /// widgets), `reloaded` (a change saved elsewhere read back in).
    func mark(_ event: String) { write(event) }

    private func write(_ line: String) {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let milliseconds = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
        file.write(Data((String(format: "%.3f ", milliseconds) + line + "\n").utf8))
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
}
