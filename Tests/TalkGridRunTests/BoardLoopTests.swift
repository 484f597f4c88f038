import Foundation
import Synchronization
import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridTestSupport
import Testing

/// The full-screen board's loop through its seams: keys in, frames and utterances out, with an
/// in-memory terminal and a recording speaker (no terminal, no sound card, no sleeps).
@Suite("Board loop")
struct BoardLoopTests {
    @Test("keys build a message on screen, each word is said, Enter says the message")
    func keysToFramesAndSpeech() async throws {
        let board = try LoopHarness()
        #expect(board.loop.start())
        #expect(board.screen.contains("🏠 Home"))
        #expect(board.screen.contains("Pick words with the number keys"))
        for control in ["Back", "Speak", "Delete", "Clear", "Menu"] { #expect(board.screen.contains(control)) }

        await board.type("1")
        #expect(board.screen.contains("Opened I want"))
        await board.type("2")
        #expect(board.screen.contains("🤲 I want  🍴 eat"))
        await board.type("\r")
        #expect(board.spoken == ["I want", "eat", "I want eat"])
        await board.type(".")
        #expect(board.screen.contains("🤲 I want"))
        #expect(!board.screen.contains("🍴 eat "))
    }

    @Test("the frame on the terminal is the screen model drawn at the terminal's size, after every key")
    func framesMatchTheScreenModel() async throws {
        let board = try LoopHarness(columns: 90, rows: 28)
        #expect(board.loop.start())
        for typed in ["1", "2", "\r", "0", "*", "1", "/", "9", "2"] {
            await board.type(typed)
            let canvas = ScreenPainter(words: ShippedContent.englishWords).canvas(
                for: ScreenModel(session: board.loop.session), size: TerminalSize(columns: 90, rows: 28))
            let expected = TerminalScreenTests.text(of: canvas)
            // Only the notice line may differ: the model here has no status.
            let shown = board.terminal.screen.lines
            #expect(shown.count == expected.count)
            let differing = zip(shown, expected).filter { $0 != $1 }
            #expect(differing.count <= 1, "after \(typed.debugDescription): \(differing)")
        }
    }

    @Test("a key the board does not use leaves a hint that stays until the next key")
    func hintStays() async throws {
        let board = try LoopHarness()
        #expect(board.loop.start())
        await board.type("0")
        #expect(board.screen.contains("This is the first board"))
        #expect(await board.loop.handle(.speech(.started(.utterance(Utterance(text: "x", language: "en"))))))
        #expect(board.screen.contains("This is the first board"))
        await board.type("x")
        #expect(board.screen.contains("Use the number keys"))
        #expect(!board.screen.contains("This is the first board"))
    }

    @Test("the run: keys from the terminal, speech events, and Ctrl-C ends it and stops the speech")
    func wholeRun() async throws {
        let board = try LoopHarness()
        board.terminal.press(LoopHarness.keys("11\r"))
        board.terminal.press([.interrupt])
        await board.loop.run()
        #expect(board.spoken == ["I want", "drink", "I want drink"])
        #expect(board.speaker.requests.last == .stop)
        #expect(board.screen.contains("🤲 I want  🥤 drink"))
        #expect(board.loop.problems.isEmpty)
    }

    @Test("the run ends with the input, and when reading the keyboard fails (said at the end)")
    func inputEnds() async throws {
        let ended = try LoopHarness()
        ended.terminal.endInput()
        await ended.loop.run()
        #expect(ended.loop.problems.isEmpty)

        struct Unplugged: Error, CustomStringConvertible { var description: String { "unplugged" } }
        let failed = try LoopHarness()
        failed.terminal.failInput(Unplugged())
        await failed.loop.run()
        #expect(failed.loop.problems.map(\.description) == ["reading the keyboard failed: unplugged"])
    }

    @Test("Quit in the menu, confirmed, ends the run")
    func quitFromTheMenu() async throws {
        let board = try LoopHarness()
        #expect(board.loop.start())
        #expect(await board.type("/9"))
        #expect(board.screen.contains("Quit TalkGrid?"))
        #expect(await board.type("1"))  // no caregiver lock: asked again
        #expect(board.screen.contains("Really quit?"))
        #expect(await board.type("1") == false)
    }

    @Test("a small window shows rows, a tiny one says so, a large one the grid again")
    func resize() async throws {
        let board = try LoopHarness(set: "core-words")
        #expect(board.loop.start())
        #expect(board.screen.contains("┼"))
        board.terminal.resize(to: TerminalSize(columns: 60, rows: 18))
        #expect(await board.loop.handle(.input(.resize(TerminalSize(columns: 60, rows: 18)))))
        #expect(board.screen.contains("Rows: the grid needs a bigger window"))
        #expect(board.screen.contains("0 Back") && board.screen.contains("Enter Speak") && board.screen.contains("+ Next"))
        #expect(board.terminal.screen.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        board.terminal.resize(to: TerminalSize(columns: 24, rows: 8))
        #expect(await board.loop.handle(.input(.resize(TerminalSize(columns: 24, rows: 8)))))
        #expect(board.screen.contains("too small"))
        board.terminal.resize(to: TerminalSize(columns: 100, rows: 30))
        #expect(await board.loop.handle(.input(.resize(TerminalSize(columns: 100, rows: 30)))))
        #expect(board.screen.contains("┼") && !board.screen.contains("Rows: the grid"))
    }

    @Test("speech events: the speaking sign comes and goes; no sound is said on screen and at the end")
    func speechEvents() async throws {
        let board = try LoopHarness()
        #expect(board.loop.start())
        let item = SpeechItem.utterance(Utterance(text: "hi", language: "en"))
        let quiet = board.screen
        #expect(await board.loop.handle(.speech(.started(item))))
        #expect(board.screen != quiet)
        #expect(await board.loop.handle(.speech(.finished(item))))
        #expect(board.screen == quiet)
        #expect(await board.loop.handle(.speech(.audioUnavailable(reason: CaregiverText(SpeechTextKey.noSoundCard)))))
        #expect(board.screen.contains("No sound: No sound card was found"))
        #expect(
            board.loop.problems.map(\.description) == ["No sound card was found, so TalkGrid shows the message but cannot speak it aloud."])
    }

