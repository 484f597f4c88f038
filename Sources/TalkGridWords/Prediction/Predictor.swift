/// The words most likely next for a message so far, or the completions of a word being spelled:
/// ranked by how often the person's own messages had each word after the previous one (``WordPairs``),
/// mixed with how common the word is in the language (``WordFrequencies``); with neither, the
/// set's words cheapest by keys first. Pure: the data comes in, the ranked words go out.
///
/// The words' order by how common they are is found once, when the predictor is made (a set's
/// load); a pick then scores only the previous word's followers and walks that order until the
/// slots are full, instead of looking up every word of the set.
public struct Predictor: Sendable {
    public let setWords: SetWords
    public let frequencies: WordFrequencies?
    public var pairs: WordPairs
    /// Also offer the language's common words the set does not have (off by default).
    public let includesCommonWords: Bool
    /// Every word that can be offered, with its place in the order of offering when likelihoods tie
    /// (the set's words cheapest first, then the common words by rank).
    private let candidates: [Candidate]
    /// `candidates`' indices, most common first (ties keep their order).
    private let byCommon: [Int]
    /// Each candidate's index, by its text in lower case.
    private let byText: [String: Int]

    public init(setWords: SetWords, frequencies: WordFrequencies?, pairs: WordPairs, includesCommonWords: Bool = false) {
        self.setWords = setWords
        self.frequencies = frequencies
        self.pairs = pairs
        self.includesCommonWords = includesCommonWords
        var candidates = setWords.words.map { word in
            Candidate(
                word: word.text, lowered: word.text.lowercased(), setWord: word,
                common: frequencies?.frequency(of: word.text) ?? 1e-9 / Double(1 + word.keys))
        }
        if includesCommonWords, let frequencies {
            for word in frequencies.words where setWords.word(word) == nil {
                candidates.append(
                    Candidate(word: word, lowered: word.lowercased(), setWord: nil, common: frequencies.frequency(of: word) ?? 0))
            }
        }
        var byText: [String: Int] = [:]
        for (index, candidate) in candidates.enumerated() where byText[candidate.lowered] == nil { byText[candidate.lowered] = index }
        self.candidates = candidates
        self.byText = byText
        byCommon = candidates.indices.sorted {
            candidates[$0].common > candidates[$1].common || (candidates[$0].common == candidates[$1].common && $0 < $1)
        }
    }

    /// How many slots the board shows.
    public static let slotCount = 6

    /// The best `limit` words after `message` (its words so far), best first. With `spelling` (the
    /// letters of a word being typed), only the words that begin with them; otherwise never the
    /// last word again.
    public func predictions(after message: [String], spelling: String? = nil, limit: Int = slotCount) -> [Prediction] {
        guard limit > 0 else { return [] }
        let previous = message.last?.lowercased() ?? WordPairs.start
        let followers = pairs.followers(of: previous)
        let total = followers.values.reduce(0, +)
        // Witten-Bell: the more often the previous word was followed by anything, the more its pairs count.
        let pairWeight = total == 0 ? 0 : Double(total) / Double(total + followers.count)
        let prefix = spelling?.lowercased()
        func offered(_ candidate: Candidate) -> Bool {
            if let prefix { return candidate.lowered.hasPrefix(prefix) && candidate.lowered != prefix }
            return candidate.lowered != previous
        }
        var scored: [(index: Int, likelihood: Double)] = []
        // The followers, each scored whole.
        var followerIndices = Set<Int>()
        for (word, count) in followers {
            guard let index = byText[word], offered(candidates[index]), followerIndices.insert(index).inserted else { continue }
            let pair = Double(count) / Double(total)
            scored.append((index, pairWeight * pair + (1 - pairWeight) * candidates[index].common))
        }
        // The others rank by how common they are alone: the first `limit` of that order are enough.
        var others = 0
        for index in byCommon where !followerIndices.contains(index) && offered(candidates[index]) {
            scored.append((index, (1 - pairWeight) * candidates[index].common))
            others += 1
            if others == limit { break }
        }
        scored.sort { $0.likelihood > $1.likelihood || ($0.likelihood == $1.likelihood && $0.index < $1.index) }
        return scored.prefix(limit).map { entry in
            let candidate = candidates[entry.index]
            return Prediction(word: candidate.word, setWord: candidate.setWord, likelihood: entry.likelihood)
        }
    }

    /// A word that can be offered, with how common it is.
    private struct Candidate: Sendable {
        var word: String
        var lowered: String
        var setWord: SetWord?
        var common: Double
    }
}
