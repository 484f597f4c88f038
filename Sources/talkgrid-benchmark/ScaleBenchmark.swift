import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport

/// Loading and validating at the scale of real board sets, whole process and in-process.
///
/// A generated CoughDrop-shaped set (``GeneratedBoardSet/coughDrop(boards:)``: 80 boards, about 4.4 MB of
/// pretty-printed board JSON, 4,480 small PNG files) as a folder and as an `.obz`: `talkgrid validate` and
/// `talkgrid info --json` as whole processes, next to a Python script that only `json.load`s the same board
/// files and next to `talkgrid help` (process start-up). The commands take turns, round after round, so that
/// each figure and its reference see the same load on a busy machine; wall and CPU time both. `validate`
/// is measured warm (its cache of pictures known to decode filled by an earlier run: nothing is decoded)
/// and cold (the cache deleted before each run: every picture decoded). Then 10, 100 and 1,000 generated
/// boards: time per board, and the 1,000-board validate's time and peak memory, cold and warm.
struct ScaleBenchmark {
    let talkgrid: String
    var runs = 21

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-scale").path
        let folder = base + "/coughdrop-80"
        let archive = base + "/coughdrop-80.obz"
        let cache = base + "/cache"
        do {
            try GeneratedBoardSet.coughDrop(boards: 80).write(folder: folder, archive: archive)
        } catch {
            report.note("scale", "could not write the generated set: \(error)")
            return
        }
        let json = try? FileManager.default.subpathsOfDirectory(atPath: folder + "/boards").reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/boards/" + name)[.size] as? Int) ?? 0)
        }
        report.note(
            "scale",
            "CoughDrop-shaped set: 80 boards, \((json ?? 0) / 1_000) KB of board JSON, 4,480 images, \(runs) rounds (each command once a round)"
        )
        let python = pythonJSONLoadScript
        let commands: [(name: String, arguments: [String], cold: Bool)] = [
            ("reference: talkgrid help (start-up)", [talkgrid, "help"], false),
            ("reference: python json.load of the boards", ["python3", "-c", python, folder], false),
            ("talkgrid validate of the folder (warm)", [talkgrid, "validate", folder], false),
            ("talkgrid validate of the folder (cold: every picture decoded)", [talkgrid, "validate", folder], true),
            ("talkgrid info --json of the folder", [talkgrid, "info", folder, "--json"], false),
            ("talkgrid validate of the .obz (warm)", [talkgrid, "validate", archive], false),
            ("talkgrid validate of the .obz (cold: every picture decoded)", [talkgrid, "validate", archive], true),
            ("talkgrid info --json of the .obz", [talkgrid, "info", archive, "--json"], false),
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        try? FileManager.default.removeItem(atPath: cache)
        _ = runProcess([talkgrid, "validate", folder], environment: environment)  // fills the cache for the warm runs
        _ = runProcess([talkgrid, "validate", archive], environment: environment)
        // A cold command runs with a cache of its own, emptied before each run.
        let measured = measureInTurns(commands.map(\.arguments), rounds: runs, environment: environment) { index in
            guard commands[index].cold else { return nil }
            let coldCache = base + "/cold-cache-\(index)"
            try? FileManager.default.removeItem(atPath: coldCache)
            return environment.merging(["XDG_CACHE_HOME": coldCache]) { $1 }
        }
        let (parse, parseCPU) = measured[1]
        for (index, command) in commands.enumerated() {
            let (wall, cpu) = measured[index]
            report.add("scale", "\(command.name), median", wall.median, unit: "ms")
            report.add("scale", "\(command.name), p99", wall.p99, unit: "ms")
            report.add("scale", "\(command.name), CPU median", cpu.median, unit: "ms")
            if index > 1 {
                report.add("scale", "\(command.name) / python parse (median)", wall.median / max(parse.median, 0.001), unit: "x")
                report.add("scale", "\(command.name) / python parse (CPU median)", cpu.median / max(parseCPU.median, 0.001), unit: "x")
            }
        }
        /// Three `talkgrid validate` runs of `path`, the picture cache deleted before each: every picture decoded.
        func coldValidations(_ path: String) -> Timings {
            Timings(
                samples: (0..<3).map { _ in
                    try? FileManager.default.removeItem(atPath: cache)
                    return runProcess([talkgrid, "validate", path], environment: environment).milliseconds
                })
        }
        // Real-looking pictures (250-600 px): decoded by a cold validate, known to a warm one.
        let symbols = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-pictures.obz").path
        if (try? GeneratedBoardSet.symbolBook.write(folder: nil, archive: symbols)) != nil {
            report.add(
                "scale", "talkgrid validate of the symbol book .obz, cold (4,571 pictures of 250-600 px decoded), median",
                coldValidations(symbols).median, unit: "ms")
            let warm = (0..<3).map { _ in runProcess([talkgrid, "validate", symbols], environment: environment).milliseconds }
            report.add(
                "scale", "talkgrid validate of the symbol book .obz, warm (nothing decoded), median", Timings(samples: warm).median,
                unit: "ms")
            let info = (0..<3).map { _ in runProcess([talkgrid, "info", symbols, "--json"], environment: environment).milliseconds }
            report.add(
                "scale", "reference: talkgrid info --json of the same .obz (no decoding), median", Timings(samples: info).median, unit: "ms"
            )
        }
        let pageset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/obf-gem/pageset.obz").path
        for (label, path) in [("pageset.obz", pageset), ("CoughDrop-shaped .obz", archive), ("CoughDrop-shaped folder", folder)] {
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let times = measureTimes(runs) { _ = loadAndValidate(path) }
            report.add("scale", "in-process load+validate of \(label), median", times.median, unit: "ms")
        }
        for boards in [10, 100, 1_000] {
            let path = base + "/plain-\(boards)"
            do {
                try GeneratedBoardSet.coughDrop(boards: boards).write(folder: path, archive: nil)
            } catch {
                report.note("scale", "could not write \(boards) boards: \(error)")
                continue
            }
            guard loadAndValidate(path) > 0 else {
                report.note("scale", "\(boards) boards: the set did not load")
                continue
            }
            let times = measureTimes(boards == 1_000 ? 5 : runs) { _ = loadAndValidate(path) }
            report.add("scale", "in-process load+validate per board at \(boards) boards, median", times.median / Double(boards), unit: "ms")
            if boards == 1_000 {
                report.add(
                    "scale", "talkgrid validate of 1,000 boards (56,000 buttons, 56,000 image files), cold (all decoded), median",
                    coldValidations(path).median, unit: "ms")
                let warm = (0..<5).map { _ in runProcess([talkgrid, "validate", path], environment: environment) }
                report.add(
                    "scale", "talkgrid validate of 1,000 boards, warm (none decoded), median",
                    Timings(samples: warm.map(\.milliseconds)).median,
                    unit: "ms")
                report.add(
                    "scale", "talkgrid validate of 1,000 boards, warm, CPU median", Timings(samples: warm.map(\.cpuMilliseconds)).median,
                    unit: "ms")
                let peak = peakMemory(["env", "XDG_CACHE_HOME=\(cache)", talkgrid, "validate", path])
                report.add("scale", "talkgrid validate of 1,000 boards, warm, peak memory", Double(peak), unit: "KiB")
                let info = (0..<5).map { _ in runProcess([talkgrid, "info", path, "--json"], environment: environment).milliseconds }
                report.add(
                    "scale", "reference: talkgrid info --json of the 1,000 boards, median", Timings(samples: info).median, unit: "ms")
            }
        }
    }

    /// Opens, loads and validates a set as `talkgrid validate` does (each board checked as it is
    /// read), but for the pictures' decoding; the number of findings.
    private func loadAndValidate(_ path: String) -> Int {
        let validator = Validator()
        let reviewed: ReviewedBoardSet?
        switch try? BoardInput(opening: path) {
        case .boardSetFolder(let source): reviewed = try? validator.load(source)
        case .boardSetArchive(let source): reviewed = try? validator.load(source)
        default: reviewed = nil
        }
        guard let reviewed else { return -1 }
        return validator.validate(reviewed).count
    }
}
