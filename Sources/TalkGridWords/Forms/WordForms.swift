import TalkGrid

/// The forms of a word in a language: English from lemminflect's table (when installed) and the
/// forms written here; Spanish, Portuguese, French and German core verbs, nouns and adjectives by
/// their rules; Chinese has none.
public struct WordForms: Sendable {
    /// lemminflect's English table; nil when it is not installed (then English has only the
    /// helping verbs, *person*/*people* and the rules' possessive).
    public var englishTable: EnglishFormTable?

    public init(englishTable: EnglishFormTable?) {
        self.englishTable = englishTable
    }

    /// The languages that have forms (`zh` has none: Chinese words do not change).
    public static let languages = ["en", "es", "pt", "fr", "de"]

    /// Whether words of a language (a tag such as `pt-BR`) have forms here.
    public static func hasForms(language tag: String) -> Bool {
        languages.contains(LanguageTag.language(of: tag))
    }

    /// A word's forms, its base form first, each once; just the word itself when none is known
    /// (or the language has none). A board's own word (the case and spelling it has) is kept as it is.
    public func forms(of word: String, language tag: String) -> [WordForm] {
        let language = LanguageTag.language(of: tag)
        let trimmed = word.trimmingSpaces
        guard !trimmed.isEmpty else { return [] }
        var forms: [WordForm]
        switch language {
        case "en": forms = EnglishForms(table: englishTable).forms(of: trimmed)
        case "es", "pt", "fr", "de":
            if let verb = CoreVerbs.table(for: language)?.verb(for: trimmed) {
                forms = verb.wordForms
            } else {
                forms = NounForms.forms(of: trimmed, language: language)
            }
        default: forms = []
        }
        return forms.isEmpty ? [WordForm(trimmed, .base)] : forms
    }

    /// The forms in the order that fits the words before them (`he` → `goes` first, `two` →
    /// `apples`, `have` → `gone`), each kept; the rest in their own order. Never picks one.
    public func ordered(_ forms: [WordForm], after words: [String], language tag: String) -> [WordForm] {
        let wanted = ContextAgreement.preferredKinds(after: words, language: LanguageTag.language(of: tag))
        guard !wanted.isEmpty else { return forms }
        func rank(_ form: WordForm) -> Int { wanted.firstIndex(of: form.kind) ?? wanted.count }
        return forms.enumerated().sorted { first, second in
            let (a, b) = (rank(first.element), rank(second.element))
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }

    /// The form of a kind a modifier cell asks for (`:plural` on *child* → *children*), nil when the word has none.
    public func form(_ kind: FormKind, of word: String, language tag: String) -> String? {
        forms(of: word, language: tag).first { $0.kind == kind }?.text
    }
}
