/// Absolute button positions: numbers from zero, and all four of left, top, width, height or none.
enum ButtonPositionCheck: ValidationCheck {
    /// `invalid-position`: a button's position or size is not a positive number.
    static let invalidPosition = ValidationRule(
        "invalid-position", .warning, .invalidPositionSummary, explanation: .invalidPositionExplanation)
    /// `partial-position`: a button gives some of left, top, width and height but not all.
    static let partialPosition = ValidationRule(
        "partial-position", .error, .partialPositionSummary, explanation: .partialPositionExplanation)

    static var rules: [ValidationRule] { [invalidPosition, partialPosition] }

    static let fields = ["left", "top", "width", "height"]

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            let file = context.file(of: board)
            for button in context.buttons(of: board) {
                var given: [String] = []
                for field in fields {
                    guard let node = button.node[field], !node.isNull else { continue }
                    given.append(field)
                    if let number = node.number?.double, number >= 0 { continue }
                    context.report(
                        invalidPosition, .positionInvalid(field: field, found: node.quoted), file: file, at: node,
                        path: button.path.member(field))
                }
                if !given.isEmpty && given.count < fields.count {
                    let missing = fields.filter { !given.contains($0) }.joined(separator: ", ")
                    let first = button.node[given[0]] ?? button.node
                    context.report(
                        partialPosition, .positionPartial(given: given.joined(separator: ", "), missing: missing),
                        file: file, at: first, path: button.path.member(given[0]))
                }
            }
        }
    }
}
