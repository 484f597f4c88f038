import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid effort` on a generated set of 1,000 boards (7 x 8 cells, folders three deep and
/// more), next to `talkgrid info` of the same set measured in the same run.
struct EffortBenchmark {
    let talkgrid: String
    var runs = 9
    var boards = 1_000

    func run(into report: inout BenchmarkReport) {
        let label = "effort-\(boards)-boards"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-effort.obz").path
        do {
            try ZipWriter.write(Self.generatedSet(boards: boards), to: path)
        } catch {
            report.note(label, "could not write the generated set: \(error)")
            return
        }
        guard let set = (try? OpenedBoardSet(path: path))?.boardSet else {
            report.note(label, "could not load the generated set")
            return
        }
        let sample = EffortReport(boardSet: set)
        report.note(
            label,
            "\(set.boards.count) boards of 7 x 8, \(sample.words.count) words, \(sample.boards.count) reached")
        let inProcess = measureTimes(runs) { _ = EffortReport(boardSet: set) }
        report.add(label, "in-process EffortReport median", inProcess.median, unit: "ms")
        let effort = measureProcess(runs, [talkgrid, "effort", path, "--json"])
        report.add(label, "talkgrid effort --json process median", effort.0.median, unit: "ms")
        let info = measureProcess(runs, [talkgrid, "info", path, "--json"])
        report.add(label, "reference: talkgrid info --json process median", info.0.median, unit: "ms")
        report.add(label, "effort / info", effort.0.median / max(info.0.median, 0.001), unit: "x")
    }

    /// Boards of 7 x 8 cells: each board's first cells are folders to the next boards of a tree
    /// (board i opens 3i+1 ... 3i+3), the rest words, some shared between boards.
    static func generatedSet(boards: Int) -> [ZipWriter.Entry] {
        var entries: [ZipWriter.Entry] = []
        var boardPaths: [(String, JSONNode)] = []
        for index in 0..<boards {
            var buttons: [JSONNode] = []
            var order: [JSONNode] = []
            for row in 0..<7 {
                var line: [JSONNode] = []
                for column in 0..<8 {
                    let slot = row * 8 + column
                    if slot % 11 == 10 {
                        line.append(nil)
                        continue
                    }
                    let id = "b\(slot)"
                    var button: [(String, JSONNode)] = [("id", JSONNode(.string(id)))]
                    let child = 3 * index + 1 + slot
                    if slot < 3, child < boards {
                        button.append(("label", JSONNode(.string("folder \(child)"))))
                        button.append(("load_board", .object([("path", JSONNode(.string("boards/b\(child).obf")))])))
                    } else {
                        // Words repeat across boards (every 7th board shares its words) like a core vocabulary.
                        button.append(("label", JSONNode(.string("word \(index % 7 == 0 ? 0 : index)-\(slot)"))))
                    }
                    buttons.append(.object(button))
                    line.append(JSONNode(.string(id)))
                }
                order.append(.array(line))
            }
            let board = JSONNode.object([
                ("format", "open-board-0.1"), ("id", JSONNode(.string("b\(index)"))), ("locale", "en"),
                ("name", JSONNode(.string("Board \(index)"))), ("buttons", .array(buttons)),
                ("grid", .object([("rows", 7), ("columns", 8), ("order", .array(order))])),
            ])
            let path = "boards/b\(index).obf"
            entries.append(ZipWriter.Entry(path: path, bytes: JSONWriter.prettyBytes(board)))
            boardPaths.append(("b\(index)", JSONNode(.string(path))))
        }
        let manifest = JSONNode.object([
            ("format", "open-board-0.1"), ("root", "boards/b0.obf"),
            ("paths", .object([("boards", .object(boardPaths)), ("images", .object([])), ("sounds", .object([]))])),
        ])
        return [ZipWriter.Entry(path: "manifest.json", bytes: JSONWriter.prettyBytes(manifest))] + entries
    }
}
