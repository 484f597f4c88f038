import TalkGrid
import TalkGridRun
import TalkGridSpeech
import Testing

/// The board tells its speaker what may be said next, through the speaker's `prepare`: a
/// natural voice makes those sounds ahead while the person looks at the board.
@Suite("The board prepares what may be said next")
struct SpeechAheadLoopTests {
    @Test("the first frame prepares the board's words; a word added prepares the message; a key that changes nothing prepares nothing")
    func preparesAfterFrames() async throws {
        let board = try LoopHarness()
        #expect(board.loop.start())
        let first = try #require(board.speaker.prepared.last)
        #expect(first.map(\.text).contains("I want"))
        #expect(first == board.loop.session.utterancesAhead())

        await board.type("1")
        await board.type("2")
        let after = try #require(board.speaker.prepared.last)
        #expect(after.first?.text == "I want eat", "the message as Enter would say it comes first")
        let count = board.speaker.prepared.count
        await board.type("+")  // the board has one page: nothing changes
        #expect(board.speaker.prepared.count == count)
    }
}
