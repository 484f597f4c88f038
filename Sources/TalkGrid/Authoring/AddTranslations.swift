/// Adds translations for one language to every board of a set (OBF `strings`), from a table of
/// original texts and translations.
///
/// A board gets an entry for each of its texts (name, labels, vocalizations) that the table
/// translates; existing translations are replaced, others kept. The change reports table entries
/// that match no text, and texts left without a translation in that language (a short list of
/// each, see ``ShortList``).
public struct AddTranslations: AuthoringEdit {
    /// The language of the translations (`es`, `pt-BR`).
    public var language: String
    public var table: TranslationTable
    /// Whether translating into the set's own language (which replaces its texts) is meant.
    public var replace = false

    public init(language: String, table: TranslationTable) {
        self.language = language
        self.table = table
    }

    /// The languages a set is in: each board's own language and every translation's.
    public static func languages(of documents: BoardSetDocuments) -> [String] {
        var languages: [String] = []
        for board in documents.boards {
            for tag in [board.json["locale"]?.string].compactMap({ $0 }) + (board.json["strings"]?.members?.map(\.key) ?? [])
            where !languages.contains(LanguageTag.normalized(tag)) {
                languages.append(LanguageTag.normalized(tag))
            }
        }
        return languages
    }

    /// Fails unless `language` is one the set has, or a well-formed language tag that is not the
    /// set's own language (that only with `replace`).
    public static func checkLanguage(_ language: String, in documents: BoardSetDocuments, replace: Bool) throws(AuthoringError) -> String {
        let tag = LanguageTag.normalized(language)
        let known = languages(of: documents)
        guard known.contains(tag) || LanguageTag.isWellFormed(language) else { throw .invalidLanguage(language) }
        let root = documents.rootID.flatMap { try? documents.board($0) }
        if let source = root?.json["locale"]?.string, LanguageTag.language(of: source) == LanguageTag.language(of: tag), !replace {
            throw .translatingSourceLanguage(language: tag, source: LanguageTag.normalized(source))
        }
        return tag
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let tag = try Self.checkLanguage(language, in: documents, replace: replace)
        var result = documents
        var changed: [String] = []
        var used: Set<String> = []
        var untranslated: [String] = []
        var untranslatedSeen: Set<String> = []
        var count = 0
        var alreadyThere = 0
        for index in result.boards.indices {
            var board = result.boards[index]
            guard board.json["strings"] == nil || board.json["strings"]?.members != nil else {
                throw .malformedBoard(board: board.id, reason: CaregiverText(AuthoringTextKey.malformedStringsNotObject))
            }
            let key = board.json["strings"]?.members?.first { LanguageTag.normalized($0.key) == tag }?.key ?? tag
            var seen: Set<String> = []
            for text in board.translatableTexts where seen.insert(text).inserted {
                if let translation = table[text] {
                    used.insert(text)
                    guard board.json["strings"]?[key]?[text]?.string != translation else {
                        alreadyThere += 1
                        continue
                    }
                    board.json.updateMember("strings", adding: .object([])) { strings in
                        strings.updateMember(key, adding: .object([])) { $0.setMember(text, to: .text(translation)) }
                    }
                    count += 1
                } else if board.json["strings"]?[key]?[text]?.string == nil, untranslatedSeen.insert(text).inserted {
                    untranslated.append(text)
                }
            }
            if board != result.boards[index] {
                result.boards[index] = board
                changed.append(board.entry)
            }
        }
        let unmatched = table.entries.filter { !used.contains($0.original) }
        var notes: [CaregiverText] = []
        if !unmatched.isEmpty {
            let entries = unmatched.map { entry -> InterfaceText.Argument in
                .caregiver(
                    AuthoringText.noteEntryOnLine(text: ShortList.quoted(entry.original), line: entry.line))
            }
            notes.append(
                AuthoringText.noteUnmatchedEntries(count: unmatched.count, entries: ShortList.listed(entries)))
        }
        if !untranslated.isEmpty {
            notes.append(
                AuthoringText.noteUntranslated(
                    count: untranslated.count, language: tag, texts: ShortList.listed(untranslated.map { .text(ShortList.quoted($0)) })))
        }
        let summary = AuthoringText.summaryAddedTranslations(
            count: count, language: tag, boards: AuthoringText.countBoardsOf(changed: changed.count, count: documents.boards.count))
        guard !changed.isEmpty else {
            let already =
                alreadyThere == 0
                ? CaregiverText(AuthoringTextKey.summaryNoTranslationMatched)
                : AuthoringText.summaryTranslationsThere(count: alreadyThere, language: tag)
            return AuthoringChange(
                documents: documents, changedEntries: [],
                summary: CaregiverText.clauses(already, [CaregiverText(AuthoringTextKey.summaryNothingChanged)]), notes: notes)
        }
        return AuthoringChange(documents: result, changedEntries: changed, summary: summary, notes: notes)
    }
}
