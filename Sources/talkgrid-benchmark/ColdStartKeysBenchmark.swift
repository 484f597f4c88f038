import Foundation
import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridTestSupport

/// Keys during a cold start: the full-screen board's own loop (``BoardLoop/run()``) on the
/// generated symbol book (``GeneratedBoardSet/symbolBook``: 80 boards, about 4,500 pictures) in a
/// 200 x 55 window, keys pressed at random moments during its first 10 s; key → frame (the frame
/// that shows what the key did is written) and key → first speech sample, median and p99, with
/// pictures as block art from an empty disk cache (cold), from the cache an earlier run left
/// (warm), and next to both, in the same rounds, with `--symbols off`.
///
/// The frame of a key is found afterwards: every write is kept with its time, replayed into a
/// ``TerminalScreen``, and the first frame after the key whose title line and message lines
/// read as a session given the same keys shows them (pictures do not touch those lines).
struct ColdStartKeysBenchmark {
    var rounds = ProcessInfo.processInfo.environment["TALKGRID_BENCHMARK_ROUNDS"].flatMap { Int($0) } ?? 3
    var seconds = 10.0
    let size = TerminalSize(columns: 200, rows: 55)

    enum Mode: String, CaseIterable {
        case off = "--symbols off"
        case cold = "blocks, cold cache"
        case warm = "blocks, warm cache"
    }

    func run() async -> BenchmarkReport {
        var report = BenchmarkReport()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-pictures.obz").path
        do {
            try GeneratedBoardSet.symbolBook.write(folder: nil, archive: path)
        } catch {
            report.note("cold start", "could not write the generated set: \(error)")
            return report
        }
        let cacheRoot = NSTemporaryDirectory() + "talkgrid-benchmark-cold-start-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: cacheRoot) }
        let probe = SpeechStartProbe()
        let speaker = LiveSpeaker(voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [probe]))
        // espeak-ng starts once per process: warm it so that no mode pays for it.
        await speaker.speak(Utterance(text: "ready", language: "en"))
        await speaker.waitUntilDone()
        // The warm cache: what a first run of the same length leaves.
        _ = await runOnce(path: path, mode: .warm, disk: cacheRoot + "/warm", seed: 1, speaker: speaker, probe: probe)

