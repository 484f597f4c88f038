import Testing

@testable import TalkGrid

@Suite("Session: the caregiver lock")
struct CaregiverLockTests {
    private static let lock = CaregiverLock(code: "2468", salt: Array("salt for the test".utf8))

    private func session(
        lock: CaregiverLock? = CaregiverLockTests.lock, keypad: Keypad = .phone, layout: BoardLayout = .grid
    ) throws -> Session {
        let settings = SessionSettings(layout: layout, keypad: keypad, speakOnSelect: false, caregiverLock: lock)
        return try Session(boardSet: SessionTestBoards.set(SessionTestBoards.board([["hi", "you"]])), settings: settings)
    }

    @Test("the code is kept only as a salted digest; the same code with another salt gives another digest")
    func storedHashed() {
        let lock = Self.lock
        #expect(lock.digits == 4 && lock.digest.count == 32)
        #expect(lock.digest == SHA256.digest(Array("salt for the test2468".utf8)))
        #expect(lock.digest != CaregiverLock(code: "2468", salt: Array("another salt".utf8)).digest)
        #expect(lock.accepts([2, 4, 6, 8]) && !lock.accepts([2, 4, 6, 9]) && !lock.accepts([2, 4, 6]))
        #expect(CaregiverLock(salt: lock.salt, digest: lock.digest, digits: 4) == lock)
        #expect(CaregiverLock(salt: lock.salt, digest: Array(lock.digest.prefix(31)), digits: 4) == nil)
        #expect(CaregiverLock(salt: [], digest: lock.digest, digits: 4) == nil)
    }

    @Test("codes are 4 to 8 digits from 1 to 9 (0 is the Back key)")
    func codeRules() {
        #expect(CaregiverLock.problem(with: "2468") == nil)
        #expect(CaregiverLock.problem(with: "12345678") == nil)
        #expect(CaregiverLock.problem(with: "123") == .length)
        #expect(CaregiverLock.problem(with: "123456789") == .length)
        #expect(CaregiverLock.problem(with: "1024") == .notDigits)
        #expect(CaregiverLock.problem(with: "12a4") == .notDigits)
    }

