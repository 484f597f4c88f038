import Foundation
import TalkGridTestSupport
import Testing

extension WindowTests {
    /// Vocabulary levels in the real window, driven through the accessible tree as a screen reader
    /// drives it: a cell's Level set in the cell editor (one step of the history, the set valid),
    /// the person's level in the menu (Screen, Vocabulary level) and in edit mode's bar; the cell
    /// leaves the board and comes back while every other cell keeps its keys. Nested in the window suite (one window at a time).
    @Suite("Vocabulary levels in the window")
    struct WindowLevelTests: EditingWindowSuite {
        /// The cells of the home board shown, by word: the keys a screen reader reads for each (the
        /// words-ahead strip's buttons, picked with Space first, are not the board's).
        private static func cells(_ window: WindowSession) throws -> [String: String] {
            var found: [String: String] = [:]
            for button in try window.buttons() where WindowTests.homeWords.contains(button.name) && !button.description.contains("Space") {
                found[button.name] = button.description
            }
            return found
        }

        /// The menu's Screen, Vocabulary level, then `level` ("Level 2", "Level 5: every word").
        private static func chooseLevel(_ level: String, in window: WindowSession) throws {
            try window.key("slash")
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name.hasPrefix("Screen") } == true })
            let screen = try #require(try window.buttons().first { $0.name.hasPrefix("Screen") })
            try window.press(screen.name)
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name.hasPrefix("Vocabulary level") } == true })
            let entry = try #require(try window.buttons().first { $0.name.hasPrefix("Vocabulary level") })
            try window.press(entry.name)
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == level } == true })
            try window.press(level)
        }

        @Test("a cell's Level in the editor and the person's level in the menu: the cell leaves and comes back, keys unmoved")
        func levelHidesAndShows() throws {
            let (folder, set) = try Self.copyOfFirstWords()
            defer { Fixtures.removeTemporaryFolder(folder) }
            let window = try WindowSession(arguments: [set, "--edit"])
            defer { window.stop() }
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Undo" } == true }, "\(window.log)")
            let before = try Self.cells(window)
            #expect(before.count == 9, "\(before)")
            let steps = try Self.history(set).count

            // "Help" belongs to level 3: the editor's Level, then Done; one step with its words.
            try window.press("Help")
            #expect(
                window.waitUntil(seconds: 40) {
                    (try? window.accessibleTree())?.contains { $0.role == "combo box" && $0.name == "Level" } == true
                })
            try window.choose("Level 3", in: "Level")
            try window.press("Done")
            #expect(
                window.waitUntil(seconds: 40) { (try? Self.history(set).count) == steps + 1 })
            let step = try Self.history(set).last ?? ""
            #expect(step.contains("\"Help\"") && step.contains("level 3"), "\(step)")
            let validated = try Self.talkgrid(["validate", set])
            #expect(validated.status == 0 && validated.output.contains("0 errors"), "\(validated.output)")

            // Back on the person's board: level 5 (every word) still shows "Help".
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Undo" } == true })
            try window.press("Done")
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Undo" } == false })
            #expect(try Self.cells(window)["Help"] != nil)

            // The person's level 2: "Help" leaves the board; every other cell keeps its keys; saved with the set.
            try Self.chooseLevel("Level 2", in: window)
            #expect(window.waitUntil(seconds: 40) { (try? Self.cells(window))?.count == 8 }, "\((try? Self.cells(window)) ?? [:])")
            let low = try Self.cells(window)
            #expect(low["Help"] == nil)
            for (word, keys) in low { #expect(before[word] == keys, "\(word): \(keys), was \(before[word] ?? "none")") }
            let settings = set + "/.talkgrid/settings.json"
            #expect(window.waitUntil { ((try? String(contentsOfFile: settings, encoding: .utf8)) ?? "").contains("\"level\": 2") })
            try window.key("8")  // Help's key picks nothing now
            #expect(
                window.waitUntil {
                    (try? window.accessibleTree())?.contains { ($0.text ?? $0.name).contains("Nothing is under key 8") } == true
                })

            // In edit mode the caregiver finds it in its slot, named with its level, and the bar's
            // "The person's level" brings every word back ("Help" with the keys it had).
            try window.key("slash")
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Edit boards" } == true })
            try window.press("Edit boards")
            #expect(
                window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Level 3: Help" } == true }, "\(window.log)")
            try window.choose("Level 5: every word", in: "The person's level")
            #expect(window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Help" } == true }, "\(window.log)")
            #expect(window.waitUntil { ((try? String(contentsOfFile: settings, encoding: .utf8)) ?? "").contains("\"level\"") == false })
            try window.press("Done")
            #expect(
                window.waitUntil(seconds: 40) { (try? window.buttons())?.contains { $0.name == "Undo" } == false },
                "\(window.log)\n\((try? window.buttons().map(\.name)) ?? [])")
            #expect(window.waitUntil(seconds: 40) { (try? Self.cells(window))?.count == 9 })
            #expect(try Self.cells(window) == before)
            #expect(
                try Self.history(set).count == steps + 1,
                "the person's level is a setting, not an edit")
        }
    }
}
