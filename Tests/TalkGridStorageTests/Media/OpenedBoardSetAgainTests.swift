import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// A set run again after a change (the window's watcher): only the files that changed are read,
/// and the set is the one a fresh load gives.
@Suite("A set read again after a change")
struct OpenedBoardSetAgainTests {
    /// A copy of the shipped first-words set; the caller removes `folder`.
    private func copy() throws -> (folder: URL, set: String) {
        try Fixtures.copyOfShippedSet("first-words", label: "read-again")
    }

    private func replace(_ text: String, with new: String, in file: String) throws {
        let old = try String(contentsOfFile: file, encoding: .utf8)
        #expect(old.contains(text))
        try old.replacingOccurrences(of: text, with: new).write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test("a board changed: read again, the others taken as they were; the set equals a fresh load")
    func boardChanged() throws {
        let (folder, set) = try copy()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let first = try OpenedBoardSet(running: set)
        #expect(first.read != nil)
        try replace("\"Stop\"", with: "\"Stop now\"", in: set + "/boards/home.obf")
        let again = try OpenedBoardSet(running: set, after: first, changed: ["boards/home.obf"])
        #expect(again.boardSet == (try OpenedBoardSet(running: set)).boardSet)
        #expect(again.boardSet.boards["home"]?.cells.contains { $0.label == "Stop now" } == true)
        // Not named as changed: taken from the earlier load as it was.
        let stale = try OpenedBoardSet(running: set, after: first, changed: [])
        #expect(stale.boardSet.boards["home"]?.cells.contains { $0.label == "Stop now" } == false)
    }

    @Test("a board broken and then mended: named damaged (its saved version shown, as a fresh load shows it), then read again")
    func damagedAndMended() throws {
        let (folder, set) = try copy()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let first = try OpenedBoardSet(running: set)
        let file = set + "/boards/home.obf"
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        try Data("{ not a board".utf8).write(to: URL(fileURLWithPath: file))
        let broken = try OpenedBoardSet(running: set, after: first, changed: ["boards/home.obf"])
        #expect(broken.boardSet == (try OpenedBoardSet(running: set)).boardSet)
        #expect(broken.boardSet.damagedBoards.map(\.entry) == ["boards/home.obf"])
        try good.write(to: URL(fileURLWithPath: file))
        let mended = try OpenedBoardSet(running: set, after: broken, changed: ["boards/home.obf"])
        #expect(mended.boardSet.damagedBoards.isEmpty)
        #expect(mended.boardSet == first.boardSet)
    }
}
