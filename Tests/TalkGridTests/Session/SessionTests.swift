import TalkGridRun
import TalkGridShipped
import TalkGridStore
import Testing

@testable import TalkGrid

/// A small set: a 3 x 3 home board, a food board with French translations, and a tools board
/// holding every OBF action.
private enum Fixture {
    static let home = SessionTestBoards.board([
        ["I", "Food", "I want"], ["walk", "+ing", "?"], ["space", "Missing", "Tools"],
    ]) {
        cells in
        func edit(_ id: String, _ change: (inout Cell) -> Void) { change(&cells[cells.firstIndex { $0.id == id }!]) }
        edit("Food") { $0.link = BoardLink(id: "food") }
        edit("I want") {
            $0.vocalization = "I want"
            $0.link = BoardLink(path: "boards/food.obf")
        }
        edit("space") { $0.actions = [.space] }
        edit("Missing") { $0.link = BoardLink(id: "nowhere", name: "Toys") }
        edit("Tools") { $0.link = BoardLink(id: "tools") }
    }

    static let food: Board = {
        var board = SessionTestBoards.board(id: "food", name: "Food", [["apple", "bread"], ["Home", "juice"]]) {
            cells in
            cells[2].actions = [.home]
            cells[3].soundID = "s1"
        }
        board.strings = ["fr": ["apple": "pomme", "Food": "Nourriture", "Home": "Accueil"]]
        board.sounds = ["s1": BoardSound(id: "s1", path: "sounds/juice.mp3")]
        return board
    }()

    static let tools = SessionTestBoards.board(
        id: "tools", name: "Tools", [["say", "wipe", "undo"], ["house", "back", "magic"], ["web", "a", "b"]]
    ) { cells in
        cells[0].actions = [.speak]
        cells[1].actions = [.clear]
        cells[2].actions = [.backspace]
        cells[3].actions = [.home]
        cells[4].actions = [.back]
        cells[5].actions = [.unknown(":ext_magic")]
        cells[6].link = BoardLink(url: "https://example.com/board.obf")
        cells[7].actions = [.append("a")]
        cells[8].label = "+b"
    }

    static func session(_ settings: SessionSettings = SessionSettings(speakOnSelect: false)) throws -> Session {
        try SessionTestBoards.session(home, food, tools, settings: settings)
    }
}

@Suite("Session: board keys")
struct SessionBoardTests {
    @Test("a word cell adds its word; Enter speaks the message; picks, the message and a delete are recorded with their method")
    func wordsAndSpeak() throws {
        var session = try Fixture.session()
        let picks = try session.effects("1 4 5")
        #expect(picks.withoutRecords.isEmpty)
        #expect(picks.records.map(\.action) == [.pick, .pick, .pick] && picks.records.allSatisfy { $0.method == .key })
        #expect(picks.records.map(\.unit) == [.word, .word, .ending])
        #expect(session.message.text == "I walking")
        let effects = try session.effects("enter")
        let utterance = Utterance(text: "I walking", language: "en")
        let said = UsageEvent(.said, method: .key, language: "en", board: session.currentBoard.id, text: "I walking")
        #expect(effects == [.speak(utterance), .record(said)])
        #expect(session.lastSpokenMessage == utterance)
        #expect(session.message.text == "I walking", "speaking keeps the message")
        let deleted = try session.effects(".").records
        #expect(deleted.map(\.action) == [.delete] && deleted.first?.text == "ing")
        #expect(session.message.text == "I walk")
    }

    @Test("a changed form of the last word is recorded as a pick of a changed word (LAM WPR), by the method of the key that asked")
    func changedWordRecorded() throws {
        var session = try Fixture.session()
        _ = try session.effects("1 4")
        let changed = session.reduce(.changedWord("walked"))
        #expect(session.message.text == "I walked")
        #expect(changed.records.map(\.unit) == [.predicted] && changed.records.first?.text == "walked")
        #expect(changed.records.first?.action == .pick && changed.records.first?.method == .key)
        #expect(session.reduce(.changedWord(nil)).records.isEmpty, "no form: nothing changed, nothing recorded")
    }

