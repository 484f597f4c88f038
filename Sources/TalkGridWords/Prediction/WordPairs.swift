/// The word pairs a person's own spoken messages taught: how often each word followed another
/// (the message's start counts as a word, ``start``). Counts only; no message is kept here.
///
/// Saved beside the set's history as `.talkgrid/word-pairs.tsv`, one pair a line
/// (`first<TAB>second<TAB>count`), read back by ``init(text:)``.
public struct WordPairs: Equatable, Sendable {
    /// What stands before a message's first word.
    public static let start = "\u{2402}"

    /// For each word (in lower case), the words that followed it and how often.
    public private(set) var counts: [String: [String: Int]] = [:]

    public init() {}

    /// The pairs of a saved file; lines that are not `first<TAB>second<TAB>count` are skipped.
    public init(text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let count = Int(fields[2]), count > 0, !fields[0].isEmpty, !fields[1].isEmpty else { continue }
            counts[String(fields[0]), default: [:]][String(fields[1]), default: 0] += count
        }
    }

    /// Learns the pairs of one spoken message (its words in order).
    public mutating func learn(_ words: [String]) {
        var previous = Self.start
        for word in words {
            let key = word.lowercased()
            guard !key.isEmpty else { continue }
            counts[previous, default: [:]][key, default: 0] += 1
            previous = key
        }
    }

    /// Learns the pairs of one spoken message's text (its words as spoken, punctuation left out).
    public mutating func learn(text: String) {
        learn(Self.words(in: text))
    }

    /// The words of a spoken text: split at spaces, punctuation left out (`"hello, you!"` → hello, you).
    public static func words(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map { word in String(word.filter { !$0.isPunctuation || $0 == "'" }) }
            .filter { !$0.isEmpty }
    }

    /// How often `word` followed `previous`, and how often anything did.
    public func count(of word: String, after previous: String) -> (pair: Int, total: Int) {
        guard let followers = counts[previous.lowercased()] else { return (0, 0) }
        return (followers[word.lowercased()] ?? 0, followers.values.reduce(0, +))
    }

    /// The words that followed `previous`, with their counts.
    public func followers(of previous: String) -> [String: Int] {
        counts[previous.lowercased()] ?? [:]
    }

    /// The file's text, pairs sorted so that the file changes little between saves.
    public var text: String {
        var lines: [String] = []
        for first in counts.keys.sorted() {
            for (second, count) in counts[first]!.sorted(by: { $0.key < $1.key }) { lines.append("\(first)\t\(second)\t\(count)") }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    public var isEmpty: Bool { counts.isEmpty }
}
