import Foundation
import TalkGridTestSupport

/// `validate` of sets whose SVGs come from other apps: the symbol-rich 80-board set with a fifth
/// of its pictures saved as Illustrator writes SVG (entities in a document type), next to the same
/// set with plain SVGs and to Python's `json.load` of the same boards, warm (the second run: the
/// picture cache filled), measured in turns in the same run.
struct OtherAppsPicturesBenchmark {
    let talkgrid: String
    var rounds = 21

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-other-apps").path
        let plain = base + "/plain"
        let illustrator = base + "/illustrator"
        do {
            try? FileManager.default.removeItem(atPath: base)
            try GeneratedBoardSet.symbolBook.write(folder: plain, archive: nil)
            var withIllustrator = GeneratedBoardSet.symbolBook
            withIllustrator.illustratorSVGs = true
            try withIllustrator.write(folder: illustrator, archive: nil)
        } catch {
            report.note("other-apps", "could not write the generated sets: \(error)")
            return
        }
        report.note("other-apps", "symbol-rich 80-board set (4,500 pictures), a fifth Illustrator SVGs or none; warm; \(rounds) rounds")
        let python = pythonJSONLoadScript
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = base + "/cache"
        for folder in [plain, illustrator] {
            let first = runProcess([talkgrid, "validate", folder], environment: environment)  // the cold run fills the cache
            if first.status != 0 { report.note("other-apps", "validate of \(folder) exited \(first.status): the set must validate") }
        }
        let commands = [
            ["python3", "-c", python, illustrator], [talkgrid, "validate", plain], [talkgrid, "validate", illustrator],
        ]
        let measured = measureInTurns(commands, rounds: rounds, environment: environment)
        let names = [
            "reference: python json.load of the boards", "reference: validate, plain SVGs (warm)",
            "validate, a fifth Illustrator SVGs (warm)",
        ]
        for (index, name) in names.enumerated() {
            report.add("other-apps", "\(name), median", measured[index].wall.median, unit: "ms")
            report.add("other-apps", "\(name), p99", measured[index].wall.p99, unit: "ms")
            report.add("other-apps", "\(name), CPU median", measured[index].cpu.median, unit: "ms")
        }
        let (python0, plain0, illustrator0) = (measured[0].wall.median, measured[1].wall.median, measured[2].wall.median)
        report.add("other-apps", "Illustrator / plain (median)", illustrator0 / max(plain0, 0.001), unit: "x")
        report.add("other-apps", "Illustrator / python json.load (median)", illustrator0 / max(python0, 0.001), unit: "x")
        let (plainCPU, illustratorCPU) = (measured[1].cpu.median, measured[2].cpu.median)
        report.add("other-apps", "Illustrator / plain (CPU median)", illustratorCPU / max(plainCPU, 0.001), unit: "x")
    }
}
