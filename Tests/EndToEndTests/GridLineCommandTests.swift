import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid board set SET BOARD --add-row N` (and `--remove-row`, `--add-column`,
/// `--remove-column`), run as a caregiver runs them on a copy of the shipped first-words set:
/// the cells that move are named, a row that holds cells goes only with `--drop-cells`, each edit
/// is one step of the history, and the set stays valid.
@Suite("talkgrid board set: rows and columns at a place")
struct GridLineCommandTests {
    static func talkgrid(_ arguments: [String]) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(arguments)
    }

    /// The grid rows of a board file, as its `grid.order` holds them (ids, or nil).
    static func order(_ set: String, _ board: String) throws -> [[String?]] {
        let json = try AuthoringCommandTests.json(set + "/boards/\(board).obf")
        let grid = try #require(json["grid"] as? [String: Any])
        let order = try #require(grid["order"] as? [[Any]])
        return order.map { $0.map { $0 as? String } }
    }

    /// Checks the set validates without errors and the history holds `count` steps, the newest saying `words`.
    static func expectStep(
        _ count: Int, of set: String, saying words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let validated = try talkgrid(["validate", set])
        #expect(validated.status == 0, "\(validated.output)\(validated.error)", sourceLocation: sourceLocation)
        let history = try talkgrid(["history", set])
        let steps = history.output.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true }
        #expect(steps.count == count && steps.last?.contains(words) == true, "\(history.output)", sourceLocation: sourceLocation)
    }

    @Test("a row added at a place and removed again; the moved cells are named and undo gives every byte back")
    func addAndRemoveRow() throws {
        let (folder, set) = try AuthoringCommandTests.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let start = try OverwriteRefusalTests.snapshot(set)
        let added = try Self.talkgrid(["board", "set", set, "home", "--add-row", "2"])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("Added an empty row at row 2 of board \"home\" (boards/home.obf), now 4 x 3"), "\(added.output)")
        #expect(
            added.output.contains(
                "\"Food and drink\", \"Places\", \"Yes\", \"No\", \"Help\", \"Stop\" moved down a row: their keys change"),
            "\(added.output)")
        #expect(try Self.order(set, "home") == [["b1", "b2", "b3"], [nil, nil, nil], ["b4", "b5", "b6"], ["b7", "b8", "b9"]])
        try Self.expectStep(1, of: set, saying: "Added an empty row at row 2")

        let removed = try Self.talkgrid(["board", "set", set, "home", "--remove-row", "2"])
        #expect(removed.status == 0, "\(removed.error)")
        #expect(removed.output.contains("Removed row 2 of board \"home\" (boards/home.obf), now 3 x 3"), "\(removed.output)")
        #expect(removed.output.contains("moved up a row: their keys change"))
        #expect(try Self.order(set, "home") == [["b1", "b2", "b3"], ["b4", "b5", "b6"], ["b7", "b8", "b9"]])
        try Self.expectStep(2, of: set, saying: "Removed row 2")

        let column = try Self.talkgrid(["board", "set", set, "home", "--add-column", "4"])
        #expect(column.status == 0 && column.output.contains("now 3 x 4") && !column.output.contains("moved"), "\(column.output)")
        for _ in 0..<3 { #expect(try Self.talkgrid(["undo", set]).status == 0) }
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
    }

    @Test("a column that holds cells: refused naming them, nothing written; with --drop-cells they go and are named")
    func removeColumnWithCells() throws {
        let (folder, set) = try AuthoringCommandTests.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let start = try OverwriteRefusalTests.snapshot(set)
        let refused = try Self.talkgrid(["board", "set", set, "home", "--remove-column", "1"])
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "column 1 of board \"home\" holds 3 cells: \"I want\" at 1,1, \"Food and drink\" at 2,1, \"No\" at 3,1; move them first"),
            "\(refused.error)")
        #expect(refused.error.contains("add --drop-cells to remove them too"))
        #expect(try OverwriteRefusalTests.snapshot(set) == start)

        let dropped = try Self.talkgrid(["board", "set", set, "home", "--remove-column", "1", "--drop-cells"])
        #expect(dropped.status == 0, "\(dropped.error)")
        #expect(dropped.output.contains("Removed column 1 of board \"home\" (boards/home.obf), now 3 x 2"), "\(dropped.output)")
        #expect(dropped.output.contains("removed \"I want\", \"Food and drink\", \"No\""), "\(dropped.output)")
        #expect(dropped.output.contains("moved a column to the left: their keys change"))
        #expect(try Self.order(set, "home") == [["b2", "b3"], ["b5", "b6"], ["b8", "b9"]])
        try Self.expectStep(1, of: set, saying: "Removed column 1")
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
    }

    @Test("places that are not on the board, mixed options and a lone --drop-cells are refused with what to give instead")
    func refusals() throws {
        let (folder, set) = try AuthoringCommandTests.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let start = try OverwriteRefusalTests.snapshot(set)
        let outside = try Self.talkgrid(["board", "set", set, "home", "--add-row", "5"])
        #expect(outside.status == 1)
        #expect(
            outside.error.contains("board \"home\" has 3 rows: a new one goes at 1 to 4 (4 puts it at the end), not at row 5"),
            "\(outside.error)")
        let missing = try Self.talkgrid(["board", "set", set, "home", "--remove-column", "4"])
        #expect(missing.status == 1 && missing.error.contains("board \"home\" has 3 columns, so there is no column 4"), "\(missing.error)")
        let zero = try Self.talkgrid(["board", "set", set, "home", "--add-row", "0"])
        #expect(zero.status == 2 && zero.error.contains("--add-row needs a whole number from 1 to 21, not \"0\""), "\(zero.error)")
        let mixed = try Self.talkgrid(["board", "set", set, "home", "--add-row", "1", "--name", "Start"])
        #expect(mixed.status == 2 && mixed.error.contains("add or remove one row or column at a time"), "\(mixed.error)")
        let two = try Self.talkgrid(["board", "set", set, "home", "--add-row", "1", "--add-column", "1"])
        #expect(two.status == 2 && two.error.contains("one row or column at a time"), "\(two.error)")
        let lone = try Self.talkgrid(["board", "set", set, "home", "--add-row", "1", "--drop-cells"])
        #expect(lone.status == 2 && lone.error.contains("--drop-cells goes with --remove-row or --remove-column"), "\(lone.error)")
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
        let help = try Self.talkgrid(["board", "--help"])
        #expect(help.output.contains("--add-row 3 puts an empty row at row 3"))
        #expect(help.output.contains("talkgrid board set SET BOARD --add-row N | --remove-row N [--drop-cells]"))
    }
}
