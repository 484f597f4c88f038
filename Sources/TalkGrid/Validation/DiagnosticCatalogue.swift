/// Every diagnostic code TalkGrid reports while loading and validating boards, with its explanation.
public enum DiagnosticCatalogue {
    /// All rules: the loader's codes first, then each check's, sorted by code.
    public static let rules: [ValidationRule] = {
        let all = LoaderRules.rules + Validator.checks.flatMap { $0.rules }
        var byCode: [String: ValidationRule] = [:]
        for rule in all where byCode[rule.code] == nil { byCode[rule.code] = rule }
        return byCode.values.sorted { $0.code < $1.code }
    }()

    /// The sentences of every check's findings, in the checks' order.
    public static let messages: [FindingMessage] = Validator.checks.flatMap { $0.messages }

    private static let rulesByCode: [String: ValidationRule] = Dictionary(
        rules.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule for a code, or nil when TalkGrid has no such code.
    public static func rule(for code: String) -> ValidationRule? { rulesByCode[code] }

    /// The English words the rules and checks declare, by catalogue key: each rule's summary and
    /// explanation (``RuleTextKey``) and each check's sentences (``CheckTextKey``). The command
    /// line's English catalogue is its file's entries and these.
    public static var englishEntries: [String: WordCatalogue.Entry] {
        var entries: [String: WordCatalogue.Entry] = [:]
        for rule in rules {
            entries[rule.summaryKey.catalogueKey] = .text(rule.englishSummary)
            entries[rule.explanationKey.catalogueKey] = .text(rule.englishExplanation)
        }
        for message in messages { entries[message.key.catalogueKey] = message.english }
        return entries
    }
}
