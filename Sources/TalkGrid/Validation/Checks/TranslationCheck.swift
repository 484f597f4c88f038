/// Translations (`strings`) whose original text appears nowhere on the board.
enum TranslationCheck: BoardCheck {
    static let unusedTranslation = ValidationRule(
        "unused-translation", .warning,
        summary: "a translation of a text the board does not have",
        explanation: """
            "strings" maps each original text (a label, a vocalization or the board's name, exactly as written) to its \
            translation. This entry matches none of them, so it is never used: the original was probably edited or misspelt. \
            Fix the original text or remove the entry.
            """)

    static var rules: [ValidationRule] { [unusedTranslation] }

    static let translationUnused = FindingMessage(
        "translationUnused", #"the {language} translation of "{text}" matches no label, vocalization or board name"#)

    static var messages: [FindingMessage] { [translationUnused] }

    static func check(_ board: Board, _ review: inout BoardReview) {
        guard let languages = board.document["strings"]?.members else { return }
        var texts: Set<String> = [board.name]
        if let name = board.document["name"]?.string { texts.insert(name) }
        for cell in board.cells {
            texts.insert(cell.label)
            if let vocalization = cell.vocalization { texts.insert(vocalization) }
        }
        let file = review.file
        let path = JSONPath.root.member("strings")
        for language in languages {
            for pair in language.value.members ?? [] where !texts.contains(pair.key) {
                review.report(
                    unusedTranslation,
                    translationUnused(language: language.key, text: pair.key),
                    file: file, position: pair.keyPosition, path: path.member(language.key).member(pair.key))
            }
        }
    }
}
