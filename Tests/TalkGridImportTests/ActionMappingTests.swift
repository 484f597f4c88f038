import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGridImport

/// Cells of other apps that do several things, imported and then pressed as TalkGrid runs them.
@Suite("Importers: cells with several actions")
struct ActionMappingTests {
    /// A Grid 3 home grid (2 x 3) whose cells combine commands.
    static let grid3Home = """
        <?xml version="1.0" encoding="utf-8"?>
        <Grid>
          <ColumnDefinitions><ColumnDefinition /><ColumnDefinition /><ColumnDefinition /></ColumnDefinitions>
          <RowDefinitions><RowDefinition /><RowDefinition /></RowDefinitions>
          <Cells>
            <Cell><Content>
              <Commands><Command ID="Action.InsertText"><Parameter Key="text">apple</Parameter></Command></Commands>
              <CaptionAndImage><Caption>apple</Caption></CaptionAndImage>
            </Content></Cell>
            <Cell X="1"><Content>
              <Commands>
                <Command ID="Action.Clear" />
                <Command ID="Jump.To"><Parameter Key="grid">Drinks</Parameter></Command>
              </Commands>
              <CaptionAndImage><Caption>I want</Caption></CaptionAndImage>
            </Content></Cell>
            <Cell X="2"><Content>
              <Commands>
                <Command ID="Action.InsertText"><Parameter Key="text">I </Parameter></Command>
                <Command ID="Action.InsertText"><Parameter Key="text">am</Parameter></Command>
              </Commands>
              <CaptionAndImage><Caption>me</Caption></CaptionAndImage>
            </Content></Cell>
            <Cell Y="1"><Content>
              <Commands>
                <Command ID="Jump.To"><Parameter Key="grid">Drinks</Parameter></Command>
                <Command ID="Jump.Home" />
              </Commands>
              <CaptionAndImage><Caption>there and back</Caption></CaptionAndImage>
            </Content></Cell>
            <Cell X="1" Y="1"><Content>
              <Commands>
                <Command ID="Action.Speak" />
                <Command ID="Action.InsertText"><Parameter Key="text">late</Parameter></Command>
              </Commands>
              <CaptionAndImage><Caption>late</Caption></CaptionAndImage>
            </Content></Cell>
            <Cell X="2" Y="1"><Content>
              <Commands>
                <Command ID="Action.Speak" />
                <Command ID="Action.Clear" />
              </Commands>
              <CaptionAndImage><Caption>say it</Caption></CaptionAndImage>
            </Content></Cell>
          </Cells>
        </Grid>
        """

    static func importedGridset(in folder: URL) throws -> ImportedSet {
        try ImportFixtures.convert(
            try ImportFixtures.gridset(in: folder, changing: ["Grids/Home/grid.xml": .bytes(Array(grid3Home.utf8))]))
    }

    @Test("Grid 3: Clear then Jump.To is a folder that clears; commands keep their order; two texts join")
    func grid3Mapping() throws {
        let folder = try Fixtures.temporaryFolder("import-actions")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let imported = try Self.importedGridset(in: folder)
        let home = try ImportFixtures.board("home", of: imported)
        let want = try #require(ImportFixtures.button("c2-1", on: home))
        #expect(want["action"]?.string == ":clear" && want["load_board"]?["id"]?.string == "drinks")
        #expect(ImportFixtures.button("c3-1", on: home)?["vocalization"]?.string == "I am")
        let late = try #require(ImportFixtures.button("c2-2", on: home))
        #expect(late["vocalization"]?.string == "late", "kept though it is the caption: it makes the cell add its word")
        let sayIt = try #require(ImportFixtures.button("c3-2", on: home))
        #expect(sayIt["actions"]?.elements?.compactMap(\.string) == [":speak", ":clear"] && sayIt["action"] == nil)
        let (_, findings) = try ImportFixtures.load(imported)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
    }

