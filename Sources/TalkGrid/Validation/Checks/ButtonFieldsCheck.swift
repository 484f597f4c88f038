/// Button fields the spec requires or types: `label` present, `hidden` a boolean.
enum ButtonFieldsCheck: BoardCheck {
    /// `missing-label`: a button has no "label" field.
    static let missingLabel = ValidationRule("missing-label", .error)
    /// `invalid-hidden`: "hidden" is not true or false.
    static let invalidHidden = ValidationRule("invalid-hidden", .error)

    static var rules: [ValidationRule] { [missingLabel, invalidHidden] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        for button in review.buttons(of: board) {
            if button.node["label"] == nil {
                review.report(missingLabel, .buttonNoLabel, file: file, at: button.node, path: button.path)
            }
            if let hidden = button.node["hidden"], hidden.bool == nil, !hidden.isNull {
                review.report(
                    invalidHidden, .hiddenNotBool(found: hidden.quoted), file: file, at: hidden,
                    path: button.path.member("hidden"))
            }
        }
    }
}
