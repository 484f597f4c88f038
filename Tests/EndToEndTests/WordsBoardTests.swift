import Foundation
import TalkGridTestSupport
import TalkGridWords
import Testing

/// Word pairs learned on the full-screen board and the change-word screen, in the real terminal
/// (the `talkgrid` binary in a tmux pane).
@Suite("words on the full-screen board", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct WordsBoardTests {
    /// The pane's environment: the machine's word data (the pane's HOME is a folder of its own).
    static var wordData: [String: String] {
        WordData(environment: ProcessInfo.processInfo.environment).folder.map { ["TALKGRID_WORDS": $0] } ?? [:]
    }

    @Test("spoken messages teach the set's word pairs (counts only), and predict offers them first")
    func learnsPairs() throws {
        let folder = try Fixtures.temporaryFolder("words-board")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try WordsCommandTests.wordSet(folder)
        let pane = try TerminalPane(["run", set, "--no-audio"], environment: Self.wordData)
        defer { pane.kill() }
        _ = try pane.waitFor("help")
        for _ in 0..<2 {
            try pane.send("1")  // I
            try pane.send("4")  // drink
            try pane.send("Enter")
            #expect(try pane.waitUntil { try pane.messageBar().contains("I") && pane.messageBar().contains("drink") })
            try pane.send("*")
            try pane.send("1")  // Yes, clear
            #expect(try pane.waitUntil { try !pane.messageBar().contains("drink") })
        }
        try pane.send("C-c")
        _ = try pane.waitFor("DONE")
        let file = URL(fileURLWithPath: set).appendingPathComponent(".talkgrid/word-pairs.tsv")
        let pairs = try String(contentsOf: file, encoding: .utf8)
        #expect(pairs.contains("i\tdrink\t2\n"), "\(pairs)")
        #expect(!pairs.contains("I drink"), "no message is kept, only pairs")
        let predicted = try TalkGridBinary.run(["predict", set, "I"], environment: Self.wordData)
        #expect(predicted.output.hasPrefix("drink"), "\(predicted.output)")
    }

    @Test(
        "→ shows the last word's forms as cells with its picture; a key picks one, 0 leaves it",
        .enabled(if: wordDataIsInstalled, Comment(rawValue: needsWordData)))
    func changeWord() throws {
        let folder = try Fixtures.temporaryFolder("words-change")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try WordsCommandTests.wordSet(folder)
        let pane = try TerminalPane(["run", set, "--no-audio"], environment: Self.wordData)
        defer { pane.kill() }
        _ = try pane.waitFor("help")
        try pane.send("6")  // go
        try pane.send("Right")
        var screen = try pane.waitFor("Change \"go\"")
        #expect(screen.contains("went") && screen.contains("going") && screen.contains("goes"), "\(screen)")
        try pane.send("2")  // went
        screen = try pane.waitFor("went")
        #expect(!screen.contains("Change \"go\""), "back on the board: \(screen)")
        try pane.send("Right")
        _ = try pane.waitFor("Change \"went\"")
        try pane.send("0")
        screen = try pane.waitFor("help")
        #expect(screen.contains("went"), "Back leaves the word: \(screen)")
        try pane.send("C-c")
        _ = try pane.waitFor("DONE")
    }

    @Test("Space shows the words ahead with their pictures, the pairs the person's messages taught first; a key adds one, 0 adds none")
    func wordsAhead() throws {
        let folder = try Fixtures.temporaryFolder("words-ahead")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try WordsCommandTests.wordSet(folder)
        let pane = try TerminalPane(["run", set, "--no-audio"], environment: Self.wordData)
        defer { pane.kill() }
        var screen = try pane.waitFor("help")
        // Taught once: "I play".
        try pane.send("1")  // I
        try pane.send("7")  // play
        try pane.send("Enter")
        #expect(try pane.waitUntil { try pane.messageBar().contains("play") })
        try pane.send("*")
        try pane.send("1")  // Yes, clear
        #expect(try pane.waitUntil { try !pane.messageBar().contains("play") })
        try pane.send("1")  // I
        try pane.send("Space")
        #expect(try pane.waitUntil { try !pane.screen().contains("🏠 Home") })
        screen = try pane.screen()
        #expect(screen.contains("Words ahead"), "\(screen)")
        let lines = screen.split(separator: "\n")
        let firstSlot = try #require(lines.firstIndex { $0.contains(" 1  ") || $0.contains("│  1 ") })
        #expect(lines[firstSlot...].prefix(10).contains { $0.contains("play") }, "the pair taught comes first: \(screen)")
        try pane.send("0")
        screen = try pane.waitFor("help")
        #expect(try !pane.messageBar().contains("play"), "Back adds nothing: \(screen)")
        try pane.send("Space")
        #expect(try pane.waitUntil { try !pane.screen().contains("🏠 Home") })
        try pane.send("1")  // the first word ahead: play, which the person said after I
        #expect(try pane.waitUntil { try pane.messageBar().contains("play") })
        screen = try pane.waitFor("help")
        #expect(screen.contains("🏠 Home"), "back on the board as it was: \(screen)")
        try pane.send("C-c")
        _ = try pane.waitFor("DONE")
    }

    /// The board's cells as the screen shows them, in reading order: each key badge and label
    /// (the words and digits between the grid's frame lines; pictures and the strip left out).
    static func cellsShown(_ screen: String) -> [String] {
        screen.split(separator: "\n").filter { $0.hasPrefix("│") }.flatMap { line in
            line.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " } }
        }
    }

    @Test(
        "the strip under the message shows the words ahead with their keys after messages spoken; Space and a slot's key adds one; the cells keep their keys; words_ahead false: no strip"
    )
    func wordsAheadStrip() throws {
        let folder = try Fixtures.temporaryFolder("words-strip")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try WordsCommandTests.wordSet(folder)
        let config = folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("talkgrid"), withIntermediateDirectories: true)
        var environment = Self.wordData
        environment["XDG_CONFIG_HOME"] = config.path
        let pane = try TerminalPane(["run", set, "--no-audio"], columns: 80, rows: 24, environment: environment)
        defer { pane.kill() }
        /// The strip's line (the one under the message bar), and the message bar's text.
        func strip() throws -> String { try pane.screen().split(separator: "\n", omittingEmptySubsequences: false)[3].description }
        var screen = try pane.waitFor("help")
        #expect(try strip().contains("🔮"), "the strip shows before any key: \(screen)")
        // Said twice: "I play".
        for _ in 0..<2 {
            try pane.send("1")  // I
            try pane.send("7")  // play
            try pane.send("Enter")
            #expect(try pane.waitUntil { try pane.messageBar().contains("play") })
            try pane.send("*")
            try pane.send("1")  // Yes, clear
            #expect(try pane.waitUntil { try !pane.messageBar().contains("play") })
        }
        let cellsBefore = Self.cellsShown(try pane.screen())
        try pane.send("1")  // I
        #expect(try pane.waitUntil { try strip().contains(" 1  ") && strip().contains("play") && !strip().contains("🙋 I ") })
        let line = try strip()
        #expect(line.contains("🔮") && line.contains("Space"), "the strip says how to reach it: \(line)")
        let firstSlot = try #require(line.range(of: " 1  "))
        #expect(line[firstSlot.upperBound...].prefix(12).contains("play"), "the word the person said after I is in the first slot: \(line)")
        screen = try pane.screen()
        #expect(Self.cellsShown(screen) == cellsBefore, "no cell moved and no key changed: \(screen)")
        try pane.send("Space")
        try pane.send("1")  // the first slot: play
        #expect(try pane.waitUntil { try pane.messageBar().contains("I") && pane.messageBar().contains("play") })
        screen = try pane.waitFor("help")
        #expect(Self.cellsShown(screen) == cellsBefore, "the board as it was: \(screen)")
        try pane.send("C-c")
        _ = try pane.waitFor("DONE")
        let usage = try FileManager.default.contentsOfDirectory(atPath: set + "/.talkgrid/usage").map {
            try String(contentsOfFile: set + "/.talkgrid/usage/" + $0, encoding: .utf8)
        }.joined()
        #expect(usage.contains("\tpredicted\tplay\n"), "the pick is recorded as a predicted word: \(usage)")

        try Data("{\"words_ahead\": false}".utf8).write(to: config.appendingPathComponent("talkgrid/config.json"))
        let off = try TerminalPane(["run", set, "--no-audio"], columns: 80, rows: 24, environment: environment)
        defer { off.kill() }
        screen = try off.waitFor("help")
        try off.send("1")
        screen = try off.waitFor("🙋 I")
        #expect(!screen.contains("🔮"), "no strip: \(screen)")
        #expect(Self.cellsShown(screen) == cellsBefore, "the same cells and keys: \(screen)")
        try off.send("C-c")
        _ = try off.waitFor("DONE")
    }

    @Test("step scanning reaches the strip as one item after the cells: Select opens the words ahead, Select again adds the first")
    func wordsAheadByScanning() throws {
        let folder = try Fixtures.temporaryFolder("words-strip-scan")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try WordsCommandTests.wordSet(folder)
        var environment = Self.wordData
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        let pane = try TerminalPane(["run", set, "--no-audio", "--access", "step-scan"], columns: 80, rows: 24, environment: environment)
        defer { pane.kill() }
        func strip() throws -> String { try pane.screen().split(separator: "\n", omittingEmptySubsequences: false)[3].description }
        _ = try pane.waitFor("help")
        /// The grid's cells (the message bar, the strip and the title left out; a highlighted row's
        /// thick border read as the plain one).
        func cells() throws -> [String] {
            Self.cellsShown(
                try pane.screen().split(separator: "\n").dropFirst(5).joined(separator: "\n").replacingOccurrences(of: "█", with: "│"))
        }
        let cellsBefore = try cells()
        // The first word offered, read before the highlight reaches the strip.
        let offered = try strip()
        // Scanning shows no keys on the strip: its words follow its name ("🔮 Words ahead   🙋 I  👉 you …").
        let words = try #require(offered.range(of: "ahead").map { offered[$0.upperBound...] }, "the strip: \(offered)")
        let first = try #require(words.split(separator: " ").first { $0.contains { $0.isLetter } }.map(String.init), "\(offered)")
        // Space is Next: the highlight walks the cells, then the strip (never more than a few dozen steps).
        var steps = 0
        while try !strip().contains("▶"), steps < 40 {
            try pane.send("Space")
            steps += 1
            _ = try pane.waitUntil(seconds: 2) { try pane.screen().contains("▶") }
        }
        let reached = try pane.screen()
        #expect(try strip().contains("▶"), "the strip is a scan item: \(reached)")
        #expect(steps > 1, "the cells come first in the scan order")
        try pane.send("Enter")  // Select: the words ahead as large cells
        try pane.send("Enter")  // Select: the first
        #expect(try pane.waitUntil { try pane.messageBar().contains(first) }, "\(first) added")
        #expect(try pane.waitUntil { try cells() == cellsBefore }, "the board as it was")
        try pane.send("C-c")
        _ = try pane.waitFor("DONE")
    }

    @Test("run --keys: space and a slot's key add a word ahead; \"words_ahead\": false turns it off")
    func wordsAheadByKeys() throws {
        let folder = try Fixtures.temporaryFolder("words-ahead-keys")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try WordsCommandTests.wordSet(folder)
        let config = folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("talkgrid"), withIntermediateDirectories: true)
        var environment = Self.wordData
        environment["XDG_CONFIG_HOME"] = config.path
        let run = try TalkGridBinary.run(
            ["run", set, "--keys", "1 space 1 enter", "--no-audio", "--print-speech"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        // The set's most common word after "I" that is not "I" (wordfreq's list; without it the cheapest by keys).
        let first = try #require(
            try TalkGridBinary.run(["predict", set, "I"], environment: environment).output.split(separator: " ").first)
        #expect(run.output == "speak: I\nnote: Words ahead\nspeak: \(first)\nspeak: I \(first)\n", "\(run.output)")
        try Data("{\"words_ahead\": false}".utf8).write(to: config.appendingPathComponent("talkgrid/config.json"))
        let off = try TalkGridBinary.run(["run", set, "--keys", "1 space", "--no-audio", "--print-speech"], environment: environment)
        #expect(off.output.hasSuffix("speak: I\nnote: Space does nothing here\n"), "\(off.output)")
    }
}
