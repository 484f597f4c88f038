/// Button fields the spec requires or types: `label` present, `hidden` a boolean.
enum ButtonFieldsCheck: ValidationCheck {
    static let missingLabel = ValidationRule(
        "missing-label", .error, "a button has no \"label\" field",
        explanation:
            "Every OBF button has a label, the word shown on the cell (it may be empty for a picture-only cell, though TalkGrid warns about those). Add \"label\"."
    )
    static let invalidHidden = ValidationRule(
        "invalid-hidden", .error, "\"hidden\" is not true or false",
        explanation:
            "\"hidden\" must be the JSON boolean true or false (not \"true\" in quotes, not 1). Apps disagree about what anything else means."
    )

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
