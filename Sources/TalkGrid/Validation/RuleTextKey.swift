/// The name of one text of a finding's code in the command line's word catalogue
/// (`Interface/command-line/en.json`): what each ``ValidationRule`` is, in one line, and what it
/// means and how to fix it (`talkgrid validate --explain CODE`).
///
/// Made from the rule's code, so that a rule is declared in one place, its check: the code
/// `missing-description` has the entries `rule.missingDescriptionSummary` and
/// `rule.missingDescriptionExplanation`, and the catalogue check asks for both of every rule.
public struct RuleTextKey: WordKey {
    public static let catalogueSection = "rule"

    /// The entry's name in the section: the code in camel case, then `Summary` or `Explanation`.
    public let rawValue: String

    public init?(rawValue: String) { self.rawValue = rawValue }

    /// The one-line summary of the rule with `code`.
    static func summary(of code: String) -> RuleTextKey { RuleTextKey(code: code, part: "Summary") }

    /// What the finding of the rule with `code` means and how to fix it.
    static func explanation(of code: String) -> RuleTextKey { RuleTextKey(code: code, part: "Explanation") }

    private init(code: String, part: String) {
        let words = code.split(separator: "-")
        rawValue = (words.prefix(1).map(String.init) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined() + part
    }

    /// Both texts of every rule TalkGrid has.
    public static var allCases: [RuleTextKey] { DiagnosticCatalogue.rules.flatMap { [$0.summaryKey, $0.explanationKey] } }
}
