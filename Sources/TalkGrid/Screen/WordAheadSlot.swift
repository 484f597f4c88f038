/// One slot of the words-ahead strip on the board: a word likely next, with the picture of the
/// set's cell that says it, and the keys that add it (Space, then the slot's key).
public struct WordAheadSlot: Hashable, Sendable {
    /// The word as it is added to the message.
    public var word: String
    /// The cell's glyph (its picture in a terminal without pixels), if it has one.
    public var glyph: String?
    /// The cell's picture, if it has one.
    public var picture: PictureReference?
    /// The keys that add the word from the board: Space, then the slot's key.
    public var keys: [Key]

    public init(word: String, glyph: String? = nil, picture: PictureReference? = nil, keys: [Key]) {
        self.word = word
        self.glyph = glyph
        self.picture = picture
        self.keys = keys
    }
}
