/// Button actions: every `action` and each of `actions` starts with `:` or `+`, `:` names a known
/// action and `+` some text. Each is located on its own, so the one of a list that cannot work is named.
enum ActionCheck: BoardCheck {
    /// `unknown-action`: an action that the OBF spec does not define.
    static let unknownAction = ValidationRule("unknown-action", .warning)

    static var rules: [ValidationRule] { [unknownAction] }

    /// The actions the OBF spec defines (`:back` is CoughDrop's, widely used and understood by TalkGrid).
    static let specActions: Set<String> = [":space", ":home", ":speak", ":clear", ":backspace", ":back"]

    static func check(_ board: Board, _ review: inout BoardReview) {
        let file = review.file
        for button in review.buttons(of: board) {
            var items: [(JSONNode, JSONPath)] = []
            if let action = button.node["action"] { items.append((action, button.path.member("action"))) }
            for (index, action) in (button.node["actions"]?.elements ?? []).enumerated() {
                items.append((action, button.path.member("actions").index(index)))
            }
            for (node, path) in items {
                // Non-strings and empty strings are reported by the decoder.
                guard let text = node.string, !text.isEmpty else { continue }
                if !text.hasPrefix(":") && !text.hasPrefix("+") {
                    review.report(
                        LoaderRules.invalidAction, .actionBadStart(action: node.quoted), file: file,
                        at: node, path: path)
                } else if text == "+" {
                    review.report(LoaderRules.invalidAction, .actionAppendsNothing, file: file, at: node, path: path)
                } else if text.hasPrefix(":") && !specActions.contains(text) && !text.hasPrefix(":ext_") {
                    review.report(
                        unknownAction,
                        .actionUnknown(action: node.quoted),
                        file: file, at: node, path: path)
                }
            }
        }
    }
}
