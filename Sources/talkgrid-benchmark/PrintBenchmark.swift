import Foundation
import TalkGridStorage
import TalkGridTestSupport

/// `talkgrid print` of the generated symbol set (``GeneratedBoardSet/symbolBook``: 80 boards, about 4,500
/// PNG and SVG pictures) as a whole process: time, pages per second and peak memory, next to
/// `talkgrid info` of the same `.obz` (opening and reading the whole set) in the same run.
struct PrintBenchmark {
    let talkgrid: String
    var runs = 3

    func run(into report: inout BenchmarkReport) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-pictures.obz").path
        let book = GeneratedBoardSet.symbolBook
        do {
            try book.write(folder: nil, archive: path)
        } catch {
            report.note("print", "could not write the generated set: \(error)")
            return
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-print-\(getpid()).pdf").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let boards = book.boards
        var load = [0.0, 0, 0]
        _ = getloadavg(&load, 3)
        report.note(
            "print",
            "the generated symbol set: \(boards) boards, about 4,500 PNG and SVG pictures; \(runs) runs each, A4 landscape; "
                + String(format: "%d cores, load average %.1f before the runs", ProcessInfo.processInfo.activeProcessorCount, load[0]))
        let info = measureProcess(runs, [talkgrid, "info", path])
        report.add("print", "reference: talkgrid info of the same set, median", info.0.median, unit: "ms")
        report.add("print", "reference: talkgrid info, CPU time (user + system), median", info.cpu.median, unit: "ms")
        report.add("print", "reference: talkgrid info, peak memory", Double(info.peakKilobytes) / 1024, unit: "MiB")
        let printed = measureProcess(runs, [talkgrid, "print", path, output, "--replace", "--keys", "on"])
        report.add("print", "talkgrid print of the whole set, median", printed.0.median, unit: "ms")
        report.add("print", "talkgrid print, CPU time (user + system, all threads), median", printed.cpu.median, unit: "ms")
        report.add("print", "pages per second (median run)", Double(boards) / max(printed.0.median / 1000, 0.001), unit: "pages/s")
        report.add("print", "talkgrid print, peak memory", Double(printed.peakKilobytes) / 1024, unit: "MiB")
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        report.add("print", "the PDF's size", Double(size) / 1_048_576, unit: "MiB")
        report.add("print", "print / info (median)", printed.0.median / max(info.0.median, 0.001), unit: "x")
        if printed.failures > 0 { report.note("print", "\(printed.failures) print run(s) failed") }
    }
}
