/// What the words ahead are found for: the message's words so far and the letters of a word
/// being spelled (a keyboard board's keys), as the edge's prediction takes them.
public struct WordsAheadQuery: Hashable, Sendable {
    /// The message's words before the one being spelled (all of them when none is).
    public var words: [String]
    /// The letters spelled so far of the last word; nil when no word is being spelled.
    public var spelling: String?
    /// The person's vocabulary level: the words of cells above it are not offered, so a new level
    /// is a new query.
    public var level: Int

    public init(words: [String], spelling: String?, level: Int = VocabularyLevel.all) {
        self.words = words
        self.spelling = spelling
        self.level = level
    }
}
