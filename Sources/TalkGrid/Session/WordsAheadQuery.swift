/// What the words ahead are found for: the message's words so far and the letters of a word
/// being spelled (a keyboard board's keys), as the edge's prediction takes them.
public struct WordsAheadQuery: Hashable, Sendable {
    /// The message's words before the one being spelled (all of them when none is).
    public var words: [String]
    /// The letters spelled so far of the last word; nil when no word is being spelled.
    public var spelling: String?

    public init(words: [String], spelling: String?) {
        self.words = words
        self.spelling = spelling
    }
}
