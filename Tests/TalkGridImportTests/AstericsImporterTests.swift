import Foundation
import TalkGrid
import Testing

@testable import TalkGridImport

@Suite("AsTeRICS Grid import")
struct AstericsImporterTests {
    let path = ImportFixtures.path("asterics/family.grd")

    @Test("grids become boards, the home grid the root, every language a locale, and the set validates")
    func boardsAndLanguages() throws {
        let imported = try ImportFixtures.convert(path)
        let (set, findings) = try ImportFixtures.load(imported)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        #expect(set.rootID == "start")
        #expect(set.boardOrder.sorted() == ["food", "start"])
        #expect(set.locales == ["en", "es"])
        let report = imported.report
        #expect(report.format == .astericsGrid && report.boards == 2 && report.cells == 13)
        #expect(report.languages == ["en", "es"] && report.pictureFiles == 2 && report.pictureURLs == 2)
        let start = try ImportFixtures.board("start", of: imported)
        #expect(start["locale"]?.string == "en" && start["name"]?.string == "Start")
        #expect(start["strings"]?["es"]?["Start"]?.string == "Inicio")
        #expect(start["strings"]?["es"]?["I want"]?.string == "Quiero")
        #expect(start["strings"]?["es"]?["hello everyone"]?.string == "hola a todos")
        #expect(start["ext_asterics_grid_id"]?.string == "grid-start")
    }

    @Test("cells keep their slots; a span takes its top-left slot and keeps its size as ext_asterics_span")
    func positionsAndSpans() throws {
        let imported = try ImportFixtures.convert(path)
        let start = try ImportFixtures.board("start", of: imported)
        #expect(start["grid"]?["rows"]?.number?.int == 3 && start["grid"]?["columns"]?.number?.int == 4)
        #expect(ImportFixtures.slot(of: "e1", on: start) == [0, 0])
        #expect(ImportFixtures.slot(of: "e2", on: start) == [0, 1])
        #expect(start["grid"]?["order"]?.elements?[0].elements?[2].isNull == true)  // covered by e2's span
        #expect(ImportFixtures.slot(of: "e7", on: start) == [0, 3])
        let food = try #require(ImportFixtures.button("e2", on: start))
        #expect(food["ext_asterics_span"]?["columns"]?.number?.int == 2)
        #expect(imported.report.notes.contains { $0.kind == .changed && $0.message.contains("cover more than one slot") })
    }

    @Test("every action kind: link, speak-custom, back, home, clear, remove word/letter; others reported")
    func actions() throws {
        let imported = try ImportFixtures.convert(path)
        let start = try ImportFixtures.board("start", of: imported)
        let food = try ImportFixtures.board("food", of: imported)
        #expect(ImportFixtures.button("e2", on: start)?["load_board"]?["path"]?.string == "boards/food.obf")
        #expect(ImportFixtures.button("e3", on: start)?["vocalization"]?.string == "hello everyone")
        #expect(ImportFixtures.button("e4", on: start)?["action"]?.string == ":clear")
        #expect(ImportFixtures.button("e5", on: start)?["action"]?.string == ":backspace")
        #expect(ImportFixtures.button("f3", on: food)?["action"]?.string == ":back")
        #expect(ImportFixtures.button("f4", on: food)?["action"]?.string == ":home")
        #expect(ImportFixtures.button("f6", on: food)?["action"]?.string == ":backspace")
        let predict = try #require(ImportFixtures.button("e7", on: start)?["ext_asterics_actions"]?.elements?.first)
        #expect(predict["modelName"]?.string == "GridActionPredict")
        let audio = try #require(ImportFixtures.button("f5", on: food)?["ext_asterics_actions"]?.elements?.first)
        #expect(audio["modelName"]?.string == "GridActionAudio" && audio["dataBase64"] == nil)
        let notes = imported.report.notes.map(\.description)
        #expect(notes.contains { $0.contains("family.grd:") && $0.contains("grid 'Start', element 7: action 'GridActionPredict'") })
        #expect(notes.contains { $0.contains("grid 'Food', element 5: action 'GridActionAudio'") })
        #expect(notes.contains { $0.contains("grid 'Food', element 6: 'remove last letter' becomes :backspace") })
        #expect(notes.contains { $0.contains("grid 'Start', element 6: the message bar") })
    }

