/// Decides whether an edit may be saved: it must not bring errors the set did not have before.
///
/// Findings are compared by code, file and message rather than by line, because an edit moves
/// lines around; an error present before the edit (the same number of times) is not the edit's fault.
public struct EditReview: Sendable {
    /// Errors found after the edit that were not there before.
    public var newErrors: [Diagnostic]
    /// Errors found before the edit that the edit fixed.
    public var fixedErrorCount: Int

    /// Compares the validator's findings before and after an edit.
    public init(before: [Diagnostic], after: [Diagnostic]) {
        struct Key: Hashable {
            var code: String
            var file: String
            var text: FindingText
        }
        func key(_ diagnostic: Diagnostic) -> Key { Key(code: diagnostic.code, file: diagnostic.file, text: diagnostic.text) }
        var remaining: [Key: Int] = [:]
        for diagnostic in before where diagnostic.severity == .error { remaining[key(diagnostic), default: 0] += 1 }
        var newErrors: [Diagnostic] = []
        for diagnostic in after where diagnostic.severity == .error {
            let key = key(diagnostic)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                newErrors.append(diagnostic)
            }
        }
        self.newErrors = newErrors
        fixedErrorCount = remaining.values.reduce(0, +)
    }

    /// Validates the set before and after an edit and compares the findings.
    public init(before: BoardSet, after: BoardSet, validator: Validator = Validator()) {
        self.init(before: validator.validate(before), after: validator.validate(after))
    }

    /// Whether the edit may be saved without `--force`.
    public var isAcceptable: Bool { newErrors.isEmpty }
}
