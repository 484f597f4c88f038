import TalkGrid

/// A word a board set can say, with the cell that says it nearest by keys (its picture is the
/// prediction's picture).
public struct SetWord: Equatable, Sendable {
    /// The text the cell adds to the message.
    public var text: String
    public var boardID: String
    public var cellID: String
    /// The cell's image in its board's `images`, if it has one.
    public var imageID: String?
    /// The cell's glyph (the terminal's picture), if it has one.
    public var glyph: String?
    /// The fewest number-key presses that add it from the root board.
    public var keys: Int
}
