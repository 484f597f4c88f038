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

    @Test("a caregiver code chosen in the menu: its follow-up gives the session the lock, which is saved, in the same output")
    func followUpSavesTheLock() throws {
        let folder = try Fixtures.temporaryFolder("store-lock")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        let lock = CaregiverLock(code: "2468", salt: [7])
        var store = try TestStore(settingsFile: file, interpreter: EffectInterpreter(lockForCode: { CaregiverLock(code: $0, salt: [7]) }))
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
        store.send(.key(.digit(8)), output: StoreOutput(reaction: expected)) {
            $0.session = locked
            $0.savedSettings.session.caregiverLock = lock
            $0.status.notice = TestStore.reaction(to: effects, in: chosen).announcements.last
        }
        #expect(file.load().settings.session.caregiverLock == lock)
    }

    @Test(
        "a lock another program saves is read back before the next key, and a file monitor's news reads it at once; nothing is saved for it"
    )
    func lockReadBack() throws {
        let folder = try Fixtures.temporaryFolder("store-lock-back")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        try file.save(SavedSettings())
        var store = try TestStore(settingsFile: file)
        store.start()

        // `talkgrid lock set` in another terminal:
        let lock = CaregiverLock(code: "1357", salt: [4, 2])
        try SettingsFile(path: file.path).save(SavedSettings(session: SessionSettings(caregiverLock: lock)), changedFrom: SavedSettings())
        let (pressed, effects) = Self.reduced(store.state.session, .setCaregiverLock(lock), .key(.digit(0)))
        store.send(.key(.digit(0)), output: StoreOutput(reaction: TestStore.reaction(to: effects, in: pressed))) {
            $0.session = pressed
            $0.savedSettings.session.caregiverLock = lock
            $0.status.notice = TestStore.reaction(to: effects, in: pressed).announcements.last
        }
        #expect(store.state.session.isLocked)

        // `talkgrid lock clear`, with a file monitor that says so:
        try SettingsFile(path: file.path).save(SavedSettings(), changedFrom: file.load().settings)
        store.send(.settingsFileChanged) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(nil)).0
            $0.savedSettings.session.caregiverLock = nil
        }
        // The file removed takes the lock away too; an unchanged file is not read again.
        try SettingsFile(path: file.path).save(SavedSettings(session: SessionSettings(caregiverLock: lock)), changedFrom: SavedSettings())
        store.send(.settingsFileChanged) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(lock)).0
            $0.savedSettings.session.caregiverLock = lock
        }
        store.send(.settingsFileChanged)
        try FileManager.default.removeItem(atPath: try #require(file.path))
        store.send(.settingsFileChanged) {
            $0.session = Self.reduced($0.session, .setCaregiverLock(nil)).0
            $0.savedSettings.session.caregiverLock = nil
        }
    }

    @Test("a menu change is saved, and only the change; the rows shown for space are not the person's and are not saved")
    func settingsSaved() throws {
        let folder = try Fixtures.temporaryFolder("store-settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        var store = try TestStore(settings: SessionSettings(keypad: .numpad), settingsFile: file)
        store.start()
        Self.press(&store, .menu, .digit(7), .digit(7))  // numpad: Screen on 7, Layout on 7, Rows on 8
        let (rows, effects) = Self.reduced(store.state.session, .key(.digit(8)))
        #expect(rows.settings.layout == .rows)
        let reaction = TestStore.reaction(to: effects, in: rows)
        store.send(.key(.digit(8)), output: StoreOutput(reaction: reaction)) {
            $0.session = rows
            $0.preferredLayout = .rows
            $0.savedSettings.session.layout = .rows
            $0.status.notice = reaction.announcements.last
        }
        let saved = file.load().settings.session
        #expect(saved.layout == .rows)
        #expect(saved.keypad == .phone, "the keypad was given for the run, not chosen in the menu")

        // A window too small for the grid: rows stand in, said on screen, and nothing is saved.
        let unsaved = folder.appendingPathComponent("other/config.json").path
        var small = try TestStore(settingsFile: SettingsFile(path: unsaved))
        small.fitting { _, preferred in preferred == .grid ? .rows : nil }
        small.start {
            $0.session = Self.reduced($0.session, .setLayout(.rows)).0
            $0.status.showsRowsForSpace = true
        }
        #expect(small.state.preferredLayout == .grid)
        #expect(!FileManager.default.fileExists(atPath: unsaved))
        // The window grows: the grid comes back.
        small.fitting { _, _ in nil }
        small.send(.screenChanged) {
            $0.session = Self.reduced($0.session, .setLayout(.grid)).0
            $0.status.showsRowsForSpace = false
        }
    }

    @Test("the first run's keypad question: the answer is used and saved even when it is the keypad in use; a skip saves the keypad in use")
    func keypadChosen() throws {
        let folder = try Fixtures.temporaryFolder("store-keypad")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        #expect(!file.load().settings.choseKeypad)
        var store = try TestStore(settingsFile: file)
        store.start()
        let (numpad, effects) = Self.reduced(store.state.session, .setKeypad(.numpad))
        let reaction = TestStore.reaction(to: effects, in: numpad)
        store.send(.keypadChosen(.numpad), output: StoreOutput(reaction: reaction)) {
            $0.session = numpad
            $0.savedSettings.session.keypad = .numpad
            $0.savedSettings.choseKeypad = true
            $0.status.notice = reaction.announcements.last
        }
        #expect(file.load().settings.session.keypad == .numpad)
        #expect(file.load().settings.choseKeypad)

        // The keypad in use, phone, answered or skipped: saved all the same, so it is not asked again.
        for answer: Keypad? in [.phone, nil] {
            let other = SettingsFile(path: folder.appendingPathComponent("\(answer?.rawValue ?? "skip")/config.json").path)
            var phone = try TestStore(settingsFile: other)
            phone.start()
            let (same, effects) = Self.reduced(phone.state.session, .setKeypad(.phone))
            let reaction = answer == nil ? Reaction() : TestStore.reaction(to: effects, in: same)
            phone.send(.keypadChosen(answer), output: StoreOutput(reaction: reaction)) {
                $0.savedSettings.choseKeypad = true
                $0.status.notice = reaction.announcements.last
            }
            let saved = try String(contentsOfFile: try #require(other.path), encoding: .utf8)
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

    @Test("speech events: the speaking sign comes and goes; no sound card is a notice and a problem for the caregiver")
    func speechEvents() throws {
        var store = try TestStore()
        store.start()
        let item = SpeechItem.utterance(Utterance(text: "hi", language: "en"))
        store.send(.speech(.started(item))) { $0.status.isSpeaking = true }
        store.send(.speech(.finished(item))) { $0.status.isSpeaking = false }
        let reason = CaregiverText(SpeechTextKey.noSoundCard)
        store.send(.speech(.audioUnavailable(reason: reason))) {
            $0.status.notice = Announcement(.speechUnavailable, .noticeNoSound, ["reason": .text(reason.description)])
            $0.problems = [reason]
        }
    }

    @Test("a history that cannot be written: the message is performed, the failure comes back, and it is said once")
    func historyNotKept() async throws {
        let folder = try Fixtures.temporaryFolder("store-history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let blocked = folder.appendingPathComponent("state")
        try Data("a file, not a folder".utf8).write(to: blocked)
        var store = try TestStore(
            interpreter: EffectInterpreter(history: SpeechHistory(environment: ["XDG_STATE_HOME": blocked.path]), clock: { 0 }))
        store.start()
        Self.press(&store, .digit(1), .digit(1))
        var unchecked = store.store
        let output = unchecked.send(.key(.enter))
        #expect(output.reaction.messagesToKeep.map(\.text) == ["I want drink"])
        let speaker = RecordingSpeaker()
        let failures = await unchecked.perform(output, on: speaker, waitingForEach: false)
        #expect(speaker.utterances.map(\.text) == ["I want drink"], "spoken before the history was tried")
        let failure = try #require(failures.first)
        store = TestStore(continuing: unchecked, clock: store.clock)
        store.send(.historyNotKept(failure)) {
            $0.reportedHistoryFailure = true
            $0.status.notice = Announcement(.notSaved, .noticeHistoryNotKept, ["reason": .text(failure.description)])
            $0.problems = [CaregiverText(RunTextKey.historyNotKept, ["reason": .said(failure)])]
        }
        store.send(.historyNotKept(failure))
        #expect(store.state.problems.map(\.description) == ["the history could not be written: \(failure.description)"])
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
