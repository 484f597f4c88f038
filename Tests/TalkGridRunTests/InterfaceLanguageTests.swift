import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStore
import Testing

/// TalkGrid's own words follow the session's language, and "speak the screen" says them.
@Suite("Interface language")
struct InterfaceLanguageTests {
    static func run(_ keys: String, settings: SessionSettings) async throws -> (transcript: [String], spoken: [String]) {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        var run = ScriptedRun(session: try Session(boardSet: set, settings: settings))
        let speaker = RecordingSpeaker()
        var transcript: [String] = []
        await run.run(try KeyScript.parse(keys), speaker: speaker) { transcript += $0.transcript }
        return (transcript, speaker.utterances.map(\.text))
    }

    @Test("the notes of a run are in the session's language")
    func notesInTheLanguage() async throws {
        let spanish = try await Self.run("1 1 * 1 /", settings: SessionSettings(language: "es"))
        #expect(
            spanish.transcript == [
                "speak: Quiero", "note: Abierto: Quiero", "speak: beber", "note: ¿Borrar el mensaje?",
                "note: Mensaje borrado; el menú puede recuperarlo", "note: Menú",
            ])
        let chinese = try await Self.run("1 *", settings: SessionSettings(language: "zh"))
        #expect(chinese.transcript == ["speak: 我要", "note: 打开了 我要", "note: 清空句子？"])
    }

    @Test("choosing a language in the menu changes TalkGrid's words at once")
    func menuSwitch() async throws {
        // Menu, Language (6), then the languages after "the board's own": en, es, fr, pt, zh.
        let switched = try await Self.run("/ 6 3 1", settings: SessionSettings(language: "en"))
        #expect(switched.transcript.first == "note: Menu")
        #expect(switched.transcript.contains("note: Idioma: Español (es)"))
        #expect(switched.transcript.last == "note: Abierto: Quiero")
    }

    @Test("a language with no words of TalkGrid's own shows English and says so once")
    func fallbackSaidOnce() async throws {
        let italian = try await Self.run("1 0 1", settings: SessionSettings(language: "it"))
        let said = italian.transcript.filter { $0.contains("not in Italiano") }
        #expect(said == ["note: TalkGrid's own words are not in Italiano (it) yet, so they are in English"])
        #expect(italian.transcript.contains("note: Opened I want"))
    }

    @Test("speak the screen: off says only the words; on says each notice too, in the person's language")
    func speakTheScreen() async throws {
        let off = try await Self.run("1 *", settings: SessionSettings(language: "fr"))
        #expect(off.spoken == ["Je veux"])
        let on = try await Self.run("1 *", settings: SessionSettings(language: "fr", speaksScreen: true))
        #expect(on.spoken == ["Je veux", "Ouvert : Je veux", "Effacer le message ?"])
        #expect(on.transcript == off.transcript, "the printed notes are the same either way")
    }
}

@Suite("Speak the screen in the menu")
struct SpeakTheScreenMenuTests {
    @Test("Menu, Screen, Speak the screen, On: the setting changes and the next notices are said")
    func switchedOn() async throws {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        var run = ScriptedRun(session: try Session(boardSet: set, settings: SessionSettings(language: "pt")))
        let speaker = RecordingSpeaker()
        var transcript: [String] = []
        await run.run(try KeyScript.parse("/ 1 4 1 1"), speaker: speaker) { transcript += $0.transcript }
        #expect(run.session.settings.speaksScreen)
        #expect(transcript.contains("note: Falar a tela: sim"))
        #expect(speaker.utterances.map(\.text) == ["Falar a tela: sim", "Eu quero", "Aberto: Eu quero"], "from the choice itself on")
    }
}
