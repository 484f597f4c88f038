import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridStorage
import TalkGridTerminal

/// Start-up to the first full frame (the shipped first-words set, warm, in-process) and the time
/// to draw one frame of the largest board in the fixtures, next to `talkgrid show`'s text
/// rendering of the same board as the reference measured in the same run.
struct ScreenBenchmark {
    var runs = 200

    func run(into report: inout BenchmarkReport) {
        let size = TerminalSize(columns: 120, rows: 40)
        let startUp = measureTimes(runs) {
            guard let set = try? ShippedContent.boardSet(named: ShippedContent.defaultBoardSetName),
                let session = try? Session(boardSet: set)
            else { return }
            _ = Self.frameBytes(ScreenModel(session: session), size: size)
        }
        report.note("screen", "frames at \(size.columns) x \(size.rows), truecolor, \(runs) warm runs each")
        report.add("screen", "start-up to first full frame (load shipped set + session + frame), median", startUp.median, unit: "ms")
        report.add("screen", "start-up to first full frame, p99", startUp.p99, unit: "ms")

        guard let (board, source) = Self.largestFixtureBoard(), let session = Self.session(on: board) else {
            report.note("screen", "the obf-gem fixtures were not found; no large-board frame measured")
            return
        }
        report.note("screen", "largest fixture board: \(board.id) (\(board.grid.rows) x \(board.grid.columns)) of \(source)")
        let screen = ScreenModel(session: session)
        let frame = measureTimes(runs) { _ = Self.frameBytes(screen, size: size) }
        let model = measureTimes(runs) { _ = ScreenModel(session: session) }
        var zoomed = session
        _ = zoomed.reduce(.key(.digit(5)))
        let painter = ScreenPainter(words: ShippedContent.englishWords)
        let previous = painter.canvas(for: screen, size: size)
        let renderer = ANSIRenderer(colorSupport: .trueColor)
        let changed = measureTimes(runs) {
            _ = renderer.render(painter.canvas(for: ScreenModel(session: zoomed), size: size), theme: .standard, since: previous)
        }
        let reference = measureTimes(runs) {
            _ = painter.printout(of: ScreenModel(printing: board), width: size.columns, height: size.rows).canvas.text
        }
        report.add("screen", "one full frame of the largest board (model, layout, colours, bytes), median", frame.median, unit: "ms")
        report.add("screen", "one full frame of the largest board, p99", frame.p99, unit: "ms")
        report.add("screen", "screen model alone, median", model.median, unit: "ms")
        report.add("screen", "frame after a key (zoom in, only changed cells written), median", changed.median, unit: "ms")
        report.add("screen", "reference: talkgrid show text of the same board, median", reference.median, unit: "ms")
        report.add("screen", "full frame / show text", frame.median / max(reference.median, 0.001), unit: "x")
    }

    /// The whole pipeline from screen model to the bytes written to the terminal.
    static func frameBytes(_ screen: ScreenModel, size: TerminalSize) -> [UInt8] {
        ANSIRenderer(colorSupport: .trueColor).render(
            ScreenPainter(words: ShippedContent.englishWords).canvas(for: screen, size: size), theme: .standard)
    }

    /// The board with the most grid slots among the fixture sets (`../shared/fixtures/obf-gem`).
    static func largestFixtureBoard() -> (Board, String)? {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/obf-gem")
        var best: (Board, String)?
        for name in ["pageset.obz", "deep_simple.zip", "lots_of_stuff.obz", "links.obz"] {
            let path = folder.appendingPathComponent(name).path
            guard let set = try? OpenedBoardSet(path: path).boardSet else { continue }
            for board in set.boards.values
            where board.grid.rows * board.grid.columns > (best.map { $0.0.grid.rows * $0.0.grid.columns } ?? 0) {
                best = (board, name)
            }
        }
        return best
    }

    /// A session opened on one board.
    static func session(on board: Board) -> Session? {
        try? Session(boardSet: BoardSet(rootID: board.id, boards: [board.id: board], boardOrder: [board.id]))
    }
}
