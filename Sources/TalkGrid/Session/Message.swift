/// The sentence the person is building, entry by entry.
///
/// Entries are words, suffixes (`+ing`), letters (`+a`), punctuation and word breaks; the message
/// joins them the way AAC users expect: a suffix continues the current word, a letter continues a
/// word being spelled (after a whole word it starts a new one), punctuation attaches to
/// the previous word, and words of languages written without spaces (Chinese, Japanese, Thai)
/// join without spaces. Every entry keeps its language and glyph, so the screen shows icons and
/// speech speaks each language with its own voice.
public struct Message: Hashable, Sendable {
    public var entries: [MessageEntry]

    public init(entries: [MessageEntry] = []) {
        self.entries = entries
    }

    /// Whether there is nothing to show or speak (word breaks alone count as nothing).
    public var isEmpty: Bool { entries.allSatisfy { $0.kind == .wordBreak } }

    /// One word of the message as it is shown and spoken.
    public struct Word: Hashable, Sendable {
        public var label: String
        public var spokenText: String
        /// The language of the word's first entry.
        public var language: String
        /// The glyphs of the word's entries, in order.
        public var glyphs: [String]
        /// The pictures of the word's entries, in order.
        public var pictures: [PictureReference] = []
        /// Whether the word attaches to the previous one with no space (punctuation).
        public var attachesToPrevious: Bool
    }

    /// The words of the message: suffixes merged into their word, punctuation kept as its own
    /// word that attaches to the previous one.
    public var words: [Word] {
        var words: [Word] = []
        // Whether the last word can still grow, and whether it is being spelled letter by letter.
        var wordIsOpen = false
        var spelling = false
        for entry in entries {
            let joins: Bool
            switch entry.kind {
            case .wordBreak:
                wordIsOpen = false
                continue
            case .suffix: joins = wordIsOpen
            case .letter: joins = wordIsOpen && spelling
            case .word, .punctuation: joins = false
            }
            if joins, !words.isEmpty {
                words[words.count - 1].label += entry.label
                words[words.count - 1].spokenText += entry.spokenText
                if let glyph = entry.glyph { words[words.count - 1].glyphs.append(glyph) }
                if let picture = entry.picture { words[words.count - 1].pictures.append(picture) }
            } else {
                words.append(
                    Word(
                        label: entry.label, spokenText: entry.spokenText, language: entry.language,
                        glyphs: entry.glyph.map { [$0] } ?? [], pictures: entry.picture.map { [$0] } ?? [],
                        attachesToPrevious: entry.kind == .punctuation))
                spelling = entry.kind == .letter || entry.kind == .suffix
            }
            // After punctuation a suffix or letter starts a new word.
            wordIsOpen = entry.kind != .punctuation
        }
        return words
    }

    /// The message as shown: labels joined by the spacing rules.
    public var text: String { Self.text(of: words) }

    /// Words as shown, joined by the spacing rules; with `glyphs`, each word's glyphs before its
    /// label (a word attached to the one before keeps only its label), for a screen that shows
    /// them as text.
    public static func text(of words: [Word], glyphs: Bool = false) -> String {
        joined(
            words.map { word in
                let glyph = glyphs && !word.attachesToPrevious && !word.glyphs.isEmpty ? word.glyphs.joined() + " " : ""
                return (glyph + word.label, word.language, word.attachesToPrevious)
            })
    }

    /// The message as spoken: adjacent words of the same language form one segment; punctuation
    /// stays with the word before it, whatever its language.
    public func utterance(voiceID: String? = nil, prosody: Prosody = .voiceOwn) -> Utterance {
        var runs: [(language: String, words: [(String, String, Bool)])] = []
        for word in words {
            let item = (word.spokenText, word.language, word.attachesToPrevious)
            if let last = runs.last, last.language == word.language || word.attachesToPrevious {
                runs[runs.count - 1].words.append(item)
            } else {
                runs.append((word.language, [item]))
            }
        }
        return Utterance(
            segments: runs.map { Utterance.Segment(text: Self.joined($0.words), language: $0.language) },
            voiceID: voiceID, prosody: prosody)
    }

    /// Joins (text, language, attaches) words with a space, except before attached words and
    /// between two words of languages written without spaces.
    static func joined(_ words: [(String, String, Bool)]) -> String {
        var result = ""
        var previousLanguage: String?
        for (text, language, attaches) in words {
            if let previous = previousLanguage, !attaches,
                !(LanguageTag.isWrittenWithoutSpaces(previous) && LanguageTag.isWrittenWithoutSpaces(language))
            {
                result += " "
            }
            result += text
            previousLanguage = language
        }
        return result
    }

    /// Removes the last entry; while spelling, that is the last letter. Word breaks at the end go
    /// with it, so one press always removes something visible.
    public mutating func removeLast() {
        while entries.last?.kind == .wordBreak { entries.removeLast() }
        if !entries.isEmpty { entries.removeLast() }
    }

    /// Ends the current word (`:space`); nothing when the message is empty or already ends one.
    public mutating func endWord(language: String) {
        guard let last = entries.last, last.kind != .wordBreak else { return }
        entries.append(MessageEntry(kind: .wordBreak, label: " ", spokenText: " ", language: language))
    }
}
