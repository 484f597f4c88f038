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
    struct WindowBoardArrangingTests {
        private static func talkgrid(_ arguments: [String]) throws -> TalkGridBinary.Run {
            try TalkGridBinary.run(arguments, environment: ["LANG": "C.UTF-8"])
        }

        /// The steps `talkgrid history` lists (one line each, starting with the step's number).
        private static func history(_ set: String) throws -> [String] {
            try talkgrid(["history", set]).output.split(separator: "\n").map(String.init).filter {
                $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true
            }
        }

        /// Waits for the history to hold `count` steps, one of which says `words`; the set then validates without errors.
        private static func savedStep(_ set: String, count: Int, saying words: String) throws -> Bool {
            let window = { (try? history(set)) ?? [] }
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline, window().count < count { Thread.sleep(forTimeInterval: 0.1) }
            let steps = window()
            let validated = try talkgrid(["validate", set])
            return steps.count == count && steps.contains { $0.contains(words) } && validated.status == 0
                && !validated.output.contains("error:")
        }

        /// The rows of a board's `grid.order` as saved (ids, or nil).
        private static func order(_ set: String, _ board: String) -> [[String?]] {
            let data = try? Data(contentsOf: URL(fileURLWithPath: set + "/boards/\(board).obf"))
            let json = data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
            let order = (json?["grid"] as? [String: Any])?["order"] as? [[Any]] ?? []
            return order.map { $0.map { $0 as? String } }
        }

        private static func shows(_ window: WindowSession, _ name: String, seconds: Double = 40) -> Bool {
            window.waitUntil(seconds: seconds) { (try? window.accessibleTree())?.contains { $0.name == name && $0.showing } == true }
        }

        /// Whether the window shows a text containing `words` (a note, a question, a notice).
        private static func says(_ window: WindowSession, _ words: String, seconds: Double = 20) -> Bool {
            window.waitUntil(seconds: seconds) { (try? window.accessibleTree())?.contains { ($0.text ?? $0.name).contains(words) } == true }
        }

        @Test(
            "Board settings: a row added above row 2 (the cells that move said before and after) and removed again; Add a board shows it; Remove board asks twice; the first board stays"
        )
        func rowsAndBoards() throws {
            let folder = try Fixtures.temporaryFolder("window-arrange")
            defer { Fixtures.removeTemporaryFolder(folder) }
            let set = folder.appendingPathComponent("first-words").path
            try FileManager.default.copyItem(
                at: Fixtures.repositoryRoot.appendingPathComponent("Boards/first-words"), to: URL(fileURLWithPath: set))
            let home = Self.order(set, "home")
            let window = try WindowSession(arguments: [set, "--edit"])
            defer { window.stop() }

            // A row above row 2: what moves is said before it is saved, and after.
            #expect(Self.shows(window, "Board settings"), "\(window.log)")
            try window.press("Board settings")
            #expect(Self.shows(window, "Add a row"), "\(window.log)")
            #expect(Self.says(window, "No cell moves."), "a new row at the end moves nothing")
            try window.choose("Above row 2", in: "Where the new row goes")
            #expect(Self.says(window, "Cells in row 2 and below move down a row: their keys change."))
            try window.press("Add a row")
            #expect(try Self.savedStep(set, count: 1, saying: "Added an empty row at row 2"), "\((try? Self.history(set)) ?? [])")
            #expect(Self.order(set, "home") == [home[0], [nil, nil, nil], home[1], home[2]])
            #expect(Self.says(window, "moved down a row: their keys change"), "the notice names the cells that moved")

            // Removed again: the empty row goes without a question.
            try window.press("Board settings")
            #expect(Self.shows(window, "Remove a row"))
            try window.choose("Row 2", in: "Row to remove")
            #expect(Self.says(window, "Cells below row 2 move up a row: their keys change."))
            try window.press("Remove a row")
            #expect(try Self.savedStep(set, count: 2, saying: "Removed row 2"), "\((try? Self.history(set)) ?? [])")
            #expect(Self.order(set, "home") == home)

            // A row with cells is asked about twice; No keeps it.
            try window.press("Board settings")
            #expect(Self.shows(window, "Remove a row"))
            try window.choose("Row 3", in: "Row to remove")
            #expect(Self.says(window, "Row 3 holds “No”, “Help”, “Stop”: removing it removes them too."))
            try window.press("Remove a row")
            #expect(Self.says(window, "Remove row 3 and the cells in it: “No”, “Help”, “Stop”?"))
            try window.press("Yes, remove")
            #expect(Self.says(window, "Really remove row 3 and its cells?"))
            try window.press("No, keep it")
            try window.press("Cancel")
            #expect(Self.shows(window, "Add a board"))
            #expect(try Self.history(set).count == 2 && Self.order(set, "home") == home, "two yeses are needed")

            // A new board: its title asked, made in one step, shown in edit mode.
            try window.press("Add a board")
            #expect(window.waitUntil { (try? window.accessibleTree())?.contains { $0.role == "text" && $0.name == "Title" } == true })
            try window.type("Garden", into: "Title")
            try window.press("Done")
            #expect(try Self.savedStep(set, count: 3, saying: "Garden"), "\((try? Self.history(set)) ?? [])")
            #expect(FileManager.default.fileExists(atPath: set + "/boards/garden.obf"))
            #expect(Self.shows(window, "Add a cell"), "the new board is shown, its slots empty: \(window.log)")
            #expect(Self.says(window, "Garden"))

            // Removed again, after two yeses; the window goes back to Home.
            try window.press("Board settings")
            #expect(Self.shows(window, "Remove board"))
            try window.press("Remove board")
            #expect(Self.says(window, "Remove the board “Garden”? No cell opens it."))
            try window.press("Yes, remove")
            #expect(Self.says(window, "Really remove the board “Garden”? Undo brings it back."))
            #expect(try Self.history(set).count == 3, "nothing is removed after one yes")
            try window.press("Yes, remove")
            #expect(try Self.savedStep(set, count: 4, saying: "Removed board \"garden\""), "\((try? Self.history(set)) ?? [])")
            #expect(!FileManager.default.fileExists(atPath: set + "/boards/garden.obf"))
            #expect(Self.shows(window, "I want"), "Home is shown again: \(window.log)")

            // The first board is not removed, in words.
            try window.press("Board settings")
            #expect(Self.shows(window, "Remove board"))
            try window.press("Remove board")
            #expect(Self.says(window, "“Home” is the first board, the one the boards open on: it cannot be removed."))
            #expect(try Self.history(set).count == 4)
        }
    }
}