    @Test("a redraw posted from another task draws the whole screen again, in order with the keys")
    func redraw() async throws {
        let board = try LoopHarness()
        board.loop.mailbox.post(.redraw)
        board.terminal.press([.interrupt])
        let before = board.terminal.frames
        await board.loop.run()
        #expect(board.terminal.frames == before + 2)  // the first frame and the whole screen again
        #expect(board.screen.contains("🏠 Home"))
    }

    @Test("a menu change is used at once and saved; options given for the run are not")
    func settingsSaved() async throws {
        let folder = try Fixtures.temporaryFolder("loop-settings")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        let board = try LoopHarness(settings: SessionSettings(keypad: .numpad), settingsFile: file)
        #expect(board.loop.start())
        await board.type("/")  // numpad: Screen is on 7, Layout on 7, Rows on 8
        await board.type("77")
        await board.type("8")
        #expect(board.loop.session.settings.layout == .rows)
        let saved = file.load().settings.session
        #expect(saved.layout == .rows)
        #expect(saved.keypad == .phone, "the keypad was given for the run, not chosen in the menu")
    }

    @Test("a code chosen in the menu is salted, hashed and saved as the caregiver lock; removing it saves that too")
    func lockSavedFromTheMenu() async throws {
        let folder = try Fixtures.temporaryFolder("loop-lock")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        let board = try LoopHarness(settingsFile: file)
        #expect(board.loop.start())
        await board.type("/2711")
        await board.type("24682468")
        #expect(board.screen.contains("Caregiver lock on"))
        let saved = try #require(file.load().settings.session.caregiverLock)
        #expect(saved.accepts([2, 4, 6, 8]) && saved == board.loop.session.settings.caregiverLock)
        await board.type("/2" + "2468" + "7211")
        #expect(board.screen.contains("Caregiver lock off"))
        #expect(file.load().settings.session.caregiverLock == nil)
    }

