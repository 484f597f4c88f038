import TalkGrid

extension ShippedContent {
    /// The languages the interface is shipped in (one catalogue each in `Interface/`), English first.
    public static var interfaceLanguages: [String] {
        let languages = files.keys.compactMap { path -> String? in
            guard path.hasPrefix("Interface/"), path.hasSuffix(".json") else { return nil }
            let language = path.dropFirst("Interface/".count).dropLast(".json".count)
            return language.contains("/") ? nil : String(language)  // the command line's words are in a folder of their own
        }
        return languages.sorted { ($0 == "en" ? 0 : 1, $0) < ($1 == "en" ? 0 : 1, $1) }
    }

    /// The shipped catalogue of a language (`Interface/LANG.json`), or nil when none ships.
    public static func wordCatalogue(language: String) throws(WordCatalogueError) -> WordCatalogue? {
        let path = "Interface/\(language).json"
        guard let bytes = files[path] else { return nil }
        return try WordCatalogue.parse(bytes, language: language, file: path)
    }

    /// The interface words for a language tag (`pt-BR` finds `pt`): its shipped catalogue with
    /// English for what it lacks, or English alone when the language does not ship. A catalogue
    /// that does not read is passed over (the tests check every shipped one).
    public static func interfaceWords(for language: String?) -> InterfaceWords {
        let english = englishCatalogue
        guard let language else { return InterfaceWords(english) }
        let normalized = LanguageTag.normalized(language)
        let wanted = LanguageTag.bestMatch(for: normalized, in: interfaceLanguages) ?? "en"
        guard wanted != "en", let catalogue = try? wordCatalogue(language: wanted) else { return InterfaceWords(english) }
        return InterfaceWords(catalogue, fallback: english)
    }

    /// Where the command line's words are (English: `en.json`), beside the board's.
    public static let commandLineFolder = "Interface/command-line/"

    /// The command line's words (its usage, help and messages), in English: the caregiver's
    /// command line is English today, its words data like the board's. They are the catalogue
    /// file's and the words the validation rules and checks declare where they are written
    /// (``DiagnosticCatalogue/englishEntries``).
    public static let commandLineWords: InterfaceWords = {
        let path = commandLineFolder + "en.json"
        let catalogue = files[path].flatMap { try? WordCatalogue.parse($0, language: "en", file: path) }
        let entries = (catalogue?.entries ?? [:]).merging(DiagnosticCatalogue.englishEntries) { file, _ in file }
        return InterfaceWords(WordCatalogue(language: "en", entries: entries))
    }()

    /// The English words, the fallback of every other language.
    public static let englishWords = InterfaceWords(englishCatalogue)

    private static let englishCatalogue: WordCatalogue =
        (try? wordCatalogue(language: "en")) ?? WordCatalogue(language: "en", entries: [:])
}
