import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport

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
            try GeneratedBoardSet.folderTree(boards: boards).write(folder: nil, archive: path)
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
}
