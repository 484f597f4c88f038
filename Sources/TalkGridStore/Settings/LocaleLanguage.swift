import TalkGrid

/// The language a full-screen run starts in: the user's locale when the set has it, else English.
public enum LocaleLanguage {
    /// The language of the locale variables (`LC_ALL`, then `LC_MESSAGES`, then `LANG`):
    /// `es_ES.UTF-8` -> `es-ES`; nil for `C`, `POSIX` or nothing.
    public static func locale(in environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let tag = value.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
            if tag.isEmpty || tag == "C" || tag == "POSIX" { return nil }
            return LanguageTag.normalized(tag)
        }
        return nil
    }

    /// The set's language that best matches the locale; else its English; else nil (each
    /// board's own language).
    public static func choose(for boardSet: BoardSet, environment: [String: String]) -> String? {
        let available = boardSet.locales
        if let wanted = locale(in: environment), let match = LanguageTag.bestMatch(for: wanted, in: available) {
            return LanguageTag.normalized(match)
        }
        return LanguageTag.bestMatch(for: "en", in: available).map(LanguageTag.normalized)
    }
}
