import Foundation
import TalkGridTestSupport
import Testing

extension WindowTests {
    /// Arranging boards in the real window on a virtual screen, driven through the accessible
    /// tree as a screen reader drives it: a row added at a place and removed again in Board
    /// settings, a board added and shown, a board removed after two yeses, the first board kept.
    /// Each change is one step of the set's history with its words, and the set validates after
    /// each. Nested in the window suite, whose `.serialized` keeps one window at a time.
    @Suite("Arranging boards in the window")
    struct WindowBoardArrangingTests: EditingWindowSuite {
        @Test(
            "Board settings: a row added above row 2 (the cells that move said before and after) and removed again; Add a board shows it; Remove board asks twice; the first board stays"
        )
        func rowsAndBoards() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let home = Self.order(set, "home")
            let window = try Self.editMode(set)
            defer { window.stop() }

            // A row above row 2: what moves is said before it is saved, and after.
            #expect(window.shows("Board settings"), "\(window.log)")
            try window.press("Board settings")
            #expect(window.shows("Add a row"), "\(window.log)")
            #expect(window.says("No cell moves."), "a new row at the end moves nothing")
            try window.choose("Above row 2", in: "Where the new row goes")
            #expect(window.says("Cells in row 2 and below move down a row: their keys change."))
            try window.press("Add a row")
            #expect(try Self.savedStep(set, count: 1, saying: "Added an empty row at row 2"), "\((try? Self.history(set)) ?? [])")
            #expect(Self.order(set, "home") == [home[0], [nil, nil, nil], home[1], home[2]])
            #expect(window.says("moved down a row: their keys change"), "the notice names the cells that moved")

            // Removed again: the empty row goes without a question.
            try window.press("Board settings")
            #expect(window.shows("Remove a row"))
            try window.choose("Row 2", in: "Row to remove")
            #expect(window.says("Cells below row 2 move up a row: their keys change."))
            try window.press("Remove a row")
            #expect(try Self.savedStep(set, count: 2, saying: "Removed row 2"), "\((try? Self.history(set)) ?? [])")
            #expect(Self.order(set, "home") == home)

            // A row with cells is asked about twice; No keeps it.
            try window.press("Board settings")
            #expect(window.shows("Remove a row"))
            try window.choose("Row 3", in: "Row to remove")
            #expect(window.says("Row 3 holds “No”, “Help”, “Stop”: removing it removes them too."))
            try window.press("Remove a row")
            #expect(window.says("Remove row 3 and the cells in it: “No”, “Help”, “Stop”?"))
            try window.press("Yes, remove")
            #expect(window.says("Really remove row 3 and its cells?"))
            try window.press("No, keep it")
            try window.press("Cancel")
            #expect(window.shows("Add a board"))
            #expect(try Self.history(set).count == 2 && Self.order(set, "home") == home, "two yeses are needed")

            // A new board: its title asked, made in one step, shown in edit mode.
            try window.press("Add a board")
            #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "text" && $0.name == "Title" } == true })
            try window.type("Garden", into: "Title")
            try window.press("Done")
            #expect(try Self.savedStep(set, count: 3, saying: "Garden"), "\((try? Self.history(set)) ?? [])")
            #expect(FileManager.default.fileExists(atPath: set + "/boards/garden.obf"))
            #expect(window.shows("Add a cell"), "the new board is shown, its slots empty: \(window.log)")
            #expect(window.says("Garden"))

            // Removed again, after two yeses; the window goes back to Home.
            try window.press("Board settings")
            #expect(window.shows("Remove board"))
            try window.press("Remove board")
            #expect(window.says("Remove the board “Garden”? No cell opens it."))
            try window.press("Yes, remove")
            #expect(window.says("Really remove the board “Garden”? Undo brings it back."))
            #expect(try Self.history(set).count == 3, "nothing is removed after one yes")
            try window.press("Yes, remove")
            #expect(try Self.savedStep(set, count: 4, saying: "Removed board \"garden\""), "\((try? Self.history(set)) ?? [])")
            #expect(!FileManager.default.fileExists(atPath: set + "/boards/garden.obf"))
            #expect(window.shows("I want"), "Home is shown again: \(window.log)")

            // The first board is not removed, in words.
            try window.press("Board settings")
            #expect(window.shows("Remove board"))
            try window.press("Remove board")
            #expect(window.says("“Home” is the first board, the one the boards open on: it cannot be removed."))
            #expect(try Self.history(set).count == 4)
        }
    }
}
