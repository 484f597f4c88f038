/// The CLDR plural category a count falls into in a language: which form of a counting text to use
/// ("1 mot", "2 mots"; Chinese has one form only).
///
/// The rules are CLDR's for whole numbers, written out for the languages TalkGrid ships (and
/// their close relatives); any other language counts like English (`one` for 1, else `other`).
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other

    /// The category of a whole-number count in a language (a BCP-47 tag; only its language part matters).
    public static func of(_ count: Int, language: String) -> PluralCategory {
        let magnitude = count.magnitude
        switch family(of: language) {
        case .noForms:
            return .other
        case .zeroAndOneAreOne:
            if magnitude <= 1 { return .one }
            return magnitude != 0 && magnitude % 1_000_000 == 0 ? .many : .other
        case .oneIsOneManyForMillions:
            if magnitude == 1 { return .one }
            return magnitude != 0 && magnitude % 1_000_000 == 0 ? .many : .other
        case .oneIsOne:
            return magnitude == 1 ? .one : .other
        }
    }

    /// The categories a language's counting texts may give (every language has `other`).
    public static func categories(for language: String) -> Set<PluralCategory> {
        switch family(of: language) {
        case .noForms: [.other]
        case .zeroAndOneAreOne, .oneIsOneManyForMillions: [.one, .many, .other]
        case .oneIsOne: [.one, .other]
        }
    }

    /// Languages grouped by how they count whole numbers.
    private enum Family {
        /// Chinese, Japanese, Korean, Thai, Vietnamese, …: one form.
        case noForms
        /// French, Brazilian Portuguese: 0 and 1 take the singular; round millions take `many` ("1 million de mots").
        case zeroAndOneAreOne
        /// Spanish, Italian, European Portuguese: 1 is singular; round millions take `many`.
        case oneIsOneManyForMillions
        /// English, German, Dutch, the Scandinavian languages, and any language not listed.
        case oneIsOne
    }

    private static func family(of language: String) -> Family {
        let tag = LanguageTag.normalized(language).lowercased()
        let primary = String(tag.split(separator: "-").first ?? "")
        switch primary {
        case "zh", "cmn", "yue", "ja", "ko", "th", "vi", "id", "ms", "lo", "km", "my": return .noForms
        case "fr": return .zeroAndOneAreOne
        case "pt": return tag == "pt-pt" ? .oneIsOneManyForMillions : .zeroAndOneAreOne
        case "es", "it", "ca": return .oneIsOneManyForMillions
        default: return .oneIsOne
        }
    }
}
