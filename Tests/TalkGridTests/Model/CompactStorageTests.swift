import Testing

@testable import TalkGrid

@Suite("Compact storage of a set's images and its manifest's media paths")
struct CompactStorageTests {
    @Test("a manifest's media paths read as a dictionary filled in its order: the last text wins, other values are passed over")
    func manifestMediaPaths() throws {
        let manifest = try JSONParser.parse(
            Array(
                #"""
                {"paths": {"images": {"a": "images/a.png", "b": "./images//b.png", "a": "images/a2.png", "c": 3, "d": "images/d.png", "d": null}}}
                """#.utf8), file: "manifest.json")
        let paths = MediaPaths(manifest["paths"]?["images"])
        #expect(paths["a"] == "images/a2.png")
        #expect(paths["b"] == "images/b.png")
        #expect(paths["c"] == nil && paths["e"] == nil)
        #expect(paths["d"] == "images/d.png")
        #expect(paths.count == 3)
        #expect(paths == ["a": "images/a2.png", "b": "images/b.png", "d": "images/d.png"])
        #expect(paths != ["a": "images/a.png", "b": "images/b.png", "d": "images/d.png"])
        #expect(MediaPaths(nil).isEmpty && MediaPaths(manifest).isEmpty)
        #expect(MediaPaths(["é": "x.png"])["e\u{301}"] == "x.png")
    }

    @Test("thousands of listed ids are each found, looked up from many threads at once")
    func manyMediaPaths() {
        let count = 5_000
        let node = JSONNode(.object((0..<count).map { JSONMember(key: "i\($0)", value: JSONNode(.string("images/\($0).png"))) }))
        let paths = MediaPaths(node)
        let found = ParallelMap.map(count: 8, workers: 8) { worker in
            (0..<count).filter { $0 % 8 == worker }.allSatisfy { paths["i\($0)"] == "images/\($0).png" }
        }
        #expect(found.allSatisfy { $0 })
        #expect(paths.count == count && paths["i\(count)"] == nil)
    }

    @Test("a board's images are found by id, changed, removed and listed in the order of their ids")
    func boardImages() {
        var images = BoardImages(inOrder: [
            BoardImage(id: "b", path: "b1.png"), BoardImage(id: "a", path: "a.png"), BoardImage(id: "b", path: "b2.png"),
        ])
        #expect(images.count == 2 && images.keys == ["a", "b"])
        #expect(images["b"]?.path == "b2.png" && images["c"] == nil)
        images["c"] = BoardImage(id: "c", glyph: "🍎")
        images["a"]?.glyph = "🍐"
        #expect(images.values.map(\.id) == ["a", "b", "c"] && images["a"]?.glyph == "🍐")
        images["b"] = nil
        images["z"] = nil
        #expect(images.keys == ["a", "c"])
        #expect(images == ["c": BoardImage(id: "c", glyph: "🍎"), "a": BoardImage(id: "a", glyph: "🍐", path: "a.png")])
        #expect(BoardImages(["x": BoardImage(id: "x")]) != BoardImages())
        #expect(images.contains("a") && !images.contains("b") && !images.contains(""))
        #expect(images.withImage("a", { $0.glyph }) == "🍐" && images.withImage("b", { $0.glyph }) == nil)
    }

    @Test("an image's rarely given fields read, change and compare as stored fields do")
    func imageFields() {
        var image = BoardImage(id: "i", url: "https://e.org/i.png", path: "images/i.png", contentType: "image/png")
        #expect(image.glyph == nil && image.data == nil && image.symbol == nil && !image.dataIsGlyph)
        let copy = image
        image.glyph = "🍎"
        image.data = "data:image/svg+xml,x"
        image.dataIsGlyph = true
        image.symbol = "arasaac:apple.png"
        #expect(image.glyph == "🍎" && image.data == "data:image/svg+xml,x" && image.dataIsGlyph && image.symbol == "arasaac:apple.png")
        #expect(copy.glyph == nil && copy != image && image.hasReadablePicture)
        image.glyph = nil
        image.data = nil
        image.dataIsGlyph = false
        image.symbol = nil
        #expect(image == copy)
    }

    @Test("an image's path reads as its board writes it, whether or not the manifest lists it the same way")
    func imagePathsAsWritten() throws {
        let manifest = #"""
            {"format": "open-board-0.1", "root": "boards/home.obf",
             "paths": {"boards": {"home": "boards/home.obf"}, "images": {"a": "images/a.png", "b": "images/b.png", "c": "images/c.png"}}}
            """#
        let board = #"""
            {"format": "open-board-0.1", "id": "home", "name": "Home", "buttons": [],
             "images": [{"id": "a", "path": "images/a.png"}, {"id": "b", "path": "./images/b.png"}, {"id": "c", "path": "images/C.png"},
                        {"id": "d", "path": "images/d.png"}]}
            """#
        let source = InMemoryBoardSetSource(
            displayName: "set", files: ["manifest.json": Array(manifest.utf8), "boards/home.obf": Array(board.utf8)])
        let images = try #require(try BoardSetLoader.loadSet(from: source).boards["home"]?.images)
        #expect(images.values.map(\.path) == ["images/a.png", "./images/b.png", "images/C.png", "images/d.png"])
    }
}
