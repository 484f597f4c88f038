/// Something that happened at the terminal: a key, a new size, or the end of input.
public enum InputEvent: Hashable, Sendable {
    case key(KeyPress)
    /// The window changed size; this is its new size.
    case resize(TerminalSize)
    /// The input was closed (the terminal went away); no more events follow.
    case endOfInput
}
