import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// The loader over real archives: every board of every reference set round-trips, and the
/// archive-level quirks of real files load as a person would expect.
@Suite("Loading board sets from archives")
struct LoaderArchiveTests {
    private func load(_ fixture: ZipFixture) throws -> BoardSet {
        let folder = try Fixtures.temporaryFolder("loader")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.appendingPathComponent("set.obz").path
        try fixture.write(to: path)
        return try BoardSetLoader.loadSet(from: try ObzSource(path: path))
    }

    private static func board(_ id: String, buttons: String, grid: String? = nil, extra: String = "") -> String {
        """
        {"format": "open-board-0.1", "id": "\(id)", "locale": "en", "name": "\(id)", "buttons": [\(buttons)]\(grid.map { ", \"grid\": \($0)" } ?? "")\(extra)}
        """
    }

    @Test("reading then writing every board of every reference set gives the same JSON document", arguments: Fixtures.obfGemSets)
    func roundTrip(name: String) throws {
        let set = try BoardSetLoader.loadSet(from: try ObzSource(path: Fixtures.obfGem(name)))
        #expect(!set.boards.isEmpty)
        for board in set.boards.values {
            let written = JSONWriter.prettyBytes(board.document)
            let reread = try JSONParser.parse(written, file: board.file)
            #expect(reread == board.document, "\(name)/\(board.file) changed on the way through")
            #expect(reread.members?.map(\.key) == board.document.members?.map(\.key))
            #expect(JSONWriter.prettyBytes(reread) == written)
        }
    }

    @Test("boards at the zip root, a zip of one folder, links by id only and by path only")
    func layouts() throws {
        let home = Self.board(
            "home",
            buttons:
                #"{"id": "a", "label": "by id", "load_board": {"id": "two"}}, {"id": "b", "label": "by path", "load_board": {"path": "three.obf"}}"#
        )
        let manifest =
            #"{"format": "open-board-0.1", "root": "home.obf", "paths": {"boards": {"home": "home.obf", "two": "two.obf", "three": "three.obf"}}}"#
        for prefix in ["", "My Boards/"] {
            var zip = ZipFixture()
            zip.add(prefix + "manifest.json", manifest)
            zip.add(prefix + "home.obf", home)
            zip.add(prefix + "two.obf", Self.board("two", buttons: #"{"id": "x", "label": "x"}"#))
            zip.add(prefix + "three.obf", Self.board("three", buttons: #"{"id": "y", "label": "y"}"#))
            let set = try load(zip)
            #expect(set.rootID == "home")
            #expect(set.boards.count == 3)
            #expect(set.brokenLinks.isEmpty, "prefix '\(prefix)'")
            #expect(set.unreachableBoardIDs.isEmpty)
            let links = try #require(set.root).cells.compactMap(\.link)
            #expect(links.compactMap { set.board(for: $0)?.id } == ["two", "three"])
        }
    }

    @Test("images found only through the manifest's paths, __MACOSX junk ignored, a missing image file reported")
    func media() throws {
        var zip = ZipFixture()
        zip.add(
            "manifest.json",
            #"{"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf"}, "images": {"i1": "images/one.png"}}}"#
        )
        zip.add(
            "boards/home.obf",
            Self.board(
                "home", buttons: #"{"id": "a", "label": "a", "image_id": "i1"}, {"id": "b", "label": "b", "image_id": "i2"}"#,
                extra: #", "images": [{"id": "i1"}, {"id": "i2", "path": "images/two.png"}]"#))
        zip.add("images/one.png", "not really a png")
        zip.add("__MACOSX/boards/._home.obf", "resource fork junk")
        let set = try load(zip)
        let codes = set.diagnostics.map(\.code)
        #expect(codes.contains("media-from-manifest"))
        let missing = try #require(set.diagnostics.first { $0.code == "missing-file" })
        #expect(missing.message.contains("images/two.png") && missing.path == "$.images[1].path" && missing.line == 1)
        #expect(!set.diagnostics.contains { $0.file.contains("__MACOSX") })
        #expect(!set.entries.contains { $0.hasPrefix("__MACOSX") })
    }

    @Test("a board that is broken JSON inside a set is reported and the rest still loads")
    func brokenBoardInSet() throws {
        var zip = ZipFixture()
        zip.add(
            "manifest.json",
            #"{"format": "open-board-0.1", "root": "home.obf", "paths": {"boards": {"home": "home.obf", "bad": "bad.obf"}}}"#)
        zip.add("home.obf", Self.board("home", buttons: #"{"id": "a", "label": "a", "load_board": {"id": "bad", "path": "bad.obf"}}"#))
        zip.add("bad.obf", "{\"id\": \"bad\",\n  \"buttons\": [,]}")
        let set = try load(zip)
        #expect(set.boards.count == 1)
        let broken = try #require(set.diagnostics.first { $0.code == "invalid-json" })
        #expect(broken.file.hasSuffix("bad.obf") && broken.line == 2 && broken.severity == .error)
        #expect(set.diagnostics.contains { $0.code == "broken-link" })
    }

    @Test("a manifest without a root, or with a root that is not in the set, is a clear error")
    func badManifest() throws {
        var noRoot = ZipFixture()
        noRoot.add("manifest.json", #"{"format": "open-board-0.1", "paths": {"boards": {}}}"#)
        #expect { try load(noRoot) } throws: { ($0 as? BoardLoadError)?.description.contains("no \"root\"") == true }
        var missingRoot = ZipFixture()
        missingRoot.add("manifest.json", #"{"format": "open-board-0.1", "root": "boards/gone.obf", "paths": {"boards": {}}}"#)
        #expect { try load(missingRoot) } throws: { ($0 as? BoardLoadError)?.description.contains("boards/gone.obf") == true }
    }
}
