import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTestSupport
import Testing

/// The session store every front end runs, driven event by event: the whole state and the whole
/// output are checked after each one (what the terminal board's tmux tests see from outside).
@Suite("Session store")
struct SessionStoreTests {
    /// The session after `inputs`, and the effects of the last one.
    static func reduced(_ session: Session, _ inputs: SessionInput...) -> (Session, [SessionEffect]) {
        var session = session
        var effects: [SessionEffect] = []
        for input in inputs { effects = session.reduce(input) }
        return (session, effects)
    }

    /// Sends keys whose outcome an earlier test checked, to reach the state a test starts from.
    static func press(_ store: inout TestStore, _ keys: Key...) {
        var unchecked = store.store
        for key in keys { _ = unchecked.send(.key(key)) }
        store = TestStore(continuing: unchecked, clock: store.clock)
    }

    @Test("a key: the session takes it, its speech and notice come out, the notice goes with the next key")
    func keyToSpeechAndNotice() throws {
        var store = try TestStore()
        store.start()
        let (opened, effects) = Self.reduced(store.state.session, .key(.digit(1)))
        let reaction = TestStore.reaction(to: effects, in: opened)
        #expect(reaction.transcript.contains("speak: I want"))
        let announcement = try #require(reaction.announcements.last)
        store.send(.key(.digit(1)), output: StoreOutput(reaction: reaction)) {
            $0.session = opened
            $0.status.notice = announcement
        }
        store.send(.keyWithoutMeaning) { $0.status.notice = Announcement(.keyDoesNothing, .noticeUseNumberKeys) }
        let (picked, pickEffects) = Self.reduced(opened, .key(.digit(2)))
        store.send(.key(.digit(2)), output: StoreOutput(reaction: TestStore.reaction(to: pickEffects, in: picked))) {
            $0.session = picked
            $0.status.notice = nil
        }
        #expect(store.store.screen == ScreenModel(session: picked))
    }

    @Test(
        "a caregiver code chosen in the menu: its follow-up gives the session the lock, given out to be saved in the same output; the save's outcome changes nothing more"
    )
    func followUpSavesTheLock() throws {
        let folder = try Fixtures.temporaryFolder("store-lock")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let disk = SettingsDisk(file: SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path))
        let lock = CaregiverLock(code: "2468", salt: [7])
        var store = try TestStore(savesSettings: true, interpreter: EffectInterpreter(lockForCode: { CaregiverLock(code: $0, salt: [7]) }))
        store.start()
        Self.press(
            &store, .menu, .digit(2), .digit(7), .digit(1), .digit(1), .digit(2), .digit(4), .digit(6), .digit(8), .digit(2), .digit(4),
            .digit(6))

