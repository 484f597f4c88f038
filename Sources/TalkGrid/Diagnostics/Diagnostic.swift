/// A finding about a user's file: what is wrong, how bad, and exactly where.
///
/// Printed as `FILE:LINE:COLUMN: error|warning: [CODE] message (at JSON-PATH)`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error
        case warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    public var severity: Severity
    /// A stable, kebab-case code (`missing-locale`), explained by `talkgrid validate --explain`.
    public var code: String
    public var message: String
    /// The file as the user named it (for a set: the set path, then `/` and the entry in it).
    public var file: String
    public var line: Int
    public var column: Int
    /// The JSON path of the value at fault (`$.buttons[3].load_board.path`), or empty.
    public var path: String

    /// A finding with its own code (codes outside the board catalogue, such as a voice profile's).
    public init(
        _ severity: Severity, code: String, message: String, file: String, position: TextPosition = .none,
        path: JSONPath? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.line = position.line
        self.column = position.column
        self.path = path?.description ?? ""
    }

    /// A finding of `rule`, graded as the rule says unless `severity` is given (the lenient loader reports warnings).
    public init(
        _ rule: ValidationRule, _ severity: Severity? = nil, message: String, file: String, position: TextPosition = .none,
        path: JSONPath? = nil
    ) {
        self.init(severity ?? rule.severity, code: rule.code, message: message, file: file, position: position, path: path)
    }

    /// The compiler-style one-line form.
    public var description: String {
        var text = file
        if line > 0 { text += ":\(line):\(column)" }
        text += ": \(severity.rawValue): [\(code)] \(message)"
        if !path.isEmpty { text += " (at \(path))" }
        return text
    }

    /// The diagnostic as a JSON object with the keys `severity`, `code`, `message`, `file`, `line`, `column`, `path`.
    public var json: JSONNode {
        .object([
            ("severity", JSONNode(.string(severity.rawValue))),
            ("code", JSONNode(.string(code))),
            ("message", JSONNode(.string(message))),
            ("file", JSONNode(.string(file))),
            ("line", JSONNode(.number(JSONNumber(line)))),
            ("column", JSONNode(.number(JSONNumber(column)))),
            ("path", JSONNode(.string(path))),
        ])
    }
}
