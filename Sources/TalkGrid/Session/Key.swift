/// A key the person pressed: the numeric keypad first, the number row and arrows too.
///
/// Arrows have fixed meanings so that a keyboard without a keypad works the same way:
/// up and down turn to the previous and next page (like `-` and `+`), left goes back (like `0`),
/// and right opens the change-word screen (the forms of the message's last word).
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// `0`–`9`: pick a cell or region; `0` is back.
    case digit(Int)
    /// Speak the message.
    case enter
    /// `.`: delete the last word (the last letter while spelling).
    case delete
    /// `*`: clear the message, after confirmation.
    case clear
    /// `+`: the next page where a board pages.
    case nextPage
    /// `-`: the previous page where a board pages.
    case previousPage
    /// `/`: open or close the menu.
    case menu
    /// The space bar: the Next switch in step scanning (a switch interface types it).
    case space
    case up
    case down
    case left
    case right

    /// The key as a scripted run writes it (`1`, `enter`, `.`, `*`, `+`, `-`, `/`, `up`, ...).
    public var token: String {
        switch self {
        case .digit(let digit): String(digit)
        case .enter: "enter"
        case .delete: "."
        case .clear: "*"
        case .nextPage: "+"
        case .previousPage: "-"
        case .menu: "/"
        case .space: "space"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        }
    }

    /// Reads a key written as `token` writes it; nil for anything else.
    public init?(token: String) {
        switch token {
        case "enter": self = .enter
        case ".": self = .delete
        case "*": self = .clear
        case "+": self = .nextPage
        case "-": self = .previousPage
        case "/": self = .menu
        case "space": self = .space
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        default:
            guard token.count == 1, let digit = Int(token), (0...9).contains(digit) else { return nil }
            self = .digit(digit)
        }
    }

    /// The symbol printed on the key (`7`, `+`, `→`); nil for Enter and Space, whose names are words
    /// of the interface (``InterfaceWords/name(of:)``).
    public var symbol: String? {
        switch self {
        case .enter, .space: nil
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        default: token
        }
    }

    public var description: String { token }
}
