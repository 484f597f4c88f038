/// What one diagnostic code means: its severity in the validator, a one-line summary, and how to fix it.
///
/// `talkgrid validate --explain CODE` prints it; ``DiagnosticCatalogue`` lists every rule.
public struct ValidationRule: Hashable, Sendable {
    /// The stable kebab-case code (`missing-locale`).
    public var code: String
    /// How the validator grades the finding (the lenient loader may report it as a warning).
    public var severity: Diagnostic.Severity
    /// One line: what the finding is.
    public var summary: String
    /// What it means for the person using the board and how to fix it.
    public var explanation: String

    public init(_ code: String, _ severity: Diagnostic.Severity, _ summary: String, explanation: String) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
    }

    /// The rule as `talkgrid validate --explain` prints it.
    public var explained: String {
        "\(code) (\(severity.rawValue)): \(summary)\n\n\(explanation)\n"
    }
}
