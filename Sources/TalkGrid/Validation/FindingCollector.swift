/// Where a check puts its findings: the helpers every check reports through, for one board
/// (``BoardReview``) or the whole set (``ValidationContext``).
protocol FindingCollector {
    /// What the checks found.
    var diagnostics: [Diagnostic] { get set }
}

extension FindingCollector {
    /// Reports a finding about `node` (the value at fault) at `path`, graded as `rule` says.
    mutating func report(_ rule: ValidationRule, _ text: FindingText, file: String, at node: JSONNode, path: JSONPath) {
        report(rule, text, file: file, position: node.position, path: path)
    }

    /// Reports a finding at an explicit position (a member's key, for instance).
    mutating func report(
        _ rule: ValidationRule, _ text: FindingText, file: String, position: TextPosition, path: JSONPath, subject: String? = nil
    ) {
        diagnostics.append(Diagnostic(rule, text, file: file, position: position, path: path, subject: subject))
    }

    /// Reports a finding about a file as a whole (no line, no JSON path).
    mutating func report(_ rule: ValidationRule, _ text: FindingText, file: String) {
        diagnostics.append(Diagnostic(rule, text, file: file))
    }

    /// Each visible-or-not button object of a board with its index and path (non-objects skipped).
    func buttons(of board: Board) -> [(index: Int, node: JSONNode, path: JSONPath)] {
        objects(board.document["buttons"], path: JSONPath.root.member("buttons"))
    }

    /// The objects of an array node, with their indexes and paths.
    func objects(_ list: JSONNode?, path: JSONPath) -> [(index: Int, node: JSONNode, path: JSONPath)] {
        guard let elements = list?.elements else { return [] }
        return elements.enumerated().compactMap { index, element in
            element.members == nil ? nil : (index, element, path.index(index))
        }
    }
}