        let (chosen, effects) = Self.reduced(store.state.session, .key(.digit(8)))
        #expect(effects.contains(.chooseCaregiverCode("2468")))
        var expected = TestStore.reaction(to: effects, in: chosen)
        expected.followUps = []
        let (locked, lockEffects) = Self.reduced(chosen, .setCaregiverLock(lock))
        expected.append(TestStore.reaction(to: lockEffects, in: locked))
        #expect(expected.changedSettings?.caregiverLock == lock)
        let withLock = SavedSettings(session: SessionSettings(caregiverLock: lock))
        let output = store.send(
            .key(.digit(8)), output: StoreOutput(reaction: expected, save: SettingsSave(withLock, changedFrom: SavedSettings()))
        ) {
            $0.session = locked
            $0.savedSettings.session.caregiverLock = lock
            $0.status.notice = TestStore.reaction(to: effects, in: chosen).announcements.last
            $0.savesUnderWay = 1
        }
        // The store touched no file; the front end's edge saves, and says so.
        #expect(disk.file.stamp() == nil)
        let outcome = try TestStore.perform(output.save, on: disk)
        #expect(outcome == .settingsSaved(withLock))
        store.send(outcome) { $0.savesUnderWay = 0 }
        #expect(disk.file.load().settings.session.caregiverLock == lock)
        #expect(disk.changes() == nil, "its own save is no news to the edge")
    }

    @Test(
        "a lock another program saves is read by the edge before the next key and holds from that key; a removed file takes it away; nothing is saved for it"
    )
    func lockReadBack() throws {
        let folder = try Fixtures.temporaryFolder("store-lock-back")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        try file.save(SavedSettings())
        let disk = SettingsDisk(file: file)
        var store = try TestStore(savesSettings: true)
        store.start()
        #expect(disk.changes() == nil, "an unchanged file is not read again")

        // `talkgrid lock set` in another terminal:
        let lock = CaregiverLock(code: "1357", salt: [4, 2])
        try SettingsFile(path: file.path).save(SavedSettings(session: SessionSettings(caregiverLock: lock)), changedFrom: SavedSettings())
        let read = try #require(disk.changes())
        store.send(read) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(lock)).0
            $0.savedSettings.session.caregiverLock = lock
        }
        #expect(store.state.session.isLocked)

        // `talkgrid lock clear`:
        try SettingsFile(path: file.path).save(SavedSettings(), changedFrom: file.load().settings)
        store.send(try #require(disk.changes())) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(nil)).0
            $0.savedSettings.session.caregiverLock = nil
        }
        // The file removed takes the lock away too.
        try SettingsFile(path: file.path).save(SavedSettings(session: SessionSettings(caregiverLock: lock)), changedFrom: SavedSettings())
        store.send(try #require(disk.changes())) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(lock)).0
            $0.savedSettings.session.caregiverLock = lock
        }
        try FileManager.default.removeItem(atPath: try #require(file.path))
        #expect(disk.changes() == .settingsRead(SavedSettings()))
        store.send(.settingsRead(SavedSettings())) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(nil)).0
            $0.savedSettings.session.caregiverLock = nil
        }
    }

    @Test("while a save of the store's own is under way, an older file read is ignored; the last save's outcome brings the file's lock")
    func readDuringSave() throws {
        var store = try TestStore(settings: SessionSettings(keypad: .numpad), savesSettings: true)
        store.start()
        Self.press(&store, .menu, .digit(7), .digit(7))  // numpad: Screen on 7, Layout on 7, Rows on 8
        let (rows, effects) = Self.reduced(store.state.session, .key(.digit(8)))
        let reaction = TestStore.reaction(to: effects, in: rows)
        var saved = SavedSettings()
        saved.session.layout = .rows
        store.send(.key(.digit(8)), output: StoreOutput(reaction: reaction, save: SettingsSave(saved, changedFrom: SavedSettings()))) {
            $0.session = rows
            $0.preferredLayout = .rows
            $0.savedSettings = saved
            $0.status.notice = reaction.announcements.last
            $0.savesUnderWay = 1
        }
        let lock = CaregiverLock(code: "1357", salt: [4, 2])
        store.send(.settingsRead(SavedSettings(session: SessionSettings(caregiverLock: lock))))
        var onDisk = saved
        onDisk.session.caregiverLock = lock
        store.send(.settingsSaved(onDisk)) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(lock)).0
            $0.savedSettings.session.caregiverLock = lock
            $0.savesUnderWay = 0
        }
        // A save that fails: said on screen; the change holds for the run.
        let full = StorageError.diskFull(path: "config.json")
        store.send(.settingsNotSaved(full)) {
            $0.status.notice = Announcement(.notSaved, .noticeSettingNotSaved(reason: full.description))
        }
    }

    @Test("a menu change is given out to be saved, and only the change; the rows shown for space are not the person's and are not saved")
    func settingsSaved() throws {
        let folder = try Fixtures.temporaryFolder("store-settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let disk = SettingsDisk(file: SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path))
        var store = try TestStore(settings: SessionSettings(keypad: .numpad), savesSettings: true)
        store.start()
        Self.press(&store, .menu, .digit(7), .digit(7))  // numpad: Screen on 7, Layout on 7, Rows on 8
        let (rows, effects) = Self.reduced(store.state.session, .key(.digit(8)))
        #expect(rows.settings.layout == .rows)
        let reaction = TestStore.reaction(to: effects, in: rows)
        var remembered = SavedSettings()
        remembered.session.layout = .rows
        let output = store.send(
            .key(.digit(8)), output: StoreOutput(reaction: reaction, save: SettingsSave(remembered, changedFrom: SavedSettings()))
        ) {
            $0.session = rows
            $0.preferredLayout = .rows
            $0.savedSettings.session.layout = .rows
            $0.status.notice = reaction.announcements.last
            $0.savesUnderWay = 1
        }
        store.send(try TestStore.perform(output.save, on: disk)) { $0.savesUnderWay = 0 }
        let saved = disk.file.load().settings.session
        #expect(saved.layout == .rows)
        #expect(saved.keypad == .phone, "the keypad was given for the run, not chosen in the menu")

        // A window too small for the grid: rows stand in, said on screen, and nothing is given out to save.
        var small = try TestStore(savesSettings: true)
        small.fitting { _, preferred in preferred == .grid ? .rows : nil }
        small.start {
            $0.session = Self.reduced($0.session, .setLayout(.rows)).0
            $0.status.showsRowsForSpace = true
        }
        #expect(small.state.preferredLayout == .grid)
        // The window grows: the grid comes back.
        small.fitting { _, _ in nil }
        small.send(.screenChanged) {
            $0.session = Self.reduced($0.session, .setLayout(.grid)).0
            $0.status.showsRowsForSpace = false
        }
    }

    @Test(
        "the first run's keypad question is the store's mode: other keys, touches and letters wait; the key at the top left answers, used and saved even when it is the keypad in use; Enter skips and saves the keypad in use"
    )
    func keypadQuestion() throws {
        let folder = try Fixtures.temporaryFolder("store-keypad")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let disk = SettingsDisk(file: SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path))
        var store = try TestStore(savesSettings: true, asksKeypad: true)
        store.start()
        #expect(store.store.asksKeypad)
        store.send(.key(.digit(5)))
        store.send(.keyWithoutMeaning)
        store.send(.touch(.touchCell(row: 0, column: 0)))
        let (numpad, effects) = Self.reduced(store.state.session, .setKeypad(.numpad))
        let reaction = TestStore.reaction(to: effects, in: numpad)
        var chosen = SavedSettings(session: SessionSettings(keypad: .numpad), choseKeypad: true)
        chosen.session.keypad = .numpad
        let output = store.send(
            .key(.digit(7)), output: StoreOutput(reaction: reaction, save: SettingsSave(chosen, changedFrom: SavedSettings()))
        ) {
            $0.session = numpad
            $0.savedSettings = chosen
            $0.status.notice = reaction.announcements.last
            $0.asksKeypad = false
            $0.savesUnderWay = 1
        }
        store.send(try TestStore.perform(output.save, on: disk)) { $0.savesUnderWay = 0 }
        #expect(disk.file.load().settings.session.keypad == .numpad)
        #expect(disk.file.load().settings.choseKeypad)
        // The board now takes the keys.
        var board = store.store
        #expect(board.send(.key(.digit(1))).reaction != Reaction())

        // The keypad in use, phone, answered (1) or skipped (Enter, or a Skip button): saved all the
        // same, so it is not asked again.
        for (name, event) in [("one", StoreEvent.key(.digit(1))), ("enter", .key(.enter)), ("button", .keypadChosen(nil))] {
            let other = SettingsDisk(file: SettingsFile(path: folder.appendingPathComponent("\(name)/config.json").path))
            var phone = try TestStore(savesSettings: true, asksKeypad: true)
            phone.start()
            let (same, effects) = Self.reduced(phone.state.session, .setKeypad(.phone))
            let reaction = name == "one" ? TestStore.reaction(to: effects, in: same) : Reaction()
            let kept = SavedSettings(choseKeypad: true)
            let output = phone.send(event, output: StoreOutput(reaction: reaction, save: SettingsSave(kept, changedFrom: SavedSettings())))
            {
                $0.savedSettings.choseKeypad = true
                $0.status.notice = reaction.announcements.last
                $0.asksKeypad = false
                $0.savesUnderWay = 1
            }
            phone.send(try TestStore.perform(output.save, on: other)) { $0.savesUnderWay = 0 }
            let saved = try String(contentsOfFile: try #require(other.file.path), encoding: .utf8)
            #expect(saved.contains("\"keypad\": \"phone\""), "config.json: \(saved)")
        }
    }

    @Test(
        "auto-scan: the store asks for a timer, a tick of it moves the highlight and asks for the next, a stale tick does nothing, and none runs while the session waits"
    )
    func ticks() throws {
        var store = try TestStore(settings: SessionSettings(access: .autoScan, scan: ScanSettings(loops: 1)))
        let pace = Duration.milliseconds(store.state.session.settings.scan.paceMilliseconds)
        store.start(output: StoreOutput(timer: .start(number: 1, after: pace))) {
            $0.pendingTick = 1
            $0.ticksStarted = 1
        }
        let (moved, effects) = Self.reduced(store.state.session, .tick)
        #expect(moved.scan.index == 1)
        store.send(
            .tick(1), output: StoreOutput(reaction: TestStore.reaction(to: effects, in: moved), timer: .start(number: 2, after: pace))
        ) {
            $0.session = moved
            $0.pendingTick = 2
            $0.ticksStarted = 2
        }
        store.send(.tick(1))  // the first timer's, overtaken: nothing
        // A press starts the pace again.
        let (pressed, pressEffects) = Self.reduced(moved, .key(.space))
        let pressReaction = TestStore.reaction(to: pressEffects, in: pressed)
        store.send(.key(.space), output: StoreOutput(reaction: pressReaction, timer: .start(number: 3, after: pace))) {
            $0.session = pressed
            $0.pendingTick = 3
            $0.ticksStarted = 3
            $0.status.notice = pressReaction.announcements.last
        }
        // Run the cycle out: the tick that makes the session wait asks for no next one.
        var unchecked = store.store
        while let tick = unchecked.state.pendingTick, !unchecked.session.scan.isWaiting { _ = unchecked.send(.tick(tick)) }
        #expect(unchecked.session.scan.isWaiting)
        #expect(unchecked.state.pendingTick == nil)
        #expect(unchecked.send(.key(.space)).timer == .start(number: unchecked.state.ticksStarted, after: pace), "a press starts it again")

        var keys = try TestStore()
        keys.start()  // no timer with the number keys
    }

    @Test("ignore repeats: a second press of the same switch within the time changes nothing and says nothing")
    func repeatsIgnored() throws {
        let clock = ManualClock()
        var store = try TestStore(
            settings: SessionSettings(access: .stepScan, scan: ScanSettings(ignoreRepeatsMilliseconds: 300)), clock: clock)
        store.start()
        let (first, effects) = Self.reduced(store.state.session, .key(.space))
        let firstTime = clock.now
        store.send(.key(.space), output: StoreOutput(reaction: TestStore.reaction(to: effects, in: first))) {
            $0.session = first
            $0.lastSwitchPress = [.space: firstTime]
        }
        clock.advance(.milliseconds(100))
        store.send(.key(.space))  // within 300 ms: ignored
        clock.advance(.milliseconds(250))
        let (second, secondEffects) = Self.reduced(first, .key(.space))
        let secondTime = clock.now
        store.send(.key(.space), output: StoreOutput(reaction: TestStore.reaction(to: secondEffects, in: second))) {
            $0.session = second
            $0.lastSwitchPress = [.space: secondTime]
        }
        #expect(second.scan.index == 2)
    }

    @Test("a board shown by its id (edit mode's Go to board): it opens as a link would, Back returns; an unknown id changes nothing")
    func openBoardByID() throws {
        var store = try TestStore()
        store.start()
        // "Snacks" is two folders away from Home: no cell of Home opens it.
        #expect(!store.state.session.currentBoard.cells.contains { $0.link?.id == "snacks" })
        let (opened, effects) = Self.reduced(store.state.session, .openBoard("snacks"))
        let reaction = TestStore.reaction(to: effects, in: opened)
        store.send(.input(.openBoard("snacks")), output: StoreOutput(reaction: reaction)) {
            $0.session = opened
            $0.status.notice = reaction.announcements.last
        }
        #expect(store.state.session.currentBoard.id == "snacks")
        #expect(store.state.session.boardStack == ["home", "snacks"])
        #expect(ShippedContent.englishWords.text(store.store.screen.title) == "Snacks")
        #expect(reaction.announcements.last.map { ShippedContent.englishWords.text($0.text) } == "Opened Snacks")
        store.send(.input(.openBoard("no-such-board")))
        Self.press(&store, .digit(0))
        #expect(store.state.session.currentBoard.id == "home")
    }

    @Test("speech events: the speaking sign comes and goes; no sound card is a notice and a problem for the caregiver")
    func speechEvents() throws {
        var store = try TestStore()
        store.start()
        let item = SpeechItem.utterance(Utterance(text: "hi", language: "en"))
        store.send(.speech(.started(item))) { $0.status.isSpeaking = true }
        store.send(.speech(.finished(item))) { $0.status.isSpeaking = false }
        let reason = CaregiverText(SpeechTextKey.noSoundCard)
        store.send(.speech(.audioUnavailable(reason: reason))) {
            $0.status.notice = Announcement(.speechUnavailable, .noticeNoSound(reason: reason.description))
            $0.problems = [reason]
        }
    }

    @Test("a usage record that cannot be written: the message is performed, the failure comes back later, and it is said once")
    func historyNotKept() async throws {
        let folder = try Fixtures.temporaryFolder("store-history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let blocked = folder.appendingPathComponent("state")
        try Data("a file, not a folder".utf8).write(to: blocked)
        let recorder = UsageRecorder(record: UsageRecord(folder: blocked.path + "/usage"))
        var store = try TestStore(interpreter: EffectInterpreter(usage: recorder))
        store.start()
        Self.press(&store, .digit(1), .digit(1))
        var unchecked = store.store
        let output = unchecked.send(.key(.enter))
        #expect(output.reaction.usage.map(\.text) == ["I want drink"])
        let speaker = RecordingSpeaker()
        let failures = await unchecked.perform(output, on: speaker, waitingForEach: false)
        #expect(speaker.utterances.map(\.text) == ["I want drink"], "spoken before the record was tried")
        recorder.finish()
        let later = await unchecked.perform(StoreOutput(), on: speaker, waitingForEach: false)
        // The record is written on its own queue: the picks' failure comes back with this step or
        // a later one (whichever performs after the queue tried), never before the speech.
        let failure = try #require((failures + later).first)
        store = TestStore(continuing: unchecked, clock: store.clock)
        store.send(.historyNotKept(failure)) {
            $0.reportedHistoryFailure = true
            $0.status.notice = Announcement(.notSaved, .noticeHistoryNotKept(reason: failure.description))
            $0.problems = [RunText.historyNotKept(reason: failure)]
        }
        store.send(.historyNotKept(failure))
        #expect(store.state.problems.map(\.description) == ["the usage record could not be written: \(failure.description)"])
    }

    @Test("what may be said next is given once per place: after the start, and again when the message changes")
    func speechAhead() throws {
        var store = try TestStore()
        store.start()
        var unchecked = store.store
        let first = unchecked.speechAhead()
        #expect(first == unchecked.session.utterancesAhead())
        let again = unchecked.speechAhead()
        #expect(again == nil)
        _ = unchecked.send(.key(.digit(1)))
        let moved = unchecked.speechAhead()
        #expect(moved != nil && moved != first)
    }
}
