import Testing

@testable import TalkGrid

/// Boards and helpers for the scanning tests.
private enum Scan {
    static func settings(
        _ access: AccessMethod = .stepScan, layout: BoardLayout = .grid, keypad: Keypad = .phone,
        scan: ScanSettings = ScanSettings()
    ) -> SessionSettings {
        SessionSettings(layout: layout, keypad: keypad, speakOnSelect: false, access: access, scan: scan)
    }

    /// The items of the current level, written short: a cell by its id, a region by the ids of
    /// its top-left slot (`[r0c0]`), `Controls`, `Back`, and controls by their names.
    static func names(_ session: Session) -> [String] {
        session.scanItems.map { name($0, on: session) }
    }

    static func highlighted(_ session: Session) -> String? {
        session.highlightedScanItem.map { name($0, on: session) }
    }

    static func name(_ item: ScanItem, on session: Session) -> String {
        switch item {
        case .target(_, .cell(let id, _, _)): id
        case .target(_, .region(let region, _)):
            "[" + (session.shownBoard.grid.cellID(row: region.rows.lowerBound, column: region.columns.lowerBound) ?? "-")
                + "]"
        case .controls: "Controls"
        case .back: "Back"
        case .message: "Message"
        case .wordsAhead: "Words ahead"
        case .control(let key): english(Session.controlName(key))
        }
    }

    /// A 2 x 2 home board with a folder to a 6 x 6 board.
    static func homeWithFolder() -> [Board] {
        let home = SessionTestBoards.board([["hello", "more"], ["yes", "no"]]) { cells in
            cells[1].link = BoardLink(id: "big")
        }
        return [home, SessionTestBoards.numbered(rows: 6, columns: 6, id: "big")]
    }
}

