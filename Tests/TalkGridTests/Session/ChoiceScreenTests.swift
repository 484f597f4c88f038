import Testing

@testable import TalkGrid

@Suite("Session: menu and confirmations")
struct ChoiceScreenTests {
    private static let board: Board = {
        var board = SessionTestBoards.board([["hi", "you"]])
        board.strings = ["fr": ["hi": "salut"], "zh-Hans": ["hi": "你好"]]
        return board
    }()

    private func session(
        _ settings: SessionSettings = SessionSettings(speakOnSelect: false), voices: [VoiceChoice] = []
    )
        throws -> Session
    {
        try Session(boardSet: SessionTestBoards.set(Self.board), settings: settings, voices: voices)
    }

    @Test("/ opens the menu: nine decisions, 3 x 3, each with an icon and a label")
    func mainMenu() throws {
        var session = try session()
        #expect(try session.press("/") == ["note: Menu"])
        #expect(session.mode == .menu(.main))
        let screen = try #require(session.choiceScreen)
        #expect(screen.board.grid.rows == 3 && screen.board.grid.columns == 3)
        #expect(screen.board.cells.count == 9)
        #expect(screen.board.cells.allSatisfy { $0.glyph?.isEmpty == false && !$0.label.isEmpty })
        #expect(screen.optionLabels.allSatisfy { !english($0).isEmpty })
        #expect(session.shownBoard == screen.board)
        #expect(screen.optionLabels.map(english).first == "Screen: Grid, standard colours")
        #expect(try session.press("0") == ["note: Back to Home"])
        #expect(session.mode == .board)
    }

    @Test("screen: layout and colours, each one step further; 0 steps back to the screen, then the menu")
    func screenGroup() throws {
        var session = try session()
        #expect(try session.press("/ 1") == ["note: Menu", "note: Screen"])
        #expect(session.mode == .menu(.screen))
        let screen = try #require(session.choiceScreen)
        #expect(screen.optionLabels.map(english) == ["Layout: Grid", "Colours: Standard colours", "Speak the screen: off"])
        #expect(screen.board.cells.allSatisfy { $0.glyph?.isEmpty == false })
        #expect(screen.currentOptionID == nil, "a list of screens, not a decision")
        #expect(try session.press("2") == ["note: Colours"])
        #expect(try session.press("0") == ["note: Screen"])
        #expect(try session.press("1") == ["note: Layout"])
        #expect(try session.press("0 0") == ["note: Screen", "note: Menu"])
        #expect(try session.press("0") == ["note: Back to Home"])
    }

    @Test("colours: standard or high contrast, the current one marked, then back on the board")
    func colours() throws {
        var session = try session()
        _ = try session.press("/ 1 2")
        #expect(session.mode == .menu(.colours))
        let screen = try #require(session.choiceScreen)
        #expect(screen.optionLabels.map(english) == ["Standard colours", "High contrast"])
        #expect(screen.board.cells.allSatisfy { $0.glyph?.isEmpty == false })
        #expect(screen.board.grid.rows == 1 && screen.board.grid.columns == 2)
        #expect(screen.currentOptionID == "standard")
        let effects = try session.effects("2")
        #expect(session.settings.highContrast && session.mode == .board)
        #expect(effects.contains(.settingsChanged(session.settings)))
        #expect(effects.announcements.last.map { english($0.text) } == "Colours: High contrast")
        _ = try session.press("/")
        #expect(session.choiceScreen?.optionLabels.map(english).first == "Screen: Grid, high contrast")
        _ = try session.press("1 2")
        #expect(session.choiceScreen?.currentOptionID == "high-contrast")
        // The same choice again changes nothing but still returns to the board.
        let again = try session.effects("2")
        #expect(again.count == 1 && again.announcements.map(\.kind) == [.settingChanged])
        #expect(again.announcements.map { english($0.text) } == ["Colours: High contrast"])
        _ = try session.press("/ 1 2 1")
        #expect(!session.settings.highContrast)
    }

    @Test("layout: one decision, then back on the board with the result")
    func layout() throws {
        var session = try session()
        _ = try session.press("/ 1 1")
        #expect(session.mode == .menu(.layout))
        #expect(session.choiceScreen?.currentOptionID == "grid")
        let effects = try session.effects("2")
        #expect(effects.contains(.settingsChanged(session.settings)))
        #expect(effects.announcements.last.map { english($0.text) } == "Layout: Rows")
        #expect(session.settings.layout == .rows && session.mode == .board)
        // In rows the menu options are keys 1-9 from the top.
        _ = try session.press("/ 1 1")
        #expect(session.choiceScreen?.currentOptionID == "rows")
        #expect(session.shownSelection.rowsPage(of: session.shownBoard).map(\.key) == [1, 2])
    }

