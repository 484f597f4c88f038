import Foundation

/// How common the words of a language are: wordfreq's list as `scripts/words-data.py` converts it
/// (`words-LANG.tsv`: `word<TAB>band`, most frequent first; band b is a frequency of 10^(-b/100)).
public struct WordFrequencies: Sendable {
    /// Each word (in lower case) and its band.
    private var bands: [String: Int32]
    /// The words, most frequent first.
    public private(set) var words: [String]

    /// The list's lines; a line that is not `word<TAB>number` is skipped.
    public init(text: String) {
        bands = [:]
        words = []
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"), let band = Int32(line[line.index(after: tab)...]) else { continue }
            let word = String(line[..<tab])
            guard bands[word] == nil else { continue }
            bands[word] = band
            words.append(word)
        }
    }

    /// How many words the list has.
    public var count: Int { words.count }

    /// How often the word occurs (a share of all words: 0.01 for one word in a hundred); nil when
    /// the list does not have it.
    public func frequency(of word: String) -> Double? {
        guard let band = bands[word] ?? bands[word.lowercased()] else { return nil }
        return Self.frequency(band: Int(band))
    }

    /// wordfreq's bands: a hundred to each power of ten.
    static func frequency(band: Int) -> Double {
        pow(10, -Double(band) / 100)
    }
}
