import Testing

@testable import TalkGrid

@Suite("Authoring: what an export holds")
struct BoardSetExportTests {
    @Test("by default every field is kept as read, in its order: the spec's, ext_ fields and other apps' own")
    func keepsEveryField() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let export = try BoardSetExport(documents) { try? source.contents(of: $0) }
        #expect(export.droppedFields.isEmpty && !export.specOnly)
        let top = try JSONParser.parse(export.files[1].bytes, file: "top")
        #expect(
            AuthoringTestSets.keys(top) == [
                "id", "ext_cboard_colour", "format", "locale", "name", "ext_talkgrid_glyph", "description_html", "favourite", "buttons",
                "grid", "images", "strings",
            ])
        #expect(top["favourite"]?.bool == true && top["buttons"]?.elements?[1]["custom"]?.number?.int == 5)
        #expect(top["images"]?.elements?[0]["width"]?.number?.int == 10)
    }

    @Test("spec only: spec fields and every app's ext_ fields are kept in order; other fields are left out and listed")
    func fields() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let export = try BoardSetExport(documents, specOnly: true) { try? source.contents(of: $0) }
        #expect(export.files.map(\.path) == ["manifest.json", "boards/top.obf", "boards/more.obf", "images/pic.png"])
        #expect(export.droppedFields == ["boards/top.obf: $.favourite", "boards/top.obf: $.buttons[1].custom"])
        let top = try JSONParser.parse(export.files[1].bytes, file: "top")
        #expect(
            AuthoringTestSets.keys(top) == [
                "id", "ext_cboard_colour", "format", "locale", "name", "ext_talkgrid_glyph", "description_html", "buttons", "grid",
                "images", "strings",
            ])
        #expect(
            AuthoringTestSets.keys(top["buttons"]?.elements?[0]) == [
                "label", "id", "ext_coughdrop_part_of_speech", "image_id", "load_board",
            ])
        #expect(top["buttons"]?.elements?[0]["load_board"]?["ext_x"] != nil)
        let manifest = try JSONParser.parse(export.files[0].bytes, file: "manifest")
        #expect(manifest["ext_coughdrop_settings"] != nil)
        #expect(export.files[3].bytes == Array("PNG".utf8))
    }

    @Test("the same documents give the same files, and exporting an export changes nothing")
    func deterministic() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let first = try BoardSetExport(documents) { try? source.contents(of: $0) }
        #expect(first.droppedFields.isEmpty)
        #expect(try BoardSetExport(documents) { try? source.contents(of: $0) }.files == first.files)
        var files: [String: [UInt8]] = [:]
        for file in first.files { files[file.path] = file.bytes }
        let reread = InMemoryBoardSetSource(displayName: "sets/first-words", files: files)
        let again = try BoardSetExport(BoardSetDocuments(BoardSetLoader.loadSet(from: reread))) { try? reread.contents(of: $0) }
        #expect(again.files == first.files)
    }

    @Test("a single board cannot be exported as a set")
    func singleBoard() throws {
        let set = try BoardSetLoader.loadBoard(bytes: Array(AuthoringTestSets.foreignFiles["boards/more.obf"]!.utf8), file: "more.obf")
        #expect(throws: AuthoringError.needsBoardSet(what: CaregiverText(AuthoringTextKey.doingExport))) {
            try BoardSetExport(BoardSetDocuments(set)) { _ in nil }
        }
    }
}
