/// Button actions: every `action` and each of `actions` starts with `:` or `+`, `:` names a known
/// action and `+` some text. Each is located on its own, so the one of a list that cannot work is named.
enum ActionCheck: BoardCheck {
    static let unknownAction = ValidationRule(
        "unknown-action", .warning, fix: "talkgrid cell set SET BOARD ROW,COL --action space",
        summary: "an action that the OBF spec does not define",
        explanation: """
            The spec's actions are :space, :home, :speak, :clear and :backspace (plus +letters to add to the current word). \
            An app's own action is written :ext_yourapp_name. Other apps ignore anything else, so the button may do nothing \
            there.
            """)

    static var rules: [ValidationRule] { [unknownAction] }

    static let actionBadStart = FindingMessage("actionBadStart", #"the action {action} starts with neither ":" nor "+""#)
    static let actionUnknown = FindingMessage(
        "actionUnknown", "the action {action} is not in the OBF spec; an app's own action is written :ext_yourapp_name")
    static let actionAppendsNothing = FindingMessage(
        "actionAppendsNothing", #"the action "+" appends nothing: the text to add follows the + (+ing)"#)

    static var messages: [FindingMessage] { [actionBadStart, actionUnknown, actionAppendsNothing] }

    /// The actions the OBF spec defines, and CoughDrop's that TalkGrid understands (`:back` and the
    /// modifiers that change the previous word, `:plural`, `:past` …).
    static let specActions = Set([":space", ":home", ":speak", ":clear", ":backspace", ":back"] + WordModifier.allCases.map(\.obfText))

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
                        LoaderRules.invalidAction, actionBadStart(action: node.quoted), file: file,
                        at: node, path: path)
                } else if text == "+" {
                    review.report(LoaderRules.invalidAction, actionAppendsNothing(), file: file, at: node, path: path)
                } else if text.hasPrefix(":") && !specActions.contains(text) && !text.hasPrefix(":ext_") {
                    review.report(
                        unknownAction,
                        actionUnknown(action: node.quoted),
                        file: file, at: node, path: path)
                }
            }
        }
    }
}
