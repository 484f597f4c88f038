/// Boards without a description for the people who choose and maintain them.
enum DescriptionCheck: BoardCheck {
    /// `missing-description`: the board has no description.
    static let missingDescription = ValidationRule("missing-description", .warning)

    static var rules: [ValidationRule] { [missingDescription] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let description = board.document["description_html"]
        if description?.string?.trimmingSpaces.isEmpty ?? true {
            review.report(
                missingDescription, .noDescription,
                file: review.file, at: description ?? board.document,
                path: description == nil ? .root : JSONPath.root.member("description_html"))
        }
    }
}
