/// One thing the person added to the message: a word or phrase, a suffix or letter, punctuation,
/// or the end of a spelled word.
public struct MessageEntry: Hashable, Sendable {
    /// How an entry joins the entries before it.
    public enum Kind: Hashable, Sendable {
        /// A word or phrase: a word of its own.
        case word
        /// OBF `+ing`, keyboard `+a`: appended to the current word without a space.
        case suffix
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

    public init(kind: Kind, label: String, spokenText: String, language: String, glyph: String? = nil) {
        self.kind = kind
        self.label = label
        self.spokenText = spokenText
        self.language = language
        self.glyph = glyph
    }

    /// The entry a picked word cell adds: a suffix when its text starts with `+`, punctuation when it
    /// is only sentence punctuation, else a word. Nil when the cell has no text at all.
    public static func picked(label: String, spokenText: String, language: String, glyph: String?) -> MessageEntry? {
        let label = label.trimmingSpaces
        let spoken = spokenText.trimmingSpaces
        guard !spoken.isEmpty || !label.isEmpty else { return nil }
        if spoken.hasPrefix("+") || (spoken.isEmpty && label.hasPrefix("+")) {
            let suffixLabel = label.hasPrefix("+") ? String(label.dropFirst()) : label
            let suffixSpoken = spoken.hasPrefix("+") ? String(spoken.dropFirst()) : suffixLabel
            return MessageEntry(kind: .suffix, label: suffixLabel, spokenText: suffixSpoken, language: language, glyph: glyph)
        }
        let shown = label.isEmpty ? spoken : label
        let said = spoken.isEmpty ? label : spoken
        let kind: Kind = isPunctuation(said) ? .punctuation : .word
        return MessageEntry(kind: kind, label: shown, spokenText: said, language: language, glyph: glyph)
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