    @Test("Enter, . and * on an empty message only say so")
    func emptyMessage() throws {
        var session = try Fixture.session()
        #expect(
            try session.press("enter . *") == [
                "note: The message is empty", "note: The message is empty", "note: The message is already empty",
            ])
        #expect(session.mode == .board)
    }

    @Test(". deletes the last word")
    func delete() throws {
        var session = try Fixture.session()
        _ = try session.press("1 4 5 .")
        #expect(session.message.text == "I walk")
    }

    @Test("a category folder only navigates; 0 goes back; 0 on the first board says so")
    func folderAndBack() throws {
        var session = try Fixture.session()
        #expect(try session.press("2") == ["note: Opened Food"])
        #expect(session.message.isEmpty)
        #expect(session.boardStack == ["home", "food"])
        #expect(session.canGoBack)
        #expect(try session.press("0") == ["note: Back to Home"])
        #expect(try session.press("0") == ["note: This is the first board"])
        #expect(try session.press("left") == ["note: This is the first board"])
        _ = try session.press("2")
        #expect(try session.press("left") == ["note: Back to Home"])
    }

    @Test("a folder with a vocalization adds it (by default), by path link")
    func vocalizedFolder() throws {
        var session = try Fixture.session()
        #expect(try session.press("3 1") == ["note: Opened Food"])
        #expect(session.message.text == "I want apple")
        #expect(session.message.utterance().text == "I want apple")
    }

    @Test("folder word policy: always and never", arguments: [FolderWordPolicy.always, .never, .whenVocalized])
    func folderPolicy(policy: FolderWordPolicy) throws {
        var session = try Fixture.session(SessionSettings(speakOnSelect: false, folderWords: policy))
        _ = try session.press("2 0 3")
        switch policy {
        case .always: #expect(session.message.text == "Food I want")
        case .never: #expect(session.message.isEmpty)
        case .whenVocalized: #expect(session.message.text == "I want")
        }
    }

    @Test("a link to a board not in the set is announced and the person stays")
    func missingBoard() throws {
        var session = try Fixture.session()
        let effects = try session.effects("8")
        #expect(effects.announcements.map(\.kind) == [.missingBoard])
        #expect(effects.announcements.map { english($0.text) } == ["The board Toys is not in this set"])
        #expect(session.boardStack == ["home"])
        #expect(try session.press("9 7").last?.hasPrefix("note: This folder opens a board on the web") == true)
        #expect(session.currentBoard.id == "tools")
    }

    @Test("punctuation attaches; :space ends a spelled word")
    func punctuationAndSpace() throws {
        var session = try Fixture.session()
        _ = try session.press("1 6 9 8 9 0 7 9 9 8")
        #expect(session.message.text == "I? ab ba")
    }

    @Test("a key with nothing under it says so and changes nothing")
    func nothingUnderKey() throws {
        var session = try Fixture.session()
        _ = try session.press("2")
        let before = session
        #expect(try session.press("3") == ["note: Nothing is under key 3"])
        #expect(session == before)
    }

    @Test("+, -, up, down in the grid layout: the board does not page; right, with no word yet, has no word to change")
    func gridPaging() throws {
        var session = try Fixture.session()
        let before = session
        #expect(
            try session.press("+ - up down right") == Array(repeating: "note: This board has only one page", count: 4)
                + ["note: There is no word to change: pick a word first"])
        #expect(session == before)
    }

    @Test("rows layout: keys 1-9 from the top in both keypads, + and - page, down and up too")
    func rowsLayout() throws {
        let big = SessionTestBoards.numbered(rows: 4, columns: 4)
        var session = try SessionTestBoards.session(
            big, settings: SessionSettings(layout: .rows, keypad: .numpad, speakOnSelect: false))
        _ = try session.press("1 9")
        #expect(session.message.text == "r0c0 r2c0")
        #expect(try session.press("+") == ["note: Page 2 of 2"])
        #expect(try session.press("down") == ["note: This is the last page"])
        _ = try session.press("7")
        #expect(session.message.text == "r0c0 r2c0 r3c3")
        #expect(session.selection.page == 0, "a pick returns to the first page")
        #expect(
            try session.press("down up -") == [
                "note: Page 2 of 2", "note: Page 1 of 2", "note: This is the first page",
            ])
    }

    @Test("zoom on a big board: in, out with 0, then back to the previous board")
    func zoom() throws {
        let big = SessionTestBoards.numbered(rows: 6, columns: 6, id: "big")
        var home = SessionTestBoards.board([["Big"]])
        home.cells[0].link = BoardLink(id: "big")
        var session = try SessionTestBoards.session(home, big)
        _ = try session.press("1 9")
        #expect(session.selection.zoomPath == [KeypadPosition(row: 2, column: 2)])
        #expect(session.keyMap.region == GridRegion(rows: 4..<6, columns: 4..<6))
        #expect(try session.press("0").isEmpty)
        #expect(session.selection.zoomPath.isEmpty)
        _ = try session.press("9 4")
        #expect(session.message.text == "r5c4")
        #expect(session.selection.zoomPath.isEmpty)
        #expect(try session.press("9 0 0") == ["note: Back to Home"])
    }

    @Test("opening a board already on the way back returns to it")
    func noGrowingStack() throws {
        var session = try Fixture.session()
        _ = try session.press("9 5 9 5")
        #expect(session.boardStack == ["home"])
        _ = try session.press("9 4")
        #expect(session.boardStack == ["home"])
        _ = try session.press("2 4")
        #expect(session.boardStack == ["home"])
    }

    @Test("OBF actions: :speak, :backspace, :home, :back, +a, unsupported")
    func actions() throws {
        var session = try Fixture.session()
        _ = try session.press("1 9")
        let spoken = try session.effects("1")
        #expect(spoken.spoken.map(\.text) == ["I"])
        #expect(try session.press("3") == [])
        #expect(session.message.isEmpty)
        #expect(try session.press("3") == ["note: The message is empty"])
        #expect(try session.press("6") == ["note: TalkGrid does not support the action :ext_magic (on magic)"])
        #expect(try session.press("5") == ["note: Back to Home"])
        #expect(try session.press("9 4") == ["note: Opened Tools", "note: Opened Home"])
        #expect(session.boardStack == ["home"])
    }

    @Test(":clear asks first, like *")
    func clearAction() throws {
        var session = try Fixture.session()
        _ = try session.press("1 9")
        #expect(try session.press("2") == ["note: Clear the message?"])
        #expect(session.mode == .confirmingClear)
        _ = try session.press("1")
        #expect(session.message.isEmpty)
        #expect(session.lastClearedMessage?.text == "I")
    }

    @Test("speak-on-select: a word, a letter, a suffix as its whole word, a recording with its fallback")
    func speakOnSelect() throws {
        var session = try Fixture.session(SessionSettings(speakOnSelect: true))
        #expect(try session.press("4 5") == ["speak: walk", "speak: walking"])
        _ = try session.press("9")
        #expect(try session.press("8") == ["speak: a"])
        _ = try session.press("5 5 2")
        let effects = try session.effects("5")
        #expect(
            effects.withoutRecords == [.playSound(boardID: "food", soundID: "s1", fallback: Utterance(text: "juice", language: "en"))])
        #expect(effects.records.map(\.text) == ["juice"], "the pick is recorded too")
        #expect(EffectInterpreter().reaction(to: effects).transcript == ["speak: juice"])
    }

    @Test("the chosen voice goes with every utterance")
    func voice() throws {
        var session = try Fixture.session(SessionSettings(voiceID: "anna", speakOnSelect: true))
        let effects = try session.effects("1 enter")
        #expect(effects.spoken.allSatisfy { $0.voiceID == "anna" } && effects.spoken.count == 2)
    }
}

