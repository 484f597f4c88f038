/// The change-word screen's content: the message's last word and its forms (found by the edge's
/// word data), shown as large cells with the word's picture; picking one replaces the word.
public struct WordChoice: Hashable, Sendable {
    /// The word as the message shows it.
    public var word: String
    /// The word's glyph (its picture in the terminal), shown on every form.
    public var glyph: String?
    /// The forms, in the order that fits the words before (the word itself among them).
    public var forms: [String]

    public init(word: String, glyph: String?, forms: [String]) {
        self.word = word
        self.glyph = glyph
        self.forms = forms
    }
}
