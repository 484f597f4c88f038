import TalkGridShipped
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
        _ settings: SessionSettings = SessionSettings(speakOnSelect: false), voices: [VoiceChoice] = [],
        surface: SessionSurface = .terminal
    )
        throws -> Session
    {
        try Session(boardSet: SessionTestBoards.set(Self.board), settings: settings, voices: voices, surface: surface)
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
        #expect(
            screen.optionLabels.map(english) == [
                "Layout: Grid", "Colours: Standard colours", "Pictures: Best for this screen", "Speak the screen: off",
                "Words ahead: on", "Vocabulary level: 5",
            ])
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

    @Test("pictures: the terminal's best, a pixel protocol, block art or none; the current one marked, then back on the board")
    func pictures() throws {
        var session = try session()
        _ = try session.press("/ 1 3")
        #expect(session.mode == .menu(.pictures))
        let screen = try #require(session.choiceScreen)
        #expect(
            screen.optionLabels.map(english) == [
                "Best for this screen", "Sharp (kitty)", "Sharp (sixel)", "Sharp (iTerm2)", "Coloured blocks", "No pictures",
            ])
        #expect(screen.board.cells.allSatisfy { $0.glyph?.isEmpty == false })
        #expect(screen.currentOptionID == "auto")
        let effects = try session.effects("5")
        #expect(session.settings.symbols == .blocks && session.mode == .board)
        #expect(effects.contains(.settingsChanged(session.settings)))
        #expect(effects.announcements.last.map { english($0.text) } == "Pictures: Coloured blocks")
        _ = try session.press("/ 1 3")
        #expect(session.choiceScreen?.currentOptionID == "blocks")
        _ = try session.press("0 0 0")
        #expect(session.mode == .board)
    }

    @Test("text size in a window: where the terminal has Pictures; the desktop's or one of seven steps, then back on the board")
    func textSize() throws {
        var terminal = try session()
        _ = try terminal.press("/ 1")
        #expect(terminal.choiceScreen?.optionLabels.map(english).contains { $0.hasPrefix("Text size") } == false)
        #expect(terminal.choiceScreen?.optionLabels.map(english).contains { $0.hasPrefix("Pictures") } == true)
        var session = try session(surface: .window)
        _ = try session.press("/ 1")
        #expect(
            session.choiceScreen?.optionLabels.map(english) == [
                "Layout: Grid", "Colours: Standard colours", "Text size: As set on the computer", "Speak the screen: off",
                "Words ahead: on", "Vocabulary level: 5",
            ])
        _ = try session.press("3")
        #expect(session.mode == .menu(.textSize))
        let screen = try #require(session.choiceScreen)
        #expect(
            screen.optionLabels.map(english) == [
                "As set on the computer", "Smallest", "Smaller", "Small", "Standard", "Large", "Extra large", "Largest",
            ])
        #expect(screen.board.cells.allSatisfy { $0.glyph?.isEmpty == false })
        #expect(screen.currentOptionID == "desktop")
        // The eighth option is the largest step, an accessibility size.
        let effects = try session.effects("8")
        #expect(session.settings.textSize == 7 && session.mode == .board)
        #expect(effects.contains(.settingsChanged(session.settings)))
        #expect(effects.announcements.last.map { english($0.text) } == "Text size: Largest")
        _ = try session.press("/ 1 3")
        #expect(session.choiceScreen?.currentOptionID == "size-7")
        _ = try session.press("1")
        #expect(session.settings.textSize == nil, "back to the desktop's size")
        _ = try session.press("/ 1 3 0")
        #expect(session.mode == .menu(.screen), "back goes to the screen settings")
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
        let ignoring = try keys.press("/ 2 6 3")
        #expect(ignoring.last == "note: Ignore repeats: 0.25 s", "\(ignoring)")
        #expect(keys.settings.scan.ignoreRepeatsMilliseconds == 250)
        _ = try keys.press("/ 2 1 0")
        #expect(keys.mode == .menu(.access))
        let labels = try #require(keys.choiceScreen).optionLabels.map(english)
        #expect(
            labels == [
                "Keys: Phone, 1 2 3 on top", "Pick with: Number keys", "Pace: 0.5 s", "Say each item: on",
                "Cue voice: the message's voice", "Ignore repeats: 0.25 s", "Caregiver lock: off",
            ])
        #expect(english(ChoiceScreen.seconds(1500)) == "1.5 s")
        #expect(english(ChoiceScreen.seconds(2000)) == "2 s")
        #expect(english(ChoiceScreen.seconds(50)) == "0.05 s")
    }

    @Test("Access, Cue voice: its voice, speed and volume, each one step further; 0 steps back to it, then to Access")
    func cueVoice() throws {
        let voices = [VoiceChoice(id: "en-GB", name: "English (UK)", language: "en-GB")]
        var session = try session(voices: voices)
        #expect(try session.press("/ 2 5").last == "note: Cue voice")
        #expect(session.mode == .menu(.cueVoice))
        #expect(
            try #require(session.choiceScreen).optionLabels.map(english) == [
                "Voice: the message's voice", "Speed: Faster than the message", "Volume: Quieter than the message",
            ])
        _ = try session.press("1")
        #expect(session.mode == .menu(.cueVoiceName))
        #expect(try #require(session.choiceScreen).optionLabels.map(english) == ["The message's voice", "English (UK) (en-GB)"])
        #expect(session.choiceScreen?.currentOptionID == "same")
        #expect(try session.press("2").last == "note: Voice: English (UK)")
        #expect(session.settings.scan.cueVoice.voiceID == "en-GB" && session.mode == .board)

        #expect(try session.press("/ 2 5 2 3").last == "note: Speed: Slow")
        #expect(session.settings.scan.cueVoice.rate == 120)
        #expect(try session.press("/ 2 5 3 2").last == "note: Volume: Quiet")
        #expect(session.settings.scan.cueVoice == CueVoice(voiceID: "en-GB", rate: 120, volume: 40))
        _ = try session.press("/ 2 5 3")
        #expect(session.choiceScreen?.currentOptionID == "volume-0")
        _ = try session.press("0")
        #expect(session.mode == .menu(.cueVoice))
        #expect(
            try #require(session.choiceScreen).optionLabels.map(english) == [
                "Voice: English (UK)", "Speed: Slow", "Volume: Quiet",
            ])
        _ = try session.press("0")
        #expect(session.mode == .menu(.access))
        // Back to the defaults: the first option of each screen.
        _ = try session.press("5 1 1 / 2 5 2 1 / 2 5 3 1")
        #expect(session.settings.scan.cueVoice == CueVoice())
        #expect(session.settings.access == .keys, "nothing else changed")
    }

    @Test("the cue voice screens are scanned like every screen: Access, Cue voice, Speed reached and set with the switches")
    func cueVoiceByScanning() throws {
        var settings = SessionSettings(speakOnSelect: false, access: .stepScan)
        settings.scan.speakItems = true
        var session = try session(settings)
        // Board: hi, you, Controls; Controls: Speak, Delete, Clear, Back, Menu.
        _ = try session.press("space space enter space space space space enter")
        #expect(session.mode == .menu(.main))
        // Main menu: Screen, Access.
        _ = try session.press("space enter")
        #expect(session.mode == .menu(.access))
        // Access: Keys, Pick with, Pace, Say each item, Cue voice.
        let cues = try session.press("space space space space")
        #expect(cues.last == "cue: Cue voice: the message's voice")
        _ = try session.press("enter space enter")
        #expect(session.mode == .menu(.cueSpeed))
        // Cue speed: Faster than the message, Very slow, Slow, Normal, Fast.
        _ = try session.press("space space space space enter")
        #expect(session.settings.scan.cueVoice.rate == 200)
        #expect(session.mode == .board)
    }

    @Test("numbers with decimals follow the language: 1.5 s in English and Chinese, 1,5 s in French, German, Spanish, Portuguese")
    func decimalsFollowTheLanguage() throws {
        let point = ["en", "zh"]
        let comma = ["fr", "de", "es", "pt"]
        for language in point + comma {
            let separator = point.contains(language) ? "." : ","
            let pace = "1\(separator)5"
            let words = ShippedContent.interfaceWords(for: language)
            #expect(words.decimalSeparator == separator)
            #expect(words.text(ChoiceScreen.seconds(1500)).hasPrefix(pace), "\(language): \(words.text(ChoiceScreen.seconds(1500)))")
            #expect(words.text(ChoiceScreen.seconds(250)).hasPrefix("0\(separator)25 "))
            #expect(words.text(ChoiceScreen.seconds(2000)).hasPrefix("2 "))
            // The pace as the Access screen shows it.
            var session = try session(SessionSettings(language: language, speakOnSelect: false, scan: ScanSettings(paceMilliseconds: 1500)))
            _ = try session.press("/ 2")
            let label = try #require(session.choiceScreen?.optionLabels[2])
            #expect(words.text(label).contains(pace + " "), "\(language): \(words.text(label))")
        }
        #expect(DecimalText.digits(-1050, places: 3, separator: ",") == "-1,05")
        #expect(DecimalText.digits(7, places: 0, separator: ",") == "7")
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

    @Test("quit is confirmed twice without a caregiver lock: No and 0 go back to the menu, Yes and Yes again quit")
    func quit() throws {
        var session = try session()
        #expect(try session.press("/ 9") == ["note: Menu", "note: Quit TalkGrid?"])
        #expect(session.mode == .confirmingQuit(again: false))
        #expect(try session.press("2") == ["note: Menu"])
        _ = try session.press("9")
        #expect(try session.press("0") == ["note: Menu"])
        _ = try session.press("9")
        #expect(try session.press("1") == ["note: Really quit? The board closes"])
        #expect(session.mode == .confirmingQuit(again: true))
        #expect(try session.press("2") == ["note: Menu"])
        _ = try session.press("9 1")
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
                // The speech stops first of what is done (the usage record keeps the clear beside it).
                #expect(effects.first { if case .record = $0 { false } else { true } } == .stopSpeaking, "\(effects)")
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
