import Testing

@testable import TalkGrid

@Suite("JSON paths in findings")
struct JSONPathTests {
    @Test(
        "plain keys join with a dot; any other key is quoted and escaped as JSON text",
        arguments: [
            ("buttons", "$.buttons"), ("ext_app_1", "$.ext_app_1"), ("1st", #"$["1st"]"#), ("two words", #"$["two words"]"#),
            ("say \"hi\"", #"$["say \"hi\""]"#), (#"back\slash"#, #"$["back\\slash"]"#), ("line\nbreak", #"$["line\nbreak"]"#),
            ("bell\u{07}", #"$["bell\u0007"]"#), ("café", #"$["café"]"#), ("", #"$[""]"#),
        ])
    func member(key: String, expected: String) {
        #expect(JSONPath.root.member(key).description == expected)
    }

    @Test("indexes and members chain in order")
    func chain() {
        let path = JSONPath.root.member("buttons").index(3).member("load_board").member("path")
        #expect(path.description == "$.buttons[3].load_board.path")
    }

    @Test("the loader's paths for a manifest key that needs quoting are escaped")
    func manifestKey() throws {
        let files = [
            "manifest.json": #"{"format": "open-board-0.1", "root": "a.obf", "paths": {"boards": {"a": "a.obf", "my \"b\"": "gone.obf"}}}"#,
            "a.obf":
                #"{"format": "open-board-0.1", "id": "a", "locale": "en", "name": "A", "buttons": [], "grid": {"rows": 0, "columns": 0, "order": []}}"#,
        ]
        let source = InMemoryBoardSetSource(displayName: "set", files: files.mapValues { Array($0.utf8) })
        let set = try BoardSetLoader.loadSet(from: source)
        let missing = try #require(set.diagnostics.first { $0.code == "missing-file" })
        #expect(missing.path == #"$.paths.boards["my \"b\""]"#)
    }
}
