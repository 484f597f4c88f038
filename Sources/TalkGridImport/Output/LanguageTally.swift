import TalkGrid

/// Counts the languages texts are written in, to choose the set's own language.
struct LanguageTally {
    private var counts: [String: Int] = [:]

    /// Counts every language of a text given per language tag.
    mutating func count(_ texts: [String: String]) {
        for (locale, text) in texts where !text.isEmpty && !locale.isEmpty { counts[locale, default: 0] += 1 }
    }

    /// The languages, the most used first (ties in alphabetical order); `preferred` first when it is among them.
    func locales(preferring preferred: String? = nil) -> [String] {
        var sorted = counts.keys.sorted { (counts[$0]!, $1) > (counts[$1]!, $0) }
        if let preferred, let index = sorted.firstIndex(of: preferred) {
            sorted.remove(at: index)
            sorted.insert(preferred, at: 0)
        }
        return sorted
    }
}

extension String {
    /// The text as an OBF language tag (`en_US` → `en-US`), or nil when it is not one.
    var languageTag: String? {
        let tag = LanguageTag.normalized(self)
        let language = LanguageTag.language(of: tag)
        guard !tag.isEmpty, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }),
            (2...3).contains(language.count), language.allSatisfy(\.isLetter)
        else { return nil }
        return tag
    }
}