    @Test("/ 9 1 with the lock: the code screen, not quitting; a wrong code says so calmly and returns to the board")
    func childCannotQuit() throws {
        var session = try session()
        let main = try session.press("/")
        #expect(main == ["note: Menu"])
        let menu = try #require(session.choiceScreen)
        #expect(
            menu.board.cells.filter { $0.glyph == "🔒" }.map(\.id) == [
                "screen", "access", "voice", "rate", "speak-on-select", "language", "quit",
            ])
        #expect(try session.press("9") == ["note: Only for the caregiver: type the code, or 0 to go back"])
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .quit)))
        #expect(session.choiceScreen.map { english($0.title) } == "Caregiver code ○○○○")
        #expect(try session.press("1 1 1") == [])
        #expect(session.choiceScreen.map { english($0.title) } == "Caregiver code ●●●○")
        let effects = try session.effects("1")
        #expect(effects.announcements.map(\.kind) == [.codeRefused])
        #expect(effects.announcements.map { english($0.text) } == ["That is not the code. Back to the board."])
        #expect(!effects.contains(.quit) && session.mode == .board)
        // Mashing keys never quits: every path through the menu's Quit ends at the code.
        #expect(try session.press("/ 9 1 / 9 9 9 9 9 / 9 1 2 3 4").allSatisfy { !$0.contains("Quit") })
        #expect(session.mode == .board)
    }

    @Test("the right code opens what was asked for: Quit's confirmation, then quitting")
    func caregiverQuits() throws {
        var session = try session()
        #expect(try session.press("/ 9 2 4 6").last == "note: Only for the caregiver: type the code, or 0 to go back")
        let effects = try session.effects("8")
        #expect(effects.announcements.map { english($0.text) } == ["Quit TalkGrid?"])
        #expect(session.mode == .confirmingQuit(again: false))
        #expect(try session.effects("1").contains(.quit))
    }

    @Test("settings ask once per visit to the menu; the menu locks again when the board shows")
    func settingsUnlockUntilTheBoard() throws {
        var session = try session()
        _ = try session.press("/ 3")
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .setting(.voice))))
        _ = try session.press("2 4 6 8")
        #expect(session.mode == .menu(.voice) && session.menuUnlocked)
        _ = try session.press("0 4")
        #expect(session.mode == .menu(.rate), "no second code within the same visit")
        _ = try session.press("1")
        #expect(session.settings.rate == 90 && session.mode == .board && !session.menuUnlocked)
        _ = try session.press("/ 4")
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .setting(.rate))))
    }

    @Test("bringing back a cleared message and saying the last one again stay open")
    func messageEntriesStayOpen() throws {
        var session = try session()
        _ = try session.press("1 enter * 1")
        #expect(session.message.isEmpty)
        #expect(try session.press("/ 7") == ["note: Menu", "note: Brought back the cleared message"])
        #expect(try session.press("/ 8") == ["note: Menu", "speak: hi"])
    }

    @Test("0 steps back to the menu; . takes back a digit; other keys are named as doing nothing")
    func editingTheCode() throws {
        var session = try session()
        _ = try session.press("/ 1 2 4")
        #expect(try session.press(".") == [])
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .setting(.screen), typed: [2])))
        _ = try session.press("4 6 8")
        #expect(session.mode == .menu(.screen))
        var other = try self.session()
        _ = try other.press("/ 2")
        #expect(try other.press(".") == ["note: . does nothing here: pick with a number, 0 goes back"])
        #expect(try other.press("0") == ["note: Menu"])
        #expect(other.mode == .menu(.main))
    }

    @Test("numpad and rows: each digit is under its own key")
    func digitsUnderTheirKeys() throws {
        for (keypad, layout) in [(Keypad.numpad, BoardLayout.grid), (.phone, .grid), (.numpad, .rows), (.phone, .rows)] {
            var session = try session(keypad: keypad, layout: layout)
            // Quit is the menu's last option: key 3 in the numpad grid (bottom right), else key 9.
            let quit = keypad == .numpad && layout == .grid ? "3" : "9"
            _ = try session.press("/ \(quit) 2 4 6 8")
            #expect(session.mode == .confirmingQuit(again: false), "\(keypad) \(layout)")
        }
    }

    @Test("without a lock nothing asks")
    func noLock() throws {
        var session = try session(lock: nil)
        _ = try session.press("/ 9")
        #expect(session.mode == .confirmingQuit(again: false))
        _ = try session.press("0")
        #expect(session.choiceScreen?.board.cells.allSatisfy { $0.glyph != "🔒" } == true)
    }

    @Test("auto-scan: the code screen is scanned like any choice screen and never times out")
    func scanning() throws {
        var settings = SessionSettings(speakOnSelect: false, caregiverLock: Self.lock)
        settings.access = .autoScan
        var session = try Session(boardSet: SessionTestBoards.set(SessionTestBoards.board([["hi", "you"]])), settings: settings)
        _ = try session.press("/ 9")
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .quit)))
        _ = try session.press("tick tick tick tick tick tick tick tick tick tick tick tick")
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .quit)))
    }

    // MARK: Choosing, changing and removing the lock in the menu

    @Test("Access ends with the caregiver lock (off, unlocked); it leads to choosing a code, step by step")
    func lockEntryUnderAccess() throws {
        var session = try session(lock: nil)
        _ = try session.press("/ 2")
        let access = try #require(session.choiceScreen)
        let entry = try #require(access.board.cells.last)
        #expect(entry.id == "caregiver-lock" && entry.glyph == "🔓")
        #expect(access.optionLabels.last.map(english) == "Caregiver lock: off")
        #expect(try session.press("7") == ["note: Caregiver lock"])
        #expect(session.choiceScreen?.optionLabels.map(english) == ["Choose a code"])
        #expect(try session.press("1") == ["note: How many digits?"])
        #expect(session.choiceScreen?.optionLabels.map(english) == ["4 digits", "5 digits", "6 digits", "7 digits", "8 digits"])
        #expect(try session.press("1") == ["note: New code ○○○○"])
        #expect(session.mode == .choosingCode(NewCode(digits: 4)))
    }

    @Test("a new code typed twice the same: the edge gets the code to salt and hash, the lock is on, the board shows")
    func chooseCode() throws {
        var pure = try session(lock: nil)
        _ = try pure.press("/ 2 7 1 1 2 4 6")
        #expect(pure.choiceScreen.map { english($0.title) } == "New code ●●●○")
        #expect(try pure.press("8") == ["note: Same code again ○○○○"])
        #expect(pure.mode == .choosingCode(NewCode(digits: 4, first: [2, 4, 6, 8])))
        let effects = try pure.effects("2 4 6 8")
        #expect(effects.contains(.chooseCaregiverCode("2468")))
        #expect(effects.announcements.map { english($0.text) } == ["Caregiver lock on: Quit and the settings ask for the code"])
        #expect(pure.mode == .board && pure.settings.caregiverLock == nil, "the session holds no lock until the edge gives it one")

        // Through the effect interpreter, as the board and run --keys do: the lock comes back salted.
        var session = try session(lock: nil)
        let lines = try session.press("/ 2 7 1 1 2 4 6 8 2 4 6 8")
        #expect(lines.last == "note: Caregiver lock on: Quit and the settings ask for the code")
        let lock = try #require(session.settings.caregiverLock)
        #expect(lock.digits == 4 && lock.accepts([2, 4, 6, 8]) && lock.salt.count == 16)
        #expect(try session.press("/ 9") == ["note: Menu", "note: Only for the caregiver: type the code, or 0 to go back"])
    }

    @Test("a second code that differs says so and asks for the new code again; . takes back a digit; 0 steps back")
    func codesDiffer() throws {
        var session = try session(lock: nil)
        _ = try session.press("/ 2 7 1 3 1 2 3 4 5 6")
        let effects = try session.effects("1 2 3 4 5 7")
        #expect(effects.announcements.map { english($0.text) } == ["The two codes were not the same. Type the new code again."])
        #expect(!effects.contains { if case .chooseCaregiverCode = $0 { true } else { false } })
        #expect(session.mode == .choosingCode(NewCode(digits: 6)))
        _ = try session.press("9 9 .")
        #expect(session.mode == .choosingCode(NewCode(digits: 6, typed: [9])))
        #expect(try session.press("0") == ["note: Caregiver lock"])
        #expect(try session.press("0") == ["note: Access"])
        #expect(session.settings.caregiverLock == nil)
    }

    @Test("with a lock: the entry is behind the code; a new code replaces the old one")
    func changeCode() throws {
        var session = try session()
        #expect(try session.press("/ 2") == ["note: Menu", "note: Only for the caregiver: type the code, or 0 to go back"])
        _ = try session.press("2 4 6 8 7")
        #expect(session.mode == .menu(.caregiverLock))
        #expect(session.choiceScreen?.optionLabels.map(english) == ["Choose a new code", "Remove the lock"])
        _ = try session.press("1")
        #expect(session.choiceScreen?.currentOptionID == "digits-4")
        _ = try session.press("3 1 1 1 1 1 1 1 1 1 1 1 1")
        let lock = try #require(session.settings.caregiverLock)
        #expect(lock.digits == 6 && lock.accepts([1, 1, 1, 1, 1, 1]) && !lock.accepts([2, 4, 6, 8]))
    }

    @Test("removing the lock is confirmed twice; No at either step keeps it")
    func removeLock() throws {
        var session = try session()
        _ = try session.press("/ 2 2 4 6 8 7")
        #expect(try session.press("2") == ["note: Remove the caregiver lock?"])
        #expect(try session.press("2") == ["note: Caregiver lock"], "No goes back")
        #expect(
            try session.press("2 1") == ["note: Remove the caregiver lock?", "note: Sure? Then anyone can quit and change the settings"])
        #expect(session.mode == .removingLock(again: true))
        #expect(try session.press("0") == ["note: Caregiver lock"])
        #expect(session.settings.caregiverLock != nil)
        _ = try session.press("2 1")
        let effects = try session.effects("1")
        #expect(effects.contains(.settingsChanged(SessionSettings(speakOnSelect: false))))
        #expect(effects.announcements.map { english($0.text) } == ["Caregiver lock off: anyone can quit and change the settings"])
        #expect(session.mode == .board && session.settings.caregiverLock == nil)
        _ = try session.press("/ 9")
        #expect(session.mode == .confirmingQuit(again: false))
    }
}
