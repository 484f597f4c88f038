/// Translations (`strings`) whose original text appears nowhere on the board.
enum TranslationCheck: ValidationCheck {
    /// `unused-translation`: a translation of a text the board does not have.
    static let unusedTranslation = ValidationRule(
        "unused-translation", .warning, .unusedTranslationSummary, explanation: .unusedTranslationExplanation)

    static var rules: [ValidationRule] { [unusedTranslation] }

    static func check(_ context: inout ValidationContext) {
        for board in context.boards {
            guard let languages = board.document["strings"]?.members else { continue }
            var texts: Set<String> = [board.name]
            if let name = board.document["name"]?.string { texts.insert(name) }
            for cell in board.cells {
                texts.insert(cell.label)
                if let vocalization = cell.vocalization { texts.insert(vocalization) }
            }
            let file = context.file(of: board)
            let path = JSONPath.root.member("strings")
            for language in languages {
                for pair in language.value.members ?? [] where !texts.contains(pair.key) {
                    context.report(
                        unusedTranslation,
                        .unusedTranslation(language: language.key, text: pair.key),
                        file: file, position: pair.keyPosition, path: path.member(language.key).member(pair.key))
                }
            }
        }
    }
}
