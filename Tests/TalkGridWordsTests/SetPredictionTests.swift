import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridWords
import Testing

/// The set's predictor made ahead on another thread (as a run does while its screen is built)
/// against one made when first asked: the same words, whatever the two threads' order.
@Suite("words ahead: the set's predictor made ahead")
struct SetPredictionTests {
    @Test("made in the background while the first words are asked, it offers the same words as one made on demand", arguments: 1...4)
    func preparedMatchesOnDemand(round: Int) throws {
        _ = round
        let set = try #require(try ShippedContent.boardSet(named: "core-words"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-prediction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = SetWords(boardSet: set).words.map(\.text)
        let list = words.enumerated().map { "\($1.lowercased())\t\(200 + ($0 * 37) % 500)\n" }.joined()
        try Data(list.utf8).write(to: folder.appendingPathComponent("words-en.tsv"))
        let data = WordData(folder: folder.path)

        let onDemand = SetPrediction(boardSet: set, pairsFile: nil, data: data)
        let ahead = SetPrediction(boardSet: set, pairsFile: nil, data: data)
        ahead.prepareInBackground()
        // Asked at once: the two threads meet in either order, a round each.
        for (message, spelling) in [([String](), nil), (["I"], nil), (["I", "want"], nil), (["I"], "w")] as [([String], String?)] {
            let expected = onDemand.wordsAhead(after: message, spelling: spelling)
            #expect(!expected.isEmpty)
            #expect(ahead.wordsAhead(after: message, spelling: spelling) == expected, "after \(message) spelling \(spelling ?? "-")")
        }
    }
}
