import Foundation

/// How many colours the terminal can show, as its environment says.
public enum ColorSupport: Int, Comparable, Sendable, CaseIterable {
    /// No colour at all: `NO_COLOR` is set (to anything) or `TERM=dumb`.
    case none
    /// The 16 basic ANSI colours.
    case basic
    /// The xterm 256-colour palette (`TERM` contains `256color`).
    case palette256
    /// 24-bit colour (`COLORTERM` is `truecolor` or `24bit`).
    case trueColor

    /// Reads the colour support from environment variables (see the cases).
    public init(environment: [String: String]) {
        let term = environment["TERM"]?.lowercased() ?? ""
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if environment["NO_COLOR"] != nil || term == "dumb" {
            self = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else if term.contains("256color") {
            self = .palette256
        } else {
            self = .basic
        }
    }

    /// The colour support of this process's terminal.
    public static var current: ColorSupport {
        ColorSupport(environment: ProcessInfo.processInfo.environment)
    }

    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