@Suite("Session: translations")
struct SessionTranslationTests {
    @Test("labels, vocalizations and board names come from strings for the session language")
    func french() throws {
        var session = try Fixture.session(SessionSettings(language: "fr-CA", speakOnSelect: false))
        #expect(try session.press("2") == ["note: Ouvert : Nourriture"], "TalkGrid's words follow the language too")
        #expect(session.shownBoard.cells.map(\.label) == ["pomme", "bread", "Accueil", "juice"])
        _ = try session.press("1 2")
        #expect(session.message.text == "pomme bread")
        #expect(
            session.message.utterance().segments == [
                Utterance.Segment(text: "pomme", language: "fr-CA"), Utterance.Segment(text: "bread", language: "en"),
            ])
    }

    @Test("the board's own language, or no matching strings, shows the original")
    func original() throws {
        for language in [nil, "en-GB", "de"] as [String?] {
            var session = try Fixture.session(SessionSettings(language: language, speakOnSelect: false))
            _ = try session.press("2 1")
            #expect(session.message.entries.map(\.language) == ["en"])
            #expect(session.message.text == "apple")
        }
    }

    @Test("a board with no locale takes the set's language")
    func noLocale() throws {
        var board = SessionTestBoards.board([["水"]])
        board.locale = nil
        var session = try SessionTestBoards.session(board)
        _ = try session.press("1 1")
        #expect(session.message.utterance().segments == [Utterance.Segment(text: "水 水", language: "en")])
        board.locale = "zh_CN"
        var chinese = try SessionTestBoards.session(board)
        _ = try chinese.press("1 1")
        #expect(chinese.message.utterance().segments == [Utterance.Segment(text: "水水", language: "zh-CN")])
    }
}

