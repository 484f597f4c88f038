/// A picture a search found, and how well its words matched.
public struct SymbolMatch: Sendable, Equatable {
    /// How a picture's words matched what was typed, best first.
    public enum Kind: Int, Sendable, Comparable {
        /// A word of TalkGrid's core-word table, exactly.
        case coreWord
        /// The picture's name, exactly.
        case name
        /// One of its keywords, exactly.
        case keyword
        /// A singular of what was typed (`manzanas` → `manzana`) is its name, a keyword or a core word.
        case plural
        /// What was typed is a whole word inside its name or a keyword (`apple` in `red apple`;
        /// in Chinese, inside the word: `苹果` in `红苹果`).
        case word
        /// A word of its name or keywords begins with what was typed (three letters at least).
        case prefix

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var symbol: Symbol
    public var kind: Kind

    public init(symbol: Symbol, kind: Kind) {
        self.symbol = symbol
        self.kind = kind
    }
}
