import Foundation
import TalkGrid
import Testing

@testable import TalkGridImport

@Suite("Cboard import")
struct CboardImporterTests {
    let path = ImportFixtures.path("cboard/boards.json")
    let strings = [ImportFixtures.path("cboard/en-US.json"), ImportFixtures.path("cboard/es-ES.json")]

    @Test("boards, tiles, links and label keys through the strings files, one language each")
    func withStrings() throws {
        let imported = try ImportFixtures.convert(path, strings: strings)
        let (set, findings) = try ImportFixtures.load(imported)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        #expect(set.rootID == "root" && set.locales == ["en-US", "es-ES"])
        let root = try ImportFixtures.board("root", of: imported)
        #expect(root["name"]?.string == "Home" && root["strings"]?["es-ES"]?["Home"]?.string == "Inicio")
        #expect(ImportFixtures.button("t1", on: root)?["label"]?.string == "I want")
        #expect(root["strings"]?["es-ES"]?["I want"]?.string == "Quiero")
        let mum = try #require(ImportFixtures.button("t3", on: root))
        #expect(mum["label"]?.string == "Mum" && mum["vocalization"]?.string == "my mum" && mum["image_id"] != nil)
        #expect(ImportFixtures.button("t2", on: root)?["load_board"]?["id"]?.string == "food")
        #expect(ImportFixtures.button("t2", on: root)?["background_color"]?.string == "rgb(187, 222, 251)")
        #expect(ImportFixtures.button("t4", on: root)?["border_color"]?.string == "rgb(0, 170, 0)")
        #expect(ImportFixtures.slot(of: "t6", on: root) == [1, 2])
        #expect(ImportFixtures.button("t6", on: root)?["ext_cboard_loadBoard"]?.string == "missing-board")
        #expect(ImportFixtures.button("t1", on: root)?["ext_cboard_image"]?.string == "/symbols/mulberry/want.svg")
        let notes = imported.report.notes.map(\.description)
        #expect(notes.contains { $0.contains("board 'Home', tile 5: its recorded sound is not carried over") })
        #expect(notes.contains { $0.contains("1 label key(s) are not in the es-ES strings file") })
        #expect(notes.contains { $0.contains("built-in symbols") })
    }

    @Test("a board without a grid is laid out in reading order, six to a row, and says so")
    func readingOrder() throws {
        let imported = try ImportFixtures.convert(path, strings: strings)
        let food = try ImportFixtures.board("food", of: imported)
        #expect(food["grid"]?["rows"]?.number?.int == 1 && food["grid"]?["columns"]?.number?.int == 3)
        #expect(ImportFixtures.slot(of: "f3", on: food) == [0, 2])
        #expect(imported.report.notes.contains { $0.message.contains("placed in reading order") })
    }

    @Test("without strings files a key becomes its words, and the report says how")
    func withoutStrings() throws {
        let imported = try ImportFixtures.convert(path)
        let root = try ImportFixtures.board("root", of: imported)
        #expect(ImportFixtures.button("t1", on: root)?["label"]?.string == "i want")
        #expect(root["locale"]?.string == "en")
        #expect(CboardStrings.readable("symbol.foodBreadsAndBaking.apple_pie") == "apple pie")
        #expect(imported.report.notes.contains { $0.message.contains("became \"") && $0.message.contains("--strings") })
    }

    @Test("importing the same export twice gives the same set, byte for byte")
    func byteStable() throws {
        #expect(try ImportFixtures.convert(path, strings: strings) == ImportFixtures.convert(path, strings: strings))
    }
}
