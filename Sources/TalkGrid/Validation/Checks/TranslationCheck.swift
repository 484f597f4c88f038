/// Translations (`strings`) whose original text appears nowhere on the board.
enum TranslationCheck: BoardCheck {
    /// `unused-translation`: a translation of a text the board does not have.
    static let unusedTranslation = ValidationRule("unused-translation", .warning)

    static var rules: [ValidationRule] { [unusedTranslation] }

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
                    .unusedTranslation(language: language.key, text: pair.key),
                    file: file, position: pair.keyPosition, path: path.member(language.key).member(pair.key))
            }
        }
    }
}