    @Test("a lock another program saves while the board runs holds from the next key; a menu change then keeps it in the file")
    func lockSavedMeanwhile() async throws {
        let folder = try Fixtures.temporaryFolder("loop-lock-meanwhile")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = SettingsFile(path: folder.appendingPathComponent("talkgrid/config.json").path)
        try file.save(SavedSettings())
        let board = try LoopHarness(settingsFile: file)
        #expect(board.loop.start())
        await board.type("/11")  // the Layout screen, open while there is no lock
        #expect(board.screen.contains("Layout"))
        // `talkgrid lock set` in another terminal:
        let lock = CaregiverLock(code: "2468", salt: [4, 2])
        var withLock = file.load().settings
        withLock.session.caregiverLock = lock
        try SettingsFile(path: file.path).save(withLock, changedFrom: file.load().settings)
        await board.type("2")  // Rows
        #expect(board.loop.session.settings.layout == .rows && board.loop.session.settings.caregiverLock == lock)
        let saved = file.load().settings.session
        #expect(saved.layout == .rows && saved.caregiverLock == lock, "the menu's save kept the lock")
        await board.type("/9")
        #expect(board.screen.contains("Caregiver code ○○○○"))
        await board.type("0")  // back to the menu
        // The lock cleared elsewhere: the next key finds it gone.
        try SettingsFile(path: file.path).save(SavedSettings(session: SessionSettings(layout: .rows)), changedFrom: file.load().settings)
        await board.type("9")
        #expect(board.loop.session.mode == .confirmingQuit(again: false))
    }

    @Test("picks and Enter go to the usage record with their method, time and language; without a record none is kept")
    func history() async throws {
        let folder = try Fixtures.temporaryFolder("loop-history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let record = UsageRecord(folder: folder.path + "/usage")
        let recorder = UsageRecorder(record: record, clock: { UsageTime(seconds: 0, offset: -5 * 3600) })
        let board = try LoopHarness(interpreter: EffectInterpreter(usage: recorder))
        #expect(board.loop.start())
        await board.type("11\r\r")
        recorder.finish()
        let lines = try String(contentsOfFile: record.path(ofMonth: "1969-12"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2 + 4, "the header, then two picks (a folder and a word), the message, and the message again")
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("1969-12-31T19:00:00-05:00\t") })
        let events = try record.events().map(\.event)
        #expect(events.map(\.action) == [.pick, .pick, .said, .said])
        #expect(events.map(\.method) == [.key, .key, .key, .key])
        #expect(events.map(\.text).suffix(2) == ["I want drink", "I want drink"])
        #expect(events[1].unit == .word && events[1].cell != nil)

        let unkept = try LoopHarness()
        #expect(unkept.loop.start())
        await unkept.type("11\r")
        #expect(unkept.spoken.last == "I want drink")
    }

    @Test("a usage record that cannot be written is said once; the board goes on and the message is still spoken")
    func historyFailure() async throws {
        let folder = try Fixtures.temporaryFolder("loop-history")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let blocked = folder.appendingPathComponent("state")
        try Data("a file, not a folder".utf8).write(to: blocked)
        let recorder = UsageRecorder(record: UsageRecord(folder: blocked.path + "/usage"))
        let board = try LoopHarness(interpreter: EffectInterpreter(usage: recorder))
        #expect(board.loop.start())
        let notKept = "not being kept in the usage record"
        // The record is written on a queue of its own: the failure to write the first pick comes
        // back with the next key (with this one when the queue was quicker than the key).
        await board.type("1")
        let saidAtOnce = board.screen.contains(notKept)
        recorder.finish()
        await board.type("1")
        #expect(saidAtOnce || board.screen.contains(notKept))
        await board.type("\r")
        #expect(board.spoken.last == "I want drink")
        #expect(!board.screen.contains(notKept), "said once")
        #expect(board.loop.problems.count == 1)
    }
}

/// A clock a test moves by hand.
final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let offset = Mutex<Duration>(.zero)
    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
    func advance(_ duration: Duration) { offset.withLock { $0 += duration } }
}

