import Testing

@testable import TalkGrid

/// What in a set uses one of its files: the cells that open a board file, and those whose picture
/// or sound the file is (by the image's path or the manifest's path for its id).
@Suite("What uses a file of the set")
struct BoardSetEntryUsesTests {
    static let files: [String: String] = [
        "manifest.json": """
        {"format": "open-board-0.1", "root": "boards/home.obf",
         "paths": {"boards": {"home": "boards/home.obf", "food": "boards/food.obf"}, "images": {"m": "images/listed.png"}, "sounds": {"s": "sounds/hi.mp3"}}}
        """,
        "boards/home.obf": """
        {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home",
         "buttons": [{"id": "1", "label": "Food", "load_board": {"id": "food"}}, {"id": "2", "label": "Snacks", "load_board": {"path": "./boards/food.obf"}},
                     {"id": "3", "label": "apple", "image_id": "a"}, {"id": "4", "label": "pear", "image_id": "m", "sound_id": "s"},
                     {"id": "5", "label": "other", "load_board": {"id": "home"}}],
         "grid": {"rows": 1, "columns": 5, "order": [["1", "2", "3", "4", "5"]]},
         "images": [{"id": "a", "path": "images/apple.png"}, {"id": "m"}], "sounds": [{"id": "s"}]}
        """,
    ]

    @Test("links by id or path, pictures and sounds by their path or the manifest's, in the order of the cells")
    func uses() throws {
        let source = InMemoryBoardSetSource(
            displayName: "set", files: Self.files.mapValues { Array($0.utf8) }.merging(["images/apple.png": [1]]) { $1 })
        let set = try BoardSetLoader.loadSet(from: source)
        #expect(set.uses(of: "boards/food.obf").map(\.label) == ["Food", "Snacks"])
        #expect(
            set.uses(of: "boards/food.obf").allSatisfy { $0.kind == .opens && $0.boardName == "Home" && $0.boardFile == "boards/home.obf" })
        #expect(
            set.uses(of: "images/apple.png") == [EntryUse(kind: .picture, label: "apple", boardName: "Home", boardFile: "boards/home.obf")])
        #expect(set.uses(of: "images/listed.png").map(\.label) == ["pear"])
        #expect(set.uses(of: "sounds/hi.mp3").map(\.kind) == [.sound])
        #expect(set.uses(of: "images/nothing.png").isEmpty)
    }
}
