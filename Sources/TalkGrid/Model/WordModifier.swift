/// CoughDrop's modifier actions: a cell that changes the previous word of the message into one of
/// its forms (`:plural` after *child* makes *children*, `:past` after *go* makes *went*).
public enum WordModifier: String, Hashable, Sendable, CaseIterable {
    case plural, singular, past, ing, comparative, superlative, possessive
    case verbNegation = "verb-negation"

    /// The action as OBF writes it: `:plural`.
    public var obfText: String { ":" + rawValue }

    /// The modifier an OBF action names, nil for any other action.
    public init?(obf text: String) {
        guard text.hasPrefix(":") else { return nil }
        self.init(rawValue: String(text.dropFirst()))
    }
}
