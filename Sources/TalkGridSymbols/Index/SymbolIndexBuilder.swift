/// Makes a ``SymbolIndex`` for one language from what the packages hold: CLDR's English
/// annotations name every picture (its id), the language's annotations give its words, the
/// OpenMoji file names say which pictures OpenMoji draws, the core-word table adds AAC words.
///
/// Pure: the files are read at the edge (``SymbolLibrary``). Any source may be missing: without
/// CLDR the core table's pictures are still there; without OpenMoji every picture is Noto's.
public struct SymbolIndexBuilder: Sendable {
    /// CLDR's English annotations (plain and derived); empty without CLDR.
    public var english: [CLDRAnnotations]
    /// The language's annotations (plain and derived); empty when CLDR has no such language.
    public var words: [CLDRAnnotations]
    /// The OpenMoji SVG files' names without `.svg` (`1F34E`, `2601-FE0F`).
    public var openMoji: Set<String>
    public var coreWords: CoreWordTable?

    public init(english: [CLDRAnnotations], words: [CLDRAnnotations], openMoji: Set<String>, coreWords: CoreWordTable?) {
        self.english = english
        self.words = words
        self.openMoji = openMoji
        self.coreWords = coreWords
    }

    /// The index for `language` (a CLDR file name: `es`, `pt`, `zh_Hant`); the core table's words
    /// are those of its base language (`pt` for `pt_PT`).
    public func index(language: String) -> SymbolIndex {
        let openMojiByKey = Dictionary(openMoji.map { (Self.key(ofFile: $0), $0) }, uniquingKeysWith: { first, _ in first })
        var symbols: [Symbol] = []
        var position: [String: Int] = [:]
        var takenIDs = Set<String>()

        func add(key: String, englishName: String?) -> Int {
            if let known = position[key] { return known }
            let file = openMojiByKey[key]
            let emoji = Self.qualified(key)
            var id = Symbol.id(fromName: englishName ?? "")
            if id.isEmpty { id = Symbol.hex(key).lowercased() }
            if takenIDs.contains(id) { id += "-" + Symbol.hex(key).lowercased() }
            takenIDs.insert(id)
            position[key] = symbols.count
            symbols.append(Symbol(id: id, emoji: emoji, openMoji: file))
            return symbols.count - 1
        }

        for file in english {
            for entry in file.entries where Self.isPicture(entry.emoji, hasOpenMoji: openMojiByKey[Symbol.key(entry.emoji)] != nil) {
                _ = add(key: Symbol.key(entry.emoji), englishName: entry.name)
            }
        }
        let baseLanguage = String(language.split(separator: "_").first ?? Substring(language))
        for entry in coreWords?.entries ?? [] {
            let key = Symbol.key(entry.emoji)
            let index = add(key: key, englishName: entry.name ?? entry.words["en"]?.first)
            for word in entry.words[baseLanguage] ?? [] where !symbols[index].coreWords.contains(word) {
                symbols[index].coreWords.append(word)
            }
        }
        for file in words {
            for entry in file.entries {
                guard let index = position[Symbol.key(entry.emoji)] else { continue }
                if symbols[index].name == nil { symbols[index].name = entry.name }
                for keyword in entry.keywords where !symbols[index].keywords.contains(keyword) {
                    symbols[index].keywords.append(keyword)
                }
            }
        }
        return SymbolIndex(language: language, symbols: symbols)
    }

    /// Whether an annotated sequence is a picture: an emoji (not a letter, digit or symbol CLDR
    /// also names, not a skin tone or region letter alone, no skin tone), or one OpenMoji draws.
    static func isPicture(_ emoji: String, hasOpenMoji: Bool) -> Bool {
        let scalars = Array(emoji.unicodeScalars)
        guard let first = scalars.first else { return false }
        if scalars.contains(where: { (0x1F3FB...0x1F3FF).contains($0.value) }) { return false }
        if hasOpenMoji { return true }
        if scalars.count == 1, (0x1F1E6...0x1F1FF).contains(first.value) { return false }
        return first.properties.isEmoji && !first.isASCII
    }

    /// The key of an OpenMoji file name: its scalars without variation selectors.
    static func key(ofFile name: String) -> String {
        Symbol.key(emoji(ofFile: name))
    }

    /// The emoji an OpenMoji file name spells (`2601-FE0F` → `☁️`).
    static func emoji(ofFile name: String) -> String {
        var emoji = ""
        for part in name.split(separator: "-") {
            if let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) { emoji.unicodeScalars.append(scalar) }
        }
        return emoji
    }

    /// CLDR's unqualified sequence made fully qualified: a variation selector after each emoji
    /// that is text by default (`☝` → `☝️`), so fonts draw it in colour.
    static func qualified(_ key: String) -> String {
        var emoji = ""
        let scalars = Array(key.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            emoji.unicodeScalars.append(scalar)
            let next = offset + 1 < scalars.count ? scalars[offset + 1].value : 0
            let modified = (0x1F3FB...0x1F3FF).contains(next)
            if scalar.properties.isEmoji, !scalar.properties.isEmojiPresentation, !scalar.properties.isEmojiModifier, !modified,
                !(0x1F1E6...0x1F1FF).contains(scalar.value)
            {
                emoji.unicodeScalars.append("\u{FE0F}")
            }
        }
        return emoji
    }
}
