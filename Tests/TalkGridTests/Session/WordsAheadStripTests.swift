import Testing

@testable import TalkGrid

/// The words-ahead strip on the board: its slots and keys, touch, scanning and the usage record.
@Suite("words-ahead strip")
struct WordsAheadStripTests {
    /// A 3 x 3 home board and a food board one folder away; the words ahead offered: drink (on the
    /// food board), more (home), and "please", which no cell says.
    static func session(_ settings: SessionSettings = SessionSettings(speakOnSelect: false)) throws -> Session {
        let home = SessionTestBoards.board([["I", "want", "food"], ["more", "go", "stop"], ["yes", "no", "help"]]) { cells in
            cells[2].link = BoardLink(id: "food")
        }
        let food = SessionTestBoards.board(id: "food", name: "Food", [["apple", "drink"]]) { cells in
            cells[1].glyph = "🥤"
        }
        var session = try SessionTestBoards.session(home, food, settings: settings)
        session.offerWordsAhead([
            WordAhead(word: "drink", glyph: "🥤", boardID: "food", cellID: "drink"),
            WordAhead(word: "more", boardID: "home", cellID: "more"),
            WordAhead(word: "please"),
        ])
        return session
    }

    @Test("the screen shows the strip's words in their slots with Space and the slot's key, in the person's keypad")
    func slotsAndKeys() throws {
        let phone = ScreenModel(session: try Self.session())
        #expect(phone.wordsAhead.map(\.word) == ["drink", "more", "please"])
        #expect(phone.wordsAhead.map(\.glyph) == ["🥤", nil, nil])
        #expect(phone.wordsAhead.map(\.keys) == [[.space, .digit(1)], [.space, .digit(2)], [.space, .digit(3)]])
        let numpad = ScreenModel(session: try Self.session(SessionSettings(keypad: .numpad, speakOnSelect: false)))
        #expect(numpad.wordsAhead.map(\.keys) == [[.space, .digit(7)], [.space, .digit(8)], [.space, .digit(9)]])
        let rows = ScreenModel(session: try Self.session(SessionSettings(layout: .rows, keypad: .numpad, speakOnSelect: false)))
        #expect(rows.wordsAhead.map(\.keys) == [[.space, .digit(1)], [.space, .digit(2)], [.space, .digit(3)]])
    }

    @Test("the strip never changes the board's cells or their keys; with words ahead off there is none")
    func cellsUnchanged() throws {
        var plain = try Self.session()
        plain.offerWordsAhead([])
        let withStrip = ScreenModel(session: try Self.session())
        #expect(withStrip.cells == ScreenModel(session: plain).cells)
        var off = try Self.session(SessionSettings(speakOnSelect: false, wordsAhead: false))
        off.offerWordsAhead([WordAhead(word: "more")])
        #expect(off.wordsAheadStrip.isEmpty)
        #expect(ScreenModel(session: off).wordsAhead.isEmpty)
    }

    @Test("a touched slot adds its word as its cell would, recorded as a predicted word on that cell's board")
    func touchAddsWord() throws {
        var session = try Self.session()
        let effects = session.reduce(.touchWordAhead(slot: 0))
        #expect(session.message.words.map(\.label) == ["drink"])
        #expect(session.message.words.first?.glyphs == ["🥤"])
        #expect(session.currentBoard.id == "home", "the board stays where it was")
        let record = try #require(effects.records.first)
        #expect(record.action == .pick && record.unit == .predicted && record.method == .touch)
        #expect(record.board == "food" && record.cell == "drink" && record.text == "drink")
        #expect(LAMFile.entry(for: record) == ("WPR", "drink"))
        _ = session.reduce(.touchWordAhead(slot: 2))
        #expect(session.message.words.map(\.label) == ["drink", "please"], "a word no cell says is added as a plain word")
        #expect(session.reduce(.touchWordAhead(slot: 5)).isEmpty, "an empty slot does nothing")
    }

    @Test("scanning: the strip is an item after the board's cells and before Controls; Select asks for its words")
    func scanItem() throws {
        var session = try Self.session(SessionSettings(speakOnSelect: false, access: .stepScan))
        #expect(session.scanItems.suffix(2) == [.wordsAhead, .controls])
        #expect(session.scanItems.prefix(9).allSatisfy { if case .target = $0 { true } else { false } }, "the cells keep their places")
        var effects: [SessionEffect] = []
        for _ in 0..<9 { _ = session.reduce(.key(.space)) }
        #expect(session.highlightedScanItem == .wordsAhead)
        #expect(ScreenModel(session: session).isWordsAheadHighlighted)
        effects = session.reduce(.key(.enter))
        #expect(effects.contains(.findWordsAhead(after: [], spelling: nil)))
        effects = session.reduce(.wordsAheadFound(session.wordsAheadStrip))
        #expect(session.mode == .choosingWordAhead(session.wordsAheadStrip))
        #expect(session.highlightedScanItem == .target(key: 1, .cell(id: "word-1", row: 0, column: 0)))
        effects = session.reduce(.key(.enter))
        #expect(session.message.words.map(\.label) == ["drink"])
        #expect(effects.records.map(\.unit) == [.predicted])
        #expect(effects.records.map(\.method) == [.step])
    }

    @Test("scanning never steps onto a strip the screen does not show: Next goes from the cells to Controls, and back once it shows")
    func scanSkipsHiddenStrip() throws {
        var session = try Self.session(SessionSettings(speakOnSelect: false, access: .stepScan))
        session.stripShows(false)
        #expect(session.scanItems.suffix(2) != [.wordsAhead, .controls])
        #expect(!session.scanItems.contains(.wordsAhead))
        for _ in 0..<9 { _ = session.reduce(.key(.space)) }
        #expect(
            session.highlightedScanItem == .controls, "after the ninth cell the highlight is on Controls, not on a strip that is not there")
        #expect(!ScreenModel(session: session).isWordsAheadHighlighted)
        session.stripShows(true)
        #expect(session.scanItems.suffix(2) == [.wordsAhead, .controls])
    }

    @Test("the menu turns words ahead off and on, behind the caregiver lock: Screen, Words ahead, On or Off")
    func menuSetting() throws {
        var session = try Self.session()
        #expect(try session.press("/ 1 5") == ["note: Menu", "note: Screen", "note: Words ahead"])
        #expect(session.choiceScreen?.optionLabels.map(english) == ["On", "Off"])
        #expect(session.choiceScreen?.currentOptionID == "on")
        let effects = try session.effects("2")
        #expect(!session.settings.wordsAhead && session.mode == .board)
        #expect(effects.announcements.map { english($0.text) } == ["Words ahead: off"])
        #expect(session.wordsAheadStrip.isEmpty, "the strip goes with it")
        #expect(session.wordsAheadQuery == nil)
        _ = try session.press("/ 1 5 1")
        #expect(session.settings.wordsAhead)

        var locked = try Self.session(
            SessionSettings(speakOnSelect: false, caregiverLock: CaregiverLock(code: "2468", salt: [1, 2, 3, 4])))
        _ = try locked.press("/ 1")
        #expect(
            { if case .enteringCode = locked.mode { true } else { false } }(), "Screen (and so Words ahead) asks for the caregiver code")
    }
}
