import Foundation
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGridImport

@Suite("Grid 3 gridset import")
struct Grid3ImporterTests {
    @Test("grids become boards, the start grid the root, the gridset's language the locale; the set validates")
    func boards() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let imported = try ImportFixtures.convert(try ImportFixtures.gridset(in: folder))
        let (set, findings) = try ImportFixtures.load(imported)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        #expect(set.rootID == "home" && set.boardOrder.sorted() == ["drinks", "home"])
        #expect(set.locales == ["en-GB"])
        #expect(imported.report.format == .grid3 && imported.report.cells == 13 && imported.report.pictureFiles == 2)
        let home = try ImportFixtures.board("home", of: imported)
        #expect(home["name"]?.string == "Home" && home["ext_grid3_guid"]?.string == "0b6c9a52-1111-4c1e-9d7a-000000000001")
        #expect(home["grid"]?["rows"]?.number?.int == 3 && home["grid"]?["columns"]?.number?.int == 4)
    }

    @Test("captions, spoken text, jumps, speech, letters and deleting map to OBF; other commands are reported")
    func commands() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let imported = try ImportFixtures.convert(try ImportFixtures.gridset(in: folder))
        let home = try ImportFixtures.board("home", of: imported)
        let drinks = try ImportFixtures.board("drinks", of: imported)
        let want = try #require(ImportFixtures.button("c1-2", on: home))
        #expect(want["label"]?.string == "I want" && want["vocalization"] == nil)  // "I want " trimmed is the caption
        let hello = try #require(ImportFixtures.button("c4-2", on: home))
        #expect(hello["label"]?.string == "hello" && hello["vocalization"]?.string == "hello there" && hello["action"]?.string == ":speak")
        #expect(ImportFixtures.button("c2-2", on: home)?["load_board"]?["id"]?.string == "drinks")
        #expect(ImportFixtures.button("c1-3", on: home)?["action"]?.string == ":clear")
        #expect(ImportFixtures.button("c2-3", on: home)?["action"]?.string == ":backspace")
        #expect(ImportFixtures.button("c3-1", on: drinks)?["action"]?.string == "+a")
        #expect(ImportFixtures.button("c1-2", on: drinks)?["action"]?.string == ":back")
        #expect(ImportFixtures.button("c3-2", on: drinks)?["action"]?.string == ":home")
        #expect(ImportFixtures.button("c4-2", on: drinks)?["action"]?.string == ":backspace")
        let keyboard = try #require(ImportFixtures.button("c4-3", on: home)?["ext_grid3_commands"]?.elements?.first)
        #expect(keyboard["id"]?.string == "Jump.ToKeyboard")
        let notes = imported.report.notes.map(\.description)
        #expect(notes.contains { $0.contains("Grids/Home/grid.xml:") && $0.contains("command Jump.ToKeyboard has no OBF counterpart") })
        #expect(notes.contains { $0.contains("grid 'Home', cell at column 1, row 1: the message bar (Workspace Chat)") })
        #expect(notes.contains { $0.contains("grid 'Drinks', cell at column 4, row 1: an automatic cell (Prediction)") })
        #expect(notes.contains { $0.contains("Action.DeleteLetter becomes :backspace") })
    }

    @Test("styles give colours; spans take their top-left slot; fonts and library symbols are reported")
    func stylesAndPictures() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let imported = try ImportFixtures.convert(try ImportFixtures.gridset(in: folder))
        let home = try ImportFixtures.board("home", of: imported)
        let drinks = try ImportFixtures.board("drinks", of: imported)
        let want = try #require(ImportFixtures.button("c1-2", on: home))
        #expect(want["background_color"]?.string == "rgb(255, 242, 204)" && want["border_color"]?.string == "rgb(51, 102, 153)")
        #expect(ImportFixtures.button("c4-2", on: home)?["background_color"]?.string == "rgb(255, 136, 0)")
        #expect(ImportFixtures.button("c2-2", on: home)?["background_color"]?.string == "rgb(204, 229, 255)")
        #expect(ImportFixtures.slot(of: "c2-2", on: home) == [1, 1])
        #expect(home["grid"]?["order"]?.elements?[1].elements?[2].isNull == true)
        #expect(ImportFixtures.slot(of: "c2-1", on: drinks) == [0, 1])
        #expect(ImportFixtures.button("c2-1", on: drinks)?["ext_grid3_span"]?["rows"]?.number?.int == 2)
        #expect(want["image_id"] != nil && ImportFixtures.button("c1-1", on: drinks)?["image_id"] != nil)
        let notes = imported.report.notes.map(\.description)
        #expect(notes.contains { $0.contains("symbol libraries are not inside a gridset: widgit (1)") })
        #expect(notes.contains { $0.contains("the picture \"juice.png\" is not inside the gridset") })
        #expect(notes.contains { $0.contains("1 cell(s) set their own text colour, font or tile colour") })
    }

    @Test("importing the same gridset twice gives the same set, byte for byte")
    func byteStable() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = try ImportFixtures.gridset(in: folder)
        #expect(try ImportFixtures.convert(path) == ImportFixtures.convert(path))
    }

    @Test("hostile gridsets are refused: zip slip, a link, a zip bomb, a billion-laughs grid")
    func hostile() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let slip = try ImportFixtures.gridset(in: folder, name: "slip.gridset", changing: ["../../evil.xml": .bytes(Array("<a/>".utf8))])
        #expect(throws: ImportError.storage(.unsafeEntryName(archive: slip, entry: "../../evil.xml", problem: .parentFolder))) {
            try Importer.open(slip)
        }
        let link = try ImportFixtures.gridset(
            in: folder, name: "link.gridset", changing: ["Grids/Home/0-1-0-text-0.png": .symbolicLink(to: "/etc/passwd")])
        #expect(throws: ImportError.storage(.symbolicLinkEntry(archive: link, entry: "Grids/Home/0-1-0-text-0.png"))) {
            try Importer.open(link)
        }
        let bomb = try ImportFixtures.gridset(in: folder, name: "bomb.gridset", changing: ["Grids/Home/grid.xml": .zeros(100 << 20)])
        #expect(throws: ImportError.storage(.suspiciousCompression(archive: bomb, entry: "Grids/Home/grid.xml", ratioLimit: 1_000))) {
            try Importer.open(bomb)
        }
        let laughs =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE Grid [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<Grid>&b;</Grid>"
        let xml = try ImportFixtures.gridset(
            in: folder, name: "laughs.gridset", changing: ["Grids/Home/grid.xml": .bytes(Array(laughs.utf8))])
        #expect(throws: ImportError.xml(.documentTypeDeclaration(file: "\(xml): Grids/Home/grid.xml", line: 2))) { try Importer.open(xml) }
    }

    @Test("grids converted side by side give the boards, notes and set that converting one after another gives")
    func sideBySide() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        // More grids than cores, in an archive order unlike their name order, each with notes and a picture.
        let entries = try ImportFixtures.gridsetEntries()
        let home = try #require(entries.first { $0.0 == "Grids/Home/grid.xml" }?.1)
        let picture = try #require(entries.first { $0.0 == "Grids/Home/0-1-0-text-0.png" }?.1)
        var extra: [String: ZipFixture.Content] = [:]
        for number in 0..<12 {
            let name = "Grids/Extra \(String(format: "%02d", (number * 7) % 12))"
            extra["\(name)/grid.xml"] = .bytes(home)
            extra["\(name)/0-1-0-text-0.png"] = .bytes(picture)
        }
        let path = try ImportFixtures.gridset(in: folder, changing: extra)
        let archive = try ObzSource(path: path)
        var report = ImportReport(format: .grid3, source: path)
        let together = try Grid3Importer.convert(archive, file: path, report: &report)

        func read(_ entry: String) throws(ImportError) -> [UInt8] {
            do { return try archive.contents(of: entry) } catch { throw .invalidSource(path: entry, line: 0, reason: "\(error)") }
        }
        func parse(_ entry: String) throws -> XMLElementNode { try XMLReader.parse(read(entry), file: "\(path): \(entry)") }
        let grids = try archive.entryPaths().filter(Grid3Importer.isGridEntry).map {
            Grid3Gridset.Grid(name: String($0.split(separator: "/")[1]), entry: $0, root: try parse($0))
        }.sorted { $0.name < $1.name }
        let gridset = Grid3Gridset(
            grids: grids, settings: try parse("Settings0/settings.xml"), styles: try parse("Settings0/Styles/styles.xml"),
            entries: archive.entryPaths(), read: read)
        var oneByOneReport = ImportReport(format: .grid3, source: path)
        let oneByOne = try Grid3Importer.convert(gridset, file: path, report: &oneByOneReport)
        #expect(together.boards.count == 14 && together == oneByOne)
        #expect(report.notes.count > 14 && report == oneByOneReport)
        #expect(try ImportFixtures.convert(path) == ImportFixtures.convert(path))
    }

    @Test("of grids that cannot be read, the first in the archive is reported, as reading them one after another would")
    func firstUnreadableGrid() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        var zip = ZipFixture()
        for (entry, bytes) in try ImportFixtures.gridsetEntries() { zip.add(entry, .bytes(bytes)) }
        let declared = Array("<?xml version=\"1.0\"?>\n<!DOCTYPE Grid []>\n<Grid/>".utf8)
        zip.add("Grids/Zebra/grid.xml", .bytes(declared))
        zip.add("Grids/Apple/grid.xml", .bytes(declared))
        let path = folder.appendingPathComponent("two-bad.gridset").path
        try zip.write(to: path)
        #expect(throws: ImportError.xml(.documentTypeDeclaration(file: "\(path): Grids/Zebra/grid.xml", line: 2))) {
            try Importer.open(path)
        }
    }

    @Test("a gridset whose start grid is missing opens on its first grid, and says so")
    func missingStartGrid() throws {
        let folder = try Fixtures.temporaryFolder("import-grid3")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let settings = "<GridSetSettings><StartGrid>Nowhere</StartGrid></GridSetSettings>"
        let path = try ImportFixtures.gridset(in: folder, changing: ["Settings0/settings.xml": .bytes(Array(settings.utf8))])
        let imported = try ImportFixtures.convert(path)
        #expect(try ImportFixtures.load(imported).set.rootID == "drinks")
        let notes = imported.report.notes.map(\.message)
        #expect(notes.contains { $0.contains("the start grid \"Nowhere\" is not in the gridset") })
        #expect(notes.contains { $0.contains("names no language") })
    }
}
