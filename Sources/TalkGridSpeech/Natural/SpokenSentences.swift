import TalkGrid

/// A text cut as a natural voice says it: sentence by sentence (the first sounds while the next
/// is made), each sentence in clauses with the punctuation that ends them (the voice's
/// intonation follows it; espeak-ng's phonemes leave it out).
enum SpokenSentences {
    /// The most words one piece says: a long run without a full stop is cut at a word, so the
    /// first sound never waits for a whole paragraph.
    static let wordsPerPiece = 24

    /// The sentences of `text`, each with its ending punctuation, in order (blank ones left out).
    static func sentences(of text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var words = 0
        var previous: Character = " "
        func finish() {
            let trimmed = current.trimmingSpaces
            if !trimmed.isEmpty { sentences.append(trimmed) }
            current = ""
            words = 0
        }
        for character in text {
            if character.isNewline {
                finish()
                previous = " "
                continue
            }
            if character.isWhitespace {
                if ends(previous) { finish() } else if !previous.isWhitespace { words += 1 }
                if words >= wordsPerPiece { finish() }
            }
            current.append(character)
            previous = character
        }
        finish()
        return sentences
    }

    /// The clauses of a sentence and the punctuation after each (nil where none is written).
    static func clauses(of sentence: String) -> [(text: String, punctuation: Character?)] {
        var clauses: [(String, Character?)] = []
        var current = ""
        for character in sentence {
            if clausePunctuation.contains(character) {
                let trimmed = current.trimmingSpaces
                if !trimmed.isEmpty {
                    clauses.append((trimmed, character))
                } else if let last = clauses.popLast() {
                    clauses.append((last.0, character))  // "?!" or "...": the last mark stands
                }
                current = ""
            } else {
                current.append(character)
            }
        }
        let trimmed = current.trimmingSpaces
        if !trimmed.isEmpty { clauses.append((trimmed, nil)) }
        return clauses
    }

    /// Whether a character ends a sentence.
    private static func ends(_ character: Character) -> Bool {
        character == "." || character == "!" || character == "?" || character == "。" || character == "！" || character == "？"
    }

    /// The punctuation a Piper voice's phoneme table has and espeak-ng's phonemes drop.
    static let clausePunctuation: Set<Character> = [",", ";", ":", ".", "!", "?"]
}
