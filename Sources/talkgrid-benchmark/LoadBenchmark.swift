import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport

/// Time and peak memory of opening a board set (`talkgrid info`), on a generated large `.obz`
/// (``GeneratedBoardSet/largeArchive``: 80 boards, 4,480 images, 70 MB) and on the reference library's `pageset.obz`, next to a
/// Python reader of the same archives (zipfile + json) measured in the same run.
struct LoadBenchmark {
    let talkgrid: String
    var runs = 15

    func run(into report: inout BenchmarkReport) {
        let generated = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-large.obz").path
        do {
            try GeneratedBoardSet.largeArchive.write(folder: nil, archive: generated)
        } catch {
            report.note("load", "could not write the generated set: \(error)")
            return
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: generated)[.size] as? Int) ?? 0
        report.note("load", "generated set: \(size / 1_000_000) MB at \(generated)")
        measure(path: generated, label: "generated-80-boards-4480-images", into: &report)
        let pageset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/obf-gem/pageset.obz").path
        if FileManager.default.fileExists(atPath: pageset) {
            measure(path: pageset, label: "pageset.obz", into: &report)
        }
    }

    private func measure(path: String, label: String, into report: inout BenchmarkReport) {
        let inProcess = measureTimes(runs) {
            guard let opened = try? OpenedBoardSet(path: path) else { return }
            _ = BoardSetSummary(opened.boardSet)
        }
        report.add(label, "in-process open+load median", inProcess.median, unit: "ms")
        report.add(label, "in-process open+load p99", inProcess.p99, unit: "ms")
        let command = measureProcess(runs, [talkgrid, "info", path, "--json"])
        report.add(label, "talkgrid info --json process median", command.0.median, unit: "ms")
        report.add(label, "talkgrid info --json CPU median", command.cpu.median, unit: "ms")
        report.add(label, "talkgrid info peak memory", Double(command.peakKilobytes), unit: "KiB")
        let script = """
            import json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            m = json.loads(z.read('manifest.json'))
            n = 0
            for p in m['paths']['boards'].values():
                try: n += len(json.loads(z.read(p)).get('buttons', []))
                except KeyError: pass
            print(n)
            """
        let python = measureProcess(runs, ["python3", "-c", script, path])
        report.add(label, "reference: python zipfile+json process median", python.0.median, unit: "ms")
        report.add(label, "reference: python CPU median", python.cpu.median, unit: "ms")
        report.add(label, "reference: python peak memory", Double(python.peakKilobytes), unit: "KiB")
        if python.0.median > 0 {
            report.add(label, "python CPU / talkgrid CPU", python.cpu.median / max(command.cpu.median, 0.001), unit: "x")
        }
    }
}
