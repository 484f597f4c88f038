/// The names of languages in their own language, as a person recognizes them in a menu.
public enum LanguageName {
    private static let names: [String: String] = [
        "ar": "العربية", "ca": "Català", "cs": "Čeština", "cy": "Cymraeg", "da": "Dansk", "de": "Deutsch",
        "el": "Ελληνικά", "en": "English", "es": "Español", "fi": "Suomi", "fr": "Français", "ga": "Gaeilge",
        "he": "עברית", "hi": "हिन्दी", "hu": "Magyar", "it": "Italiano", "ja": "日本語", "ko": "한국어",
        "nb": "Norsk", "nl": "Nederlands", "no": "Norsk", "pl": "Polski", "pt": "Português", "ro": "Română",
        "ru": "Русский", "sv": "Svenska", "th": "ไทย", "tr": "Türkçe", "uk": "Українська", "vi": "Tiếng Việt",
        "zh": "中文", "cmn": "中文", "yue": "粵語",
    ]

    /// The language's own name (`Español` for `es-MX`), nil when TalkGrid does not know it.
    public static func name(of tag: String) -> String? { names[LanguageTag.language(of: LanguageTag.normalized(tag))] }

    /// The language's own name followed by its tag (`Français (fr-CA)`), or the tag alone.
    public static func text(of tag: String) -> ScreenText {
        let normalized = LanguageTag.normalized(tag)
        guard let name = names[LanguageTag.language(of: normalized)] else { return .content(normalized) }
        return .interface(InterfaceText.languageWithTag(name: name, tag: normalized))
    }
}
