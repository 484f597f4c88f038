import TalkGridShipped
import Testing

@testable import TalkGrid

/// What a session may be asked to say next: the message, then each visible cell's word as a
/// pick would say it, on this board and the boards one link away.
@Suite struct SpeechAheadTests {
    @Test func theMessageComesFirstThenTheWordsOfTheBoardAndItsNeighbours() throws {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        var session = try Session(boardSet: set, settings: SessionSettings(voiceID: "en-US-natural", rate: 200))
        let start = session.utterancesAhead()
        #expect(!start.isEmpty)
        #expect(start.allSatisfy { $0.voiceID == "en-US-natural" && $0.prosody == session.settings.messageProsody })
        // What a pick says is what is prepared.
        let root = session.currentBoard
        let said = root.cells.filter { !$0.hidden }.compactMap { cell -> Utterance? in
            var picked = session
            return picked.pick(cell, on: root).compactMap { effect -> Utterance? in
                if case .speak(let utterance) = effect { return utterance }
                return nil
            }.first
        }
        #expect(said.allSatisfy(start.contains))
        #expect(Set(start).count == start.count, "each once")

        _ = session.reduce(.key(.digit(1)))
        let ahead = session.utterancesAhead()
        #expect(ahead.first?.text == session.message.utterance(voiceID: "en-US-natural", prosody: session.settings.messageProsody).text)
        #expect(session.utterancesAhead(limit: 3).count == 3)
    }

    @Test func withoutSpeakOnSelectOnlyTheMessageIsPrepared() throws {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        var session = try Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        #expect(session.utterancesAhead().isEmpty)
        _ = session.reduce(.key(.digit(1)))
        #expect(
            session.utterancesAhead().map(\.text) == [
                session.message.utterance(voiceID: nil, prosody: session.settings.messageProsody).text
            ])
    }
}