        var frames: [Mode: [Double]] = [:]
        var speech: [Mode: [Double]] = [:]
        var pictures: [Mode: [Int]] = [:]
        for round in 0..<rounds {
            for mode in Mode.allCases {
                let disk = mode == .warm ? cacheRoot + "/warm" : cacheRoot + "/\(mode)-\(round)"
                // The same key moments for every mode of a round.
                guard
                    let result = await runOnce(
                        path: path, mode: mode, disk: disk, seed: UInt64(100 + round), speaker: speaker, probe: probe)
                else {
                    report.note("cold start", "could not open the generated set \(path)")
                    return report
                }
                frames[mode, default: []] += result.frames
                speech[mode, default: []] += result.speech
                pictures[mode, default: []].append(result.picturesDrawn)
                if mode != .warm { try? FileManager.default.removeItem(atPath: disk) }
            }
        }
        report.note(
            "cold start",
            "the generated symbol book (80 boards, about 4,500 pictures, an 11 x 16 root) at 200 x 55, \(rounds) rounds of "
                + "\(Int(seconds)) s from the start of the board loop, keys at random moments (the same in each mode of a round)")
        for mode in Mode.allCases {
            let keyFrames = Timings(samples: frames[mode] ?? [])
            let keySpeech = Timings(samples: speech[mode] ?? [])
            let label = mode == .off ? "reference: \(mode.rawValue)" : mode.rawValue
            report.add("cold start", "\(label): key → frame, median (\(keyFrames.samples.count) keys)", keyFrames.median, unit: "ms")
            report.add("cold start", "\(label): key → frame, p99", keyFrames.p99, unit: "ms")
            report.add(
                "cold start", "\(label): key → first speech sample, median (\(keySpeech.samples.count) words)", keySpeech.median, unit: "ms"
            )
            report.add("cold start", "\(label): key → first speech sample, p99", keySpeech.p99, unit: "ms")
            if mode != .off {
                let drawn = pictures[mode] ?? []
                report.add(
                    "cold start", "\(mode.rawValue): pictures ready after the run, least of the rounds", Double(drawn.min() ?? 0),
                    unit: "")
            }
        }
        let off = (Timings(samples: frames[.off] ?? []), Timings(samples: speech[.off] ?? []))
        for mode in [Mode.cold, .warm] {
            report.add(
                "cold start", "\(mode.rawValue): key → frame p99 minus off's", Timings(samples: frames[mode] ?? []).p99 - off.0.p99,
                unit: "ms")
            report.add(
                "cold start", "\(mode.rawValue): key → speech p99 minus off's", Timings(samples: speech[mode] ?? []).p99 - off.1.p99,
                unit: "ms")
        }
        return report
    }

    /// What one run measured.
    struct Result {
        var frames: [Double]
        var speech: [Double]
        /// Pictures ready at the end (how far the pictures got).
        var picturesDrawn: Int
    }

    /// One run of the board loop for `seconds`, keys at moments drawn from `seed`.
    private func runOnce(
        path: String, mode: Mode, disk: String, seed: UInt64, speaker: LiveSpeaker, probe: SpeechStartProbe
    ) async -> Result? {
        guard let opened = try? OpenedBoardSet(path: path) else { return nil }
        let symbols: SymbolsSetting = mode == .off ? .off : .blocks
        guard let session = try? Session(boardSet: opened.boardSet, settings: SessionSettings(symbols: symbols)) else { return nil }
        let terminal = RecordingTerminal(size: size)
        let interpreter = EffectInterpreter(media: opened.media)
        let words = interpreter.words
        let loop = BoardLoop(
            session: session, terminal: terminal, colorSupport: .trueColor, speaker: speaker, interpreter: interpreter,
            settingsFile: nil, savedSettings: SavedSettings())
        let mailbox = loop.mailbox
        // Wired as the full-screen board wires them (`InteractiveRun`).
        let pictures = PreparedCellPictures(
            media: opened.media, symbols: symbols, environment: ["COLORTERM": "truecolor"], disk: DiskCache(folder: disk),
            onReady: { mailbox.post(.pictureReady) }, onFailure: { _, _ in })
        loop.pictures = pictures
        _ = probe.take()
        let running = Task { await loop.run() }

        // The keys: a session given the same keys says what each frame must show.
        var random = SeededRandom(seed: seed)
        var shadow = session
        var pressed: [(time: Double, expected: [String]?, speaks: Bool)] = []
        var previous = Self.checkedLines(of: shadow, size: size, words: words)
        let start = ContinuousClock.now
        var moment = 0.2 + Double(random.next() % 1000) / 1000
        var planned: [Key] = []
        while moment < seconds {
            try? await Task.sleep(until: start + .milliseconds(Int(moment * 1000)))
            if planned.isEmpty { planned = Self.nextKeys(for: shadow, random: &random) }
            let key = planned.removeFirst()
            let effects = shadow.reduce(.key(key))
            // As the loop does: the rows layout stands in while the grid does not fit.
            let fitting = ScreenPainter.layoutThatFits(shadow, preferred: session.settings.layout, in: size) ?? session.settings.layout
            if fitting != shadow.settings.layout { _ = shadow.reduce(.setLayout(fitting)) }
            let expected = Self.checkedLines(of: shadow, size: size, words: words)
            let speaks = effects.contains { if case .speak = $0 { true } else { false } }
            pressed.append((nowMilliseconds(), expected == previous ? nil : expected, speaks))
            previous = expected
            terminal.press(key)
            moment += 0.15 + Double(random.next() % 550) / 1000
        }
        // Give the last keys their frames and sounds, then end.
        try? await Task.sleep(for: .milliseconds(1500))
        terminal.endInput()
        await running.value
        await speaker.waitUntilDone()
        let ready = pictures.readyCount
        pictures.stop()

        // Each frame's checked lines, replayed once; a key's frame is the first after it that reads as expected.
        var screen = TerminalScreen(columns: size.columns, rows: size.rows)
        let frames = terminal.writes.map { write in
            screen.apply(write.bytes)
            return (time: write.time, lines: Self.checkedLines(of: screen))
        }
        let starts = probe.take()
        let checked = pressed.compactMap { key in key.expected.map { (time: key.time, expected: $0) } }
        let frameTimes = checked.compactMap { key in
            frames.first { $0.time >= key.time && $0.lines == key.expected }.map { $0.time - key.time }
        }
        if ProcessInfo.processInfo.environment["TALKGRID_BENCHMARK_DEBUG"] != nil {
            print("\(mode): \(pressed.count) keys, \(checked.count) checked, \(frameTimes.count) frames found, \(frames.count) writes")
        }
        let speechTimes = pressed.filter(\.speaks).compactMap { key in starts.first { $0 >= key.time }.map { $0 - key.time } }
        return Result(frames: frameTimes, speech: speechTimes, picturesDrawn: ready)
    }

    /// The keys of what a person might do next: a cell of the board picked with its whole key
    /// sequence (a word, or a folder to open), now and then `0` back out of a folder.
    private static func nextKeys(for session: Session, random: inout SeededRandom) -> [Key] {
        if session.boardStack.count > 1, random.next() % 4 == 0 { return [.digit(0)] }
        let board = session.currentBoard
        let cells = board.cells.filter { !$0.hidden }
        guard !cells.isEmpty else { return [.digit(0)] }
        let cell = cells[Int(random.next() % UInt64(cells.count))]
        let keys = SelectionRule.keySequence(
            for: cell.id, on: board, layout: session.settings.layout, keypad: session.settings.keypad)
        return keys.flatMap { $0.isEmpty ? nil : $0 } ?? [.digit(0)]
    }

    /// The lines a frame is checked by: the title line and the message lines (without the
    /// message bar's frame, where the speaking sign comes and goes).
    private static func checkedLines(of session: Session, size: TerminalSize, words: InterfaceWords) -> [String] {
        var screen = TerminalScreen(columns: size.columns, rows: size.rows)
        let canvas = ScreenPainter(words: words).canvas(for: ScreenModel(session: session), size: size)
        screen.apply(ANSIRenderer(colorSupport: .trueColor).render(canvas, theme: .standard))
        return checkedLines(of: screen)
    }

    private static func checkedLines(of screen: TerminalScreen) -> [String] {
        let geometry = ScreenGeometry(size: TerminalSize(columns: screen.columns, rows: screen.rows))
        let lines = screen.lines
        return Array(lines[1..<(geometry.messageHeight - 1)]) + [lines[geometry.titleRow]]
    }
}

