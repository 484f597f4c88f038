/// How the person picked something: what the usage record and the report's "picks by method" say.
public enum PickMethod: String, Hashable, Sendable, CaseIterable {
    /// A number key (or the keyboard's other keys).
    case key
    /// A finger on a touch screen.
    case touch
    /// A mouse or head-mouse click.
    case click
    /// Resting the pointer on a cell (an eye-gaze or head-mouse dwell).
    case dwell
    /// Step scanning: one switch moves the highlight, the other picks.
    case step
    /// Auto-scanning: the highlight moves by itself and a switch picks.
    case auto
}
