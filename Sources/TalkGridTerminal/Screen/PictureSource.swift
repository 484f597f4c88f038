import TalkGrid

/// What a picture box shows: one of the set's pictures, or a cell's glyph (an emoji or other
/// character) drawn as a picture, scaled to the box like any other.
public enum PictureSource: Hashable, Sendable {
    /// A board's OBF image.
    case image(PictureReference)
    /// A glyph, drawn by the emoji font into pixels (never cut by a terminal's idea of its width).
    case glyph(String)

    /// The set's picture, if this is one.
    public var reference: PictureReference? {
        if case .image(let reference) = self { return reference }
        return nil
    }
}