/// A terminal that keeps every frame written and when, and takes keys from the benchmark.
private final class RecordingTerminal: RunTerminal {
    struct Write {
        var time: Double
        var bytes: [UInt8]
    }

    let size: TerminalSize
    private let written = Mutex<[Write]>([])
    private let stream: AsyncThrowingStream<InputEvent, any Error>
    private let continuation: AsyncThrowingStream<InputEvent, any Error>.Continuation

    init(size: TerminalSize) {
        self.size = size
        (stream, continuation) = AsyncThrowingStream.makeStream(of: InputEvent.self)
    }

    func events() -> AsyncThrowingStream<InputEvent, any Error> { stream }

    func write(_ bytes: [UInt8]) throws(TerminalError) {
        let time = nowMilliseconds()
        written.withLock { $0.append(Write(time: time, bytes: bytes)) }
    }

    func press(_ key: Key) {
        switch key {
        case .digit(let digit): continuation.yield(.key(.digit(digit)))
        case .nextPage: continuation.yield(.key(.plus))
        case .previousPage: continuation.yield(.key(.minus))
        default: break
        }
    }

    func endInput() {
        continuation.yield(.endOfInput)
        continuation.finish()
    }

    var writes: [Write] { written.withLock { $0 } }
}

/// A sink that notes when each utterance's first sample arrives (monotonic milliseconds).
private final class SpeechStartProbe: AudioSink {
    private let state = Mutex<(starts: [Double], waiting: Bool)>(([], false))

    /// The start times noted since the last call, and forgets them.
    func take() -> [Double] {
        state.withLock { state in
            defer { state.starts = [] }
            return state.starts
        }
    }

    func begin(_ item: SpeechItem, sampleRate: Int) {
        state.withLock { $0.waiting = true }
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let now = nowMilliseconds()
        state.withLock { state in
            if state.waiting {
                state.starts.append(now)
                state.waiting = false
            }
        }
    }

    func end(_ item: SpeechItem, interrupted: Bool) {}
}
