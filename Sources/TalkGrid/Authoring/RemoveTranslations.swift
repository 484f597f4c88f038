/// Removes one language's translations (`strings`) from every board of a set.
public struct RemoveTranslations: AuthoringEdit {
    public var language: String

    public init(language: String) {
        self.language = language
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let tag = LanguageTag.normalized(language)
        var result = documents
        var changed: [String] = []
        var count = 0
        for index in result.boards.indices {
            var board = result.boards[index]
            guard let keys = board.json["strings"]?.members?.map(\.key).filter({ LanguageTag.normalized($0) == tag }), !keys.isEmpty
            else { continue }
            board.json.updateMember("strings", adding: .object([])) { strings in
                for key in keys {
                    count += strings[key]?.members?.count ?? 0
                    strings.setMember(key, to: nil)
                }
            }
            if board.json["strings"]?.members?.isEmpty == true { board.json.setMember("strings", to: nil) }
            result.boards[index] = board
            changed.append(board.entry)
        }
        guard !changed.isEmpty else {
            let has = AddTranslations.languages(of: documents).joined(separator: ", ")
            throw .nothingToChange(
                AuthoringText.nothingNoTranslations(language: tag, languages: has))
        }
        return AuthoringChange(
            documents: result, changedEntries: changed,
            summary: AuthoringText.summaryRemovedTranslations(
                count: count, language: tag, boards: AuthoringText.countBoards(count: changed.count)))
    }
}
