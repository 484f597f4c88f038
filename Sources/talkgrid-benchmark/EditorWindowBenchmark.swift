import Foundation
import TalkGridTestSupport

/// The window's edit mode (`talkgrid-window --edit`, release) on a virtual screen of 1280 x 800
/// with the 78-board real-sized set as a folder: a touch on a cell → the frame that shows its
/// editor; Done (Enter in the Label field) → the change on disk (the set's lock, journal and
/// atomic write: `save` to `saved` in the window's trace); a picture search → the frame that
/// shows its results; and, in turns with the window's edits, the same kind of change made by
/// `talkgrid cell set` (the reference: the whole command) → the frame that shows it in the
/// running window (from the command's start: the window may show it before the command ends).
/// The times are the window's own trace (`TALKGRID_WINDOW_TRACE`) on the monotonic clock the
/// benchmark reads too.
struct EditorWindowBenchmark {
    let talkgrid: String
    var edits = 30
    var searches = 15

    func run(into report: inout BenchmarkReport) {
        let window = URL(fileURLWithPath: talkgrid).deletingLastPathComponent().appendingPathComponent("talkgrid-window").path
        guard FileManager.default.isExecutableFile(atPath: window), FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            report.note("editor", "needs talkgrid-window beside talkgrid and Xvfb (scripts/setup)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-editor-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("coughdrop-78").path
        let generated = GeneratedBoardSet.coughDrop(boards: 78)
        do {
            try generated.write(folder: set, archive: nil)
        } catch {
            report.note("editor", "could not write the generated set: \(error)")
            return
        }
        let display = ":\(600 + Int(getpid() % 300))"
        guard let screen = try? ChildProcess(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"]) else {
            return
        }
        defer { screen.stop() }
        _ = Waiting.until(seconds: 10) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display.dropFirst())") }
        let tracePath = folder.appendingPathComponent("trace").path
        let environment = [
            "DISPLAY": display, "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "TALKGRID_WINDOW_TRACE": tracePath, "LANG": "C.UTF-8",
        ]
        guard
            let program = try? ChildProcess(
                [window, set, "--window", "--edit", "--no-audio", "--keypad", "phone"], environment: environment)
        else { return }
        defer { program.stop() }
        let trace = { WindowBenchmark.lines(tracePath) }
        guard Waiting.until(seconds: 30, { trace().contains { $0.event == "frame" && $0.pending == 0 } }) else {
            report.note("editor", "the window in edit mode never showed")
            return
        }
        report.note(
            "editor",
            "78-board CoughDrop-shaped set folder, edit mode at 1280 x 800; \(edits) edits in the window and \(edits) by the command, in turns; \(searches) picture searches"
        )
        let xdotool = { (arguments: [String]) in _ = try? ChildProcess.run(["xdotool"] + arguments, environment: environment) }
        /// The lines after the first `count`, once `condition` holds of them (at most `seconds`).
        func awaitLines(after count: Int, seconds: Double = 5, _ condition: ([WindowBenchmark.Line]) -> Bool) -> [WindowBenchmark.Line]? {
            var found: [WindowBenchmark.Line]?
            _ = Waiting.until(seconds: seconds) {
                let lines = Array(trace().dropFirst(count))
                if condition(lines) { found = lines }
                return found != nil
            }
            return found
        }
        func frame(after event: String, in lines: [WindowBenchmark.Line]) -> (start: Double, frame: Double)? {
            guard let start = lines.firstIndex(where: { $0.event == event }),
                let frame = lines[(start + 1)...].first(where: { $0.event == "frame" })
            else { return nil }
            return (lines[start].time, frame.time)
        }
        var editorShown: [Double] = []
        var saves: [Double] = []
        var commands: [Double] = []
        var seenInWindow: [Double] = []
        /// The steps that did not show or save in time, by what was waited for.
        var missed: [String: Int] = [:]
        var random = SeededRandom(seed: 48)
        /// A touch on a cell of the board, at a person's pace: a point of its grid (the window is
        /// 1024 x 720 at the screen's top left), again elsewhere when the point was between two
        /// cells, where the window takes no touch (no `key` in its trace within a second). Whether
        /// a cell was touched; `before` is then the trace's length just before that touch.
        func touchCell(_ before: inout Int) -> Bool {
            for _ in 0..<8 {
                before = trace().count
                xdotool([
                    "mousemove", String(Int.random(in: 120...1000, using: &random)), String(Int.random(in: 300...640, using: &random)),
                    "click", "1",
                ])
                if awaitLines(after: before, seconds: 1, { $0.contains { $0.event == "key" } }) != nil { return true }
            }
            return false
        }
        for edit in 0..<edits {
            // A touch on a cell of the board (somewhere in its grid), at a person's pace.
            Thread.sleep(forTimeInterval: Double.random(in: 0.2...0.4, using: &random))
            var before = trace().count
            guard touchCell(&before),
                let shown = awaitLines(after: before, { $0.contains { $0.keyFrame != nil } })?.first(where: { $0.keyFrame != nil })?
                    .keyFrame
            else {
                missed["a touch → the cell editor", default: 0] += 1
                xdotool(["key", "Escape"])  // an editor shown all the same is closed, so the next touch is on the board
                continue
            }
            editorShown.append(shown)
            // A new label typed; Enter in the Label field is Done.
            Thread.sleep(forTimeInterval: 0.2)
            before = trace().count
            xdotool(["key", "ctrl+a"])
            xdotool(["type", "--delay", "20", "word \(edit)"])
            xdotool(["key", "Return"])
            guard let saved = awaitLines(after: before, seconds: 20, { lines in lines.contains { $0.event == "saved" } }),
                let save = saved.first(where: { $0.event == "save" }), let done = saved.first(where: { $0.event == "saved" })
            else {
                missed["Done → saved", default: 0] += 1
                xdotool(["key", "Escape"])
                continue
            }
            saves.append(done.time - save.time)
            _ = awaitLines(after: before) { frame(after: "saved", in: $0) != nil }
            // The reference: the same kind of change by the command line, seen in the running window.
            Thread.sleep(forTimeInterval: 0.3)
            before = trace().count
            // From the command's start: the window may show the change before the command has ended
            // (it checks and reports after saving), so its end would give less than no time.
            let started = nowMilliseconds()
            let command = runProcess(
                [talkgrid, "cell", "set", set, generated.boardID(0), "1,1", "--label", "command \(edit)"], environment: environment)
            commands.append(command.milliseconds)
            if let lines = awaitLines(after: before, seconds: 10, { frame(after: "reloaded", in: $0) != nil }),
                let seen = frame(after: "reloaded", in: lines)
            {
                seenInWindow.append(seen.frame - started)
            } else {
                missed["a command-line edit → shown", default: 0] += 1
            }
        }
        var searched: [Double] = []
        for search in 0..<searches {
            Thread.sleep(forTimeInterval: 0.3)
            var before = trace().count
            guard touchCell(&before), awaitLines(after: before, { $0.contains { $0.keyFrame != nil } }) != nil else {
                missed["a touch → the cell editor", default: 0] += 1
                xdotool(["key", "Escape"])
                continue
            }
            // Label, Spoken text, then the search field: a word, and Enter searches.
            Thread.sleep(forTimeInterval: 0.2)
            before = trace().count
            xdotool(["key", "Tab", "Tab", "ctrl+a"])
            xdotool(["type", "--delay", "20", ["apple", "dog", "happy", "car", "drink"][search % 5]])
            xdotool(["key", "Return"])
            if let lines = awaitLines(
                after: before,
                { lines in
                    guard let results = lines.firstIndex(where: { $0.event == "results" }) else { return false }
                    return lines[(results + 1)...].contains { $0.event == "frame" }
                }), let start = lines.first(where: { $0.event == "search" }),
                let results = lines.firstIndex(where: { $0.event == "results" }),
                let drawn = lines[(results + 1)...].first(where: { $0.event == "frame" })
            {
                searched.append(drawn.time - start.time)
            } else {
                missed["a picture search → its results", default: 0] += 1
            }
            xdotool(["key", "Escape"])
            _ = awaitLines(after: before, seconds: 2) { $0.contains { $0.event == "frame" } }
        }
        let shownTimes = Timings(samples: editorShown)
        let saveTimes = Timings(samples: saves)
        let commandTimes = Timings(samples: commands)
        let seenTimes = Timings(samples: seenInWindow)
        let searchTimes = Timings(samples: searched)
        report.add("editor", "touch → the cell editor shown, median", shownTimes.median, unit: "ms")
        report.add("editor", "touch → the cell editor shown, p99", shownTimes.p99, unit: "ms")
        report.add("editor", "a label change saved from the window (lock, journal, atomic write), median", saveTimes.median, unit: "ms")
        report.add("editor", "a label change saved from the window (lock, journal, atomic write), p99", saveTimes.p99, unit: "ms")
        report.add(
            "editor", "reference: talkgrid cell set of the same kind of change, whole command, median", commandTimes.median, unit: "ms")
        report.add("editor", "reference: talkgrid cell set of the same kind of change, whole command, p99", commandTimes.p99, unit: "ms")
        report.add(
            "editor", "a command-line edit (from the command's start) → the frame that shows it in the running window, median",
            seenTimes.median, unit: "ms")
        report.add(
            "editor", "a command-line edit (from the command's start) → the frame that shows it in the running window, p99", seenTimes.p99,
            unit: "ms")
        report.add("editor", "picture search → the frame that shows its results, median", searchTimes.median, unit: "ms")
        report.add("editor", "picture search → the frame that shows its results, p99", searchTimes.p99, unit: "ms")
        report.add("editor", "steps that did not show or save in time (should be 0)", Double(missed.values.reduce(0, +)), unit: "")
        if !missed.isEmpty {
            report.note(
                "editor", "not in time: " + missed.sorted { $0.key < $1.key }.map { "\($0.value) × \($0.key)" }.joined(separator: ", "))
        }
    }
}
