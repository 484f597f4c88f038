import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStore
import Testing

/// `run --keys` through the library: the same interpreter as the board, speaking each utterance
/// to its end, stopping at quit.
@Suite("Scripted run")
struct ScriptedRunLibraryTests {
    @Test("keys through the library give the transcript and the speech, and stop at quit")
    func speaksAndStops() async throws {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        var run = ScriptedRun(session: try Session(boardSet: set))
        let speaker = RecordingSpeaker()
        var transcript: [String] = []
        await run.run(try KeyScript.parse("1 1 enter / 9 1 1 enter"), speaker: speaker) { transcript += $0.transcript }
        #expect(
            transcript == [
                "speak: I want", "note: Opened I want", "speak: drink", "speak: I want drink", "note: Menu", "note: Quit TalkGrid?",
                "note: Really quit? The board closes",
            ])
        #expect(speaker.utterances.map(\.text) == ["I want", "drink", "I want drink"])
        #expect(run.didQuit)
    }
}
