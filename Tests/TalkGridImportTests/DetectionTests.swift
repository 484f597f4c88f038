import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGridImport

@Suite("Recognising what a file is, by content")
struct DetectionTests {
    @Test("TouchChat, Snap and Apple Panels are named and refused: cannot import yet")
    func refusedFormats() throws {
        let folder = try Fixtures.temporaryFolder("import-detect")
        defer { Fixtures.removeTemporaryFolder(folder) }
        var touchChat = ZipFixture()
        touchChat.add("Vocab.c4v", "SQLite format 3\u{0}")
        let ce = folder.appendingPathComponent("vocab.ce").path
        try touchChat.write(to: ce)
        let sps = folder.appendingPathComponent("pages.sps")
        try Data("SQLite format 3\u{0}and the rest".utf8).write(to: sps)
        let renamedSnap = folder.appendingPathComponent("pages.bin")  // by content, not by name
        try Data("SQLite format 3\u{0}and the rest".utf8).write(to: renamedSnap)
        let panels = folder.appendingPathComponent("Keyboard.ascconfig/Contents/Resources")
        try FileManager.default.createDirectory(at: panels, withIntermediateDirectories: true)
        try Data("<plist/>".utf8).write(to: panels.appendingPathComponent("PanelDefinitions.plist"))
        let panelsPath = folder.appendingPathComponent("Keyboard.ascconfig").path
        let cases: [(String, SourceFormat, String)] = [
            (ce, .touchChat, "TouchChat"), (sps.path, .snap, "Snap"), (renamedSnap.path, .snap, "Snap"),
            (panelsPath, .applePanels, "Apple Panels"),
        ]
        for (path, format, name) in cases {
            do {
                _ = try Importer.open(path)
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error == .notImportableYet(path: path, format: format))
                #expect(error.description.contains("TalkGrid cannot import \(name) files yet"))
                #expect(!error.description.contains("manifest.json"))
            }
        }
    }

    @Test("JSON is told apart by its shape: AsTeRICS, Cboard, an OBF board, or neither")
    func jsonShapes() throws {
        func kind(_ text: String) throws -> JSONSourceKind { JSONSourceKind(try JSONParser.parse(Array(text.utf8), file: "x")) }
        #expect(try kind(#"{"grids": [], "metadata": {}}"#) == .asterics)
        #expect(try kind(#"[{"id": "g", "gridElements": []}]"#) == .asterics)
        #expect(try kind(#"[{"id": "root", "tiles": []}]"#) == .cboard)
        #expect(try kind(#"{"advanced": [{"id": "root", "tiles": []}]}"#) == .cboard)
        #expect(try kind(#"{"format": "open-board-0.1", "id": "b", "buttons": []}"#) == .obfBoard)
        guard case .unknown = try kind(#"{"hello": 1}"#) else {
            Issue.record("plain JSON was recognised")
            return
        }
    }

    @Test("an .obz stays an OBF archive; a set folder, a single board and junk are explained")
    func obfAndOthers() throws {
        let folder = try Fixtures.temporaryFolder("import-detect")
        defer { Fixtures.removeTemporaryFolder(folder) }
        var zip = ZipFixture()
        zip.add("manifest.json", #"{"root": "b.obf", "paths": {"boards": {"b": "b.obf"}}}"#)
        let obz = folder.appendingPathComponent("set.obz").path
        try zip.write(to: obz)
        guard case .obfArchive = try Importer.open(obz) else {
            Issue.record("an .obz was not kept as an archive")
            return
        }
        let board = folder.appendingPathComponent("one.obf")
        try Data(#"{"format": "open-board-0.1", "id": "b1", "locale": "en", "buttons": []}"#.utf8).write(to: board)
        #expect(throws: ImportError.singleBoard(path: board.path, boardID: "b1")) { try Importer.open(board.path) }
        let setFolder = folder.appendingPathComponent("set")
        try FileManager.default.createDirectory(at: setFolder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: setFolder.appendingPathComponent("manifest.json"))
        #expect(throws: ImportError.boardSetFolder(path: setFolder.path)) { try Importer.open(setFolder.path) }
        let text = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        #expect(throws: ImportError.unrecognised(path: text.path, what: "neither a zip archive nor JSON")) { try Importer.open(text.path) }
        let broken = folder.appendingPathComponent("broken.grd")
        try Data(#"{"grids": [}"#.utf8).write(to: broken)
        do {
            _ = try Importer.open(broken.path)
            Issue.record("broken JSON was accepted")
        } catch {
            #expect(error.description.hasPrefix("\(broken.path):1:"))
        }
    }
}
