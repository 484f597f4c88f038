/// What shows the session: the menu offers what that screen can change (a terminal draws
/// pictures its own ways, a window has a text size of its own).
public enum SessionSurface: Hashable, Sendable {
    /// The terminal board (and `run --keys`, which plays it): the menu offers how pictures are drawn.
    case terminal
    /// The window: the menu offers the text size.
    case window
}