@Suite("Session: step scanning")
struct StepScanningTests {
    @Test("top level: the zoom regions in reading order, then Controls; the highlight starts on the first")
    func topLevelReadingOrder() throws {
        let session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 6, columns: 6), settings: Scan.settings())
        #expect(
            Scan.names(session) == [
                "[r0c0]", "[r0c2]", "[r0c4]", "[r2c0]", "[r2c2]", "[r2c4]", "[r4c0]", "[r4c2]", "[r4c4]", "Controls",
            ])
        #expect(Scan.highlighted(session) == "[r0c0]")
        #expect(session.scanItems.first?.key == .digit(1))
    }

    @Test("reading order is the same with the numpad keypad (7 8 9 on top); the keys follow the keypad")
    func numpadReadingOrder() throws {
        let session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 6, columns: 6), settings: Scan.settings(keypad: .numpad))
        #expect(Scan.names(session).first == "[r0c0]")
        #expect(session.scanItems.compactMap(\.key) == [7, 8, 9, 4, 5, 6, 1, 2, 3].map(Key.digit))
    }

    @Test("regions with no visible cell are skipped; hidden cells count as empty")
    func emptyRegionsSkipped() throws {
        var rows: [[String?]] = (0..<6).map { row in (0..<6).map { "r\(row)c\($0)" } }
        for row in 0..<2 { for column in 2..<4 { rows[row][column] = nil } }
        let board = SessionTestBoards.board(rows) { cells in
            for index in cells.indices where cells[index].id.hasPrefix("r4") || cells[index].id.hasPrefix("r5") {
                if cells[index].id.hasSuffix("c0") || cells[index].id.hasSuffix("c1") { cells[index].hidden = true }
            }
        }
        let session = try SessionTestBoards.session(board, settings: Scan.settings())
        #expect(
            Scan.names(session) == [
                "[r0c0]", "[r0c4]", "[r2c0]", "[r2c2]", "[r2c4]", "[r4c2]", "[r4c4]", "Controls",
            ])
    }

    @Test("Select on a region enters it: its cells, then Back; Back returns to the top level's first item")
    func enterRegionAndBack() throws {
        var session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 6, columns: 6), settings: Scan.settings())
        _ = try session.press("space enter")
        #expect(session.selection.zoomPath == [KeypadPosition(row: 0, column: 1)])
        #expect(Scan.names(session) == ["r0c2", "r0c3", "r1c2", "r1c3", "Back"])
        #expect(Scan.highlighted(session) == "r0c2")
        _ = try session.press("space space space space")
        #expect(Scan.highlighted(session) == "Back")
        _ = try session.press("enter")
        #expect(session.selection.zoomPath.isEmpty)
        #expect(Scan.highlighted(session) == "[r0c0]")
    }

    @Test("a region of a single slot is the cell: Select picks it, exactly as its key would")
    func singleSlotRegion() throws {
        // 4 x 4: bands 2, 1, 1 both ways, so the middle band (1, 1) is the single slot r2c2.
        let board = SessionTestBoards.numbered(rows: 4, columns: 4)
        var session = try SessionTestBoards.session(board, settings: Scan.settings())
        #expect(
            Scan.names(session) == [
                "[r0c0]", "[r0c2]", "[r0c3]", "[r2c0]", "r2c2", "r2c3", "[r3c0]", "r3c2", "r3c3", "Controls",
            ])
        #expect(session.scanItems[4].key == .digit(5))
        var byKey = session
        _ = try session.press("space space space space enter")
        _ = try byKey.press("5")
        #expect(session.message.text == "r2c2")
        #expect(byKey.message == session.message)
        #expect(Scan.highlighted(session) == "Message", "after a pick the highlight starts at the top again: the message bar")
    }

    @Test("Controls: Speak, Delete, Clear, Back, Menu; Next after Menu leaves Controls for the board's first item")
    func controls() throws {
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings())
        #expect(Scan.names(session) == ["hello", "more", "yes", "no", "Controls"])
        _ = try session.press("space space space space enter")
        #expect(session.scan.isInControls)
        #expect(Scan.names(session) == ["Speak", "Delete", "Clear", "Back", "Menu"])
        #expect(Scan.highlighted(session) == "Speak")
        _ = try session.press("space space space space")
        #expect(Scan.highlighted(session) == "Menu")
        _ = try session.press("space")
        #expect(!session.scan.isInControls)
        #expect(Scan.highlighted(session) == "hello")
    }

    @Test("Enter selects and does not speak; Speak through Controls speaks and stays on Speak")
    func speakThroughControls() throws {
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings())
        #expect(try session.press("enter").isEmpty, "Enter picked hello, it did not speak")
        #expect(session.message.text == "hello")
        #expect(try session.press("space space space space enter").isEmpty, "Select on no adds it")
        #expect(session.message.text == "hello no")
        #expect(try session.press("space space space space space enter enter") == ["speak: hello no"])
        #expect(Scan.highlighted(session) == "Speak")
        _ = try session.press("space enter enter")
        #expect(session.message.text.isEmpty, "Delete stays on Delete, so two presses delete two words")
        #expect(Scan.highlighted(session) == "Delete")
    }

    @Test("while the message holds words the message bar is the first item: one Select speaks it, again and again")
    func messageBar() throws {
        var session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 6, columns: 6), settings: Scan.settings())
        #expect(Scan.names(session).first == "[r0c0]", "an empty message is no item")
        _ = try session.press("enter enter")
        #expect(session.message.text == "r0c0")
        #expect(Scan.names(session).first == "Message" && Scan.names(session).count == 11)
        #expect(Scan.highlighted(session) == "Message")
        #expect(try session.press("enter") == ["speak: r0c0"])
        #expect(Scan.highlighted(session) == "Message", "the highlight stays on the bar")
        #expect(try session.press("enter") == ["speak: r0c0"], "so the message is said again with one press")
        _ = try session.press("space enter")
        #expect(Scan.names(session) == ["r0c0", "r0c1", "r1c0", "r1c1", "Back"], "inside a region: no message bar")
        _ = try session.press("space enter")
        #expect(session.message.text == "r0c0 r0c1")
        #expect(Scan.highlighted(session) == "Message")
        // As the effort report counts it: one press speaks; the way through Controls costs 11.
        #expect(ScanItem.pressesToSpeak(from: session.scanItems, layout: .grid) == 1)
        #expect(ScanItem.pressesToSpeak(from: Array(session.scanItems.dropFirst()), layout: .grid) == 11)
    }

    @Test("Clear asks Yes/No, scanned the same way: Yes, No, Back")
    func clearConfirmation() throws {
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings())
        _ = try session.press("enter space space space space space enter space space")
        #expect(Scan.highlighted(session) == "Clear")
        _ = try session.press("enter")
        #expect(session.mode == .confirmingClear)
        #expect(Scan.names(session) == ["yes", "no", "Back"])
        #expect(Scan.highlighted(session) == "yes")
        _ = try session.press("space enter")
        #expect(session.mode == .board && session.message.text == "hello", "No keeps the message")
        #expect(Scan.highlighted(session) == "Message", "back on the board at its first item")
        _ = try session.press("space space space space space enter space space enter enter")
        #expect(session.mode == .board && session.message.isEmpty, "Yes clears")
    }

    @Test("a folder opens its board at the top level's first item; Back in Controls goes back a board")
    func folderAndBackControl() throws {
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], Scan.homeWithFolder()[1], settings: Scan.settings())
        _ = try session.press("space enter")
        #expect(session.currentBoard.id == "big")
        #expect(Scan.highlighted(session) == "[r0c0]")
        _ = try session.press(Array(repeating: "space", count: 9).joined(separator: " ") + " enter")
        _ = try session.press("space space space enter")
        #expect(session.currentBoard.id == "home")
        #expect(Scan.highlighted(session) == "hello")
    }

    @Test("Next after the last item wraps to the first")
    func wrapAround() throws {
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings())
        _ = try session.press("space space space space")
        #expect(Scan.highlighted(session) == "Controls")
        _ = try session.press("space")
        #expect(Scan.highlighted(session) == "hello")
        _ = try session.press("space enter")
        _ = try session.press("enter")
        #expect(session.selection.zoomPath.isEmpty)
    }

    @Test("number keys keep working for a helper, and the highlight starts again at the top")
    func numberKeysStillWork() throws {
        var session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 6, columns: 6), settings: Scan.settings())
        _ = try session.press("space space 5")
        #expect(session.selection.zoomPath == [KeypadPosition(row: 1, column: 1)])
        #expect(Scan.highlighted(session) == "r2c2")
        _ = try session.press("1")
        #expect(session.message.text == "r2c2")
        #expect(Scan.highlighted(session) == "Message")
    }

    @Test("ticks do nothing in step scanning; with the number keys Space asks for the words ahead and a tick does nothing")
    func ticksAndSpaceElsewhere() throws {
        var scanning = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings())
        #expect(scanning.reduce(.tick).isEmpty)
        #expect(Scan.highlighted(scanning) == "hello")
        var keys = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings(.keys))
        #expect(keys.highlightedScanItem == nil)
        #expect(keys.reduce(.key(.space)) == [.findWordsAhead(after: [], spelling: nil)])
        #expect(keys.reduce(.tick).isEmpty)
        #expect(try keys.press("enter") == ["note: The message is empty"], "Enter speaks with the number keys")
    }

    @Test("the switch keys are configurable: 1 and 2 as Next and Select")
    func configurableSwitches() throws {
        let settings = Scan.settings(scan: ScanSettings(nextKey: .digit(1), selectKey: .digit(2)))
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: settings)
        _ = try session.press("1 1 2")
        #expect(session.message.text == "yes")
        _ = try session.press("space")
        #expect(Scan.highlighted(session) == "Message", "Space is no switch now: it did nothing")
    }

    @Test("choice screens: the options, then Back; the menu is reached through Controls")
    func menuIsScanned() throws {
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: Scan.settings())
        _ = try session.press("space space space space enter space space space space enter")
        #expect(session.mode == .menu(.main))
        #expect(Scan.names(session).count == session.choiceScreen!.board.cells.count + 1)
        #expect(Scan.names(session).last == "Back")
        #expect(Scan.highlighted(session) == "screen")
        _ = try session.press("enter")
        #expect(session.mode == .menu(.screen))
        #expect(Scan.names(session) == ["layout", "colours", "pictures", "speak-screen", "words-ahead", "level", "Back"])
        _ = try session.press("enter space enter")
        #expect(session.settings.layout == .rows)
        #expect(session.mode == .board)
        #expect(Scan.highlighted(session) == "hello")
    }

    @Test("rows layout: the page's cells, then Controls with the page keys")
    func rowsLayout() throws {
        var session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 4, columns: 3), settings: Scan.settings(layout: .rows))
        #expect(Scan.names(session) == (0..<9).map { "r\($0 / 3)c\($0 % 3)" } + ["Controls"])
        _ = try session.press(Array(repeating: "space", count: 9).joined(separator: " ") + " enter")
        #expect(
            Scan.names(session) == ["Speak", "Delete", "Clear", "Back", "Menu", "Next page", "Previous page"])
        _ = try session.press("space space space space space enter")
        #expect(session.selection.page == 1)
        #expect(Scan.names(session) == ["r3c0", "r3c1", "r3c2", "Controls"])
        #expect(Scan.highlighted(session) == "r3c0")
        _ = try session.press("space enter")
        #expect(session.message.text == "r3c1")
    }

    @Test("a paged choice screen in rows: options, Next page, Previous page, Back")
    func pagedChoiceScreen() throws {
        let voices = (1...12).map { VoiceChoice(id: "v\($0)", name: "Voice \($0)", language: "en") }
        var session = try Session(
            boardSet: SessionTestBoards.set(Scan.homeWithFolder()[0]), settings: Scan.settings(layout: .rows),
            voices: voices)
        _ = try session.press("/ 3")
        #expect(session.mode == .menu(.voice))
        let names = Scan.names(session)
        #expect(names.count == 9 + 3)
        #expect(names.suffix(3) == ["Next page", "Previous page", "Back"])
    }
}

