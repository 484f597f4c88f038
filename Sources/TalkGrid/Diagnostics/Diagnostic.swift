/// A finding about a user's file: what is wrong, how bad, and exactly where.
///
/// Printed as `FILE:LINE:COLUMN: error|warning: [CODE] message (at JSON-PATH)`. What it says is a
/// ``FindingText`` value, put into words only when the finding is printed (``caregiverText``)
/// or written out (``json(in:)``).
public struct Diagnostic: Hashable, Sendable, CaregiverTextConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        /// Something is wrong: another app, or the person, will meet a problem.
        case error
        /// Something is unusual or risky; the board works.
        case warning
        /// Worth knowing, nothing to fix (another app's own fields, for instance); never fails a check.
        case note

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    public var severity: Severity
    /// A stable, kebab-case code (`missing-locale`), explained by `talkgrid validate --explain`.
    public var code: String
    /// What the finding says, as a value (its words come from the catalogue when it is printed).
    public var text: FindingText
    /// The file as the user named it (for a set: the set path, then `/` and the entry in it).
    public var file: String
    /// The line (from 1) in the file, 0 when unknown.
    public var line: Int
    /// The column (from 1) in the line, 0 when unknown.
    public var column: Int
    /// The JSON path of the value at fault (`$.buttons[3].load_board.path`), or empty.
    public var path: String
    /// What the finding is about when findings of one code differ in it (the field name of an
    /// `unknown-attribute`), for grouping them for people; nil when only the place differs.
    public var subject: String?

    /// A finding with its own code (codes outside the board catalogue, such as a voice profile's).
    public init(
        _ severity: Severity, code: String, _ text: FindingText, file: String, position: TextPosition = .none,
        path: JSONPath? = nil, subject: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.text = text
        self.file = file
        self.line = position.line
        self.column = position.column
        self.path = path?.description ?? ""
        self.subject = subject
    }

    /// A finding of `rule`, graded as the rule says.
    public init(
        _ rule: ValidationRule, _ text: FindingText, file: String, position: TextPosition = .none, path: JSONPath? = nil,
        subject: String? = nil
    ) {
        self.init(rule.severity, code: rule.code, text, file: file, position: position, path: path, subject: subject)
    }

    /// A finding of `rule` graded `severity` (the lenient loader reports warnings).
    public init(
        _ rule: ValidationRule, _ severity: Severity, _ text: FindingText, file: String, position: TextPosition = .none,
        path: JSONPath? = nil, subject: String? = nil
    ) {
        self.init(severity, code: rule.code, text, file: file, position: position, path: path, subject: subject)
    }

    /// The file, with `:LINE:COLUMN` when the finding has a place in it (`:LINE` when only its line is known).
    var place: String {
        line > 0 ? (column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)") : file
    }

    /// The compiler-style one-line form.
    public var caregiverText: CaregiverText {
        let severity = CaregiverText(severity.word)
        // The root ("$") says no more than the file's line and column do.
        guard !path.isEmpty, path != "$" else {
            return FindingText.located(place: place, severity: severity, code: code, message: text).caregiverText
        }
        return FindingText.locatedAt(place: place, severity: severity, code: code, message: text, path: path).caregiverText
    }

    /// The diagnostic as a JSON object with the keys `severity`, `code`, `message`, `file`, `line`,
    /// `column`, `path`; the message in `words`.
    public func json(in words: InterfaceWords) -> JSONNode {
        .object([
            ("severity", JSONNode(.string(severity.rawValue))),
            ("code", JSONNode(.string(code))),
            ("message", JSONNode(.string(words.text(text)))),
            ("file", JSONNode(.string(file))),
            ("line", JSONNode(.number(JSONNumber(line)))),
            ("column", JSONNode(.number(JSONNumber(column)))),
            ("path", JSONNode(.string(path))),
        ])
    }
}

extension Diagnostic.Severity {
    /// The severity in the catalogue's words (`error`, `warning`, `note`).
    var word: FindingTextKey {
        switch self {
        case .error: .severityError
        case .warning: .severityWarning
        case .note: .severityNote
        }
    }
}
