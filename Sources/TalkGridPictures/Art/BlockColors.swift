/// The colours block art is drawn in.
public enum BlockColors: String, Hashable, Sendable, CaseIterable, Codable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette (any other colour terminal: 256 colours are all but universal).
    case palette256
    /// No colour (`NO_COLOR`): the picture's shape in the terminal's own foreground and background.
    case none

    /// Reads the colours from the environment (see the cases).
    public init(environment: [String: String]) {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if environment["NO_COLOR"] != nil {
            self = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else {
            self = .palette256
        }
    }
}
