/// Button fields the spec requires or types: `label` present, `hidden` a boolean.
enum ButtonFieldsCheck: BoardCheck {
    static let missingLabel = ValidationRule(
        "missing-label", .error, fix: "talkgrid cell set SET BOARD ROW,COL --label WORD",
        summary: #"a button has no "label" field"#,
        explanation: """
            Every OBF button has a label, the word shown on the cell (it may be empty for a picture-only cell, though \
            TalkGrid warns about those). Add "label".
            """)
    static let invalidHidden = ValidationRule(
        "invalid-hidden", .error, fix: "talkgrid cell set SET BOARD ROW,COL --hidden on",
        summary: #""hidden" is not true or false"#,
        explanation: """
            "hidden" must be the JSON boolean true or false (not "true" in quotes, not 1). Apps disagree about what anything \
            else means.
            """)

    static var rules: [ValidationRule] { [missingLabel, invalidHidden] }

    static let buttonNoLabel = FindingMessage("buttonNoLabel", #"the button has no "label""#)
    static let hiddenNotBool = FindingMessage("hiddenNotBool", "hidden is {found}, not true or false")

    static var messages: [FindingMessage] { [buttonNoLabel, hiddenNotBool] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        for button in review.buttons(of: board) {
            if button.node["label"] == nil {
                review.report(missingLabel, buttonNoLabel(), file: file, at: button.node, path: button.path)
            }
            if let hidden = button.node["hidden"], hidden.bool == nil, !hidden.isNull {
                review.report(
                    invalidHidden, hiddenNotBool(found: hidden.quoted), file: file, at: hidden,
                    path: button.path.member("hidden"))
            }
        }
    }
}