@Suite("Session: auto-scan")
struct AutoScanTests {
    private func session(loops: Int = 2) throws -> Session {
        try SessionTestBoards.session(
            Scan.homeWithFolder()[0], settings: Scan.settings(.autoScan, scan: ScanSettings(loops: loops)))
    }

    @Test("a tick moves the highlight on; either switch selects what it is on")
    func tickAndSelect() throws {
        var session = try session()
        _ = try session.press("tick tick")
        #expect(Scan.highlighted(session) == "yes")
        _ = try session.press("space")
        #expect(session.message.text == "yes")
        #expect(Scan.highlighted(session) == "Message")
        _ = try session.press("tick tick tick tick enter")
        #expect(session.message.text == "yes no")
    }

    @Test("after the set number of full cycles with no press it stops on the first item and waits")
    func stopsAfterLoops() throws {
        var session = try session(loops: 2)
        let items = Scan.names(session).count
        _ = try session.press(Array(repeating: "tick", count: items * 2 - 1).joined(separator: " "))
        #expect(!session.scan.isWaiting)
        _ = try session.press("tick")
        #expect(session.scan.isWaiting)
        #expect(Scan.highlighted(session) == "hello")
        _ = try session.press("tick tick tick")
        #expect(Scan.highlighted(session) == "hello", "ticks do nothing while it waits")
        _ = try session.press("enter")
        #expect(session.message.isEmpty, "the press restarts it and picks nothing")
        #expect(!session.scan.isWaiting)
        _ = try session.press("tick tick enter")
        #expect(session.message.text == "yes", "and it runs again from the first item")
    }

