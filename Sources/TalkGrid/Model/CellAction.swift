/// An OBF button action.
public enum CellAction: Equatable, Sendable, CustomStringConvertible {
    /// `:space` ends the current word.
    case space
    /// `:home` returns to the root board.
    case home
    /// `:speak` speaks the whole message.
    case speak
    /// `:clear` clears the message: after the Yes/No question on a cell that does nothing else, at
    /// once as one step of a cell that does more (``PickStep``).
    case clear
    /// `:backspace` removes the last entry, or the last letter while spelling.
    case backspace
    /// CoughDrop's `:back` goes back to the previous board.
    case back
    /// `+ing`, `+a`: appends the text to the current word without a space.
    case append(String)
    /// CoughDrop's `:plural`, `:past`, `:ing` …: changes the previous word into that form.
    case changeWord(WordModifier)
    /// Any other `:name` or `:ext_*` action, kept rather than dropped.
    case unknown(String)

    /// Reads an OBF action string.
    public init(obf text: String) {
        switch text {
        case ":space": self = .space
        case ":home": self = .home
        case ":speak": self = .speak
        case ":clear": self = .clear
        case ":backspace": self = .backspace
        case ":back": self = .back
        default:
            if text.hasPrefix("+") {
                self = .append(String(text.dropFirst()))
            } else if let modifier = WordModifier(obf: text) {
                self = .changeWord(modifier)
            } else {
                self = .unknown(text)
            }
        }
    }

    /// The action as OBF writes it.
    public var obfText: String {
        switch self {
        case .space: ":space"
        case .home: ":home"
        case .speak: ":speak"
        case .clear: ":clear"
        case .backspace: ":backspace"
        case .back: ":back"
        case .append(let text): "+" + text
        case .changeWord(let modifier): modifier.obfText
        case .unknown(let text): text
        }
    }

    /// Whether the action adds text to the message (`+ing`).
    public var appendsText: Bool {
        if case .append = self { return true }
        return false
    }

    public var description: String { obfText }
}
