/// Which forms fit after the words before them: the subject of a verb (`he` → `goes`, `yo` →
/// `como`), a number (`two` → `apples`), a helping verb (`have` → `gone`, `is` → `going`).
/// Only the order of the change-word screen uses it; no word is ever changed by it.
enum ContextAgreement {
    static func preferredKinds(after words: [String], language: String) -> [FormKind] {
        guard let previous = words.last?.lowercased() else { return [] }
        switch language {
        case "en": return english(previous, all: words)
        case "es", "pt", "fr", "de":
            if let person = subjects[language]?[previous] { return [.present(person), .pastFor(person)] }
            if plurals[language]?.contains(previous) == true { return [.plural, .femininePlural] }
            if participleHelpers[language]?.contains(previous) == true { return [.pastParticiple] }
            return []
        default: return []
        }
    }

    private static func english(_ previous: String, all words: [String]) -> [FormKind] {
        let past = words.contains { ["yesterday", "ago", "last"].contains($0.lowercased()) }
        switch previous {
        case "i": return past ? [.past, .pastFor(.i)] : [.present(.i), .base]
        case "he", "she", "it", "mum", "mom", "dad", "who", "that":
            return past ? [.past, .pastFor(.i)] : [.thirdPerson, .present(.heShe)]
        case "you", "we", "they":
            return past ? [.past, .pastFor(.they)] : [.present(.they), .base]
        case "have", "has", "had", "haven't", "hasn't": return [.pastParticiple]
        case "am", "is", "are", "was", "were", "be", "been": return [.presentParticiple, .pastParticiple]
        case "to", "can", "could", "will", "would", "should", "must", "might", "may", "do", "does", "did", "don't", "doesn't",
            "didn't", "can't", "won't", "let's":
            return [.base]
        case "a", "an", "one", "this", "that's", "every", "each": return [.base, .singular]
        case "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "some", "many", "these", "those", "lots",
            "more", "all", "few", "several", "both":
            return [.plural]
        default:
            if previous.allSatisfy(\.isNumber), previous != "1" { return [.plural] }
            return past ? [.past] : []
        }
    }

    private static let subjects: [String: [String: GrammaticalPerson]] = [
        "es": [
            "yo": .i, "tú": .you, "él": .heShe, "ella": .heShe, "usted": .heShe, "nosotros": .we, "nosotras": .we,
            "vosotros": .youAll, "vosotras": .youAll, "ellos": .they, "ellas": .they, "ustedes": .they,
        ],
        "pt": [
            "eu": .i, "tu": .you, "você": .heShe, "ele": .heShe, "ela": .heShe, "nós": .we, "a gente": .heShe, "vós": .youAll,
            "eles": .they, "elas": .they, "vocês": .they,
        ],
        "fr": [
            "je": .i, "j'": .i, "tu": .you, "il": .heShe, "elle": .heShe, "on": .heShe, "nous": .we, "vous": .youAll,
            "ils": .they, "elles": .they,
        ],
        "de": ["ich": .i, "du": .you, "er": .heShe, "sie": .they, "es": .heShe, "man": .heShe, "wir": .we, "ihr": .youAll],
    ]

    private static let plurals: [String: Set<String>] = [
        "es": ["dos", "tres", "cuatro", "cinco", "muchos", "muchas", "unos", "unas", "los", "las", "más"],
        "pt": ["dois", "duas", "três", "quatro", "cinco", "muitos", "muitas", "uns", "umas", "os", "as", "mais"],
        "fr": ["deux", "trois", "quatre", "cinq", "des", "les", "beaucoup", "plusieurs", "mes", "tes", "ses"],
        "de": ["zwei", "drei", "vier", "fünf", "viele", "einige", "die"],
    ]

    private static let participleHelpers: [String: Set<String>] = [
        "es": ["he", "has", "ha", "hemos", "habéis", "han"],
        "pt": ["tenho", "tens", "tem", "temos", "têm"],
        "fr": ["ai", "as", "a", "avons", "avez", "ont", "suis", "es", "est", "sommes", "êtes", "sont"],
        "de": ["habe", "hast", "hat", "haben", "habt", "bin", "bist", "ist", "sind", "seid"],
    ]
}