    @Test("colours, hidden cells and unknown element fields")
    func cellFields() throws {
        let imported = try ImportFixtures.convert(path)
        let start = try ImportFixtures.board("start", of: imported)
        let food = try ImportFixtures.board("food", of: imported)
        #expect(ImportFixtures.button("e3", on: start)?["background_color"]?.string == "rgb(255, 215, 0)")
        #expect(ImportFixtures.button("e8", on: start)?["hidden"]?.bool == true)
        #expect(ImportFixtures.button("f6", on: food)?["ext_asterics_colorCategory"]?.string == "CC_ADJECTIVE")
        #expect(ImportFixtures.button("e6", on: start) == nil)  // the collect element
    }

    @Test("embedded pictures become files (same picture once), web pictures stay URLs and are never fetched")
    func pictures() throws {
        let imported = try ImportFixtures.convert(path)
        let start = try ImportFixtures.board("start", of: imported)
        let images = try #require(start["images"]?.elements)
        let file = try #require(images.first { $0["path"] != nil })
        let picturePath = try #require(file["path"]?.string)
        #expect(picturePath.hasPrefix("images/") && picturePath.hasSuffix(".png"))
        #expect(imported.filesByPath[picturePath]?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(file["content_type"]?.string == "image/png")
        let web = try #require(images.first { $0["url"] != nil })
        #expect(web["url"]?.string == "https://symbols.example.org/food.png")
        #expect(web["content_type"]?.string == "image/png")
        #expect(ImportFixtures.button("e1", on: start)?["image_id"]?.string == file["id"]?.string)
    }

    @Test("importing the same file twice gives the same set, byte for byte")
    func byteStable() throws {
        #expect(try ImportFixtures.convert(path) == ImportFixtures.convert(path))
    }

    @Test("a list of grids, one grid, plain-string labels and a missing link")
    func otherShapes() throws {
        let grid = """
            {"id": "g1", "label": "Only", "rowCount": 1, "gridElements": [
              {"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "label": "tea",
               "actions": [{"modelName": "GridActionNavigate", "toGridId": "nowhere"}]}]}
            """
        var report = ImportReport(format: .astericsGrid, source: "one.grd")
        let single = try AstericsImporter.convert(try JSONParser.parse(Array(grid.utf8), file: "one.grd"), file: "one.grd", report: &report)
        #expect(single.boards.map(\.id) == ["only"] && single.locales == ["en"])
        #expect(single.boards[0].cells[0].labels == ["en": "tea"])
        #expect(single.boards[0].cells[0].linkedBoard == nil)
        #expect(report.notes.contains { $0.kind == .keptAsExtension && $0.message.contains("opens a grid that is not in the file") })
        var listReport = ImportReport(format: .astericsGrid, source: "list.grd")
        let list = try AstericsImporter.convert(
            try JSONParser.parse(Array("[\(grid), \(grid.replacingOccurrences(of: "\"g1\"", with: "\"g2\""))]".utf8), file: "list.grd"),
            file: "list.grd", report: &listReport)
        #expect(list.boards.map(\.id) == ["only", "only-2"])
    }

    @Test("a file with no grids is refused with its location")
    func noGrids() throws {
        var report = ImportReport(format: .astericsGrid, source: "empty.grd")
        #expect(throws: ImportError.invalidSource(path: "empty.grd", line: 1, reason: "the file has no grids")) {
            try AstericsImporter.convert(
                try JSONParser.parse(Array(#"{"grids": []}"#.utf8), file: "empty.grd"), file: "empty.grd", report: &report)
        }
    }
}

@Suite("AsTeRICS Grid import: texts missing in the set's own language")
struct AstericsMissingLanguageTests {
    @Test("a label only in another language stands in for the missing one, and the report says so")
    func fallback() throws {
        let text = """
            {"grids": [{"id": "g", "label": {"en": "Home", "es": "Inicio"}, "rowCount": 1, "gridElements": [
              {"id": "a", "x": 0, "y": 0, "width": 1, "height": 1, "label": {"en": "yes", "es": "sí"}},
              {"id": "b", "x": 1, "y": 0, "width": 1, "height": 1, "label": {"es": "sólo"}}]}],
             "metadata": {"locale": "en"}}
            """
        var report = ImportReport(format: .astericsGrid, source: "partial.grd")
        let set = try AstericsImporter.convert(
            try JSONParser.parse(Array(text.utf8), file: "partial.grd"), file: "partial.grd", report: &report)
        let files = OBFSetWriter.files(for: set, report: &report)
        let board = try JSONParser.parse(try #require(files.first { $0.path == "boards/home.obf" }).bytes, file: "home")
        #expect(ImportFixtures.button("b", on: board)?["label"]?.string == "sólo")
        #expect(
            report.notes.contains { $0.location == "grid 'Home', element 2" && $0.message.contains("no en text, so the es text \"sólo\"") })
    }
}