    @Test("a press resets the count of cycles")
    func pressResetsLoops() throws {
        var session = try session(loops: 1)
        let items = Scan.names(session).count
        _ = try session.press(Array(repeating: "tick", count: items - 1).joined(separator: " "))
        _ = try session.press("enter")
        #expect(Scan.names(session) == ["Speak", "Delete", "Clear", "Back", "Menu"])
        _ = try session.press("tick tick tick tick tick")
        #expect(Scan.highlighted(session) == "hello", "leaving Controls lands on the board's first item")
        #expect(session.scan.isWaiting, "one full cycle with no press, then it waits")
    }
}

@Suite("Session: auditory scanning")
struct AuditoryScanningTests {
    @Test("each highlighted item is said in the cue voice: cells by label, regions by their first cell, controls by name")
    func cues() throws {
        let settings = Scan.settings(scan: ScanSettings(speakItems: true))
        let boards = Scan.homeWithFolder()
        var session = try SessionTestBoards.session(boards[0], boards[1], settings: settings)
        #expect(try session.press("space") == ["cue: more"])
        #expect(try session.press("enter") == ["note: Opened Home", "cue: r0c0"])
        #expect(try session.press("space") == ["cue: r0c2"])
        var controls = session
        _ = try controls.press(Array(repeating: "space", count: 8).joined(separator: " "))
        #expect(try controls.press("enter space") == ["cue: Speak", "cue: Delete"])
        #expect(try session.press("enter") == ["cue: r0c2"])
        #expect(try session.press("space space space space") == ["cue: r0c3", "cue: r1c2", "cue: r1c3", "cue: Back"])
    }

