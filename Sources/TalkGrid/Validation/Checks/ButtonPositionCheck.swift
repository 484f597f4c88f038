/// Absolute button positions: numbers from zero, and all four of left, top, width, height or none.
enum ButtonPositionCheck: BoardCheck {
    /// `invalid-position`: a button's position or size is not a positive number.
    static let invalidPosition = ValidationRule("invalid-position", .warning)
    /// `partial-position`: a button gives some of left, top, width and height but not all.
    static let partialPosition = ValidationRule("partial-position", .error)

    static var rules: [ValidationRule] { [invalidPosition, partialPosition] }

    static let fields = ["left", "top", "width", "height"]

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        for button in review.buttons(of: board) {
            var given: [String] = []
            for field in fields {
                guard let node = button.node[field], !node.isNull else { continue }
                given.append(field)
                if let number = node.number?.double, number >= 0 { continue }
                review.report(
                    invalidPosition, .positionInvalid(field: field, found: node.quoted), file: file, at: node,
                    path: button.path.member(field))
            }
            if !given.isEmpty && given.count < fields.count {
                let missing = fields.filter { !given.contains($0) }.joined(separator: ", ")
                let first = button.node[given[0]] ?? button.node
                review.report(
                    partialPosition, .positionPartial(given: given.joined(separator: ", "), missing: missing),
                    file: file, at: first, path: button.path.member(given[0]))
            }
        }
    }
}
