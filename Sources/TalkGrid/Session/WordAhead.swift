/// A word offered ahead on the words-ahead screen (Space): the word, and the set's cell that says
/// it nearest by keys (its picture, its recording), found by the edge's prediction.
public struct WordAhead: Hashable, Sendable {
    /// The word as it is added to the message.
    public var word: String
    /// The cell's glyph (its picture in the terminal), if it has one.
    public var glyph: String?
    /// The board and cell that say the word; nil for a common word the set does not have.
    public var boardID: String?
    public var cellID: String?

    public init(word: String, glyph: String? = nil, boardID: String? = nil, cellID: String? = nil) {
        self.word = word
        self.glyph = glyph
        self.boardID = boardID
        self.cellID = cellID
    }
}
