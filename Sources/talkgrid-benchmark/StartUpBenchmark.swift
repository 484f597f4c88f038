import Foundation
import TalkGridTestSupport

/// Process start-up: whole `talkgrid` processes that do little besides starting — `help`, and
/// `info --json` and `validate` of a generated 10-board set whose pictures are already known (its
/// picture cache filled by an earlier run: nothing is decoded) — next to the floor of starting any
/// process (`true`). The commands take turns, round after round, so that each figure and its
/// reference see the same load on a busy machine; wall and CPU time both.
struct StartUpBenchmark {
    let talkgrid: String
    var runs = 41

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-start-up").path
        let folder = base + "/coughdrop-10"
        do {
            try GeneratedBoardSet.coughDrop(boards: 10).write(folder: folder, archive: nil)
        } catch {
            report.note("start-up", "could not write the generated set: \(error)")
            return
        }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = base + "/cache"
        _ = runProcess([talkgrid, "validate", folder], environment: environment)  // the pictures become known
        let commands: [(name: String, arguments: [String])] = [
            ("reference: true (starting any process)", ["true"]),
            ("talkgrid help", [talkgrid, "help"]),
            ("talkgrid info --json of a 10-board set", [talkgrid, "info", folder, "--json"]),
            ("talkgrid validate of a 10-board set (pictures known)", [talkgrid, "validate", folder]),
        ]
        report.note("start-up", "\(runs) rounds (each command once a round); the set: 10 generated boards, 560 pictures")
        let measured = measureInTurns(commands.map(\.arguments), rounds: runs, environment: environment)
        let floor = measured[0].wall
        for (index, command) in commands.enumerated() {
            let times = measured[index].wall
            report.add("start-up", "\(command.name), median", times.median, unit: "ms")
            report.add("start-up", "\(command.name), p99", times.p99, unit: "ms")
            report.add("start-up", "\(command.name), CPU median", measured[index].cpu.median, unit: "ms")
            if index > 0 {
                report.add("start-up", "\(command.name) minus the reference (median)", times.median - floor.median, unit: "ms")
            }
        }
    }
}
