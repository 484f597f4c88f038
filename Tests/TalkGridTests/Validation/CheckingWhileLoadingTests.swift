import Testing

@testable import TalkGrid

private typealias B = ValidationTestBoards

/// A set checked while it loads (``Validator/load(_:)``): each board's checks run as it is read,
/// then the board keeps only what the set's checks read. (Every set test of this folder also
/// compares its findings with those of the set checked whole: see ``ValidationTestBoards/validateSet``.)
@Suite("Validation: checking a set while it loads")
struct CheckingWhileLoadingTests {
    static let manifest = """
        {"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf", "more": "boards/more.obf"}}}
        """
    static let home = B.board(
        id: "home",
        buttons: """
            {"id": "1", "label": "more", "background_color": "rgb(1, 2, 3)", "ext_talkgrid_glyph": "➕", "load_board": {"id": "more", "path": "boards/more.obf"}},
            {"id": "2", "label": "eat", "image_id": "i1", "url": "https://example.org/eat"}
            """,
        grid: #"{"rows": 1, "columns": 2, "order": [["1", "2"]]}"#,
        images: #"[{"id": "i1", "path": "images/eat.png", "width": 0, "content_type": "image/png", "license": {"type": "CC-By"}}]"#)
    static let more = B.board(
        id: "more", buttons: #"{"id": "1", "label": "home", "ext_talkgrid_glyph": "🏠", "load_board": {"id": "home"}}"#)
    static var source: InMemoryBoardSetSource {
        InMemoryBoardSetSource(
            displayName: "set.obz",
            files: ["manifest.json": manifest, "boards/home.obf": home, "boards/more.obf": more].mapValues { Array($0.utf8) })
    }

    @Test("each board keeps only the set-wide parts of its JSON; its cells, images and findings stay whole")
    func boardsKeepTheSetWideParts() throws {
        let validator = Validator()
        let reviewed = try validator.load(Self.source)
        let home = try #require(reviewed.set.boards["home"])
        #expect(home.document["buttons"] == nil && home.document["id"]?.string == "home")
        #expect(home.document["grid"] == nil)
        #expect(home.document["images"] == nil)  // what the set's checks need of them was gathered while they were there
        #expect(home.grid.slots == [["1", "2"]])
        #expect(home.document["description_html"] == nil && home.document["name"]?.string == "Board home")
        // The model is whole: labels, the image and its size are what was read.
        #expect(home.cells.map(\.label) == ["more", "eat"])
        #expect(home.images["i1"]?.path == "images/eat.png")
        // Findings that need the parts let go were found while they were there.
        let findings = validator.validate(reviewed)
        #expect(findings == validator.validate(try BoardSetLoader.loadSet(from: Self.source)))
        #expect(findings.contains { $0.code == "invalid-media-size" && $0.path == "$.images[0].width" })
        #expect(findings.contains { $0.code == "app-field" && $0.path == "$.buttons[1].url" })
    }

    @Test(
        "a set read again after an edit takes the boards it did not change as read, and finds what a fresh read finds: the changed board's findings, links, media and the set's own"
    )
    func reloadAfterAnEdit() throws {
        let validator = Validator()
        let kept = try validator.loadKeepingBoards(Self.source)
        #expect(validator.validate(kept) == validator.validate(try BoardSetLoader.loadSet(from: Self.source)))
        #expect(kept.set.boards["home"]?.document["buttons"] != nil, "kept whole, to be edited")
        // "more" now links to a board that is not there and names a picture that is; "home" is taken as read.
        var files = Self.source.files
        files["boards/more.obf"] = Array(
            B.board(
                id: "more",
                buttons: #"{"id": "1", "label": "home", "image_id": "p", "load_board": {"id": "gone", "path": "boards/gone.obf"}}"#,
                images: #"[{"id": "p", "path": "images/eat.png", "content_type": "image/png"}]"#
            ).utf8)
        let edited = InMemoryBoardSetSource(displayName: "set.obz", files: files)
        let again = try validator.reload(edited, after: kept, changed: ["boards/more.obf"])
        let fresh = try validator.loadKeepingBoards(edited)
        #expect(validator.validate(again) == validator.validate(fresh))
        #expect(validator.validate(again).contains { $0.file == "set.obz/boards/more.obf" && $0.code == "broken-link" })
        #expect(again.set.boards["more"] == fresh.set.boards["more"] && again.set.boards["home"] == fresh.set.boards["home"])
        // The picture file added: the board that names it is found to have it, without being read again.
        files["images/eat.png"] = [0x89, 0x50, 0x4E, 0x47]
        let withPicture = InMemoryBoardSetSource(displayName: "set.obz", files: files)
        let third = try validator.reload(withPicture, after: again, changed: ["images/eat.png"])
        #expect(validator.validate(third) == validator.validate(try validator.loadKeepingBoards(withPicture)))
        // A manifest changed: it is read again.
        files["manifest.json"] = Array(
            Self.manifest.replacingOccurrences(of: #""more": "boards/more.obf""#, with: #""extra": "boards/more.obf""#).utf8)
        let listed = InMemoryBoardSetSource(displayName: "set.obz", files: files)
        let fourth = try validator.reload(listed, after: third, changed: ["manifest.json"])
        #expect(validator.validate(fourth) == validator.validate(try validator.loadKeepingBoards(listed)))
        #expect(fourth.set.manifest == (try validator.loadKeepingBoards(listed)).set.manifest)
    }

    @Test("a shape keeps the members it names, shapes each element of an array, and keeps whole what is not of the kind it expects")
    func shapeKeeps() throws {
        let node = try JSONParser.parse(Array(#"{"a": 1, "b": [{"c": 2, "d": 3}, 4], "e": "x", "f": {"g": 5}}"#.utf8), file: "f.json")
        let shape = JSONShape.members(["b": .eachElement(.members(["c": .whole])), "e": .members(["z": .whole])])
        let kept = shape.kept(from: node)
        #expect(JSONWriter.compactString(kept) == #"{"b":[{"c":2},4],"e":"x"}"#)
        #expect(kept["b"]?.elements?.first?["c"]?.position == node["b"]?.elements?.first?["c"]?.position)
        #expect(kept.members?.first?.keyPosition == node.member("b")?.keyPosition)
    }

    @Test("findings are sorted by file, line and column, the order found kept at one place, the first of equal ones kept")
    func sortAndMerge() {
        func finding(_ file: String, _ line: Int, _ code: String) -> Diagnostic {
            Diagnostic(.warning, code: code, .jsonEmpty, file: file, position: TextPosition(line: line, column: 1, offset: 0))
        }
        let all = [
            finding("b.obf", 2, "x"), finding("a.obf", 9, "y"), finding("b.obf", 1, "z"), finding("b.obf", 2, "w"),
            finding("a.obf", 9, "y"), finding("b.obf", 2, "x"), finding("a.obf", 3, "v"),
        ]
        let sorted = Validator.sortedMergingEqual([all])
        #expect(sorted.map { "\($0.file):\($0.line):\($0.code)" } == ["a.obf:3:v", "a.obf:9:y", "b.obf:1:z", "b.obf:2:x", "b.obf:2:w"])
        // Split into lists (as a board's, another board's and a set check's findings come), the order is the same.
        #expect(Validator.sortedMergingEqual([Array(all[..<2]), [], Array(all[2..<5]), Array(all[5...])]) == sorted)
        #expect(Validator.sortedMergingEqual([[], []]).isEmpty)
    }

    @Test("findings at one place keep the order found across lists, columns and files in between")
    func sortKeepsOrderFoundAtOnePlace() {
        func finding(_ file: String, _ line: Int, _ column: Int, _ code: String) -> Diagnostic {
            Diagnostic(.warning, code: code, .jsonEmpty, file: file, position: TextPosition(line: line, column: column, offset: 0))
        }
        let lists = [
            [finding("b", 1, 2, "p"), finding("a", 1, 1, "q"), finding("b", 1, 1, "r")],
            [finding("b", 1, 2, "s"), finding("b", 0, 0, "t"), finding("a", 1, 1, "q"), finding("a", 1, 1, "u")],
            [finding("b", 1, 2, "p"), finding("b", 1, 2, "v")],
        ]
        #expect(
            Validator.sortedMergingEqual(lists).map { "\($0.file):\($0.line):\($0.column):\($0.code)" } == [
                "a:1:1:q", "a:1:1:u", "b:0:0:t", "b:1:1:r", "b:1:2:p", "b:1:2:s", "b:1:2:v",
            ])
    }
}
