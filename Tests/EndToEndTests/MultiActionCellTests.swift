import Foundation
import TalkGridTestSupport
import Testing

/// A folder cell that also clears, made with `cell set … --action clear` as a caregiver makes it,
/// then pressed, shown, counted and printed through the real binary.
@Suite("A folder cell that also clears", .serialized)
struct MultiActionCellTests {
    /// A set: home (2 x 2) with "apple" and the folder "I want" (clears, opens "want"); want has "cake".
    static func makeSet(in folder: URL) throws -> String {
        let set = folder.appendingPathComponent("sam").path
        for arguments in [
            ["new", set, "--name", "Sam", "--rows", "2", "--columns", "2"],
            ["cell", "set", set, "home", "1,1", "--label", "apple", "--glyph", "🍎"],
            [
                "board", "add", set, "--id", "want", "--name", "I want", "--glyph", "🙋", "--rows", "2", "--columns", "2", "--link-from",
                "home:1,2",
            ],
            ["cell", "set", set, "want", "1,1", "--label", "cake", "--glyph", "🍰"],
            ["cell", "set", set, "home", "1,2", "--label", "I want", "--action", "clear"],
        ] {
            let run = try TalkGridBinary.run(arguments)
            guard run.status == 0 else { throw Failure(description: "\(arguments): \(run.error)") }
        }
        return set
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    @Test("run --keys: the folder clears without asking and opens its board; the next word starts a new message")
    func pressed() throws {
        let folder = try Fixtures.temporaryFolder("multi-action")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.makeSet(in: folder)
        let run = try TalkGridBinary.run(
            ["run", set, "--keys", "1 2 1 enter", "--no-audio", "--print-speech", "--speak-on-select", "off"],
            environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("note: Opened I want; the message was cleared, the menu can bring it back"), "\(run.output)")
        #expect(!run.output.contains("Clear the message?") && !run.output.contains("already empty"))
        #expect(lines.last == "speak: cake", "\(run.output)")
    }

    @Test("show marks it a folder, effort counts the words behind it, validate finds nothing, print prints its board")
    func shownCountedPrinted() throws {
        let folder = try Fixtures.temporaryFolder("multi-action")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.makeSet(in: folder)
        let shown = try TalkGridBinary.run(["show", set, "--width", "60"])
        #expect(shown.status == 0)
        // The folder mark sits on the cell's key line, two lines above its label.
        let lines = shown.output.split(separator: "\n").map(String.init)
        let label = try #require(lines.firstIndex { $0.contains("I want") && $0.hasPrefix("│") }, "\(shown.output)")
        #expect(lines[label - 2].contains("2") && lines[label - 2].hasSuffix("▸ │"), "\(shown.output)")

        let effort = try TalkGridBinary.run(["effort", set, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(effort.output.utf8)) as? [String: Any] ?? [:]
        let words = object["words"] as? [[String: Any]] ?? []
        let cake = words.first { $0["word"] as? String == "cake" }
        #expect(cake?["keys"] as? Int == 2 && cake?["board"] as? String == "want", "\(effort.output)")

        let validated = try TalkGridBinary.run(["validate", set])
        #expect(validated.status == 0, "\(validated.output)")
        #expect(validated.output.contains("0 errors, 0 warnings"), "\(validated.output)")

        let pdf = folder.appendingPathComponent("sam.pdf").path
        let printed = try TalkGridBinary.run(["print", set, pdf])
        #expect(printed.status == 0 && printed.output.contains("Printed 2 boards"), "\(printed.output)\(printed.error)")
        let text = try Self.pdfText(pdf, page: 2)
        #expect(text.contains("I want") && text.contains("cake"), "the folder's board is the second page: \(text)")
    }

    @Test(
        "the full-screen board: the folder opens its board, the notice says the menu can bring the message back, and it does",
        .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
    func onScreen() throws {
        let folder = try Fixtures.temporaryFolder("multi-action")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.makeSet(in: folder)
        let pane = try TerminalPane(["run", set, "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("apple")
        try pane.send("1")
        try pane.waitFor("🍎 apple")
        try pane.send("2")
        let screen = try pane.waitFor("the message was cleared, the menu can bring it back")
        #expect(screen.contains("cake") && !screen.contains("Clear the message?"), "\(screen)")
        try pane.send("/")
        try pane.waitFor("Bring back the cleared message")
        try pane.send("7")
        let back = try pane.waitFor("Brought back")
        #expect(back.contains("🍎 apple"), "\(back)")
        try TerminalBoardTests().quit(pane)
    }

    /// The text of one page, read by poppler's pdftotext.
    static func pdfText(_ path: String, page: Int) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = ["-f", "\(page)", "-l", "\(page)", path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
