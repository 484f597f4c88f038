import TalkGrid
import TalkGridShipped
import TalkGridTestSupport
import TalkGridWords
import Testing

/// The predictor against its definition: every candidate scored by the documented mix of word pairs
/// and frequencies, best first, ties in the order of offering; on the shipped core-words set with
/// seeded frequency lists, taught pairs, messages and spellings.
@Suite("words ahead: the predictor's ranking")
struct PredictorTests {
    /// The predictions as the definition gives them: every candidate scored, then sorted.
    static func definition(_ predictor: Predictor, after message: [String], spelling: String?, limit: Int) -> [Prediction] {
        let previous = message.last?.lowercased() ?? WordPairs.start
        let followers = predictor.pairs.followers(of: previous)
        let total = followers.values.reduce(0, +)
        let pairWeight = total == 0 ? 0 : Double(total) / Double(total + followers.count)
        var all: [(order: Int, prediction: Prediction)] = []
        func consider(_ word: String, _ setWord: SetWord?, common: Double) {
            let lowered = word.lowercased()
            if let spelling {
                guard lowered.hasPrefix(spelling.lowercased()), lowered != spelling.lowercased() else { return }
            } else if lowered == previous {
                return
            }
            let pair = total == 0 ? 0 : Double(followers[lowered] ?? 0) / Double(total)
            all.append((all.count, Prediction(word: word, setWord: setWord, likelihood: pairWeight * pair + (1 - pairWeight) * common)))
        }
        for word in predictor.setWords.words {
            consider(word.text, word, common: predictor.frequencies?.frequency(of: word.text) ?? 1e-9 / Double(1 + word.keys))
        }
        if predictor.includesCommonWords, let frequencies = predictor.frequencies {
            for word in frequencies.words where predictor.setWords.word(word) == nil {
                consider(word, nil, common: frequencies.frequency(of: word) ?? 0)
            }
        }
        all.sort {
            $0.prediction.likelihood > $1.prediction.likelihood
                || ($0.prediction.likelihood == $1.prediction.likelihood && $0.order < $1.order)
        }
        return all.prefix(limit).map(\.prediction)
    }

    /// A frequency list over the set's words and some others, in seeded bands (many ties).
    static func frequencies(for words: [String], random: inout SeededRandom) -> WordFrequencies {
        let others = ["the", "and", "zebra", "quilt", "dragon", "music", "garden", "pizza"]
        let listed = (words.filter { _ in Int.random(in: 0..<4, using: &random) != 0 } + others).shuffled(using: &random)
        return WordFrequencies(text: listed.map { "\($0.lowercased())\t\(Int.random(in: 150...700, using: &random) / 50 * 50)\n" }.joined())
    }

    @Test(
        "ranks as the definition does, with and without word pairs, frequencies, spelling and the language's common words", arguments: 1...6
    )
    func ranksAsDefined(seed: UInt64) throws {
        let set = try #require(try ShippedContent.boardSet(named: "core-words"))
        let setWords = SetWords(boardSet: set)
        #expect(setWords.count > 30, "the shipped set says \(setWords.count) words")
        var random = SeededRandom(seed: seed)
        let texts = setWords.words.map(\.text)
        let list = seed % 3 == 0 ? nil : Self.frequencies(for: texts, random: &random)
        var pairs = WordPairs()
        for _ in 0..<40 {
            pairs.learn((0..<Int.random(in: 1...5, using: &random)).map { _ in texts.randomElement(using: &random)! })
        }
        for common in [false, true] {
            let predictor = Predictor(setWords: setWords, frequencies: list, pairs: pairs, includesCommonWords: common)
            for _ in 0..<60 {
                let message = (0..<Int.random(in: 0...3, using: &random)).map { _ in texts.randomElement(using: &random)! }
                let word = texts.randomElement(using: &random)!.lowercased()
                let spelling = Bool.random(using: &random) ? String(word.prefix(Int.random(in: 1...2, using: &random))) : nil
                let limit = Int.random(in: 1...8, using: &random)
                let expected = Self.definition(predictor, after: message, spelling: spelling, limit: limit)
                let predicted = predictor.predictions(after: message, spelling: spelling, limit: limit)
                #expect(predicted == expected, "after \(message), spelling \(spelling ?? "-"), \(limit) slots, common words \(common)")
            }
        }
    }

    @Test("a pair the person's messages taught comes first; the last word is never offered again; spelling offers only completions")
    func pairsAndSpelling() throws {
        let set = try #require(try ShippedContent.boardSet(named: "core-words"))
        let setWords = SetWords(boardSet: set)
        let words = setWords.words.map(\.text)
        let (first, second) = (words[3], words[9])
        var pairs = WordPairs()
        for _ in 0..<3 { pairs.learn([first, second]) }
        let predictor = Predictor(setWords: setWords, frequencies: nil, pairs: pairs)
        let after = predictor.predictions(after: [first])
        #expect(after.first?.word == second, "\(after.map(\.word))")
        #expect(after.count == Predictor.slotCount)
        #expect(!after.contains { $0.word.lowercased() == first.lowercased() })
        let again = predictor.predictions(after: [first, second])
        #expect(!again.contains { $0.word.lowercased() == second.lowercased() })
        let prefix = String(second.lowercased().prefix(1))
        let spelled = predictor.predictions(after: [], spelling: prefix)
        #expect(!spelled.isEmpty && spelled.allSatisfy { $0.word.lowercased().hasPrefix(prefix) && $0.word.lowercased() != prefix })
        #expect(predictor.predictions(after: [first], limit: 0).isEmpty)
    }
}
