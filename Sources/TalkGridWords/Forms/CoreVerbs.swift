/// The core verbs TalkGrid conjugates in Spanish, Portuguese, French and German, written for
/// TalkGrid with the regular rules (every packaged verb table found is GPL data, not usable here).
enum CoreVerbs {
    /// The table of a language (`es`, `pt`, `fr`, `de`), nil for the others.
    static func table(for language: String) -> VerbTable? {
        switch language {
        case "es": spanishTable
        case "pt": portugueseTable
        case "fr": frenchTable
        case "de": germanTable
        default: nil
        }
    }

    private static let spanishTable = VerbTable(language: "es", table: spanish)
    private static let portugueseTable = VerbTable(language: "pt", table: portuguese)
    private static let frenchTable = VerbTable(language: "fr", table: french)
    private static let germanTable = VerbTable(language: "de", table: german)
}
