/// The pictures with their words in one language, and the folded forms the search compares.
///
/// Built by ``SymbolIndexBuilder`` from the packages' files, kept by ``SymbolIndexCache``;
/// searched by ``search(_:limit:)``, which does no I/O.
public struct SymbolIndex: Sendable, Equatable {
    /// The CLDR language the words are in (`es`, `pt`, `zh`, `zh_Hant`), or the core table's
    /// language when CLDR has none.
    public var language: String
    /// Every picture, in CLDR's order (related pictures together, the common ones first in each group).
    public var symbols: [Symbol]
    /// For each picture: its folded core words, name and keywords (the same order as ``symbols``).
    var folded: [FoldedWords]

    /// A picture's words as the search compares them.
    struct FoldedWords: Sendable, Equatable {
        var coreWords: [String]
        var name: String?
        var keywords: [String]
    }

    public init(language: String, symbols: [Symbol]) {
        self.language = language
        self.symbols = symbols
        folded = symbols.map { symbol in
            FoldedWords(
                coreWords: symbol.coreWords.map(SearchText.folded), name: symbol.name.map(SearchText.folded),
                keywords: symbol.keywords.map(SearchText.folded))
        }
    }

    init(language: String, symbols: [Symbol], folded: [FoldedWords]) {
        self.language = language
        self.symbols = symbols
        self.folded = folded
    }

    /// The picture with this id, emoji or OpenMoji file name (`red-apple`, `🍎`, `1F34E`).
    public func symbol(named name: String) -> Symbol? {
        let key = Symbol.key(name)
        let upper = name.uppercased()
        return symbols.first {
            $0.id == name || Symbol.key($0.emoji) == key || $0.openMoji == upper || Symbol.hex(Symbol.key($0.emoji)) == upper
        }
    }
}
