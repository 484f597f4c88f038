/// A board's texts in the session's language: the board's OBF `strings` for that language when
/// they have the text, else the original text in the board's own language.
public struct BoardTranslation: Hashable, Sendable {
    /// Original text -> translated text, from the best matching `strings` language (or empty).
    public var table: [String: String]
    /// The language translated texts are in: the session's language.
    public var translatedLanguage: String
    /// The language of untranslated texts: the board's locale, else the set's default.
    public var originalLanguage: String

    /// Chooses the translation of a board for a session language (nil: the board's own language).
    ///
    /// An exact match of the language wins, then the board's own locale when it is the same
    /// language, then a `strings` entry of the same language (`fr-CA` uses `fr`).
    public init(board: Board, language: String?, defaultLanguage: String) {
        originalLanguage = board.locale.map(LanguageTag.normalized) ?? defaultLanguage
        translatedLanguage = language.map(LanguageTag.normalized) ?? originalLanguage
        table = [:]
        guard let language else { return }
        let available = board.strings.keys.sorted()
        if let exact = available.first(where: { LanguageTag.normalized($0) == LanguageTag.normalized(language) }) {
            table = board.strings[exact] ?? [:]
        } else if LanguageTag.language(of: originalLanguage) == LanguageTag.language(of: language) {
            return
        } else if let match = LanguageTag.bestMatch(for: language, in: available) {
            table = board.strings[match] ?? [:]
        }
    }

    /// A text in the session's language when the board translates it, with the language it is in.
    public func text(_ original: String) -> (text: String, language: String) {
        if let translated = table[original], !translated.isEmpty { return (translated, translatedLanguage) }
        return (original, originalLanguage)
    }

    /// The board with its name, labels and vocalizations translated (what the screen shows).
    public func translated(_ board: Board) -> Board {
        guard !table.isEmpty else { return board }
        var board = board
        board.name = text(board.name).text
        for index in board.cells.indices {
            board.cells[index].label = text(board.cells[index].label).text
            if let vocalization = board.cells[index].vocalization {
                board.cells[index].vocalization = text(vocalization).text
            }
        }
        return board
    }
}
