import Foundation
import TalkGridTestSupport
import Testing

/// The caregiver's mistake from the authoring issue: a `+s` cell after "apple" was spoken
/// "apple s" while the message bar showed something else. Now the bar shows exactly what is said.
@Suite("A +s ending: what the message bar shows is what is said", .serialized)
struct SuffixMessageTests {
    /// A set folder whose board has "apple", "+s" and "I want".
    static func makeSet() throws -> URL {
        let folder = try Fixtures.temporaryFolder("suffix")
        let board = """
            {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Food", "description": "endings",
             "grid": {"rows": 1, "columns": 3, "order": [["apple", "plural", "want"]]},
             "buttons": [{"id": "apple", "label": "apple"}, {"id": "plural", "label": "+s"}, {"id": "want", "label": "I want"}]}
            """
        try Data(board.utf8).write(to: folder.appendingPathComponent("home.obf"))
        return folder
    }

    @Test("run --keys: the word is said with its ending joined, each time and in the whole message")
    func spoken() throws {
        let folder = try Self.makeSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("home.obf").path
        let run = try TalkGridBinary.run(["run", file, "--keys", "3 1 2 enter", "--no-audio", "--print-speech"])
        #expect(run.status == 0, "\(run)")
        let spoken = run.output.split(separator: "\n").filter { $0.hasPrefix("speak: ") }.map { String($0.dropFirst(7)) }
        #expect(spoken == ["I want", "apple", "apples", "I want apples"], "\(run.output)")
        #expect(!run.output.contains("apple s"))
    }

    @Test(
        "the full-screen board's message bar shows \"apples\", the words that are said",
        .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed")
    )
    func shown() throws {
        let folder = try Self.makeSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let pane = try TerminalPane(
            ["run", folder.appendingPathComponent("home.obf").path, "--speak-to", "%FOLDER%/wav", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("I want")
        try pane.send("3", "1", "2")
        let screen = try pane.waitFor("I want  apples")
        let bar = screen.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        #expect(bar.contains("I want  apples") && !bar.contains("apple s") && !bar.contains("+s"), "\(bar)")
        try pane.send("Enter")
        #expect(pane.waitUntil { pane.wavFiles().count >= 4 }, "the message was not spoken")
        try TerminalBoardTests().quit(pane)
    }
}
