/// One thing the person added to the message: a word or phrase, a suffix or letter, punctuation,
/// or the end of a spelled word.
public struct MessageEntry: Hashable, Sendable {
    /// How an entry joins the entries before it.
    public enum Kind: Hashable, Sendable {
        /// A word or phrase: a word of its own.
        case word
        /// OBF `+ing`: appended to the current word without a space.
        case suffix
        /// Keyboard `+a` (one letter, on a cell that shows it without the `+`): continues a word
        /// being spelled; after a whole word it starts a new one, so spelling "cat" after "I like"
        /// gives "I like cat". A one-letter ending shown with its `+` (`+s`) stays a suffix.
        case letter
        /// `.` `?` `!` `,` and the like: attached to the previous word.
        case punctuation
        /// `:space`: ends the current word, so the next suffix or letter starts a new one.
        case wordBreak
    }

    public var kind: Kind
    /// The text shown in the message bar (the cell's label, without a leading `+`).
    public var label: String
    /// The text spoken (the vocalization, else the label, without a leading `+`).
    public var spokenText: String
    /// The language of the text (BCP-47): the board's, or the session's when it was translated.
    public var language: String
    /// The cell's icon as a glyph, if it has one.
    public var glyph: String?
    /// The cell's picture, if it has one.
    public var picture: PictureReference?

    public init(
        kind: Kind, label: String, spokenText: String, language: String, glyph: String? = nil,
        picture: PictureReference? = nil
    ) {
        self.kind = kind
        self.label = label
        self.spokenText = spokenText
        self.language = language
        self.glyph = glyph
        self.picture = picture
    }

    /// The entry a picked word cell adds: a suffix when its text starts with `+`, punctuation when it
    /// is only sentence punctuation, else a word. Nil when the cell has no text at all.
    public static func picked(
        label: String, spokenText: String, language: String, glyph: String?, picture: PictureReference? = nil
    ) -> MessageEntry? {
        let label = LabelText.oneLine(label)
        let spoken = LabelText.oneLine(spokenText)
        guard !spoken.isEmpty || !label.isEmpty else { return nil }
        if spoken.hasPrefix("+") || (spoken.isEmpty && label.hasPrefix("+")) {
            let suffixSpoken = spoken.hasPrefix("+") ? String(spoken.dropFirst()) : String(label.dropFirst())
            return appended(label: label, spokenText: suffixSpoken, language: language, glyph: glyph, picture: picture)
        }
        let shown = label.isEmpty ? spoken : label
        let said = spoken.isEmpty ? label : spoken
        let kind: Kind = isPunctuation(said) ? .punctuation : .word
        return MessageEntry(kind: kind, label: shown, spokenText: said, language: language, glyph: glyph, picture: picture)
    }

    /// The entry an append adds (`spokenText` without its `+`; `label` as the cell shows it): a
    /// letter for one letter shown without a `+` (a keyboard key), else a suffix.
    public static func appended(
        label: String, spokenText: String, language: String, glyph: String?, picture: PictureReference? = nil
    ) -> MessageEntry {
        let isKey = !label.hasPrefix("+") && spokenText.count == 1 && spokenText.first?.isLetter == true
        let shown = label.hasPrefix("+") ? String(label.dropFirst()) : label
        return MessageEntry(
            kind: isKey ? .letter : .suffix, label: shown.isEmpty ? spokenText : shown, spokenText: spokenText,
            language: language, glyph: glyph, picture: picture)
    }

    /// Sentence punctuation that attaches to the word before it (Latin, CJK fullwidth, Arabic).
    static let closingPunctuation: Set<Character> = [
        ".", ",", "?", "!", ";", ":", "…", "。", "，", "？", "！", "；", "：", "、", "؟", "،",
    ]

    /// Whether a text is only closing punctuation (`.`, `?!`, `...`).
    public static func isPunctuation(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { closingPunctuation.contains($0) }
    }
}
