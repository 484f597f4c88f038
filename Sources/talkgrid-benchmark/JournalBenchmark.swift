import Foundation
import TalkGridStorage
import TalkGridTestSupport

/// What the set's journal costs a cell edit, on a real-sized set (78 CoughDrop-shaped boards, a
/// picture on every cell): the whole `talkgrid cell set` command (read, check, save with journal and
/// history), median and p99; and the save alone, journaled (``SetHistory/apply(_:command:summary:time:isCreation:)``:
/// the before-image recorded and flushed, the board replaced, the record committed) next to the same
/// bytes saved as a plain atomic file write (no journal, no history), interleaved in the same run.
struct JournalBenchmark {
    let talkgrid: String
    var commandRuns = 30
    var saveRuns = 200

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-journal").path
        let folder = base + "/coughdrop-78"
        let plain = base + "/plain"
        let set = GeneratedBoardSet.coughDrop(boards: 78)
        do {
            try? FileManager.default.removeItem(atPath: base)
            try set.write(folder: folder, archive: nil)
            try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        } catch {
            report.note("journal", "could not write the generated set: \(error)")
            return
        }
        let board = set.boardID(5)
        report.note(
            "journal", "78-board CoughDrop-shaped set folder; \(commandRuns) cell edits by the command, \(saveRuns) saves each way")
        _ = runProcess([talkgrid, "cell", "set", folder, board, "1,2", "--label", "warm-up"])
        var samples: [Double] = []
        var failures = 0
        for run in 0..<commandRuns {
            let edit = runProcess([talkgrid, "cell", "set", folder, board, "1,2", "--label", "word \(run)"])
            if edit.status != 0 { failures += 1 }
            samples.append(edit.milliseconds)
        }
        let command = Timings(samples: samples)
        report.add("journal", "cell set on the 78-board set, whole command, median", command.median, unit: "ms")
        report.add("journal", "cell set on the 78-board set, whole command, p99", command.p99, unit: "ms")
        report.add("journal", "edits that failed (must be 0)", Double(failures), unit: "")

        // The save alone: the board's bytes, changed as the edit changes them, journaled and plain in turn.
        let entry = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/boards"))?.sorted().first.map { "boards/" + $0 }
        guard let entry, let original = FileManager.default.contents(atPath: folder + "/" + entry).map(Array.init) else {
            report.note("journal", "no board to save")
            return
        }
        let history = SetHistory(root: folder, holder: "talkgrid-benchmark")
        var journaled: [Double] = []
        var atomic: [Double] = []
        for run in 0..<saveRuns {
            var bytes = original
            bytes.append(contentsOf: Array("\n\(run)".utf8))  // new bytes each time, as an edit
            var start = nowMilliseconds()
            do {
                try history.apply(
                    [FileChange(entry: entry, content: .bytes(bytes))], command: "benchmark", summary: "save \(run)", time: 0)
            } catch {
                failures += 1
            }
            journaled.append(nowMilliseconds() - start)
            start = nowMilliseconds()
            do {
                try AtomicFile.write(bytes, to: plain + "/board.obf")
            } catch {
                failures += 1
            }
            atomic.append(nowMilliseconds() - start)
        }
        let withJournal = Timings(samples: journaled)
        let reference = Timings(samples: atomic)
        report.add("journal", "save of one board with journal and history, median", withJournal.median, unit: "ms")
        report.add("journal", "save of one board with journal and history, p99", withJournal.p99, unit: "ms")
        report.add("journal", "reference: the same bytes as a plain atomic write, median", reference.median, unit: "ms")
        report.add("journal", "reference: the same bytes as a plain atomic write, p99", reference.p99, unit: "ms")
        report.add(
            "journal", "what the journal adds to a whole edit (median, share)",
            (withJournal.median - reference.median) / max(command.median, 0.001) * 100, unit: "%")
        try? FileManager.default.removeItem(atPath: base)
    }
}
