import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTestSupport
import Testing

/// The one interpreter of session effects: what each effect becomes, recordings from the set's
/// media, speech before the history.
@Suite("Effect interpreter")
struct EffectInterpreterTests {
    static let hello = Utterance(text: "hello", language: "en")
    static let said = UsageEvent(.said, method: .key, language: "en", board: "home", text: "hello")

    @Test("each effect: speech, announcements, transcript, messages to keep, settings, quit")
    func reaction() {
        let announcement = Announcement(.boardOpened, .noticeOpened(board: "Food"))
        var settings = SessionSettings()
        settings.layout = .rows
        let reaction = EffectInterpreter().reaction(to: [
            .speak(Self.hello), .announce(announcement), .stopSpeaking, .record(Self.said), .settingsChanged(settings), .quit,
        ])
        #expect(reaction.speech == [.speak(Self.hello), .stop])
        #expect(reaction.announcements == [announcement])
        #expect(reaction.transcript == ["speak: hello", "note: Opened Food"])
        #expect(reaction.usage == [Self.said])
        #expect(reaction.changedSettings == settings)
        #expect(reaction.quits)
    }

    @Test("cues: Controls and Back in the interface's language, words in their own; all in the person's cue voice")
    func cues() {
        var settings = SessionSettings(voiceID: "fr-FR", rate: 150)
        settings.scan.cueVoice = CueVoice(volume: 70)
        let french = ShippedContent.interfaceWords(for: "fr")
        let interpreter = EffectInterpreter(words: french)
        let reaction = interpreter.reaction(
            to: [.cue(.interface(InterfaceText(.scanControls))), .cue(.interface(InterfaceText(.controlBack))), .cue(.word(Self.hello))],
            speakingScreen: settings)
        #expect(reaction.transcript == ["cue: Commandes", "cue: \(french.text(InterfaceText(.controlBack)))", "cue: hello"])
        #expect(reaction.cues.map(\.segments.first?.language) == ["fr", "fr", "en"])
        let voiced = settings.scan.cueVoice.cue(Self.hello, messageSettings: settings)
        #expect(reaction.cues.last == voiced)
        #expect(reaction.cues.allSatisfy { $0.voiceID == "fr-FR" && $0.prosody == voiced.prosody })
        #expect(voiced.prosody.rate(overVoice: 175) == 199 && voiced.prosody.volume(overVoice: 100) == 70)
        #expect(reaction.speech.isEmpty, "cues are not the main voice's speech")
    }

    @Test("a recording plays from the set's media; one that is missing or not sound is spoken as its words")
    func recordings() throws {
        let wav = WAVWriter(sampleRate: 22_050).encode([0, 1000, -1000, 0])
        let board = Board(
            id: "home", name: "Home", grid: Grid(rows: 0, columns: 0), cells: [],
            sounds: [
                "good": BoardSound(id: "good", data: "data:audio/wav;base64,\(Base64.encode(wav))"),
                "bad": BoardSound(id: "bad", data: "data:audio/wav;base64,\(Base64.encode(Array("not sound".utf8)))"),
            ])
        let set = BoardSet(rootID: "home", boards: ["home": board], boardOrder: ["home"])
        let interpreter = EffectInterpreter(media: OpenedBoardSet(inMemory: set).media)
        let clip = try AudioClip(decoding: wav)
        for (soundID, expected) in [("good", SpeechRequest.play(clip)), ("bad", .speak(Self.hello)), ("gone", .speak(Self.hello))] {
            let reaction = interpreter.reaction(to: [.playSound(boardID: "home", soundID: soundID, fallback: Self.hello)])
            #expect(reaction.speech == [expected], "\(soundID)")
            #expect(reaction.transcript == ["speak: hello"])
        }
        #expect(
            EffectInterpreter().reaction(to: [.playSound(boardID: "home", soundID: "good", fallback: Self.hello)]).speech == [
                .speak(Self.hello)
            ])
    }

    @Test("perform: the speaker gets the requests in order, then the events go to the usage record, stamped with local time")
    func perform() async throws {
        let folder = try Fixtures.temporaryFolder("interpreter")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let record = UsageRecord(folder: folder.appendingPathComponent("usage").path)
        let recorder = UsageRecorder(record: record, clock: { UsageTime(seconds: 60, offset: 3600) })
        let interpreter = EffectInterpreter(usage: recorder)
        let speaker = RecordingSpeaker()
        let failures = await interpreter.perform(
            interpreter.reaction(to: [.stopSpeaking, .speak(Self.hello), .record(Self.said)]), on: speaker, waitingForEach: true)
        #expect(failures.isEmpty)
        #expect(speaker.requests == [.stop, .speak(Self.hello)])
        recorder.finish()
        let file = try String(contentsOfFile: record.path(ofMonth: "1970-01"), encoding: .utf8)
        #expect(file == RecordedEvent.header + "1970-01-01T01:01:00+01:00\tsaid\tkey\ten\thome\t-\t-\thello\n")
        #expect(try record.events() == [RecordedEvent(time: UsageTime(seconds: 60, offset: 3600), event: Self.said)])
    }
}