    @Test("Grid 3: a cell TalkGrid runs in another order is reported with both orders; the others are not")
    func grid3Order() throws {
        let folder = try Fixtures.temporaryFolder("import-actions")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let notes = try Self.importedGridset(in: folder).report.notes.map(\.description).filter { $0.contains("TalkGrid does") }
        #expect(
            notes.contains {
                $0.contains("Grids/Home/grid.xml:") && $0.contains("column 1, row 2")
                    && $0.contains("Grid 3 does ▸ drinks, :home; TalkGrid does :home, ▸ drinks")
            }, "\(notes)")
        #expect(
            notes.contains { $0.contains("column 2, row 2") && $0.contains("Grid 3 does :speak, \"late\"; TalkGrid does \"late\", :speak") }
        )
        #expect(notes.count == 2, "\(notes)")
    }

    @Test("Grid 3: pressed in TalkGrid, the imported folder that clears opens its grid; the speak-and-clear cell says it whole")
    func grid3Pressed() throws {
        let folder = try Fixtures.temporaryFolder("import-actions")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let (set, _) = try ImportFixtures.load(try Self.importedGridset(in: folder))
        var session = try Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        _ = session.reduce(.key(.digit(1)))
        #expect(session.reduce(.key(.digit(2))).notices == [.noticeOpenedAfterClearing])
        #expect(session.boardStack == ["home", "drinks"] && session.lastClearedMessage?.text == "apple")
        _ = session.reduce(.key(.digit(0)))
        _ = session.reduce(.key(.digit(3)))
        #expect(session.message.text == "me")
        // What is done (the usage record's events aside, which are kept, not done).
        let said = session.reduce(.key(.digit(6))).filter { if case .record = $0 { false } else { true } }
        #expect(said.first == .speak(Utterance(text: "I am", language: "en-GB")) && said.notices.isEmpty, "\(said) \(session.mode)")
        #expect(session.message.isEmpty && session.mode == .board)
    }

    /// An AsTeRICS Grid file with two grids: home (an element that clears and navigates, one that
    /// navigates and then goes home, one that clears and speaks a custom text) and food.
    static let asterics = """
        {"grids": [
          {"id": "g-home", "label": {"en": "Home"}, "rowCount": 2, "gridElements": [
            {"id": "e1", "x": 0, "y": 0, "width": 1, "height": 1, "label": {"en": "I want"}, "actions": [
              {"modelName": "GridActionCollectElement", "action": "COLLECT_ACTION_CLEAR"},
              {"modelName": "GridActionNavigate", "navType": "navigateToGrid", "toGridId": "g-food"}]},
            {"id": "e2", "x": 1, "y": 0, "width": 1, "height": 1, "label": {"en": "peek"}, "actions": [
              {"modelName": "GridActionNavigate", "navType": "navigateToGrid", "toGridId": "g-food"},
              {"modelName": "GridActionNavigate", "navType": "navigateToHomeGrid"}]},
            {"id": "e3", "x": 1, "y": 1, "width": 1, "height": 1, "label": {"en": "bye"}, "actions": [
              {"modelName": "GridActionCollectElement", "action": "COLLECT_ACTION_CLEAR"},
              {"modelName": "GridActionSpeakCustom", "speakText": {"en": "goodbye"}}]},
            {"id": "e4", "x": 0, "y": 1, "width": 1, "height": 1, "label": {"en": "tea"}, "actions": [
              {"modelName": "GridActionSpeak"}]}
          ]},
          {"id": "g-food", "label": {"en": "Food"}, "rowCount": 1, "gridElements": [
            {"id": "f1", "x": 0, "y": 0, "width": 1, "height": 1, "label": {"en": "cake"}, "actions": []}
          ]}
        ]}
        """

    @Test("AsTeRICS: clear and navigate is a folder that clears; another order or a word AsTeRICS does not collect is reported")
    func asterics() throws {
        let folder = try Fixtures.temporaryFolder("import-actions")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("family.grd")
        try Data(Self.asterics.utf8).write(to: file)
        let imported = try ImportFixtures.convert(file.path)
        let home = try ImportFixtures.board("home", of: imported)
        let want = try #require(ImportFixtures.button("e1", on: home))
        #expect(want["action"]?.string == ":clear" && want["load_board"]?["id"]?.string == "food")
        let notes = imported.report.notes.map(\.description).filter { $0.contains("TalkGrid does") }
        #expect(notes.contains { $0.contains("AsTeRICS Grid does ▸ food, :home; TalkGrid does :home, ▸ food") }, "\(notes)")
        #expect(notes.contains { $0.contains("AsTeRICS Grid does :clear; TalkGrid does :clear, \"goodbye\"") }, "\(notes)")
        #expect(notes.count == 2, "\(notes)")
        let (set, findings) = try ImportFixtures.load(imported)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings)")
        var session = try Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        _ = session.reduce(.key(.digit(4)))
        #expect(session.message.text == "tea")
        #expect(session.reduce(.key(.digit(1))).notices == [.noticeOpenedAfterClearing])
        #expect(session.boardStack == ["home", "food"] && session.message.isEmpty)
    }

    @Test("Cboard: a tile's +s is its action; a folder's spoken text and an action on a folder are kept aside and reported")
    func cboard() throws {
        let folder = try Fixtures.temporaryFolder("import-actions")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("boards.json")
        let boards = """
            [{"id": "root", "name": "Home", "tiles": [
               {"id": "t1", "label": "cat"}, {"id": "t2", "label": "+s", "action": "+s"},
               {"id": "t3", "label": "Food", "loadBoard": "food", "vocalization": "I want food", "action": "+x"}]},
             {"id": "food", "name": "Food", "tiles": [{"id": "f1", "label": "cake"}]}]
            """
        try Data(boards.utf8).write(to: file)
        let imported = try ImportFixtures.convert(file.path)
        let home = try ImportFixtures.board("root", of: imported)
        #expect(ImportFixtures.button("t2", on: home)?["action"]?.string == "+s")
        let food = try #require(ImportFixtures.button("t3", on: home))
        #expect(food["vocalization"] == nil && food["action"] == nil)
        #expect(food["ext_cboard_vocalization"]?.string == "I want food" && food["ext_cboard_action"]?.string == "+x")
        let notes = imported.report.notes.map(\.description)
        #expect(notes.contains { $0.contains("Cboard opens a folder without adding its spoken text \"I want food\"") })
        #expect(notes.contains { $0.contains("its action +x does nothing in Cboard here") })
        let (set, _) = try ImportFixtures.load(imported)
        var session = try Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        for key in [1, 2, 3] { _ = session.reduce(.key(.digit(key))) }
        #expect(session.message.text == "cats" && session.boardStack == ["root", "food"])
    }
}

extension [SessionEffect] {
    /// The text keys of the notices among the effects.
    fileprivate var notices: [TextKey] {
        compactMap { if case .announce(let announcement) = $0 { announcement.text.key } else { nil } }
    }
}
