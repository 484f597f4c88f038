import Foundation
import TalkGridTestSupport

// The TalkGrid benchmark, run in release mode:
//   swift run -c release talkgrid-benchmark [speech|natural|screen|pictures|print|coldstart|window|effort|load|import|scale|other-apps|edits|startup|symbols|editor|usage|words|all]
//   swift run -c release talkgrid-benchmark symbol-book OUT.obz   (writes the generated set, to look at or profile)
//   swift run -c release talkgrid-benchmark line-art-book FOLDER   (12 boards, the 11 x 16 root in black line art, to look at)
//   swift run -c release talkgrid-benchmark coughdrop-set BOARDS FOLDER [OUT.obz]   (the scale benchmark's set, to compare builds)
// Every figure is printed next to a reference measured in the same run, as a table and as JSON.
if getenv("TZ") == nil { setenv("TZ", ":/etc/localtime", 1) }  // as the talkgrid executable does
let which = CommandLine.arguments.dropFirst().first ?? "all"
if which == "symbol-book", CommandLine.arguments.count == 3 {
    try GeneratedBoardSet.symbolBook.write(folder: nil, archive: CommandLine.arguments[2])
    exit(0)
}
if which == "line-art-book", CommandLine.arguments.count == 3 {
    try GeneratedBoardSet.lineArtBook.write(folder: CommandLine.arguments[2], archive: nil)
    exit(0)
}
if which == "coughdrop-set", CommandLine.arguments.count >= 4, let boards = Int(CommandLine.arguments[2]) {
    let archive = CommandLine.arguments.count > 4 ? CommandLine.arguments[4] : nil
    try GeneratedBoardSet.coughDrop(boards: boards).write(folder: CommandLine.arguments[3], archive: archive)
    exit(0)
}
var report = BenchmarkReport()
let talkgridBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("talkgrid").path

if which == "speech" || which == "all" {
    let runs = 300
    let keyPress = await KeyPressBenchmark.run(runs: runs)
    let keyPressOnTheBoard = await KeyPressBenchmark.runThroughBoardLoop(runs: runs)
    let speech = await SpeechBenchmark.run(runs: runs)
    report.note("speech", "6-word message \"\(SpeechBenchmark.message)\", \(runs) warm runs each, sound card off")
    report.add("speech", "key press (Enter) to first sample, median", keyPress.median, unit: "ms")
    report.add("speech", "key press (Enter) to first sample, p99", keyPress.p99, unit: "ms")
    report.add(
        "speech", "key press through the board loop (frame drawn too) to first sample, median", keyPressOnTheBoard.median, unit: "ms")
    report.add("speech", "speaker.speak to first sample, median", speech.speakToFirstSample.median, unit: "ms")
    report.add("speech", "reference: raw espeak_Synth to first sample, median", speech.rawSynthesisToFirstSample.median, unit: "ms")
    report.add("speech", "reference: raw espeak_Synth to first sample, p99", speech.rawSynthesisToFirstSample.p99, unit: "ms")
    report.add("speech", "reference: espeak-ng --stdout command, median", speech.espeakCommand.median, unit: "ms")
    report.add(
        "speech", "TalkGrid overhead over raw espeak (median)", keyPress.median - speech.rawSynthesisToFirstSample.median, unit: "ms")
    report.add("speech", "espeak-ng command / TalkGrid key press", speech.espeakCommand.median / max(keyPress.median, 0.001), unit: "x")
}
if which == "natural" || which == "all" {
    report.append(await NaturalVoiceBenchmark(runs: 200).run())
}
if which == "screen" || which == "all" {
    ScreenBenchmark().run(into: &report)
}
if which == "pictures" || which == "all" {
    PictureBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "window" || which == "all" {
    WindowBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "coldstart" || which == "all" {
    report.append(await ColdStartKeysBenchmark().run())
}
if which == "effort" || which == "all" {
    EffortBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "load" || which == "all" {
    LoadBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "import" || which == "all" {
    ImportBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "print" || which == "all" {
    PrintBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "scale" || which == "all" {
    ScaleBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "other-apps" || which == "all" {
    OtherAppsPicturesBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "edits" || which == "all" {
    EditBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "journal" || which == "all" {
    JournalBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "startup" || which == "all" {
    StartUpBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "symbols" || which == "all" {
    SymbolSearchBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "editor" || which == "all" {
    EditorWindowBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "usage" || which == "all" {
    UsageBenchmark(talkgrid: talkgridBinary).run(into: &report)
}
if which == "words" || which == "all" {
    WordsBenchmark().run(into: &report)
}
print(report.printed())
