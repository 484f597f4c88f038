import TalkGrid

/// What the front end has for a cell's picture when a frame is drawn.
public enum CellArt: Hashable, Sendable {
    /// Coloured characters (block art), drawn into the canvas like any text.
    case characters(BlockArt)
    /// Pixels the terminal draws over the box (kitty, sixel or iTerm2 images).
    case pixels(PixelPicture)
    /// The picture cannot be drawn (missing, damaged, refused): the cell shows its glyph, or a
    /// neutral mark where it has none, so that no box is left empty without a reason.
    case unavailable
}
