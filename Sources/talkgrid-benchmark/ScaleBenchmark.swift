import Foundation
import TalkGrid
import TalkGridStorage

/// Loading and validating at the scale of real board sets, whole process and in-process.
///
/// A generated CoughDrop-shaped set (``GeneratedBoardSet/coughDrop(boards:)``: 80 boards, about 4.4 MB of
/// pretty-printed board JSON, 4,480 small PNG files) as a folder and as an `.obz`: `talkgrid validate` and `talkgrid info --json` as
/// whole processes, next to a Python script that only `json.load`s the same board files and next to
/// `talkgrid help` (process start-up), all in the same run. Then 10, 100 and 1,000 generated boards:
/// time per board, and the 1,000-board validate's time and peak memory.
struct ScaleBenchmark {
    let talkgrid: String
    var runs = 21

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-scale").path
        let folder = base + "/coughdrop-80"
        let archive = base + "/coughdrop-80.obz"
        do {
            try GeneratedBoardSet.coughDrop(boards: 80).write(folder: folder, archive: archive)
        } catch {
            report.note("scale", "could not write the generated set: \(error)")
            return
        }
        let json = try? FileManager.default.subpathsOfDirectory(atPath: folder + "/boards").reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/boards/" + name)[.size] as? Int) ?? 0)
        }
        report.note("scale", "CoughDrop-shaped set: 80 boards, \((json ?? 0) / 1_000) KB of board JSON, 4,480 images, \(runs) runs each")
        let help = measureProcess(runs, [talkgrid, "help"])
        report.add("scale", "reference: talkgrid help (start-up), median", help.0.median, unit: "ms")
        let python = """
            import glob, json, sys
            for name in sorted(glob.glob(sys.argv[1] + '/boards/*.obf')):
                with open(name, 'rb') as f: json.load(f)
            """
        let parse = measureProcess(runs, ["python3", "-c", python, folder])
        report.add("scale", "reference: python json.load of the boards, median", parse.0.median, unit: "ms")
        report.add("scale", "reference: python json.load of the boards, p99", parse.0.p99, unit: "ms")
        for (label, path) in [("folder", folder), (".obz", archive)] {
            for command in [["validate", path], ["info", path, "--json"]] {
                let measured = measureProcess(runs, [talkgrid] + command)
                let name = "talkgrid \(command[0])\(command.count > 2 ? " --json" : "") of the \(label)"
                report.add("scale", "\(name), median", measured.0.median, unit: "ms")
                report.add("scale", "\(name), p99", measured.0.p99, unit: "ms")
                report.add("scale", "\(name) / python parse (median)", measured.0.median / max(parse.0.median, 0.001), unit: "x")
            }
        }
        // Real-looking pictures (250-600 px) are decoded one by one by validate: its own figure.
        let symbols = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-pictures.obz").path
        if (try? GeneratedBoardSet.symbolBook.write(folder: nil, archive: symbols)) != nil {
            let measured = measureProcess(3, [talkgrid, "validate", symbols])
            report.add(
                "scale", "talkgrid validate of the symbol book .obz (4,571 pictures of 250-600 px decoded), median", measured.0.median,
                unit: "ms")
            let info = measureProcess(3, [talkgrid, "info", symbols, "--json"])
            report.add("scale", "reference: talkgrid info --json of the same .obz (no decoding), median", info.0.median, unit: "ms")
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
                let measured = measureProcess(5, [talkgrid, "validate", path])
                report.add(
                    "scale", "talkgrid validate of 1,000 boards (56,000 buttons, 56,000 image files), median", measured.0.median, unit: "ms"
                )
                report.add("scale", "talkgrid validate of 1,000 boards, peak memory", Double(measured.peakKilobytes), unit: "KiB")
            }
        }
    }

    /// Opens, loads and validates a set as `talkgrid validate` does; the number of findings.
    private func loadAndValidate(_ path: String) -> Int {
        let set: BoardSet?
        switch try? BoardInput(opening: path) {
        case .boardSetFolder(let source): set = try? BoardSetLoader.loadSet(from: source)
        case .boardSetArchive(let source): set = try? BoardSetLoader.loadSet(from: source)
        default: set = nil
        }
        guard let set else { return -1 }
        return Validator().validate(set).count
    }
}
