/// Absolute button positions: numbers from zero, and all four of left, top, width, height or none.
enum ButtonPositionCheck: BoardCheck {
    static let invalidPosition = ValidationRule(
        "invalid-position", .warning,
        summary: "a button's position or size is not a positive number",
        explanation: """
            "left", "top", "width" and "height" place a button freely on the board, as fractions of the board (0 to 1). Each \
            must be a number of at least 0.
            """)
    static let partialPosition = ValidationRule(
        "partial-position", .error,
        summary: "a button gives some of left, top, width and height but not all",
        explanation: """
            Absolute positioning needs all four of left, top, width and height; with only some, apps cannot place the button \
            and fall back to the grid differently. Give all four or none.
            """)

    static var rules: [ValidationRule] { [invalidPosition, partialPosition] }

    static let positionInvalid = FindingMessage("positionInvalid", "{field} is {found}, not a number of at least 0")
    static let positionPartial = FindingMessage("positionPartial", "the button gives {given} but not {missing}; give all four or none")

    static var messages: [FindingMessage] { [positionInvalid, positionPartial] }

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
                    invalidPosition, positionInvalid(field: field, found: node.quoted), file: file, at: node,
                    path: button.path.member(field))
            }
            if !given.isEmpty && given.count < fields.count {
                let missing = fields.filter { !given.contains($0) }.joined(separator: ", ")
                let first = button.node[given[0]] ?? button.node
                review.report(
                    partialPosition, positionPartial(given: given.joined(separator: ", "), missing: missing),
                    file: file, at: first, path: button.path.member(given[0]))
            }
        }
    }
}
