import Testing

@testable import TalkGrid

/// Every code the JSON parser, board decoder and set loader report, each produced by a small input
/// that shows it, by name: a new loader rule without an input here fails the test.
@Suite("Loader finding codes")
struct LoaderCodeTests {
    /// Something the loader reads.
    enum Input {
        /// One board file's text, with its file name.
        case board(String, file: String = "board.obf")
        /// One board file's bytes.
        case bytes([UInt8])
        /// A set held in memory: entry path -> text.
        case set([String: String])
        /// A set whose `unreadable` entry cannot be read.
        case unreadable([String: String], unreadable: String)

        /// The codes the loader reports for the input, including the one it throws.
        func codes() -> [String] {
            do {
                switch self {
                case .board(let text, let file):
                    return try BoardSetLoader.loadBoard(bytes: Array(text.utf8), file: file).diagnostics.map(\.code)
                case .bytes(let bytes):
                    return try BoardSetLoader.loadBoard(bytes: bytes, file: "board.obf").diagnostics.map(\.code)
                case .set(let files):
                    let source = InMemoryBoardSetSource(displayName: "set", files: files.mapValues { Array($0.utf8) })
                    return try BoardSetLoader.loadSet(from: source).diagnostics.map(\.code)
                case .unreadable(let files, let entry):
                    let source = FailingSource(files: files.mapValues { Array($0.utf8) }, failing: entry)
                    return try BoardSetLoader.loadSet(from: source).diagnostics.map(\.code)
                }
            } catch {
                return [error.diagnostic(path: "input").code]
            }
        }
    }

    /// A source that fails to give one of its entries, as a damaged archive does.
    struct FailingSource: BoardSetSource {
        struct Damaged: Error {}
        var files: [String: [UInt8]]
        var failing: String
        var displayName: String { "damaged.obz" }
        func entryPaths() throws -> [String] { files.keys.sorted() }
        func contents(of entry: String) throws -> [UInt8] {
            guard entry != failing, let bytes = files[entry] else { throw Damaged() }
            return bytes
        }
    }

    /// A valid board with some of its members replaced (`nil` removes one), in this order.
    static func board(_ changes: [String: String?] = [:], id: String = "\"home\"") -> String {
        var members: [(String, String?)] = [
            ("format", "\"open-board-0.1\""), ("id", id), ("locale", "\"en\""), ("name", "\"Home\""),
            ("buttons", #"[{"id": "1", "label": "want"}]"#), ("grid", #"{"rows": 1, "columns": 1, "order": [["1"]]}"#),
        ]
        for index in members.indices where changes.keys.contains(members[index].0) {
            members[index].1 = changes[members[index].0] ?? nil
        }
        for (key, value) in changes.sorted(by: { $0.key < $1.key }) where !members.contains(where: { $0.0 == key }) {
            members.append((key, value))
        }
        return "{" + members.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }.joined(separator: ", ") + "}"
    }

    /// A board with these buttons, placed in one row.
    static func board(buttons: String, order: String = #"[["1"]]"#, extra: [String: String?] = [:]) -> String {
        var changes = extra
        changes["buttons"] = buttons
        changes["grid"] = #"{"rows": 1, "columns": 1, "order": \#(order)}"#
        return board(changes)
    }

    static func manifest(root: String = "home.obf", boards: String = #"{"home": "home.obf"}"#, extra: String = "") -> String {
        #"{"format": "open-board-0.1", "root": "\#(root)", "paths": {"boards": \#(boards)\#(extra)}}"#
    }

