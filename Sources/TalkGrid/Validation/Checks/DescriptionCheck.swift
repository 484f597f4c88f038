/// Boards without a description for the people who choose and maintain them.
enum DescriptionCheck: BoardCheck {
    static let missingDescription = ValidationRule(
        "missing-description", .warning, fix: "talkgrid board set SET BOARD --description TEXT",
        summary: "the board has no description",
        explanation: """
            "description_html" tells caregivers and therapists what the board is for when they browse or share sets. Add a \
            short description.
            """)

    static var rules: [ValidationRule] { [missingDescription] }

    static let noDescription = FindingMessage("noDescription", #"the board has no "description_html" saying what it is for"#)

    static var messages: [FindingMessage] { [noDescription] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let description = board.document["description_html"]
        if description?.string?.trimmingSpaces.isEmpty ?? true {
            review.report(
                missingDescription, noDescription(),
                file: review.file, at: description ?? board.document,
                path: description == nil ? .root : JSONPath.root.member("description_html"))
        }
    }
}
