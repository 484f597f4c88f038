import Foundation
import TalkGridTestSupport

/// Edits that meet: N `talkgrid cell set` processes started concurrently on one 1,000-board set folder
/// (N = 2, 4, 8), each changing a cell of its own board, next to the same N edits one after
/// another. Every edit reads, checks and writes the set under the set's lock, so the ones started
/// together run in turn; what the lock costs is the difference, per change. After each run every
/// change is checked to be in the set.
struct EditBenchmark {
    let talkgrid: String
    var rounds = 5

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-edits").path
        let folder = base + "/plain-1000"
        do {
            try? FileManager.default.removeItem(atPath: base)
            try GeneratedBoardSet.folderTree(boards: 1_000).write(folder: folder, archive: nil)
        } catch {
            report.note("edits", "could not write the generated set: \(error)")
            return
        }
        report.note("edits", "1,000-board set folder (7 x 8 boards); each edit relabels one cell of its own board; \(rounds) rounds")
        _ = runProcess([talkgrid, "cell", "set", folder, "board0", "1,6", "--label", "warm-up"])
        var label = 0
        var lost = 0
        for count in [2, 4, 8] {
            var alone: [Double] = []
            var together: [Double] = []
            for _ in 0..<rounds {
                // One after another, then all at once: each round changes every label, so every run saves.
                for atOnce in [false, true] {
                    label += 1
                    let edits = (1...count).map { board in
                        [talkgrid, "cell", "set", folder, "board\(board)", "1,6", "--label", "edit \(label)-\(board)"]
                    }
                    let start = nowMilliseconds()
                    let statuses = atOnce ? runTogether(edits) : edits.map { runProcess($0).status }
                    let wall = nowMilliseconds() - start
                    lost += statuses.filter { $0 != 0 }.count
                    lost += (1...count).filter { !boardHolds(folder, board: $0, label: "edit \(label)-\($0)") }.count
                    if atOnce { together.append(wall) } else { alone.append(wall) }
                }
            }
            let sequential = Timings(samples: alone).median
            let concurrent = Timings(samples: together).median
            report.add("edits", "\(count) edits at once, wall, median", concurrent, unit: "ms")
            report.add("edits", "reference: the same \(count) edits one after another, wall, median", sequential, unit: "ms")
            report.add(
                "edits", "\(count) at once: what the lock costs per change (median)", (concurrent - sequential) / Double(count), unit: "ms")
        }
        report.add("edits", "changes not saved (must be 0)", Double(lost), unit: "")
    }

    /// Starts every command concurrently and waits for all; their exit statuses.
    private func runTogether(_ commands: [[String]]) -> [Int32] {
        let statuses = ProcessStatuses(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            statuses.set(index, runProcess(commands[index]).status)
        }
        return statuses.values
    }

    /// Whether the board file holds a cell with this label (the JSON as written: `"label": "…"`).
    private func boardHolds(_ folder: String, board: Int, label: String) -> Bool {
        guard let text = try? String(contentsOfFile: "\(folder)/boards/board\(board).obf", encoding: .utf8) else { return false }
        return text.contains("\"label\": \"\(label)\"") || text.contains("\"label\":\"\(label)\"")
    }
}

/// Exit statuses filled in from several threads.
private final class ProcessStatuses: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var statuses: [Int32]
    init(count: Int) { statuses = Array(repeating: -1, count: count) }
    func set(_ index: Int, _ status: Int32) { lock.withLock { statuses[index] = status } }
    var values: [Int32] { lock.withLock { statuses } }
}