    static let inputs: [String: Input] = [
        "invalid-json": .board(#"{"id": "a",}"#),
        "file-too-large": .bytes([UInt8](repeating: 0x20, count: BoardSetLoader.maximumBoardBytes + 1)),
        "json-too-deep": .board(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)),
        "duplicate-key": .board(#"{"id": "a", "id": "b", "buttons": []}"#),
        "file-extension": .board(board(), file: "home.json"),
        "not-a-board": .board(#"{"a": 1}"#),
        "missing-manifest": .set(["home.obf": board()]),
        "unreadable-board": .unreadable(
            ["manifest.json": manifest(boards: #"{"home": "home.obf", "food": "food.obf"}"#), "home.obf": board(), "food.obf": board()],
            unreadable: "food.obf"),
        "invalid-manifest": .set(["manifest.json": "[]", "home.obf": board()]),
        "missing-root": .set(["manifest.json": #"{"paths": {"boards": {}}}"#, "home.obf": board()]),
        "missing-file": .set(["manifest.json": manifest(boards: #"{"home": "home.obf", "gone": "gone.obf"}"#), "home.obf": board()]),
        "board-not-in-manifest": .set([
            "manifest.json": manifest(),
            "home.obf": board(buttons: #"[{"id": "1", "label": "food", "load_board": {"path": "food.obf"}}]"#),
            "food.obf": board(id: "\"food\""),
        ]),
        "duplicate-board-id": .set([
            "manifest.json": manifest(boards: #"{"home": "home.obf", "copy": "copy.obf"}"#), "home.obf": board(), "copy.obf": board(),
        ]),
        "media-from-manifest": .set([
            "manifest.json": manifest(extra: #", "images": {"i1": "i1.png"}"#), "i1.png": "png",
            "home.obf": board(["images": #"[{"id": "i1", "content_type": "image/png"}]"#]),
        ]),
        "missing-media": .set(["manifest.json": manifest(), "home.obf": board(["images": #"[{"id": "i1"}]"#])]),
        "broken-link": .board(board(buttons: #"[{"id": "1", "label": "go", "load_board": {"id": "nowhere"}}]"#)),
        "unreachable-board": .set([
            "manifest.json": manifest(boards: #"{"home": "home.obf", "lost": "lost.obf"}"#), "home.obf": board(),
            "lost.obf": board(id: "\"lost\""),
        ]),
        "missing-format": .board(board(["format": nil])),
        "unknown-format": .board(board(["format": "\"open-board\""])),
        "missing-id": .board(board(["id": nil])),
        "invalid-id": .board(board(["id": "[]"])),
        "numeric-id": .board(board(id: "7")),
        "missing-locale": .board(board(["locale": nil])),
        "invalid-locale": .board(board(["locale": "5"])),
        "locale-form": .board(board(["locale": "\"en_US\""])),
        "missing-name": .board(board(["name": nil])),
        "missing-buttons": .board(board(["buttons": nil])),
        "invalid-buttons": .board(board(["buttons": "{}"])),
        "invalid-button": .board(board(buttons: #"[{"id": "1", "label": "a"}, 5]"#)),
        "duplicate-button-id": .board(board(buttons: #"[{"id": "1", "label": "a"}, {"id": "1", "label": "b", "hidden": true}]"#)),
        "invalid-label": .board(board(buttons: #"[{"id": "1", "label": []}]"#)),
        "invalid-vocalization": .board(board(buttons: #"[{"id": "1", "label": "a", "vocalization": {}}]"#)),
        "invalid-color": .board(board(buttons: #"[{"id": "1", "label": "a", "background_color": "blueish"}]"#)),
        "color-out-of-range": .board(board(buttons: #"[{"id": "1", "label": "a", "border_color": "rgb(300, 0, 0)"}]"#)),
        "color-form": .board(board(buttons: ##"[{"id": "1", "label": "a", "border_color": "#fff"}]"##)),
        "invalid-action": .board(board(buttons: #"[{"id": "1", "label": "a", "action": 5}]"#)),
        "invalid-link": .board(board(buttons: #"[{"id": "1", "label": "a", "load_board": {"name": "x"}}]"#)),
        "missing-image": .board(board(buttons: #"[{"id": "1", "label": "a", "image_id": "nope"}]"#)),
        "missing-sound": .board(board(buttons: #"[{"id": "1", "label": "a", "sound_id": "nope"}]"#)),
        "duplicate-image-id": .board(board(["images": #"[{"id": "i", "url": "a.png"}, {"id": "i", "url": "b.png"}]"#])),
        "duplicate-sound-id": .board(board(["sounds": #"[{"id": "s", "url": "a.mp3"}, {"id": "s", "url": "b.mp3"}]"#])),
        "invalid-images": .board(board(["images": "{}"])),
        "invalid-sounds": .board(board(["sounds": "[1]"])),
        "invalid-strings": .board(board(["strings": "[]"])),
        "missing-grid": .board(board(["grid": nil])),
        "invalid-grid": .board(board(["grid": "5"])),
        "grid-size": .board(board(["grid": #"{"rows": 2, "columns": 1, "order": [["1"]]}"#])),
        "grid-unknown-button": .board(board(buttons: #"[{"id": "1", "label": "a"}]"#, order: #"[["1", "9"]]"#)),
        "grid-duplicate-button": .board(board(buttons: #"[{"id": "1", "label": "a"}]"#, order: #"[["1", "1"]]"#)),
        "button-not-in-grid": .board(board(buttons: #"[{"id": "1", "label": "a"}, {"id": "2", "label": "b"}]"#)),
    ]

    @Test("each loader code is reported for the input that shows it", arguments: LoaderRules.rules.map(\.code))
    func reported(code: String) throws {
        let input = try #require(Self.inputs[code], "no input shows \(code)")
        let codes = input.codes()
        #expect(codes.contains(code), "\(code): got \(codes)")
    }

    @Test("the valid board used as the base reports nothing")
    func baseIsClean() {
        #expect(Input.board(Self.board()).codes().isEmpty)
    }

    @Test("every input stands for a loader code (no stale names)")
    func noStaleInputs() {
        let codes = Set(LoaderRules.rules.map(\.code))
        #expect(Set(Self.inputs.keys).subtracting(codes).isEmpty)
    }

    @Test("a board that fails to parse is recorded with its manifest id, entry and located error; the rest loads")
    func damagedBoardRecord() throws {
        let files = [
            "manifest.json": Self.manifest(boards: #"{"home": "home.obf", "food": "boards/food.obf"}"#),
            "home.obf": Self.board(buttons: #"[{"id": "1", "label": "food", "load_board": {"id": "food"}}]"#),
            "boards/food.obf": "{\n  \"id\": \"food\"\n  \"name\": \"Food\"\n}",
        ]
        let source = InMemoryBoardSetSource(displayName: "kid", files: files.mapValues { Array($0.utf8) })
        let set = try BoardSetLoader.loadSet(from: source)
        #expect(set.boards.count == 1)
        let damaged = try #require(set.damagedBoards.first)
        #expect(set.damagedBoards.count == 1)
        #expect(damaged.id == "food" && damaged.entry == "boards/food.obf")
        #expect(damaged.problem.code == "invalid-json" && damaged.problem.file == "kid/boards/food.obf")
        #expect(damaged.problem.line == 2 && damaged.problem.column == 15)
        #expect(damaged.problem.message.contains("a comma is missing after line 2"))
        #expect(damaged.noticeText.description.hasPrefix("board \"food\" cannot be read"))
        let link = try #require(set.root?.cells.first?.link)
        #expect(set.board(for: link) == nil && set.damagedBoard(for: link) == damaged)
        #expect(set.damagedBoard(for: BoardLink(path: "./boards/food.obf")) == damaged)
        #expect(set.damagedBoard(named: "boards/food.obf") == damaged)
        #expect(set.damagedBoard(for: BoardLink(id: "home")) == nil)
        let broken = try #require(set.diagnostics.first { $0.code == "broken-link" })
        #expect(broken.message.contains("damaged"))
    }
}
