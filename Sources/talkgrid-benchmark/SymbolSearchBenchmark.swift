import Foundation

/// `talkgrid symbols search`, whole processes as a caregiver runs them: the word for "apple" in the
/// six languages with the index already built (warm), and with a new cache folder each time (cold:
/// the index built from CLDR, the core-word table and OpenMoji's files), next to `talkgrid help`
/// (starting TalkGrid) and a plain `grep` of the language's CLDR annotations in the same rounds.
struct SymbolSearchBenchmark {
    let talkgrid: String
    var rounds = 21

    static let words = [("en", "apple"), ("es", "manzana"), ("pt", "maçã"), ("fr", "pomme"), ("zh", "苹果"), ("de", "Apfel")]

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-symbols").path
        try? FileManager.default.removeItem(atPath: base)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = base + "/warm"
        for (language, word) in Self.words {
            _ = runProcess([talkgrid, "symbols", "search", word, "--lang", language], environment: environment)
        }
        let annotations = "/usr/share/unicode/cldr/common/annotations"
        var commands: [[String]] = [[talkgrid, "help"], ["grep", "-c", "manzana", annotations + "/es.xml"]]
        commands += Self.words.map { [talkgrid, "symbols", "search", $0.1, "--lang", $0.0] }
        commands.append([talkgrid, "symbols", "search", "manzana", "--lang", "es"])  // cold, below
        var coldRun = 0
        let cold = commands.count - 1
        let measured = measureInTurns(commands, rounds: rounds, environment: environment) { index in
            guard index == cold else { return nil }
            coldRun += 1
            var fresh = environment
            fresh["XDG_CACHE_HOME"] = base + "/cold-\(coldRun)"
            return fresh
        }
        let warmWall = Timings(samples: measured[2..<cold].flatMap(\.wall.samples))
        let warmCPU = Timings(samples: measured[2..<cold].flatMap(\.cpu.samples))
        report.note("symbols", "\(rounds) rounds; warm: the six words for apple (en es pt fr zh de), the index built once")
        report.add("symbols", "search, warm, whole process, median", warmWall.median, unit: "ms")
        report.add("symbols", "search, warm, whole process, p99", warmWall.p99, unit: "ms")
        report.add("symbols", "search, warm, CPU median", warmCPU.median, unit: "ms")
        report.add("symbols", "search, cold (index built), median", measured[cold].wall.median, unit: "ms")
        report.add("symbols", "search, cold (index built), p99", measured[cold].wall.p99, unit: "ms")
        report.add("symbols", "reference: talkgrid help, median", measured[0].wall.median, unit: "ms")
        report.add("symbols", "reference: grep of es.xml, median", measured[1].wall.median, unit: "ms")
        try? FileManager.default.removeItem(atPath: base)
    }
}