    @Test("keypad: after choosing numpad, the menu's top-left option is under 7")
    func keypad() throws {
        var session = try session()
        _ = try session.press("/ 2 1 2")
        #expect(session.settings.keypad == .numpad)
        _ = try session.press("/ 7")
        #expect(session.mode == .menu(.screen))
        #expect(session.keyMap.key(row: 0, column: 0) == 7)
    }

    @Test("Access: the method, pace, speak items, ignore repeats and the caregiver lock are here; Back returns to Access")
    func access() throws {
        var session = try session()
        _ = try session.press("/ 2")
        #expect(session.mode == .menu(.access))
        let said = try session.press("2 2")
        #expect(said.last == "note: Pick with: Two switches", "\(said)")
        #expect(session.settings.access == .stepScan)
        var keys = try self.session()
        _ = try keys.press("/ 2 3 1")
        #expect(keys.settings.scan.paceMilliseconds == 500)
        _ = try keys.press("/ 2 4 1")
        #expect(keys.settings.scan.speakItems)
        let ignoring = try keys.press("/ 2 5 3")
        #expect(ignoring.last == "note: Ignore repeats: 0.25 s", "\(ignoring)")
        #expect(keys.settings.scan.ignoreRepeatsMilliseconds == 250)
        _ = try keys.press("/ 2 1 0")
        #expect(keys.mode == .menu(.access))
        let labels = try #require(keys.choiceScreen).optionLabels.map(english)
        #expect(
            labels == [
                "Keys: Phone, 1 2 3 on top", "Pick with: Number keys", "Pace: 0.5 s", "Say each item: on", "Ignore repeats: 0.25 s",
                "Caregiver lock: off",
            ])
        #expect(ChoiceScreen.seconds(1500) == InterfaceText(.valueSeconds, ["seconds": .text("1.5")]))
        #expect(ChoiceScreen.seconds(2000) == InterfaceText(.valueSeconds, ["seconds": .text("2")]))
        #expect(ChoiceScreen.seconds(50) == InterfaceText(.valueSeconds, ["seconds": .text("0.05")]))
    }

    @Test("Access is reached by scanning: Controls, Menu, then the Access entry, all with Space and Enter")
    func accessByScanning() throws {
        var session = try session(SessionSettings(speakOnSelect: false, access: .stepScan))
        // The board's one region is its items: "hi", "you", then Controls; Menu is Controls' fifth.
        _ = try session.press("space space enter space space space space enter")
        #expect(session.mode == .menu(.main))
        _ = try session.press("space enter")
        #expect(session.mode == .menu(.access))
        // Method, then One switch (the third), picked by scanning: auto-scan from now on.
        _ = try session.press("space enter space space enter")
        #expect(session.settings.access == .autoScan)
        #expect(session.mode == .board)
    }

    @Test("voice: many voices zoom like a big board; the choice goes with speech")
    func voices() throws {
        let voices = (1...13).map { VoiceChoice(id: "v\($0)", name: "Voice \($0)", language: "en_us") }
        var session = try session(voices: voices)
        _ = try session.press("/ 3")
        let screen = try #require(session.choiceScreen)
        #expect(screen.board.cells.count == 14)
        #expect(screen.currentOptionID == "automatic")
        // 14 options in 3 columns, 5 rows: the first voice needs a zoom, the last one's band is a
        // single slot and picks at once.
        let first = try #require(
            SelectionRule.keySequence(for: "voice:v1", on: screen.board, layout: .grid, keypad: .phone))
        #expect(first == [.digit(2), .digit(1)])
        let last = try #require(
            SelectionRule.keySequence(for: "voice:v13", on: screen.board, layout: .grid, keypad: .phone))
        #expect(last == [.digit(8)])
        _ = try session.press("8")
        #expect(session.settings.voiceID == "v13" && session.mode == .board)
        _ = try session.press("/")
        #expect(session.choiceScreen?.optionLabels.map(english)[2] == "Voice: Voice 13")
        _ = try session.press("3")
        #expect(session.choiceScreen?.currentOptionID == "voice:v13")
        #expect(session.choiceScreen?.optionLabels.map(english)[1] == "Voice 1 (en-US)")
        _ = try session.press("1")
        #expect(session.keyMap.region == GridRegion(rows: 0..<2, columns: 0..<1))
        _ = try session.press("1")
        #expect(session.settings.voiceID == nil)
    }

    @Test("speed and speak-on-select")
    func rateAndSpeakOnSelect() throws {
        var session = try session()
        #expect(try session.press("/ 4 2") == ["note: Menu", "note: Speed", "note: Speed: Slow"])
        #expect(session.settings.rate == 120)
        _ = try session.press("/ 4")
        #expect(session.choiceScreen?.currentOptionID == "rate-1")
        _ = try session.press("3 / 5 1")
        #expect(session.settings.rate == nil && session.settings.speakOnSelect)
        #expect(try session.press("1") == ["speak: hi"])
    }

    @Test("language: the set's languages by their own names; translations follow")
    func language() throws {
        var session = try session()
        _ = try session.press("/ 6")
        let screen = try #require(session.choiceScreen)
        #expect(
            screen.optionLabels.map(english) == [
                "The board's own language", "English (en)", "Français (fr)", "中文 (zh-Hans)",
            ])
        #expect(screen.currentOptionID == "own")
        _ = try session.press("3")
        #expect(session.settings.language == "fr")
        #expect(session.shownBoard.cells.first?.label == "salut")
        _ = try session.press("/ 6")
        #expect(session.choiceScreen?.currentOptionID == "lang:fr")
    }

    @Test("bring back and say again from the menu")
    func restoreAndRepeat() throws {
        var session = try session()
        #expect(try session.press("/ 7") == ["note: Menu", "note: There is no cleared message to bring back"])
        #expect(session.mode == .menu(.main), "nothing done: the menu stays")
        #expect(try session.press("8") == ["note: No message has been spoken yet"])
        _ = try session.press("0 1 enter * 1")
        #expect(session.message.isEmpty)
        #expect(try session.press("/ 7") == ["note: Menu", "note: Brought back the cleared message"])
        #expect(session.message.text == "hi" && session.mode == .board)
        #expect(try session.press("/ 8") == ["note: Menu", "speak: hi"])
        #expect(session.mode == .board)
    }

    @Test("quit is confirmed: No and 0 go back to the menu, Yes quits")
    func quit() throws {
        var session = try session()
        #expect(try session.press("/ 9") == ["note: Menu", "note: Quit TalkGrid?"])
        #expect(session.mode == .confirmingQuit)
        #expect(try session.press("2") == ["note: Menu"])
        _ = try session.press("9")
        #expect(try session.press("0") == ["note: Menu"])
        _ = try session.press("9")
        #expect(try session.effects("1") == [.stopSpeaking, .quit])
    }

    @Test("clear is confirmed: Yes clears and keeps it to bring back; No, 0 and / keep the message")
    func clear() throws {
        for (keys, clears) in [("1", true), ("2", false), ("0", false), ("left", false), ("/", false)] {
            var session = try session()
            _ = try session.press("1 2")
            #expect(try session.press("*") == ["note: Clear the message?"])
            #expect(session.mode == .confirmingClear)
            #expect(session.choiceScreen?.optionLabels.map(english) == ["Yes, clear it", "No, keep it"])
            let effects = try session.effects(keys)
            #expect(session.mode == .board)
            #expect(session.message.isEmpty == clears, "\(keys)")
            if clears {
                #expect(effects.first == .stopSpeaking)
                #expect(session.lastClearedMessage?.text == "hi you")
            }
        }
    }

    @Test("message keys do nothing on a choice screen, and say so")
    func messageKeysOnChoiceScreens() throws {
        var session = try session()
        _ = try session.press("1")
        for opening in ["*", "/", "/ 1", "/ 1 2", "/ 9"] {
            var onScreen = session
            _ = try onScreen.press(opening)
            let before = onScreen
            for key in ["enter", ".", "*", "right", "+", "-", "up", "down"] {
                let lines = try onScreen.press(key)
                #expect(lines.count == 1 && lines[0].hasPrefix("note: "), "\(opening) then \(key)")
                #expect(onScreen == before, "\(opening) then \(key) changed the session")
            }
        }
    }

    /// Every kind of state the keys can meet.
    private static let openings = [
        "", "2", "1", "*", "/", "/ 1", "/ 1 1", "/ 1 2", "/ 2", "/ 3", "/ 4", "/ 5", "/ 6", "/ 9",
    ]

    @Test("every key in every mode changes something or says why not", arguments: openings)
    func everyKeyEveryMode(opening: String) throws {
        let keys = "0 1 2 3 4 5 6 7 8 9 enter . * + - / up down left right".split(separator: " ").map(String.init)
        for layout in BoardLayout.allCases {
            var start = try session(SessionSettings(layout: layout, speakOnSelect: false))
            _ = try start.press(opening)
            for key in keys {
                var session = start
                let effects = try session.effects(key)
                #expect(session != start || !effects.isEmpty, "\(layout) \(opening) then \(key) did nothing silently")
            }
        }
    }
}
