/// Every diagnostic code TalkGrid reports while loading and validating boards, with its explanation.
public enum DiagnosticCatalogue {
    /// All rules: the loader's codes first, then each check's, sorted by code.
    public static let rules: [ValidationRule] = {
        let all = LoaderRules.rules + Validator.checks.flatMap { $0.rules }
        var byCode: [String: ValidationRule] = [:]
        for rule in all where byCode[rule.code] == nil { byCode[rule.code] = rule }
        return byCode.values.sorted { $0.code < $1.code }
    }()

    private static let rulesByCode: [String: ValidationRule] = Dictionary(
        rules.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule for a code, or nil when TalkGrid has no such code.
    public static func rule(for code: String) -> ValidationRule? { rulesByCode[code] }
}
