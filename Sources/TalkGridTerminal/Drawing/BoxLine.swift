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
    /// ▄▄▄ █ ▀▀▀: half a character thick across, a whole one down (the scanning highlight: no
    /// other line is as thick).
    case block

    /// Top left, top right, bottom left, bottom right, horizontal, vertical.
    var pieces: (Character, Character, Character, Character, Character, Character) {
        switch self {
        case .light: ("┌", "┐", "└", "┘", "─", "│")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        case .double: ("╔", "╗", "╚", "╝", "═", "║")
        case .block: ("▄", "▄", "▀", "▀", "▄", "█")
        }
    }

    /// The bottom edge's horizontal piece (the top's is in ``pieces``).
    var bottomHorizontal: Character { self == .block ? "▀" : pieces.4 }
}
