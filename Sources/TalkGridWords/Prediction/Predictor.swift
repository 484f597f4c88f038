/// The words most likely next for a message so far, or the completions of a word being spelled:
/// ranked by how often the person's own messages had each word after the previous one (``WordPairs``),
/// mixed with how common the word is in the language (``WordFrequencies``); with neither, the
/// set's words cheapest by keys first. Pure: the data comes in, the ranked words go out.
public struct Predictor: Sendable {
    public var setWords: SetWords
    public var frequencies: WordFrequencies?
    public var pairs: WordPairs
    /// Also offer the language's common words the set does not have (off by default).
    public var includesCommonWords: Bool

    public init(setWords: SetWords, frequencies: WordFrequencies?, pairs: WordPairs, includesCommonWords: Bool = false) {
        self.setWords = setWords
        self.frequencies = frequencies
        self.pairs = pairs
        self.includesCommonWords = includesCommonWords
    }

    /// How many slots the board shows.
    public static let slotCount = 6

    /// The best `limit` words after `message` (its words so far), best first. With `spelling` (the
    /// letters of a word being typed), only the words that begin with them; otherwise never the
    /// last word again.
    public func predictions(after message: [String], spelling: String? = nil, limit: Int = slotCount) -> [Prediction] {
        let previous = message.last?.lowercased() ?? WordPairs.start
        let followers = pairs.followers(of: previous)
        let total = followers.values.reduce(0, +)
        // Witten-Bell: the more often the previous word was followed by anything, the more its pairs count.
        let pairWeight = total == 0 ? 0 : Double(total) / Double(total + followers.count)
        let prefix = spelling?.lowercased()
        var best: [Prediction] = []
        func consider(_ word: String, _ setWord: SetWord?, rankWhenUnknown: Int) {
            let lowered = word.lowercased()
            if let prefix {
                guard lowered.hasPrefix(prefix), lowered != prefix else { return }
            } else if lowered == previous {
                return
            }
            let common = frequencies?.frequency(of: word) ?? 1e-9 / Double(1 + rankWhenUnknown)
            let pair = total == 0 ? 0 : Double(followers[lowered] ?? 0) / Double(total)
            let likelihood = pairWeight * pair + (1 - pairWeight) * common
            insert(Prediction(word: word, setWord: setWord, likelihood: likelihood), into: &best, limit: limit)
        }
        for word in setWords.words { consider(word.text, word, rankWhenUnknown: word.keys) }
        if includesCommonWords, let frequencies {
            for (rank, word) in frequencies.words.enumerated() where setWords.word(word) == nil {
                consider(word, nil, rankWhenUnknown: rank)
            }
        }
        return best
    }

    /// Keeps the `limit` likeliest, best first (ties keep the earlier, cheaper word).
    private func insert(_ prediction: Prediction, into best: inout [Prediction], limit: Int) {
        guard limit > 0 else { return }
        if best.count == limit, let last = best.last, last.likelihood >= prediction.likelihood { return }
        let place = best.firstIndex { $0.likelihood < prediction.likelihood } ?? best.count
        best.insert(prediction, at: place)
        if best.count > limit { best.removeLast() }
    }
}
