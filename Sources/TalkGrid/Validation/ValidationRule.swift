/// What one diagnostic code means: its severity in the validator, a one-line summary, and how to fix it.
///
/// `talkgrid validate --explain CODE` prints it; ``DiagnosticCatalogue`` lists every rule. A rule is
/// declared once, in its check: the code, the severity, and the English words of its summary and
/// explanation, which ``DiagnosticCatalogue/englishEntries`` hands to the command line's English
/// catalogue under names made from the code (``RuleTextKey``).
public struct ValidationRule: Hashable, Sendable {
    /// The stable kebab-case code (`missing-locale`).
    public var code: String
    /// How the validator grades the finding (the lenient loader may report it as a warning).
    public var severity: Diagnostic.Severity
    /// The catalogue's key of the one line saying what the finding is.
    public var summaryKey: RuleTextKey
    /// The catalogue's key of what the finding means for the person using the board and how to fix it.
    public var explanationKey: RuleTextKey
    /// The English words of ``summary``.
    public var englishSummary: String
    /// The English words of ``explanation``.
    public var englishExplanation: String
    /// JSON shown in the texts (`{"es": {"want": "quiero"}}`), by placeholder: code, not words,
    /// and braces a catalogue text cannot hold.
    public var examples: [String: String]
    /// The TalkGrid command that fixes a finding, where one does (`talkgrid board set SET BOARD
    /// --glyph 🙂`): a command line, not words, with the set as `SET` and what to fill in upper case.
    public var fix: String?

    /// The rule `code`, graded `severity`: what a finding is in one line (`summary`), and what it
    /// means and how to fix it (`explanation`), in English with placeholders in braces.
    public init(
        _ code: String, _ severity: Diagnostic.Severity, fix: String? = nil, summary: String, explanation: String,
        examples: [String: String] = [:]
    ) {
        self.code = code
        self.fix = fix
        self.severity = severity
        self.englishSummary = summary
        self.englishExplanation = explanation
        self.summaryKey = .summary(of: code)
        self.explanationKey = .explanation(of: code)
        self.examples = examples
    }

    /// One line: what the finding is.
    public var summary: CaregiverText { CaregiverText(summaryKey, arguments: WordArguments(examples.mapValues { .text($0) })) }

    /// What it means for the person using the board and how to fix it.
    public var explanation: CaregiverText { CaregiverText(explanationKey, arguments: WordArguments(examples.mapValues { .text($0) })) }

    /// `CODE (SEVERITY): SUMMARY`, as `talkgrid validate --explain all` lists the rules.
    public var listed: CaregiverText {
        FindingText.ruleListed(code: code, severity: CaregiverText(severity.word), summary: summary).caregiverText
    }

    /// The rule as `talkgrid validate --explain` prints it: its line, a blank line, the explanation.
    public func explained(in words: InterfaceWords) -> String {
        let fixed = fix.map { "\n" + words.text(FindingText.ruleFix(command: $0).caregiverText) + "\n" } ?? ""
        return words.text(listed) + "\n\n" + words.text(explanation) + "\n" + fixed
    }

    /// The command that fixes a finding of this rule in the set at `path` (`SET` filled in).
    public func fixCommand(for path: String) -> String? {
        fix?.replacingSET(with: ShellWord.quoted(path))
    }
}

extension String {
    /// The text with each word `SET` replaced.
    fileprivate func replacingSET(with set: String) -> String {
        split(separator: " ", omittingEmptySubsequences: false).map { $0 == "SET" ? set : String($0) }.joined(separator: " ")
    }
}
