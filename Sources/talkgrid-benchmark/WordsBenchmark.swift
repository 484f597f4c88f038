import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridTestSupport
import TalkGridWords

/// Word prediction and word forms: the time of the predictions after each pick on a 78-board set
/// of real words (7 x 8 cells, about 3,100 words), the memory of one language's loaded data, and
/// the presses two hundred everyday messages take with and without the words ahead, on the
/// shipped core-words set and on the 78-board set.
struct WordsBenchmark {
    func run(into report: inout BenchmarkReport) {
        let label = "words"
        let data = WordData(environment: ProcessInfo.processInfo.environment)
        let before = Self.residentKilobytes()
        let frequencies = data.frequencies(language: "en").frequencies
        let forms = data.forms(language: "en").forms
        let after = Self.residentKilobytes()
        guard let frequencies, forms.englishTable != nil else {
            report.note(label, "the word data is not installed (scripts/setup): nothing measured")
            return
        }
        report.add(label, "memory of English's loaded data (forms and frequencies, resident)", Double(after - before) / 1024, unit: "MB")
        report.note(label, "\(frequencies.count) English words ranked, \(forms.englishTable?.count ?? 0) lines of forms")

        guard let big = Self.realWordSet(boards: 78, words: frequencies.words) else {
            report.note(label, "could not write the generated 78-board set")
            return
        }
        let bigWords = SetWords(boardSet: big)
        report.note(label, "78-board set: \(big.boards.count) boards of 7 x 8, \(bigWords.count) words (the commonest English words)")
        let making = measureTimes(5) { _ = Predictor(setWords: bigWords, frequencies: frequencies, pairs: WordPairs()) }
        report.add(label, "making the predictor (its words ranked once per set load), median", making.median, unit: "ms")
        var predictor = Predictor(setWords: bigWords, frequencies: frequencies, pairs: WordPairs())
        var samples: [Double] = []
        for sentence in EverydaySentences.all {
            let words = sentence.split(separator: " ").map(String.init)
            for count in 0...words.count {
                let start = nowMilliseconds()
                _ = predictor.predictions(after: Array(words.prefix(count)))
                samples.append(nowMilliseconds() - start)
            }
            var pairs = predictor.pairs
            pairs.learn(words)
            predictor.pairs = pairs
        }
        let timings = Timings(samples: samples)
        report.add(label, "predictions after each pick, 78-board set, median", timings.median, unit: "ms")
        report.add(label, "predictions after each pick, 78-board set, p99", timings.p99, unit: "ms")
        let formsTimes = measureTimes(2_000) { _ = forms.forms(of: "went", language: "en") }
        report.add(label, "forms of a word (went), p99", formsTimes.p99, unit: "ms")
        let effort = measureTimes(5) { _ = EffortReport(boardSet: big) }
        report.add(label, "reference: the set's effort report (once per set load), median", effort.median, unit: "ms")

        // Off first, then on, then off again (the reference is the faster of the two offs): what
        // the first run warms is not charged to either.
        let plainFirst = Self.keyFrames(on: big, prediction: nil)
        let ahead = Self.keyFrames(on: big, prediction: SetPrediction(boardSet: big, pairsFile: nil))
        let plainAfter = Self.keyFrames(on: big, prediction: nil)
        let plain = plainFirst.median < plainAfter.median ? plainFirst : plainAfter
        report.note(
            label,
            "key → frame in the process (the store takes the key, finds the words ahead, the 120 x 40 frame's bytes are made), "
                + "\(ahead.samples.count) keys at random on the 78-board set: two digits (a word or a folder), three deletes after every "
                + "fifth word, the same keys twice")
        // Frames are of two kinds (a zoomed region, a whole board) whose times lie close to the
        // middle, so the median jumps between them from run to run: the mean is steadier.
        report.add(label, "words ahead on: key → frame, mean", ahead.mean, unit: "ms")
        report.add(label, "reference: words ahead off: key → frame, mean", plain.mean, unit: "ms")
        report.add(label, "words ahead on: key → frame, median", ahead.median, unit: "ms")
        report.add(label, "words ahead on: key → frame, p99", ahead.p99, unit: "ms")
        report.add(label, "reference: words ahead off: key → frame, median", plain.median, unit: "ms")
        report.add(label, "reference: words ahead off: key → frame, p99", plain.p99, unit: "ms")

        if let core = try? OpenedBoardSet(path: "shipped:core-words").boardSet {
            Self.savings(on: core, name: "core-words", frequencies: frequencies, into: &report)
        }
        Self.savings(on: big, name: "78-board", frequencies: frequencies, into: &report)
    }

