import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGridImport

/// Every set an importer writes validates with 0 errors: ids unique, slots unique, links resolve,
/// on every fixture and on hostile variants (two cells in one slot, ids that collide once read,
/// places far outside any grid), hand-made and generated.
@Suite("Importer output always validates")
struct ImporterOutputTests {
    /// Checks what the validator checks, and more directly: on every board each button id is
    /// unique and not empty, each slot of the grid holds at most one id, every id in the grid is
    /// a button and every button is in the grid, and every link opens a board of the set.
    static func expectWellFormed(_ imported: ImportedSet, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(imported.findings.allSatisfy { $0.severity != .error }, "\(imported.findings)", sourceLocation: sourceLocation)
        let (_, findings) = try ImportFixtures.load(imported)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)", sourceLocation: sourceLocation)
        let boards = imported.files.filter { $0.path.hasPrefix("boards/") }
        let boardIDs = Set(try boards.map { try JSONParser.parse($0.bytes, file: $0.path)["id"]?.string ?? "" })
        #expect(boardIDs.count == boards.count, sourceLocation: sourceLocation)
        for file in boards {
            let board = try JSONParser.parse(file.bytes, file: file.path)
            let ids = (board["buttons"]?.elements ?? []).map { $0["id"]?.string ?? "" }
            #expect(!ids.contains("") && Set(ids).count == ids.count, "\(file.path): \(ids)", sourceLocation: sourceLocation)
            let placed = (board["grid"]?["order"]?.elements ?? []).flatMap { $0.elements ?? [] }.compactMap(\.string)
            #expect(Set(placed) == Set(ids) && placed.count == ids.count, "\(file.path)", sourceLocation: sourceLocation)
            let columns = board["grid"]?["columns"]?.number?.int ?? 0
            #expect(columns <= GridBounds.largestSide, sourceLocation: sourceLocation)
            for row in board["grid"]?["order"]?.elements ?? [] {
                #expect(row.elements?.count == columns, sourceLocation: sourceLocation)
            }
            for button in board["buttons"]?.elements ?? [] {
                if let target = button["load_board"]?["id"]?.string {
                    #expect(boardIDs.contains(target), "\(file.path) links to \(target)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Converts a parsed AsTeRICS file and checks it as `Importer.open` does.
    static func asterics(_ json: String) throws -> ImportedSet {
        var report = ImportReport(format: .astericsGrid, source: "hostile.grd")
        let set = try AstericsImporter.convert(
            JSONParser.parse(Array(json.utf8), file: "hostile.grd"), file: "hostile.grd", report: &report)
        return try Importer.checked(set, report: &report)
    }

    /// Converts a parsed Cboard export and checks it as `Importer.open` does.
    static func cboard(_ json: String) throws -> ImportedSet {
        var report = ImportReport(format: .cboard, source: "hostile.json")
        let set = try CboardImporter.convert(
            JSONParser.parse(Array(json.utf8), file: "hostile.json"), file: "hostile.json", strings: [], report: &report)
        return try Importer.checked(set, report: &report)
    }

    /// The Grid 3 sample with `Grids/Home/grid.xml` replaced, imported from a real gridset file.
    static func gridset(home: String, in folder: URL) throws -> ImportedSet {
        try ImportFixtures.convert(ImportFixtures.gridset(in: folder, changing: ["Grids/Home/grid.xml": .bytes(Array(home.utf8))]))
    }

    /// A Grid 3 grid of `cells` (`(x, y, caption)`), with a jump to the Drinks grid on each.
    static func grid(_ cells: [(x: String, y: String, caption: String)], columns: Int = 3, rows: Int = 2) -> String {
        let definitions =
            "<ColumnDefinitions>" + String(repeating: "<ColumnDefinition/>", count: columns) + "</ColumnDefinitions><RowDefinitions>"
            + String(repeating: "<RowDefinition/>", count: rows) + "</RowDefinitions>"
        let body = cells.map { cell in
            """
            <Cell X="\(cell.x)" Y="\(cell.y)"><Content><CaptionAndImage><Caption>\(cell.caption)</Caption></CaptionAndImage>\
            <Commands><Command ID="Jump.To"><Parameter Key="grid">Drinks</Parameter></Command></Commands></Content></Cell>
            """
        }.joined()
        return "<?xml version=\"1.0\"?>\n<Grid>\(definitions)<Cells>\(body)</Cells></Grid>"
    }

    @Test(
        "every fixture imports with 0 errors, checked by the importer before anything is written",
        arguments: ["asterics/family.grd", "sample.gridset", "cboard/boards.json", "cboard/boards.json with strings"])
    func fixtures(name: String) throws {
        let folder = try Fixtures.temporaryFolder("import-output")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let imported: ImportedSet
        switch name {
        case "sample.gridset": imported = try ImportFixtures.convert(ImportFixtures.gridset(in: folder))
        case "cboard/boards.json with strings":
            imported = try ImportFixtures.convert(
                ImportFixtures.path("cboard/boards.json"),
                strings: [ImportFixtures.path("cboard/en-US.json"), ImportFixtures.path("cboard/es-ES.json")])
        default: imported = try ImportFixtures.convert(ImportFixtures.path(name))
        }
        try Self.expectWellFormed(imported)
        #expect(!imported.findings.isEmpty)  // the check ran: its warnings and notes travel with the set
    }

    @Test("Grid 3: two cells in one slot keep both cells, each with an id and a slot of its own, and say so")
    func grid3TwoCellsInOneSlot() throws {
        let folder = try Fixtures.temporaryFolder("import-output")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let imported = try Self.gridset(
            home: Self.grid([("0", "0", "first"), ("0", "0", "second"), ("1", "0", "third"), ("0", "0", "fourth")]), in: folder)
        try Self.expectWellFormed(imported)
        let home = try ImportFixtures.board("home", of: imported)
        let labels = (home["buttons"]?.elements ?? []).map { ($0["id"]?.string ?? "", $0["label"]?.string ?? "") }
        #expect(labels.map(\.0) == ["c1-1", "c1-1-2", "c2-1", "c1-1-3"])
        #expect(labels.map(\.1) == ["first", "second", "third", "fourth"])
        #expect(ImportFixtures.slot(of: "c1-1", on: home) == [0, 0] && ImportFixtures.slot(of: "c2-1", on: home) == [0, 1])
        let codes = imported.report.notes.map(\.code)
        #expect(codes.filter { $0 == "id-taken" }.count == 2 && codes.filter { $0 == "place-taken" }.count == 2)
    }

    @Test("Grid 3: places and spans no number bounds (Int.max, negative, not a number) neither crash nor make a huge grid")
    func grid3FarPlaces() throws {
        let folder = try Fixtures.temporaryFolder("import-output")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let far = Self.grid([("9223372036854775807", "9223372036854775807", "far"), ("-5", "x", "odd"), ("2", "1", "near")])
            .replacingOccurrences(of: "<Cell X=\"2\"", with: "<Cell ColumnSpan=\"9223372036854775807\" RowSpan=\"99999999\" X=\"2\"")
        let imported = try Self.gridset(home: far, in: folder)
        try Self.expectWellFormed(imported)
        let home = try ImportFixtures.board("home", of: imported)
        #expect(home["buttons"]?.elements?.map { $0["label"]?.string } == ["far", "odd", "near"])
        #expect((home["grid"]?["rows"]?.number?.int ?? .max) <= GridBounds.largestSide)
    }

    @Test("AsTeRICS: ids that are one text once read (1 and \"1\"), ids like the made-up ones, no id, one slot, far places")
    func astericsCollidingIDs() throws {
        let imported = try Self.asterics(
            """
            {"grids": [
              {"id": "g1", "label": {"en": "Home"}, "gridElements": [
                {"id": 1, "x": 0, "y": 0, "label": {"en": "one"}},
                {"id": "1", "x": 0, "y": 0, "label": {"en": "one again"}},
                {"id": "element-3", "x": 1, "y": 0, "label": {"en": "three"}},
                {"x": 1, "y": 0, "label": {"en": "no id"}},
                {"id": "", "x": 2, "y": 0, "label": {"en": "empty id"}},
                {"id": "far", "x": 9223372036854775807, "y": 9223372036854775807, "width": 9223372036854775807, "label": {"en": "far"}},
                {"id": "minus", "x": -3, "y": -1e300, "height": 1e300, "label": {"en": "minus"}},
                {"id": "go", "x": 0, "y": 1, "label": {"en": "go"},
                 "actions": [{"modelName": "GridActionNavigate", "toGridId": "g2"}]}
              ]},
              {"id": "g2", "label": {"en": "Home"}, "gridElements": [{"id": 1, "x": 0, "y": 0, "label": {"en": "back"}}]}
            ]}
            """)
        try Self.expectWellFormed(imported)
        let home = try ImportFixtures.board("home", of: imported)
        let ids = (home["buttons"]?.elements ?? []).compactMap { $0["id"]?.string }
        #expect(ids.count == 8 && ids.prefix(2) == ["1", "element-2"])
        #expect(ImportFixtures.button("go", on: home)?["load_board"]?["id"]?.string == "home-2")
    }

    @Test("Cboard: tiles whose ids are one text once read, a grid that names a tile twice, no id, a grid of a billion slots")
    func cboardCollidingIDs() throws {
        let imported = try Self.cboard(
            """
            [{"id": "root", "name": "Home", "grid": {"rows": 1000000000, "columns": 9223372036854775807,
               "order": [[1, "1", 1, null], ["2", "x"]]},
              "tiles": [{"id": 1, "label": "one"}, {"id": "1", "label": "one again", "loadBoard": 7},
                        {"label": "no id"}, {"id": "", "label": "empty"}, {"id": "x", "label": "x"}, {"id": "x", "label": "x again"}]},
             {"id": 7, "name": "Seven", "tiles": [{"id": "back", "label": "back"}]},
             {"id": "7", "name": "Seven again", "tiles": []}]
            """)
        try Self.expectWellFormed(imported)
    }

    @Test("generated hostile files (random places, spans, ids and links, seeded) always import with 0 errors", arguments: 0..<40)
    func generated(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        let places = ["0", "1", "2", "3", "-1", "1e300", "9223372036854775807", "0.5", "\"2\"", "null"]
        let ids = ["1", "\"1\"", "2", "\"a\"", "\"a\"", "\"element-1\"", "\"tile-2\"", "\"cell-1\"", "\"\"", "null", "1.0"]
        let gridCount = Int(random.next() % 4) + 1
        var grids: [String] = []
        var boards: [String] = []
        for grid in 0..<gridCount {
            var elements: [String] = []
            var tiles: [String] = []
            for _ in 0..<(Int(random.next() % 12) + 1) {
                let id = pick(ids)
                let target = "g\(random.next() % UInt64(gridCount + 1))"  // one past the last: a grid not in the file
                elements.append(
                    """
                    {"id": \(id), "x": \(pick(places)), "y": \(pick(places)), "width": \(pick(places)), "height": \(pick(places)),
                     "label": {"en": "w\(random.next() % 5)"},
                     "actions": [{"modelName": "GridActionNavigate", "toGridId": "\(target)"}]}
                    """)
                tiles.append(#"{"id": \#(id), "label": "w\#(random.next() % 5)", "loadBoard": "\#(target)"}"#)
            }
            let name = pick(["Home", "home", "Food", "Home!", ""])
            grids.append(#"{"id": "g\#(grid)", "label": {"en": "\#(name)"}, "gridElements": [\#(elements.joined(separator: ","))]}"#)
            let order = (0..<3).map { _ in "[" + (0..<3).map { _ in pick(ids) }.joined(separator: ",") + "]" }.joined(separator: ",")
            let layout =
                random.next() % 2 == 0 ? "" : #""grid": {"rows": \#(pick(places)), "columns": \#(pick(places)), "order": [\#(order)]},"#
            boards.append(#"{"id": "g\#(grid)", "name": "\#(name)", \#(layout) "tiles": [\#(tiles.joined(separator: ","))]}"#)
        }
        try Self.expectWellFormed(Self.asterics(#"{"grids": [\#(grids.joined(separator: ","))]}"#))
        try Self.expectWellFormed(Self.cboard("[\(boards.joined(separator: ","))]"))
    }

    @Test("a converted set with an error is refused with every error, before anything is written")
    func refusesErrors() throws {
        var report = ImportReport(format: .cboard, source: "odd.json")
        var cell = ConvertedCell(id: "a", row: 0, column: 0, location: ImportTextKey.whereLabels())
        cell.labels = ["en": "hello"]
        cell.actions = ["hello"]  // neither ":" nor "+": an error no importer makes
        let board = ConvertedBoard(
            id: "home", names: ["en": "Home"], rows: 1, columns: 1, cells: [cell], location: ImportTextKey.whereLabels())
        let set = ConvertedSet(name: "Home", rootID: "home", locales: ["en"], boards: [board], format: .cboard)
        let error = #expect(throws: ImportError.self) { try Importer.checked(set, report: &report) }
        guard case .convertedWithErrors(let path, let errors)? = error else {
            Issue.record("not refused as a set with errors: \(String(describing: error))")
            return
        }
        #expect(path == "odd.json" && !errors.isEmpty && errors.allSatisfy { $0.severity == .error })
        #expect(error?.caregiverText.debugDescription.hasPrefix("importer.errorConvertedWithErrors") == true)
    }
}