/// Switch access in the full-screen loop: the auto-scan timer, ignore repeats, cues.
@Suite("Board loop with switches")
struct BoardLoopScanningTests {
    private static func loop(
        _ settings: SessionSettings, clock: ManualClock = ManualClock()
    ) throws -> (BoardLoop, RecordingSpeaker) {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        let speaker = RecordingSpeaker()
        let loop = BoardLoop(
            session: try Session(boardSet: set, settings: settings),
            terminal: InMemoryTerminal(size: TerminalSize(columns: 100, rows: 30)), colorSupport: .none, speaker: speaker,
            interpreter: EffectInterpreter(), settingsFile: nil, savedSettings: SavedSettings(), now: { clock.now })
        return (loop, speaker)
    }

    private static func press(_ loop: BoardLoop, _ typed: String) async {
        for key in LoopHarness.keys(typed) { _ = await loop.handle(.input(.key(key))) }
    }

    @Test("auto-scan: a timer runs while it scans; its tick moves the highlight, a stale one does nothing; it stops when the session waits")
    func timer() async throws {
        let (loop, _) = try Self.loop(SessionSettings(access: .autoScan, scan: ScanSettings(loops: 1)))
        #expect(loop.start())
        let first = try #require(loop.pendingTick)
        #expect(loop.session.scan.index == 0)
        #expect(await loop.handle(.scanTick(first)))
        #expect(loop.session.scan.index == 1)
        let second = try #require(loop.pendingTick)
        #expect(second != first)
        #expect(await loop.handle(.scanTick(first)))
        #expect(loop.session.scan.index == 1, "a tick from a timer that was replaced is ignored")
        // A press restarts the timer (the highlight stays a whole pace after it).
        await Self.press(loop, " ")
        #expect(loop.pendingTick != second)
        // Run the cycle out: once the session waits, there is no timer.
        while let tick = loop.pendingTick, !loop.session.scan.isWaiting { _ = await loop.handle(.scanTick(tick)) }
        #expect(loop.session.scan.isWaiting)
        #expect(loop.pendingTick == nil)
        await Self.press(loop, " ")
        #expect(!loop.session.scan.isWaiting && loop.pendingTick != nil, "a press starts it again")

        let (keys, _) = try Self.loop(SessionSettings())
        #expect(keys.start())
        #expect(keys.pendingTick == nil, "no timer with the number keys")
    }

    @Test("ignore repeats: a second press of the same switch within the time is dropped, after it is taken")
    func ignoreRepeats() async throws {
        let clock = ManualClock()
        let (loop, _) = try Self.loop(
            SessionSettings(access: .stepScan, scan: ScanSettings(ignoreRepeatsMilliseconds: 300)), clock: clock)
        #expect(loop.start())
        await Self.press(loop, " ")
        #expect(loop.session.scan.index == 1)
        clock.advance(.milliseconds(100))
        await Self.press(loop, " ")
        #expect(loop.session.scan.index == 1, "within 300 ms: ignored")
        clock.advance(.milliseconds(250))
        await Self.press(loop, " ")
        #expect(loop.session.scan.index == 2)

        let (off, _) = try Self.loop(SessionSettings(access: .stepScan), clock: clock)
        #expect(off.start())
        await Self.press(off, "  ")
        #expect(off.session.scan.index == 2, "0 is off: every press counts")
    }

    @Test("speak items: each highlighted item goes to the speaker as a cue in the person's voice; the picked word as speech")
    func cues() async throws {
        var settings = SessionSettings(voiceID: "en-GB", access: .stepScan, scan: ScanSettings(speakItems: true))
        settings.speakOnSelect = true
        let (loop, speaker) = try Self.loop(settings)
        #expect(loop.start())
        await Self.press(loop, " ")
        guard case .cue(let cue)? = speaker.requests.last else {
            Issue.record("no cue: \(speaker.requests)")
            return
        }
        #expect(cue.text == "I feel")
        #expect(cue.voiceID == "en-GB")
        await Self.press(loop, "\r")
        let kinds = speaker.requests.suffix(2).map { request -> String in
            switch request {
            case .speak(let utterance): "speak: \(utterance.text)"
            case .cue(let utterance): "cue: \(utterance.text)"
            default: "\(request)"
            }
        }
        #expect(kinds.first?.hasPrefix("speak: ") == true && kinds.last?.hasPrefix("cue: ") == true, "\(kinds)")
    }
}