@Suite("Session: commands")
struct SessionCommandTests {
    @Test("each setting command changes the setting once and reports it")
    func settings() throws {
        var session = try Fixture.session()
        let inputs: [SessionInput] = [
            .setLayout(.rows), .setKeypad(.numpad), .setLanguage("fr_ca"), .setSpeakOnSelect(true), .setVoice("v"),
            .setRate(180), .setFolderWords(.never), .setHighContrast(true),
        ]
        for input in inputs {
            let effects = session.reduce(input)
            #expect(effects == [.settingsChanged(session.settings)])
            #expect(session.reduce(input).isEmpty, "the same value again changes nothing")
        }
        #expect(
            session.settings
                == SessionSettings(
                    layout: .rows, keypad: .numpad, language: "fr-CA", voiceID: "v", rate: 180, speakOnSelect: true,
                    folderWords: .never, highContrast: true))
    }

    @Test("a new layout starts the selection at the top")
    func layoutResetsSelection() throws {
        var session = try SessionTestBoards.session(SessionTestBoards.numbered(rows: 6, columns: 6))
        _ = try session.press("1")
        #expect(!session.selection.zoomPath.isEmpty)
        _ = session.reduce(.setLayout(.rows))
        #expect(session.selection == Selection())
    }

    @Test("restore brings back the cleared message and swaps with the current one")
    func restore() throws {
        var session = try Fixture.session()
        #expect(session.reduce(.restoreClearedMessage).announcements.map(\.kind) == [.nothingToDo])
        _ = try session.press("1 4 * 1")
        #expect(session.message.isEmpty)
        _ = try session.press("6")
        #expect(session.reduce(.restoreClearedMessage).announcements.map(\.kind) == [.messageChanged])
        #expect(session.message.text == "I walk")
        #expect(session.lastClearedMessage?.text == "?")
        _ = session.reduce(.restoreClearedMessage)
        #expect(session.message.text == "?")
    }

    @Test("repeat says the last spoken message again")
    func repeatLast() throws {
        var session = try Fixture.session()
        #expect(session.reduce(.repeatLastMessage).announcements.map { english($0.text) } == ["No message has been spoken yet"])
        _ = try session.press("1 enter .")
        #expect(session.reduce(.repeatLastMessage) == [.speak(Utterance(text: "I", language: "en"))])
    }

    @Test("a set without its root board cannot start a session")
    func missingRoot() {
        let set = BoardSet(rootID: "x", boards: [:], boardOrder: [])
        #expect(throws: SessionError.missingRootBoard("x")) { try Session(boardSet: set) }
    }
}