    /// Key → frame as the full-screen board does it, in the process: the store takes the key (and
    /// finds the words ahead when `prediction` is given), the 120 x 40 frame's changed bytes are made.
    static func keyFrames(on set: BoardSet, prediction: SetPrediction?) -> Timings {
        var interpreter = EffectInterpreter()
        if let prediction { interpreter.wordsAhead = { prediction.wordsAhead(after: $0, spelling: $1) } }
        guard let session = try? Session(boardSet: set, settings: SessionSettings(wordsAhead: prediction != nil)) else {
            return Timings(samples: [])
        }
        var store = SessionStore(session: session, interpreter: interpreter)
        _ = store.start()
        let size = TerminalSize(columns: 120, rows: 40)
        let painter = ScreenPainter(words: store.words)
        let renderer = ANSIRenderer(colorSupport: .trueColor)
        var previous = painter.canvas(for: store.screen, size: size)
        var random = SeededRandom(seed: 51)
        var samples: [Double] = []
        for pick in 0..<400 {
            var keys: [Key] = [.digit(Int.random(in: 1...9, using: &random)), .digit(Int.random(in: 1...9, using: &random))]
            if pick % 5 == 4 { keys += [.delete, .delete, .delete, .digit(0)] }
            for key in keys {
                let start = nowMilliseconds()
                _ = store.send(.key(key))
                let canvas = painter.canvas(for: store.screen, size: size)
                _ = renderer.render(canvas, theme: .standard, since: previous)
                samples.append(nowMilliseconds() - start)
                previous = canvas
            }
        }
        return Timings(samples: samples)
    }

    /// Presses to say the sentences the set can say, with and without the strip of six words ahead
    /// (learning each message's pairs once it is said, as the board does).
    static func savings(on set: BoardSet, name: String, frequencies: WordFrequencies, into report: inout BenchmarkReport) {
        let label = "words-savings-\(name)"
        let effort = EffortReport(boardSet: set)
        var costs: [String: (keys: Int, scan: Int)] = [:]
        for word in effort.words { costs[word.word.lowercased()] = costs[word.word.lowercased()] ?? (word.keys, word.scanPresses) }
        var predictor = Predictor(setWords: SetWords(boardSet: set), frequencies: frequencies, pairs: WordPairs())
        let stripScan = Self.stripScanPresses(on: set)
        var said = 0
        var keysWithout = 0
        var keysWith = 0
        var scanWithout = 0
        var scanWith = 0
        var predicted = 0
        var wordCount = 0
        for sentence in EverydaySentences.all {
            let words = sentence.split(separator: " ").map(String.init)
            guard words.allSatisfy({ costs[$0] != nil }) else { continue }
            said += 1
            for (index, word) in words.enumerated() {
                let cost = costs[word]!
                wordCount += 1
                keysWithout += cost.keys
                scanWithout += cost.scan
                let offered = predictor.predictions(after: Array(words.prefix(index))).map { $0.word.lowercased() }
                if let slot = offered.firstIndex(of: word) {
                    predicted += 1
                    keysWith += min(cost.keys, 2)  // Space, then the slot's number
                    scanWith += min(cost.scan, stripScan(slot, index > 0))
                } else {
                    keysWith += cost.keys
                    scanWith += cost.scan
                }
            }
            keysWithout += 1  // Enter speaks
            keysWith += 1
            scanWithout += effort.speakScanPresses
            scanWith += effort.speakScanPresses
            var pairs = predictor.pairs
            pairs.learn(words)
            predictor.pairs = pairs
        }
        report.note(
            label,
            "\(said) of \(EverydaySentences.all.count) sentences said whole by the set (\(wordCount) words, \(predicted) picked from the strip)"
        )
        report.add(label, "number-key presses without prediction", Double(keysWithout), unit: "presses")
        report.add(label, "number-key presses with prediction", Double(keysWith), unit: "presses")
        report.add(label, "number-key savings", 100 * Double(keysWithout - keysWith) / Double(max(keysWithout, 1)), unit: "%")
        report.add(label, "step-scan presses without prediction", Double(scanWithout), unit: "presses")
        report.add(label, "step-scan presses with prediction", Double(scanWith), unit: "presses")
        report.add(label, "step-scan savings", 100 * Double(scanWithout - scanWith) / Double(max(scanWithout, 1)), unit: "%")
    }

    /// The step-scan presses that add the word in a slot of the strip (0 for the first) from the
    /// first item of the root board's top level, the message holding words or not: Next to the
    /// strip's item and Select (the session's own scan order), then Next to the slot on the
    /// words-ahead screen (its words in slot order) and Select.
    static func stripScanPresses(on set: BoardSet) -> (Int, Bool) -> Int {
        guard let session = try? Session(boardSet: set, settings: SessionSettings(access: .stepScan)) else { return { _, _ in .max } }
        let targets = ScanItem.targets(of: session.keyMap)
        let position = [false, true].map { messageHasWords in
            ScanItem.boardLevel(targets: targets, atTopLevel: true, messageHasWords: messageHasWords, showsWordsAhead: true)
                .firstIndex(of: .wordsAhead) ?? 0
        }
        return { slot, messageHasWords in position[messageHasWords ? 1 : 0] + 1 + slot + 1 }
    }

    /// The 78-board generated set with the commonest words of the list as its labels, so that
    /// prediction ranks real words (a folder keeps its label: it opens a board).
    static func realWordSet(boards: Int, words: [String]) -> BoardSet? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-words")
        try? FileManager.default.removeItem(at: folder)
        try? GeneratedBoardSet.coughDrop(boards: boards).write(folder: folder.path, archive: nil)
        guard var set = (try? OpenedBoardSet(path: folder.path))?.boardSet else { return nil }
        var next = 0
        for id in set.boardOrder {
            guard var board = set.boards[id] else { continue }
            for index in board.cells.indices where board.cells[index].link == nil && !board.cells[index].label.isEmpty {
                board.cells[index].label = words[next % words.count]
                board.cells[index].vocalization = nil
                next += 1
            }
            set.boards[id] = board
        }
        return set
    }

    /// This process's resident memory (`VmRSS`), in kilobytes.
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }
}
