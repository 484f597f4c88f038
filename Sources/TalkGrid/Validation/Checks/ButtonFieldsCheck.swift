/// Button fields the spec requires or types: `label` present, `hidden` a boolean.
enum ButtonFieldsCheck: ValidationCheck {
    /// `missing-label`: a button has no "label" field.
    static let missingLabel = ValidationRule("missing-label", .error, .missingLabelSummary, explanation: .missingLabelExplanation)
    /// `invalid-hidden`: "hidden" is not true or false.
    static let invalidHidden = ValidationRule("invalid-hidden", .error, .invalidHiddenSummary, explanation: .invalidHiddenExplanation)

    static var rules: [ValidationRule] { [missingLabel, invalidHidden] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            let file = context.file(of: board)
            for button in context.buttons(of: board) {
                if button.node["label"] == nil {
                    context.report(missingLabel, .buttonNoLabel, file: file, at: button.node, path: button.path)
                }
                if let hidden = button.node["hidden"], hidden.bool == nil, !hidden.isNull {
                    context.report(
                        invalidHidden, .hiddenNotBool(found: hidden.quoted), file: file, at: hidden,
                        path: button.path.member("hidden"))
                }
            }
        }
    }
}
