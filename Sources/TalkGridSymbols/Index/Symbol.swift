/// One picture the symbols offer, with its words in one language.
///
/// A picture is an emoji (Noto Color Emoji draws it, OpenMoji has an SVG of most of them), whose
/// ``id`` is its English name in CLDR made into a file-name-like word (`red-apple`), the same in
/// every language and whichever packages are installed; or a picture of a family's own library
/// (``library``, `talkgrid symbols add`), whose id is the library's name and its words (`mulberry-biscuit`).
public struct Symbol: Sendable, Equatable {
    /// `red-apple`: lower-case ASCII letters, digits and `-`.
    public var id: String
    /// The emoji, fully qualified (`☝️` keeps its variation selector).
    public var emoji: String
    /// The OpenMoji file's name without `.svg` (`1F34E`), when that picture is installed.
    public var openMoji: String?
    /// The picture's name in the index's language (`manzana roja`), from CLDR's annotations.
    public var name: String?
    /// Its keywords in that language.
    public var keywords: [String]
    /// The words TalkGrid's own core-word table gives it in that language (`querer`, `quiero`),
    /// or the words a family's picture is named by.
    public var coreWords: [String]
    /// The name of the family's library the picture is in (empty ``emoji``), nil for an emoji.
    public var library: String?
    /// The picture's file in its library's `pictures/` folder.
    public var file: String?

    public init(id: String, emoji: String, openMoji: String? = nil, name: String? = nil, keywords: [String] = [], coreWords: [String] = [])
    {
        self.id = id
        self.emoji = emoji
        self.openMoji = openMoji
        self.name = name
        self.keywords = keywords
        self.coreWords = coreWords
    }

    /// Every word of the picture in its language, core words first, each once.
    public var words: [String] {
        var seen = Set<String>()
        return (coreWords + (name.map { [$0] } ?? []) + keywords).filter { seen.insert($0.lowercased()).inserted }
    }

    /// The emoji without variation selectors, as CLDR and the OpenMoji file names key them.
    static func key(_ emoji: String) -> String {
        String(String.UnicodeScalarView(emoji.unicodeScalars.filter { $0.value != 0xFE0F }))
    }

    /// The id an English name gives: `flag: Spain` → `flag-spain`, `piñata` → `pinata`.
    static func id(fromName name: String) -> String {
        var id = ""
        for scalar in SearchText.folded(name).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        return id
    }

    /// The emoji's scalars in hexadecimal (`1F34E`, `2601-FE0F`), how OpenMoji names its files.
    public static func hex(_ emoji: String) -> String {
        emoji.unicodeScalars.map { String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: "-")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
