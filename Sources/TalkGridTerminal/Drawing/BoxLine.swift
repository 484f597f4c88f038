/// The line weight of a box frame.
public enum BoxLine: Sendable, Equatable {
    /// ┌─┐ │ └─┘
    case light
    /// ┏━┓ ┃ ┗━┛
    case heavy
    /// ╭─╮ │ ╰─╯
    case rounded
    /// ╔═╗ ║ ╚═╝
    case double

    /// Top left, top right, bottom left, bottom right, horizontal, vertical.
    var pieces: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .light: ("┌", "┐", "└", "┘", "─", "│")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        }
    }
}
