/// Boards without a description for the people who choose and maintain them.
enum DescriptionCheck: ValidationCheck {
    /// `missing-description`: the board has no description.
    static let missingDescription = ValidationRule(
        "missing-description", .warning, .missingDescriptionSummary, explanation: .missingDescriptionExplanation)

    static var rules: [ValidationRule] { [missingDescription] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            let description = board.document["description_html"]
            if description?.string?.trimmingSpaces.isEmpty ?? true {
                context.report(
                    missingDescription, .noDescription,
                    file: context.file(of: board), at: description ?? board.document,
                    path: description == nil ? .root : JSONPath.root.member("description_html"))
            }
        }
    }
}
