import Foundation
import TalkGridTestSupport
import Testing

/// Vocabulary levels through the real binary: `cell set --level` gives a cell a level, `talkgrid
/// level SET N` the person's level (kept in the set's settings), and the full-screen board in tmux
/// and `run --keys` then leave the cells above the level out while every other cell keeps its place
/// and its keys. One account's own HOME and XDG folders.
@Suite("vocabulary levels on the board", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct VocabularyLevelRunTests {
    private struct Account {
        let home: URL
        var environment: [String: String] {
            ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_STATE_HOME": home.path + "/state"]
        }

        func talkgrid(_ arguments: [String]) throws -> TalkGridBinary.Run {
            try TalkGridBinary.run(
                arguments, environment: environment.merging(["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]) { $1 })
        }
    }

    /// Where each word starts in the board's grid on a screen (line and column), for the words
    /// given (the grid's lines only: the words-ahead strip above it lists words too).
    private static func places(of words: [String], on screen: String) -> [String: (Int, Int)] {
        var found: [String: (Int, Int)] = [:]
        for (line, text) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where text.trimmingCharacters(in: .whitespaces).hasPrefix("│") {
            for word in words where found[word] == nil {
                if let range = text.range(of: " \(word) ") {
                    found[word] = (line, text.distance(from: text.startIndex, to: range.lowerBound))
                }
            }
        }
        return found
    }

    @Test(
        "a level-3 word is left out at level 2 in tmux and run --keys; the other words keep their places and keys; validate and history agree"
    )
    func levelLeavesOutWithoutMovingKeys() throws {
        let account = Account(home: try Fixtures.temporaryFolder("levels"))
        defer { Fixtures.removeTemporaryFolder(account.home) }
        let sam = account.home.path + "/sam"
        #expect(try account.talkgrid(["new", sam, "--words", "I,want,juice,more,stop,go"]).status == 0)
        let others = ["juice", "more", "stop", "go"]

        // The whole board first, to know where each word is.
        let before = try TerminalPane(["run", sam, "--no-audio"], environment: account.environment)
        defer { before.kill() }
        let whole = try before.waitFor("juice")
        try TerminalBoardTests().quit(before)
        #expect(whole.contains(" want "))

        // "want" belongs to level 3: one step of the history with its words; the set validates.
        let changed = try account.talkgrid(["cell", "set", sam, "home", "1,2", "--level", "3"])
        #expect(changed.status == 0 && changed.output.contains("level: every level → level 3"), "\(changed.output)\(changed.error)")
        let steps = try account.talkgrid(["history", sam]).output.split(separator: "\n")
        #expect(steps.last?.contains("\"want\"") == true && steps.last?.contains("level 3") == true, "\(steps)")
        let validated = try account.talkgrid(["validate", sam])
        #expect(validated.status == 0 && validated.output.contains("0 errors"), "\(validated.output)")
        let refused = try account.talkgrid(["cell", "set", sam, "home", "1,2", "--level", "6"])
        #expect(refused.status == 2 && refused.error.contains("1 to 5"), "\(refused.error)")

        // The person's level, kept with the set's settings.
        let level = try account.talkgrid(["level", sam, "2"])
        #expect(level.status == 0 && level.output.contains(sam + "/.talkgrid/settings.json"), "\(level.output)\(level.error)")
        #expect(try String(contentsOfFile: sam + "/.talkgrid/settings.json", encoding: .utf8).contains("\"level\": 2"))
        #expect(try account.talkgrid(["level", sam]).output.contains("The vocabulary level is 2"))

        // The board at level 2: no "want"; every other word where it was, picked by the same key.
        let pane = try TerminalPane(["run", sam, "--no-audio"], environment: account.environment)
        defer { pane.kill() }
        let low = try pane.waitFor("juice")
        #expect(!low.contains(" want "), "\(low)")
        let placesBefore = Self.places(of: others, on: whole)
        let placesLow = Self.places(of: others, on: low)
        for word in others {
            #expect(placesBefore[word] != nil && placesLow[word].map { $0 == placesBefore[word]! } == true, "\(word) moved:\n\(low)")
        }
        try pane.send("2")
        try pane.waitFor("Nothing is under key 2")
        try pane.send("3")
        #expect(pane.waitUntil { (try? Self.messageHolds(pane, "juice")) == true }, "\((try? pane.screen()) ?? "")")
        #expect(
            try !pane.screen().split(separator: "\n").contains { $0.contains("Words ahead") && $0.contains(" want ") },
            "not offered ahead either")

        // Raised while the board runs: the next key shows "want" again, in its place.
        #expect(try account.talkgrid(["level", sam, "5"]).status == 0)
        try pane.send("5")
        let back = try pane.waitFor(" want ")
        #expect(Self.places(of: ["want"], on: back)["want"].map { $0 == Self.places(of: ["want"], on: whole)["want"]! } == true)
        try TerminalBoardTests().quit(pane)

        // run --keys meets what the board shows: at level 2, key 2 picks nothing and key 3 still says "juice".
        #expect(try account.talkgrid(["level", sam, "2"]).status == 0)
        let script = try account.talkgrid(["run", sam, "--keys", "2 3 5 enter", "--no-audio", "--print-speech", "--speak-on-select", "off"])
        #expect(script.output.contains("note: Nothing is under key 2"), "\(script.output)")
        #expect(script.output.split(separator: "\n").last == "speak: juice stop", "\(script.output)")
        #expect(try account.talkgrid(["level", sam, "5"]).status == 0)
        let all = try account.talkgrid(["run", sam, "--keys", "2 3 5 enter", "--no-audio", "--print-speech", "--speak-on-select", "off"])
        #expect(all.output.split(separator: "\n").last == "speak: want juice stop", "\(all.output)")
    }

    /// Whether the message bar holds `word`.
    private static func messageHolds(_ pane: TerminalPane, _ word: String) throws -> Bool {
        try pane.messageBar().contains(word)
    }
}
