/// Texts a set's translations leave out: for each language the set is translated into, the labels,
/// vocalizations and board names of each board that have no translation in it (a cell added after
/// translating, say), with a count and examples.
enum UntranslatedCheck: SetCheck {
    static let untranslatedText = ValidationRule(
        "untranslated-text", .warning, fix: "talkgrid translate SET LANG --template LANG.csv, then talkgrid translate SET LANG LANG.csv",
        summary: "texts without a translation in one of the set's languages",
        explanation: """
            The set is translated into this language ("strings" of some board has it), but these texts of this board have no \
            translation, so people who chose that language see them in the original language. 'talkgrid translate SET LANG \
            --template todo.csv' writes them to a spreadsheet to fill in; 'talkgrid translate SET LANG todo.csv' reads it \
            back.
            """)

    static var rules: [ValidationRule] { [untranslatedText] }

    static let untranslated = FindingMessage("untranslated", "{count} text(s) have no {language} translation: {texts}")
    static let untranslatedMore = FindingMessage(
        "untranslatedMore", "{count} text(s) have no {language} translation: {texts} and {more} more")

    static var messages: [FindingMessage] { [untranslated, untranslatedMore] }

    static func check(_ context: inout ValidationContext) {
        var languages: [String] = []
        for board in context.boards {
            for language in board.document["strings"]?.members ?? [] where !languages.contains(language.key) {
                languages.append(language.key)
            }
        }
        guard !languages.isEmpty else { return }
        for board in context.boards {
            var texts: [String] = []
            for text in [board.document["name"]?.string].compactMap({ $0 })
                + board.cells.flatMap({ [$0.label, $0.vocalization].compactMap { $0 } })
            where !text.trimmingSpaces.isEmpty && !texts.contains(text) {
                texts.append(text)
            }
            let own = board.locale.map(LanguageTag.normalized).map(LanguageTag.language(of:))
            for language in languages where LanguageTag.language(of: LanguageTag.normalized(language)) != own {
                let translated = board.document["strings"]?[language]
                let missing = texts.filter { translated?[$0]?.string?.isEmpty ?? true }
                guard !missing.isEmpty else { continue }
                let path = JSONPath.root.member("strings")
                let (shown, more) = ShortList.parts(missing.map { ShortList.quoted($0) }, limit: ShortList.defaultLimit)
                let texts = shown.joined(separator: ", ")
                context.report(
                    untranslatedText,
                    more > 0
                        ? untranslatedMore(count: missing.count, language: language, texts: texts, more: more)
                        : untranslated(count: missing.count, language: language, texts: texts),
                    file: context.file(of: board), at: translated ?? board.document["strings"] ?? board.document,
                    path: translated != nil ? path.member(language) : board.document["strings"] != nil ? path : .root)
            }
        }
    }
}
