import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// Authoring against real files: saving an edit atomically, and export -> import -> export.
@Suite("Authoring on disk")
struct AuthoringStorageTests {
    /// Exports a loaded set through `BoardSetExport` and `ZipWriter`, as `talkgrid export` does.
    private func export(_ set: BoardSet, from source: any BoardSetSource, to path: String, specOnly: Bool = false) throws -> BoardSetExport
    {
        let export = try BoardSetExport(BoardSetDocuments(set), specOnly: specOnly) { try? source.contents(of: $0) }
        try ZipWriter.write(export.files.map { ZipWriter.Entry(path: $0.path, bytes: $0.bytes) }, to: path)
        return export
    }

    @Test(
        "export -> import -> export gives the same archive, byte for byte",
        arguments: ["links.obz", "path_images.obz", "lots_of_stuff.obz", "pageset.obz"])
    func roundTrip(fixture: String) throws {
        let folder = try TemporaryFolder()
        let original = try ObzSource(path: Fixtures.obfGem(fixture))
        let originalSet = try BoardSetLoader.loadSet(from: original)
        let first = try export(originalSet, from: original, to: folder("first.obz"))
        try ArchiveExtractor.extract(archiveAt: folder("first.obz"), into: folder("imported"))
        let imported = try FolderSource(path: folder("imported"))
        let importedSet = try BoardSetLoader.loadSet(from: imported)
        #expect(importedSet.boards.count == originalSet.boards.count)
        let second = try export(importedSet, from: imported, to: folder("second.obz"))
        #expect(second.droppedFields.isEmpty && first.droppedFields.isEmpty, "every field is kept")
        #expect(try bytes(at: folder("first.obz")) == bytes(at: folder("second.obz")))
        // Every media file the set uses travels with it.
        let exported = try ObzSource(path: folder("second.obz"))
        #expect(Set(exported.entryPaths()) == Set(first.files.map { $0.path }))
    }

    @Test("an export with specOnly keeps other apps' ext_ fields in their order and leaves out unknown fields")
    func keepsExtensions() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"format": "open-board-0.1", "root": "b.obf", "paths": {"boards": {"b": "b.obf"}}}"#, to: "set/manifest.json")
        try folder.write(
            #"{"ext_coughdrop_a": 1, "format": "open-board-0.1", "id": "b", "locale": "en", "name": "B", "typo_field": 2, "buttons": [{"id": "1", "label": "Hi", "ext_cboard_b": {"x": [1, 2]}}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}, "ext_talkgrid_glyph": "👋"}"#,
            to: "set/b.obf")
        let source = try FolderSource(path: folder("set"))
        let result = try export(BoardSetLoader.loadSet(from: source), from: source, to: folder("out.obz"), specOnly: true)
        #expect(result.droppedFields == ["b.obf: $.typo_field"])
        let board = try JSONParser.parse(ObzSource(path: folder("out.obz")).contents(of: "b.obf"), file: "b.obf")
        #expect(
            board.members?.map(\.key) == ["ext_coughdrop_a", "format", "id", "locale", "name", "buttons", "grid", "ext_talkgrid_glyph"])
        #expect(board["buttons"]?.elements?[0]["ext_cboard_b"]?["x"]?.elements?.count == 2)
    }

    @Test(
        "a save that fails part way leaves the old board whole and no temporary file",
        arguments: [AtomicFile.Step.created, .written, .flushed])
    func interruptedSave(step: AtomicFile.Step) throws {
        let folder = try TemporaryFolder()
        let manifest = #"{"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf"}}}"#
        let board =
            #"{"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home", "buttons": [{"id": "1", "label": "Hi"}], "grid": {"rows": 1, "columns": 2, "order": [["1", null]]}}"#
        try folder.write(manifest, to: "set/manifest.json")
        let path = try folder.write(board, to: "set/boards/home.obf")
        let set = try BoardSetLoader.loadSet(from: FolderSource(path: folder("set")))
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        edit.label = .set("Hello")
        let change = try edit.applied(to: BoardSetDocuments(set))
        let bytes = try #require(change.documents.bytes(of: "boards/home.obf"))
        #expect(throws: StorageError.diskFull(path: path)) { try AtomicFile.write(bytes, to: path, failing: step) }
        #expect(try text(at: path) == board)
        #expect(folder.contents(of: "set/boards") == ["home.obf"])
        // The same save without the failure lands whole.
        try AtomicFile.write(bytes, to: path)
        let saved = try BoardSetLoader.loadSet(from: FolderSource(path: folder("set")))
        #expect(saved.boards["home"]?.cell(row: 0, column: 0)?.label == "Hello")
        #expect(folder.contents(of: "set/boards") == ["home.obf"])
    }
}
