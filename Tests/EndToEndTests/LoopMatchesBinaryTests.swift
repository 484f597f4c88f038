import Foundation
import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal
import TalkGridTestSupport
import TalkGridWords
import Testing

/// The run loop library and the real binary agree: the same keys give the same screens, the same
/// speech (the WAV files espeak-ng made of it, one per utterance, of the same length) and the same
/// history.
@Suite(
    "The run loop library matches the binary under tmux", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct LoopMatchesBinaryTests {
    /// The keys a person types, as tmux names them and as the bytes a keyboard sends.
    static let keys: [(tmux: String, typed: String)] = [
        ("1", "1"), ("2", "2"), (".", "."), ("0", "0"), ("4", "4"), ("1", "1"), ("3", "3"), ("Enter", "\r"), ("/", "/"),
        ("1", "1"), ("0", "0"), ("0", "0"), ("*", "*"), ("2", "2"), ("x", "x"),
    ]

    @Test("the same keys give the same frames, utterances and history through the library as through the binary")
    func sameFramesAndSpeech() async throws {
        // Without pictures: they arrive from the picture threads when they are ready, at moments
        // that differ between the two.
        let pane = try TerminalPane(["run", "--no-audio", "--speak-to", "%FOLDER%/wav", "--symbols", "off"])
        defer { pane.kill() }
        let folder = try Fixtures.temporaryFolder("library-run")
        defer { Fixtures.removeTemporaryFolder(folder) }

        // The library's loop, wired as the binary wires it, on an in-memory terminal of the pane's size.
        let environment = ["HOME": pane.folder.path, "LANG": "C.UTF-8"]
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        let voices = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: nil)
        let settings = RunSettings.starting(
            saved: SavedSettings(), overrides: SettingOverrides(symbols: .off), environment: environment, boardSet: set)
        let files = try WAVFolderSink(folder: folder.appendingPathComponent("wav").path)
        let speaker = LiveSpeaker(voices: voices, output: SpeechOutput(playsAloud: false, sinks: [files]))
        let record = UsageRecord(folder: folder.appendingPathComponent("usage").path)
        let recorder = UsageRecorder(record: record)
        let terminal = InMemoryTerminal(size: TerminalSize(columns: 100, rows: 30))
        var interpreter = EffectInterpreter(media: OpenedBoardSet(inMemory: set).media, usage: recorder)
        // The words ahead of a shipped set (no word pairs kept), from the word data the pane's HOME has.
        interpreter.wordsAhead =
            SetPrediction(boardSet: set, pairsFile: nil, data: WordData(environment: environment))
            .wordsAhead(after:spelling:)
        let loop = BoardLoop(
            session: try Session(
                boardSet: set, settings: settings.session,
                voices: voices.profiles.map { VoiceChoice(id: $0.id, name: $0.name, language: $0.language) }),
            terminal: terminal, colorSupport: .palette256, speaker: speaker,
            interpreter: interpreter,
            settingsFile: SettingsFile(path: folder.appendingPathComponent("config.json").path), savedSettings: SavedSettings(),
            notice: Announcement(.noLockYet, .noticeNoLockYet))  // the pane's first run, without a lock

        #expect(loop.start())
        try expectSame(pane, terminal.screen, after: "the start")
        for key in Self.keys {
            var decoder = KeyDecoder()
            for press in decoder.decode(Array(key.typed.utf8)) + decoder.finish() {
                #expect(await loop.handle(.input(.key(press))))
            }
            await speaker.waitUntilDone()  // as the binary's speech has ended by the time its screen is read
            try pane.send(key.tmux)
            try expectSame(pane, terminal.screen, after: key.tmux)
        }

        let binaryWAVs = try pane.wavFiles().map { try Data(contentsOf: $0) }
        let libraryWAVs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("wav").path).sorted()
            .map { try Data(contentsOf: folder.appendingPathComponent("wav/\($0)")) }
        #expect(binaryWAVs.count == 4, "I want, eat, juice, the message")
        #expect(libraryWAVs.count == binaryWAVs.count)
        // The same words give the same length of speech; the bytes may differ a little, as the
        // engine in this test process is shared with tests that speak other voices and rates.
        for (binary, library) in zip(binaryWAVs, libraryWAVs) {
            #expect(
                abs(binary.count - library.count) <= binary.count / 10,
                "\(binary.count) bytes from the binary, \(library.count) from the library")
        }

        // The same picks, messages and methods in both records (the times differ).
        recorder.finish()
        let binaryRecord = UsageRecord(folder: pane.folder.path + "/.local/state/talkgrid/usage/first-words")
        let withoutTimes = { (events: [RecordedEvent]) in events.map(\.event) }
        #expect(withoutTimes(try binaryRecord.events()) == withoutTimes(try record.events()))
        #expect(try record.events().filter { $0.event.action == .said }.count == 1)
        #expect(try record.events().filter { $0.event.action == .pick }.allSatisfy { $0.event.method == .key })
    }

    /// Waits for the pane to show the library's screen; records the difference when it never does.
    private func expectSame(
        _ pane: TerminalPane, _ screen: TerminalScreen, after key: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        func shown() throws -> [String] {
            let lines = try pane.screen().split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var text = String(line)
                while text.last == " " { text.removeLast() }
                return text
            }
            return Array(lines.prefix(screen.rows)) + Array(repeating: "", count: max(0, screen.rows - lines.count))
        }
        // tmux draws an emoji made by VS16 one column wide, where the blank the renderer draws
        // first stays visible (see ANSIRenderer); a symbol made emoji by VS16 alone is written as
        // text and a space already: read the library's screen the same way.
        let library = screen.lines.map { line in
            line.reduce(into: "") { text, character in
                text.append(character)
                if character.unicodeScalars.contains("\u{FE0F}") { text.append(" ") }
            }
        }
        _ = try pane.waitUntil { try shown() == library }
        let binary = try shown()
        let differing = zip(binary, library).enumerated().filter { $0.element.0 != $0.element.1 }
            .map { "row \($0.offset):\n  binary:  \($0.element.0)\n  library: \($0.element.1)" }
        #expect(differing.isEmpty, "after \(key):\n\(differing.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
}