    @Test("the picked word is then spoken in the main voice")
    func pickedWordInMainVoice() throws {
        var settings = Scan.settings(scan: ScanSettings(speakItems: true))
        settings.speakOnSelect = true
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: settings)
        let effects = try session.effects("enter")
        #expect(effects.spoken == [Utterance(text: "hello", language: "en")])
        #expect(effects.last == .cue(.interface(InterfaceText(.controlSpeak))), "then the cue names the message bar")
    }

    @Test("the message is said at the person's speed; the cue voice is by default that voice, a third faster and quieter")
    func cueVoiceDefaults() throws {
        var settings = Scan.settings(scan: ScanSettings(speakItems: true))
        settings.speakOnSelect = true
        settings.voiceID = "en-GB"
        settings.rate = 150
        var session = try SessionTestBoards.session(Scan.homeWithFolder()[0], settings: settings)
        let spoken = try #require(try session.effects("enter").spoken.first)
        #expect(spoken.voiceID == "en-GB" && spoken.prosody == Prosody(rate: 150))
        #expect(spoken.prosody.rate(overVoice: 175) == 150 && spoken.prosody.volume(overVoice: 100) == 100)

        let cue = CueVoice().cue(Utterance(text: "more", language: "en"), messageSettings: settings)
        #expect(cue.text == "more" && cue.voiceID == "en-GB")
        #expect(cue.prosody.rate(overVoice: 175) == 199, "150 words a minute, a third faster")
        #expect(cue.prosody.volume(overVoice: 100) == 60)
        #expect(cue.prosody.volume(overVoice: 150) == 90)
        // With the voice's own speed, the cue is a third faster than the voice.
        let own = CueVoice().cue(Utterance(text: "more", language: "en"), messageSettings: SessionSettings())
        #expect(own.voiceID == nil && own.prosody.rate(overVoice: 165) == 219)
    }

    @Test("each part of the cue voice can be set: another voice, its own speed, its own volume; all within espeak-ng's range")
    func cueVoiceSet() throws {
        var settings = SessionSettings(voiceID: "en-US", rate: 150)
        settings.scan.cueVoice = CueVoice(voiceID: "en-GB", rate: 90, volume: 150)
        let cue = settings.scan.cueVoice.cue(Utterance(text: "Back", language: "en"), messageSettings: settings)
        #expect(cue.voiceID == "en-GB")
        #expect(cue.prosody.rate(overVoice: 175) == 90 && cue.prosody.volume(overVoice: 100) == 150)
        #expect(CueVoice(rate: 5, volume: 900) == CueVoice(rate: Prosody.rateRange.lowerBound, volume: Prosody.volumeRange.upperBound))
        #expect(Prosody(ratePercent: 133).rate(overVoice: 400) == Prosody.rateRange.upperBound)
    }
}
