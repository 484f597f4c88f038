import TalkGridTestSupport
import Testing

@testable import TalkGrid

@Suite("Vocabulary levels")
struct VocabularyLevelTests {
    @Test("cell set --level writes ext_talkgrid_level and CoughDrop's shape beside it; read back; removed together")
    func writtenAndReadBack() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 1, column: 2))
        edit.level = .set(3)
        let change = try edit.applied(to: documents)
        let button = try change.documents.board("home").button(id: "b6")
        #expect(button?[VocabularyLevel.member]?.number?.int == 3)
        let modifications = try #require(button?[VocabularyLevel.coughDropMember])
        #expect(modifications["pre"]?["hidden"]?.bool == true)
        #expect(modifications["3"]?["hidden"]?.bool == false)
        #expect(AuthoringTestSets.keys(modifications) == ["pre", "3"])
        #expect(englishWords(change.summary).contains("level: every level → level 3"))
        let cell = try #require(try AuthoringTestSets.reload(change, over: source).boards["home"]?.cell(id: "b6"))
        #expect(cell.level == 3)
        #expect(!cell.hidden)

        var none = SetCell(boardID: "home", slot: GridSlot(row: 1, column: 2))
        none.level = .remove
        let removed = try none.applied(to: change.documents).documents.board("home").button(id: "b6")
        #expect(removed?[VocabularyLevel.member] == nil)
        #expect(removed?[VocabularyLevel.coughDropMember] == nil)

        var outside = SetCell(boardID: "home", slot: GridSlot(row: 1, column: 2))
        outside.level = .set(6)
        #expect(throws: AuthoringError.invalidLevel(6)) { try outside.applied(to: documents) }
    }

    @Test("a CoughDrop board's level_modifications give the level, and are written back as they were")
    func coughDropLevelsKept() throws {
        let text = """
            {"format": "open-board-0.1", "id": "home", "name": "Home", "locale": "en",
             "buttons": [
               {"id": "1", "label": "more", "level_modifications": {"pre": {"hidden": true}, "2": {"hidden": false}, "4": {"label": "more please"}}},
               {"id": "2", "label": "stop", "ext_coughdrop_level_modifications": {"pre": {"hidden": true}, "1": {"hidden": false}}},
               {"id": "3", "label": "go", "ext_talkgrid_level": 4, "level_modifications": {"pre": {"hidden": true}, "9": {"hidden": false}}},
               {"id": "4", "label": "eat", "level_modifications": {"7": {"label": "food"}}},
               {"id": "5", "label": "all", "level_modifications": {"pre": {"hidden": true}, "8": {"hidden": false}}}
             ],
             "grid": {"rows": 1, "columns": 5, "order": [["1", "2", "3", "4", "5"]]}, "images": [], "sounds": []}
            """
        let set = try BoardSetLoader.loadBoard(bytes: Array(text.utf8), file: "home.obf")
        let board = try #require(set.root)
        #expect(board.cells.map(\.level) == [2, 1, 4, nil, 5])
        // The file's own members stay: nothing of CoughDrop's is lost when TalkGrid writes the board back.
        let first = board.document["buttons"]?.elements?[0]
        #expect(first?["level_modifications"]?["4"]?["label"]?.string == "more please")

        // A level set here moves CoughDrop's own field with it (its label at level 4 kept).
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        edit.level = .set(4)
        let changed = try edit.applied(to: BoardSetDocuments(set)).documents.board("home").button(id: "1")
        #expect(changed?["level_modifications"]?["4"]?["hidden"]?.bool == false)
        #expect(changed?["level_modifications"]?["4"]?["label"]?.string == "more please")
        #expect(changed?["level_modifications"]?["2"] == nil)
        #expect(changed?[VocabularyLevel.member]?.number?.int == 4)
    }

    @Test("setting a level over CoughDrop's own changes keeps them: only where the cell is hidden and shown moves")
    func coughDropChangesKeptWhenSet() {
        let existing: JSONNode = .object([
            ("pre", .object([("hidden", true)])), ("2", .object([("hidden", false)])), ("4", .object([("label", "more please")])),
        ])
        let made = VocabularyLevel.coughDropModifications(level: 4, existing: existing)
        #expect(made?["2"] == nil)
        #expect(made?["4"]?["label"]?.string == "more please")
        #expect(made?["4"]?["hidden"]?.bool == false)
        #expect(made?["pre"]?["hidden"]?.bool == true)
        let none = VocabularyLevel.coughDropModifications(level: nil, existing: existing)
        #expect(none.map { AuthoringTestSets.keys($0) } == ["4"])
        #expect(VocabularyLevel.coughDropModifications(level: nil, existing: nil) == nil)
    }

    @Test("at a lower level the cells above it are hidden in their slots: every other cell keeps its keys, touch and scanning")
    func levelHidesWithoutMovingKeys() throws {
        let board = SessionTestBoards.numbered(rows: 4, columns: 4)
        var levelled = board
        for index in levelled.cells.indices where levelled.cells[index].id.hasPrefix("r1") { levelled.cells[index].level = 3 }
        let all = try SessionTestBoards.session(levelled)
        var low = try SessionTestBoards.session(levelled, settings: SessionSettings(speakOnSelect: false, level: 2))
        let keysAtFive = Dictionary(uniqueKeysWithValues: ScreenModel(session: all).cells.map { ($0.id, $0.keySequence) })
        // The person's screen leaves the four out; every other cell keeps the keys it has at level 5.
        let lowCells = ScreenModel(session: low).cells
        #expect(lowCells.map(\.id).sorted() == keysAtFive.keys.filter { !$0.hasPrefix("r1") }.sorted())
        for cell in lowCells { #expect(cell.keySequence == keysAtFive[cell.id]) }
        // Its keys do nothing; the keys of the others pick what they picked.
        let r1c0 = try #require(keysAtFive["r1c0"])
        let r2c0 = try #require(keysAtFive["r2c0"])
        _ = low.reduce(.key(r1c0[0]))
        _ = low.reduce(.key(r1c0[1]))
        #expect(low.message.text.isEmpty)
        _ = low.reduce(.key(.digit(0)))
        for key in r2c0 { _ = low.reduce(.key(key)) }
        #expect(low.message.text == "r2c0")
        var touched = low
        _ = touched.reduce(.touchCell(row: 1, column: 1))
        #expect(touched.message.text == "r2c0")

        // Scanning: the band of rows 0-1, columns 0-1 still holds r0c0 and r0c1; inside it, row 1 is never a stop.
        var scanning = try SessionTestBoards.session(
            levelled, settings: SessionSettings(speakOnSelect: false, access: .stepScan, level: 2))
        _ = scanning.reduce(.key(.enter))
        let stops = scanning.scanItems.compactMap { item -> String? in
            if case .target(_, .cell(let id, _, _)) = item { id } else { nil }
        }
        #expect(stops == ["r0c0", "r0c1"])
    }

    @Test("the menu's Screen offers the level (behind the lock); choosing one changes the setting and says so")
    func menuLevel() throws {
        var session = try SessionTestBoards.session(SessionTestBoards.numbered(rows: 3, columns: 3))
        #expect(ChoiceScreen.lockedOptionIDs.contains("screen"))
        let screen = try #require(ChoiceScreen.screen(for: .menu(.screen), settings: session.settings, voices: [], languages: []))
        #expect(screen.optionLabels.map(english).contains("Vocabulary level: 5"))
        let levels = try #require(ChoiceScreen.screen(for: .menu(.level), settings: session.settings, voices: [], languages: []))
        #expect(levels.optionLabels.map(english) == ["Level 1", "Level 2", "Level 3", "Level 4", "Level 5: every word"])
        #expect(levels.currentOptionID == "level-5")
        let effects = session.reduce(.setLevel(2))
        #expect(effects == [.settingsChanged(session.settings)])
        #expect(session.settings.level == 2)
    }
}
