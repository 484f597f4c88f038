import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridTestSupport
import Testing

/// Switch access on the full-screen board as a switch user meets it: the real binary in a tmux
/// pane, Space and Enter as a switch interface types them, the highlight read from the pane's
/// escape codes (`capture-pane -e`).
@Suite(
    "talkgrid full-screen board with switches, under tmux", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed")
)
struct ScanningBoardTests {
    typealias Pane = TerminalPane

    /// The screen with its escape codes, as tmux keeps it.
    private static func codes(_ pane: Pane) throws -> String {
        try pane.tmux(["capture-pane", "-p", "-e"])
    }

    /// The first line of the message bar.
    private static func message(_ pane: Pane) throws -> String {
        let lines = try pane.screen().split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 1 ? String(lines[1]) : ""
    }

    /// Whether the screen shows the highlight: its thick lines around cells or the bar (the double
    /// line over the controls), bold (the pane has no colours: the frame's shape is the highlight,
    /// as with `NO_COLOR`).
    private static func showsHighlight(_ codes: String) -> Bool {
        codes.contains("\u{1B}[1m▄") || codes.contains("▄▄▄") || codes.contains("═══")
    }

    /// How many items a 3 x 3 board's top level has before Controls: its visible cells.
    private static func visibleCells(of boardID: String) throws -> Int {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        let board = try #require(set.boards[boardID])
        return board.cells.filter { !$0.hidden && board.grid.position(of: $0.id) != nil }.count
    }

    @Test(
        "step scanning: Enter picks the highlighted word, Space moves on, one Select on the message bar speaks; the highlight shows in the escape codes"
    )
    func stepScanning() throws {
        let pane = try Pane(["run", "--access", "step-scan", "--speak-to", "%FOLDER%/wav", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Next moves, Select picks")
        #expect(Self.showsHighlight(try Self.codes(pane)), "no highlight")
        // The first item of the home board is its first cell, "I want" (a folder that adds its words).
        try pane.send("Enter")
        #expect(pane.waitUntil { (try? Self.message(pane))?.contains("I want") ?? false })
        // On the "want" board the highlight starts on the message bar, which holds words now:
        // Space, Space, Enter picks the board's second cell.
        try pane.waitFor("Select says it")
        try pane.send("Space")
        try pane.send("Space")
        try pane.send("Enter")
        #expect(pane.waitUntil { (try? Self.message(pane))?.contains("I want  ") ?? false }, "no second word")
        // The highlight is back on the message bar: one Select speaks.
        let spoken = pane.wavFiles().count
        try pane.send("Enter")
        #expect(pane.waitUntil { pane.wavFiles().count > spoken }, "Select said nothing: \(pane.wavFiles().map(\.lastPathComponent))")
        // Controls comes after the board's cells; its first control is Speak.
        let items = try Self.visibleCells(of: "want")
        for _ in 0...items { try pane.send("Space") }
        try pane.send("Enter")
        try pane.send("Enter")
        #expect(pane.waitUntil { pane.wavFiles().count > spoken + 1 }, "Speak said nothing: \(pane.wavFiles().map(\.lastPathComponent))")
        // The highlight stays on Speak (a double line over it).
        #expect(Self.showsHighlight(try Self.codes(pane)))
        try TerminalBoardTests().quit(pane)
    }

    @Test("auto-scan with a short pace: the highlight moves by itself, and Enter picks where it is")
    func autoScan() throws {
        let pane = try Pane(["run", "--access", "auto-scan", "--scan-pace", "0.5", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Next moves, Select picks")
        let first = try Self.codes(pane)
        #expect(Self.showsHighlight(first))
        #expect(pane.waitUntil(seconds: 5) { (try? Self.codes(pane)).map { $0 != first } ?? false }, "the highlight stayed put")
        try pane.send("Enter")
        #expect(pane.waitUntil(seconds: 5) { (try? pane.screen()).map { !$0.contains("🏠 Home") } ?? false }, "Enter picked nothing")
        try TerminalBoardTests().quit(pane)
    }

    @Test("the Access settings chosen in the menu are saved, and the next run starts scanning at that pace")
    func settingsPersist() throws {
        let first = try Pane(["run", "--no-audio"])
        defer { first.kill() }
        try first.waitFor("Pick words")
        try first.send("/")
        try first.waitFor("Access: Number keys")
        try first.send("2")
        try first.waitFor("Pick with: Number keys")
        for key in ["3", "1"] { try first.send(key) }  // Pace: 0.5 s
        try first.waitFor("Pace: 0.5 s")
        for key in ["/", "2", "4", "1"] { try first.send(key) }  // Say each item: on
        try first.waitFor("Say each item: on")
        for key in ["/", "2", "5", "2", "3"] { try first.send(key) }  // Cue voice, Speed: Slow
        try first.waitFor("Speed: Slow")
        for key in ["/", "2", "6", "3"] { try first.send(key) }  // Ignore repeats: 0.25 s
        try first.waitFor("Ignore repeats: 0.25 s")
        for key in ["/", "2", "2", "2"] { try first.send(key) }  // Pick with: Two switches
        try first.waitFor("Pick with: Two switches")
        #expect(Self.showsHighlight(try Self.codes(first)), "step scanning starts at once")
        try TerminalBoardTests().quit(first)
        let saved = try String(contentsOf: first.configFile, encoding: .utf8)
        for setting in [
            "\"access\": \"step-scan\"", "\"pace_ms\": 500", "\"speak_items\": true", "\"ignore_repeats_ms\": 250", "\"rate\": 120",
        ] {
            #expect(saved.contains(setting), "config.json: \(saved)")
        }

        let second = try Pane(["run", "--no-audio"], config: saved)
        defer { second.kill() }
        try second.waitFor("Next moves, Select picks")
        #expect(Self.showsHighlight(try Self.codes(second)), "the next run scans")
        try second.send("/")
        try second.waitFor("Access: Two switches")
        try second.send("2")
        try second.waitFor("Cue voice")
        try second.send("5")
        try second.waitFor("Speed: Slow")
        try TerminalBoardTests().quit(second)
    }
}
