import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// CoughDrop's modifier cells (`:plural`, `:past`, `:verb-negation` …) on the real board, and
/// CoughDrop's `inflections` kept through import and export.
@Suite("modifier cells change the last word")
struct WordModifierTests {
    /// A set as CoughDrop writes one: words with their `inflections`, and modifier buttons.
    static let board = """
        {"format": "open-board-0.1", "id": "words", "locale": "en", "name": "Words",
         "buttons": [
           {"id": 1, "label": "child", "inflections": [null, "children", null, null, null, null, "child's", null]},
           {"id": 2, "label": "go", "inflections": ["went", "goes", "going", null, null, null, null, "gone"]},
           {"id": 3, "label": "is"},
           {"id": 4, "label": "more than one", "action": ":plural"},
           {"id": 5, "label": "before", "action": ":past"},
           {"id": 6, "label": "not", "action": ":verb-negation"},
           {"id": 7, "label": "big"},
           {"id": 8, "label": "most", "action": ":superlative"},
           {"id": 9, "label": "-ing", "action": ":ing"}],
         "grid": {"rows": 3, "columns": 3, "order": [[1, 2, 3], [4, 5, 6], [7, 8, 9]]},
         "images": [], "sounds": []}
        """

    static func set(in folder: URL) throws -> String {
        let set = folder.appendingPathComponent("set")
        try FileManager.default.createDirectory(at: set.appendingPathComponent("boards"), withIntermediateDirectories: true)
        try Data(#"{"format": "open-board-0.1", "root": "boards/words.obf", "paths": {"boards": {"words": "boards/words.obf"}}}"#.utf8)
            .write(to: set.appendingPathComponent("manifest.json"))
        try Data(board.utf8).write(to: set.appendingPathComponent("boards/words.obf"))
        return set.path
    }

    /// What a scripted run says.
    static func said(_ set: String, _ keys: String) throws -> [String] {
        let run = try TalkGridBinary.run(["run", set, "--keys", keys, "--print-speech", "--no-audio", "--no-history"])
        #expect(run.status == 0, "\(run.error)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test(
        "a modifier cell changes the word before it, keeping the rest of the message",
        .enabled(if: wordDataIsInstalled, Comment(rawValue: needsWordData)),
        arguments: [
            ("1 4 enter", "children"), ("2 5 enter", "went"), ("3 6 enter", "isn't"), ("7 8 enter", "biggest"),
            ("2 9 enter", "going"), ("3 1 4 enter", "is children"),
        ])
    func modifiers(keys: String, message: String) throws {
        let lines = try Self.said(try Self.set(in: try Fixtures.temporaryFolder("modifiers")), keys)
        #expect(lines.last == "speak: \(message)", "\(lines)")
    }

    @Test("a modifier with no word before it, or a word without that form, says so and changes nothing")
    func nothingToChange() throws {
        let folder = try Fixtures.temporaryFolder("modifiers-none")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.set(in: folder)
        let first = try Self.said(set, "4")
        #expect(first.contains("note: There is no word to change: pick a word first"), "\(first)")
        let noForm = try Self.said(set, "3 8 enter")
        #expect(noForm.contains("note: \"is\" has no such form"), "\(noForm)")
        #expect(noForm.last == "speak: is")
    }

    @Test(
        "→ opens the change-word screen: the forms as cells, a pick replaces the word, Back leaves it",
        .enabled(if: wordDataIsInstalled, Comment(rawValue: needsWordData)))
    func changeWordScreen() throws {
        let folder = try Fixtures.temporaryFolder("change-word")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.set(in: folder)
        let picked = try Self.said(set, "2 right 2 enter")
        #expect(picked.contains("note: Change \"go\""), "\(picked)")
        #expect(picked.last == "speak: went", "\(picked)")
        let back = try Self.said(set, "2 right 0 enter")
        #expect(back.last == "speak: go", "\(back)")
        let nothing = try Self.said(set, "right")
        #expect(nothing.contains("note: There is no word to change: pick a word first"))
        let child = try Self.said(set, "1 right 2 enter")
        #expect(child.last == "speak: children", "\(child)")
    }

    @Test("validate knows the modifiers; import and export keep them and CoughDrop's inflections")
    func roundTrip() throws {
        let folder = try Fixtures.temporaryFolder("modifiers-round-trip")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.set(in: folder)
        let validated = try TalkGridBinary.run(["validate", set])
        #expect(!validated.output.contains("unknown-action") && !validated.error.contains("unknown-action"), "\(validated.output)")
        let archive = folder.appendingPathComponent("words.obz").path
        #expect(try TalkGridBinary.run(["export", set, archive]).status == 0)
        let again = folder.appendingPathComponent("again").path
        let imported = try TalkGridBinary.run(["import", archive, again])
        #expect(imported.status == 0, "\(imported.error)")
        let twice = folder.appendingPathComponent("twice.obz").path
        #expect(try TalkGridBinary.run(["export", again, twice]).status == 0)
        let board = try JSONParser.parse(ObzSource(path: twice).contents(of: "boards/words.obf"), file: "board")
        let buttons = board["buttons"]?.elements ?? []
        #expect(buttons[0]["inflections"]?.elements?[1].string == "children")
        #expect(buttons[1]["inflections"]?.elements?[0].string == "went")
        #expect(buttons[3]["action"]?.string == ":plural")
        #expect(buttons[5]["action"]?.string == ":verb-negation")
        #expect(try Self.said(again, "1 4 enter").last == (wordDataIsInstalled ? "speak: children" : "speak: child"))
    }
}
