import Foundation
import TalkGridTestSupport

/// The window (`talkgrid-window`, release) on a virtual screen of 1280 x 800 with the generated
/// symbol book (80 boards, about 4,500 pictures, the 11 x 16 root with 91): the start of the
/// program to the first frame that holds every picture of the root (the pictures decoded at
/// their tiles' size, no disk cache: the first run of a round is as cold as the file cache lets
/// it be), next to the first frame the same run painted (before any picture); a key → the frame
/// that shows it (`1` to `9` and `0`, zooming into each region of the root and out again), median
/// and p99, with the keys 100-300 ms apart as a person presses them, and again with each key sent
/// as soon as the last one's frame shows (GTK's 60 Hz frame clock then makes it wait for the next
/// tick); a key that opens a folder or goes back to the root, and a click on a folder, at a
/// person's pace; memory after visiting 20 boards; and each folder of the shipped set's home board
/// opened for the first time. The window's own trace (`TALKGRID_WINDOW_TRACE`) gives the times,
/// on the monotonic clock the benchmark reads too.
struct WindowBenchmark {
    var talkgrid: String
    var runs = 5
    var keys = 60

    func run(into report: inout BenchmarkReport) {
        let window = URL(fileURLWithPath: talkgrid).deletingLastPathComponent().appendingPathComponent("talkgrid-window").path
        guard FileManager.default.isExecutableFile(atPath: window), FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            report.note("window", "needs talkgrid-window beside talkgrid and Xvfb (scripts/setup)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-window-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("symbol-book.obz").path
        do {
            try GeneratedBoardSet.symbolBook.write(folder: nil, archive: set)
        } catch {
            report.note("window", "could not write the generated set: \(error)")
            return
        }
        let display = ":\(300 + Int(getpid() % 300))"
        guard let screen = try? ChildProcess(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"]) else {
            return
        }
        defer { screen.stop() }
        _ = Waiting.until(seconds: 10) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display.dropFirst())") }
        let environment = [
            "DISPLAY": display, "GDK_BACKEND": "x11", "NO_AT_BRIDGE": "1", "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        ]
        var complete: [Double] = []
        var firstFrames: [Double] = []
        var stageTimes: [String: [Double]] = [:]
        var keyFrames: [Double] = []
        var burstKeyFrames: [Double] = []
        var boardFrames: [Double] = []
        var touchFrames: [Double] = []
        var random = SeededRandom(seed: 11)
        var keyWork: [Double] = []
        var keyHandling: [Double] = []
        var memory: (rss: Int, peak: Int, boards: Int)?
        for run in 0..<runs {
            let tracePath = folder.appendingPathComponent("trace-\(run)").path
            let started = nowMilliseconds()
            guard
                let program = try? ChildProcess(
                    [window, set, "--window", "--no-audio", "--no-history", "--keypad", "phone"],
                    environment: environment.merging(["TALKGRID_WINDOW_TRACE": tracePath]) { $1 })
            else { return }
            defer { program.stop() }
            let trace = { Self.lines(tracePath) }
            guard Waiting.until(seconds: 30, { trace().contains { $0.event == "frame" && $0.pending == 0 && $0.ready >= 91 } }) else {
                report.note("window", "run \(run): the root's pictures never all showed")
                continue
            }
            let lines = trace()
            if let first = lines.first(where: { $0.event == "frame" }) { firstFrames.append(first.time - started) }
            for stage in Self.stages {
                if let line = lines.first(where: { $0.event == "stage" && $0.name == stage }) {
                    stageTimes[stage, default: []].append(line.time - started)
                }
            }
            if let full = lines.first(where: { $0.event == "frame" && $0.pending == 0 && $0.ready >= 91 }) {
                complete.append(full.time - started)
            }
            func press(_ key: String, paced: Bool) {
                Self.input(["key", key], paced: paced, trace: trace, environment: environment, random: &random)
            }
            // Keys: zoom into each of the root's regions in turn (1 to 9) and out again (0), first
            // at a person's pace, then each key as soon as the last one's frame shows.
            for paced in [true, false] {
                let before = trace().count
                for index in 0..<(keys / runs) {
                    press(index % 2 == 0 ? String((run * keys / runs + index) / 2 % 9 + 1) : "0", paced: paced)
                }
                let pressed = trace().dropFirst(before)
                if paced {
                    keyFrames += pressed.compactMap(\.keyFrame)
                } else {
                    burstKeyFrames += pressed.compactMap(\.keyFrame)
                }
                keyWork += pressed.filter { $0.keyFrame != nil }.compactMap(\.work)
                keyHandling += pressed.compactMap(\.handled)
            }
            // Boards: a folder opened from the root (a region's key, then its first cell's) and Back
            // to the 11 x 16 root, at a person's pace.
            let boardsBefore = trace().count
            for round in 0..<4 {
                for key in [String(round % 3 + 1), "1", "0"] { press(key, paced: true) }
            }
            boardFrames += Self.boardChangeFrames(Array(trace().dropFirst(boardsBefore)))
            // Touches: the root's first cell (a folder, at the top left of the 1024 x 720 window's
            // grid at the standard text size) clicked, and Back, at a person's pace.
            let root = trace().first { $0.event == "board" }?.name
            let touchesBefore = trace().count
            for _ in 0..<2 {
                Self.input(["mousemove", "37", "209", "click", "1"], paced: true, trace: trace, environment: environment, random: &random)
                press("0", paced: true)
            }
            touchFrames += Self.boardChangeFrames(Array(trace().dropFirst(touchesBefore))) { $0 != root }
            if run == runs - 1 { memory = visitBoards(program: program, trace: trace, environment: environment) }
        }
        let shippedFrames = shippedBoards(window: window, folder: folder, environment: environment, random: &random)
        let ahead = wordsAhead(on: true, window: window, folder: folder, environment: environment)
        let plain = wordsAhead(on: false, window: window, folder: folder, environment: environment)
        let completeTimes = Timings(samples: complete)
        let firstTimes = Timings(samples: firstFrames)
        let keyTimes = Timings(samples: keyFrames)
        report.note(
            "window",
            "talkgrid-window (release) at 1280 x 800 on Xvfb, the generated symbol book's 11 x 16 root (91 pictures), \(runs) runs")
        report.add("window", "start → first frame with all 91 pictures, median (\(complete.count) runs)", completeTimes.median, unit: "ms")
        report.add("window", "start → first frame with all 91 pictures, worst", completeTimes.samples.max() ?? 0, unit: "ms")
        report.add("window", "reference: start → first frame (no picture yet), median", firstTimes.median, unit: "ms")
        for (stage, what) in zip(Self.stages, Self.stageWords) {
            report.add("window", "start → \(what), median", Timings(samples: stageTimes[stage] ?? []).median, unit: "ms")
        }
        report.add("window", "key → frame, keys 100-300 ms apart: median (\(keyFrames.count) keys)", keyTimes.median, unit: "ms")
        report.add("window", "key → frame, keys 100-300 ms apart: p99", keyTimes.p99, unit: "ms")
        // GTK's frame clock starts a frame at most every 16.7 ms: a key that comes a few ms after
        // the last frame waits for the next tick.
        let burstTimes = Timings(samples: burstKeyFrames)
        report.add(
            "window", "key → frame, each key as soon as the last frame shows: median (\(burstKeyFrames.count) keys)", burstTimes.median,
            unit: "ms")
        report.add("window", "key → frame, each key as soon as the last frame shows: p99", burstTimes.p99, unit: "ms")
        let boardTimes = Timings(samples: boardFrames)
        report.add(
            "window", "key → frame that shows another board (a folder, Back to the root): median (\(boardFrames.count) keys)",
            boardTimes.median, unit: "ms")
        report.add("window", "key → frame that shows another board: p99", boardTimes.p99, unit: "ms")
        let touchTimes = Timings(samples: touchFrames)
        report.add(
            "window", "touch (a click) → frame of the folder it opens: median (\(touchFrames.count) touches)", touchTimes.median, unit: "ms"
        )
        report.add("window", "touch → frame of the folder it opens: worst", touchTimes.samples.max() ?? 0, unit: "ms")
        let shippedTimes = Timings(samples: shippedFrames)
        report.add(
            "window", "shipped set: key → frame of a folder opened the first time: median (\(shippedFrames.count) folders)",
            shippedTimes.median, unit: "ms")
        report.add(
            "window", "shipped set: key → frame of a folder opened the first time: worst", shippedTimes.samples.max() ?? 0, unit: "ms")
        let handling = Timings(samples: keyHandling)
        report.add("window", "of which the key's handling (the store and the widgets), median", handling.median, unit: "ms")
        report.add("window", "of which the key's handling, p99", handling.p99, unit: "ms")
        let work = Timings(samples: keyWork)
        report.add("window", "of which the frame's own layout and paint, median", work.median, unit: "ms")
        report.add("window", "of which the frame's own layout and paint, p99", work.p99, unit: "ms")
        let aheadPicks = Timings(samples: ahead.picks)
        let plainPicks = Timings(samples: plain.picks)
        report.note(
            "window",
            "words ahead: the shipped core-words set, \(Self.wordRounds) rounds of I, want, eat picked by keys, → (the change-word "
                + "screen of eat), Back and three deletes, at a person's pace; once with words ahead on, once with \"words_ahead\": false")
        report.add("window", "words ahead on: key → frame, median (\(aheadPicks.samples.count) keys)", aheadPicks.median, unit: "ms")
        report.add("window", "words ahead on: key → frame, p99", aheadPicks.p99, unit: "ms")
        report.add(
            "window", "reference: words ahead off: key → frame, median (\(plainPicks.samples.count) keys)", plainPicks.median, unit: "ms")
        report.add("window", "reference: words ahead off: key → frame, p99", plainPicks.p99, unit: "ms")
        let changeWord = Timings(samples: ahead.changeWord)
        report.add(
            "window", "→ (the change-word screen) → its frame (words ahead on), median (\(changeWord.samples.count))", changeWord.median,
            unit: "ms")
        report.add("window", "→ (the change-word screen) → its frame, worst", changeWord.samples.max() ?? 0, unit: "ms")
        if let memory {
            report.add("window", "memory after visiting \(memory.boards) boards: resident", Double(memory.rss) / 1024, unit: "MiB")
            report.add("window", "memory after visiting \(memory.boards) boards: peak", Double(memory.peak) / 1024, unit: "MiB")
        }
    }

    /// Opens boards with random keys (a folder opens its board, `0 0 0` goes back) until 20
    /// boards were shown; the window's resident and peak memory then, in KiB.
    private func visitBoards(
        program: ChildProcess, trace: () -> [Line], environment: [String: String]
    ) -> (rss: Int, peak: Int, boards: Int) {
        var random = SeededRandom(seed: 7)
        for _ in 0..<120 {
            let boards = Set(trace().filter { $0.event == "board" }.map(\.name))
            if boards.count >= 20 { break }
            // Keys 1 to 3 open the root's top bands, where the symbol book's folders are.
            let keys =
                [String(Int.random(in: 1...3, using: &random))] + (0..<2).map { _ in String(Int.random(in: 1...9, using: &random)) }
                + ["0", "0", "0"]
            _ = try? ChildProcess.run(["xdotool", "key", "--delay", "40"] + keys, environment: environment)
        }
        _ = Waiting.until(seconds: 3) { trace().last?.event == "frame" && (trace().last?.pending ?? 1) == 0 }
        let status = (try? String(contentsOfFile: "/proc/\(program.pid)/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Int {
            status.split(separator: "\n").first { $0.hasPrefix(name) }.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
                ?? 0
        }
        return (field("VmRSS:"), field("VmHWM:"), Set(trace().filter { $0.event == "board" }.map(\.name)).count)
    }

    /// Types or clicks with xdotool's `arguments` (after a person's pause when `paced`) and waits
    /// for the frame that shows it.
    private static func input(
        _ arguments: [String], paced: Bool, trace: () -> [Line], environment: [String: String], random: inout SeededRandom
    ) {
        if paced { Thread.sleep(forTimeInterval: Double.random(in: 0.1...0.3, using: &random)) }
        let shown = trace().count
        _ = try? ChildProcess.run(["xdotool"] + arguments, environment: environment)
        _ = Waiting.until(seconds: 2) { trace().dropFirst(shown).contains { $0.keyFrame != nil } }
    }

    /// The shipped first-words set (its pictures are emoji): each folder of its home board (keys 1
    /// to 5) opened for the first time and Back, at a person's pace; the key → frame times of the
    /// folders opened.
    private func shippedBoards(window: String, folder: URL, environment: [String: String], random: inout SeededRandom) -> [Double] {
        let tracePath = folder.appendingPathComponent("trace-shipped").path
        guard
            let program = try? ChildProcess(
                [window, "shipped:first-words", "--window", "--no-audio", "--no-history", "--keypad", "phone"],
                environment: environment.merging(["TALKGRID_WINDOW_TRACE": tracePath]) { $1 })
        else { return [] }
        defer { program.stop() }
        let trace = { Self.lines(tracePath) }
        guard Waiting.until(seconds: 30, { trace().contains { $0.event == "frame" } }),
            let home = trace().first(where: { $0.event == "board" })
        else { return [] }
        for key in ["1", "0", "2", "0", "3", "0", "4", "0", "5", "0"] {
            Self.input(["key", key], paced: true, trace: trace, environment: environment, random: &random)
        }
        return Self.boardChangeFrames(trace()) { $0 != home.name }
    }

    /// Rounds of the words-ahead phase.
    static let wordRounds = 6

    /// The shipped core-words set with the phone keypad: rounds of "I want eat" picked by keys
    /// (a region's key, then the cell's), `→` (the change-word screen of *eat*), Back and three
    /// deletes, at a person's pace; the key → frame times of every key but `→`, and of `→` apart.
    /// With `on` false, `config.json` says `"words_ahead": false` (the reference).
    private func wordsAhead(on: Bool, window: String, folder: URL, environment: [String: String]) -> (picks: [Double], changeWord: [Double])
    {
        let name = on ? "ahead" : "plain"
        let tracePath = folder.appendingPathComponent("trace-\(name)").path
        let config = folder.appendingPathComponent("config-\(name)")
        try? FileManager.default.createDirectory(at: config.appendingPathComponent("talkgrid"), withIntermediateDirectories: true)
        try? Data((on ? "{}" : "{\"words_ahead\": false}").utf8).write(to: config.appendingPathComponent("talkgrid/config.json"))
        guard
            let program = try? ChildProcess(
                [window, "shipped:core-words", "--window", "--no-audio", "--no-history", "--keypad", "phone"],
                environment: environment.merging(["TALKGRID_WINDOW_TRACE": tracePath, "XDG_CONFIG_HOME": config.path]) { $1 })
        else { return ([], []) }
        defer { program.stop() }
        let trace = { Self.lines(tracePath) }
        guard Waiting.until(seconds: 30, { trace().contains { $0.event == "frame" } }) else { return ([], []) }
        var random = SeededRandom(seed: 5)
        var picks: [Double] = []
        var changeWord: [Double] = []
        for _ in 0..<Self.wordRounds {
            for (keys, into) in [(["1", "1", "1", "2", "2", "2"], 0), (["Right"], 1), (["0", "BackSpace", "BackSpace", "BackSpace"], 0)] {
                for key in keys {
                    let before = trace().count
                    Self.input(["key", key], paced: true, trace: trace, environment: environment, random: &random)
                    let frames = trace().dropFirst(before).compactMap(\.keyFrame).prefix(1)
                    if into == 1 { changeWord += frames } else { picks += frames }
                }
            }
        }
        return (picks, changeWord)
    }

    /// The key → frame times of the keys that showed another board (`shows` it, when given): the
    /// first key's frame after each such `board` line.
    static func boardChangeFrames(_ lines: [Line], shows: (String) -> Bool = { _ in true }) -> [Double] {
        var frames: [Double] = []
        var changed = false
        for line in lines {
            if line.event == "board" {
                changed = shows(line.name)
            } else if changed, let keyFrame = line.keyFrame {
                frames.append(keyFrame)
                changed = false
            }
        }
        return frames
    }

    /// One line of the window's trace.
    struct Line {
        var time: Double
        var event: String
        var name = ""
        var keyFrame: Double?
        /// The key handled: the store's new screen given to the widgets.
        var handled: Double?
        /// The frame's own layout and paint (from the frame clock's before-paint).
        var work: Double?
        var pending = -1
        var ready = 0
    }

    /// The start's stages the window marks in its trace, and what each means.
    static let stages = ["toolkit", "built", "started", "shown"]
    static let stageWords = [
        "GTK started and the set opened", "the window's widgets made", "the store's first screen (words ahead found)",
        "the widgets given it (then the first frame's layout and paint)",
    ]

    static func lines(_ path: String) -> [Line] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let time = Double(parts[0]) else { return nil }
            var parsed = Line(time: time, event: String(parts[1]))
            if parsed.event == "board" || parsed.event == "stage" { parsed.name = parts.dropFirst(2).joined(separator: " ") }
            for part in parts.dropFirst(2) {
                let pair = part.split(separator: "=")
                guard pair.count == 2 else { continue }
                switch pair[0] {
                case "keyframe": parsed.keyFrame = Double(pair[1])
                case "ms" where parsed.event == "handled": parsed.handled = Double(pair[1])
                case "work": parsed.work = Double(pair[1])
                case "pending": parsed.pending = Int(pair[1]) ?? -1
                case "ready": parsed.ready = Int(pair[1]) ?? 0
                default: break
                }
            }
            return parsed
        }
    }
}
