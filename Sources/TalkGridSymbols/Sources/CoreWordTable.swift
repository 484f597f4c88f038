import TalkGrid

/// TalkGrid's own core-word table (`Symbols/core-words.json`, shipped in the binary): AAC words
/// that emoji annotations do not name (want, more, stop, not, all done) and the words of the
/// shipped boards, each with the emoji the shipped boards pair it with, in several languages.
public struct CoreWordTable: Sendable, Equatable {
    /// One picture's words.
    public struct Entry: Sendable, Equatable {
        public var emoji: String
        /// CLDR's English name of the emoji, which makes the picture's id whether CLDR is installed or not.
        public var name: String?
        /// Words by language (`en`, `es`, `pt`, `fr`, `de`, `zh`).
        public var words: [String: [String]]
    }

    public var entries: [Entry]

    /// The table's path among the shipped files.
    public static let shippedPath = "Symbols/core-words.json"

    /// Reads the table: `{"words": [{"emoji": "🤲", "name": "palms up together", "en": ["want", "I want"], "es": [...]}, ...]}`.
    public init(parsing bytes: [UInt8], file: String) throws(JSONParseError) {
        let root = try JSONParser.parse(bytes, file: file)
        entries = (root["words"]?.elements ?? []).compactMap { element in
            guard let emoji = element["emoji"]?.string, let members = element.members else { return nil }
            var words: [String: [String]] = [:]
            for member in members where member.key != "emoji" && member.key != "name" {
                words[member.key] = member.value.elements?.compactMap(\.string) ?? []
            }
            return Entry(emoji: emoji, name: element["name"]?.string, words: words)
        }
    }

    /// The languages the table has words in.
    public var languages: Set<String> { Set(entries.flatMap(\.words.keys)) }
}
