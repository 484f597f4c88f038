/// How the report splits a message into words. A year of heavy use holds some 60,000 messages,
/// nearly all in plain ASCII: those are split on their bytes, which finds the very words the
/// character rules find (ASCII's spaces, letters and digits are the characters' own) without
/// walking grapheme clusters; any other text goes by the characters' rules.
extension UsageReport {
    /// The words of a message as the report counts them: split at spaces, punctuation at either
    /// end taken off, lower case. A message in a language written without spaces counts each run
    /// of text as one word.
    public static func words(in text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(in: text) }
        return text.split(whereSeparator: \.isWhitespace).compactMap { token in
            let trimmed = token.drop { !$0.isLetter && !$0.isNumber }.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
            let word = String(trimmed).lowercased()
            return word.isEmpty ? nil : word
        }
    }

    /// ``words(in:)`` for a text of ASCII bytes only: the spaces are tab to carriage return and
    /// the space, the letters and digits `A-Z`, `a-z`, `0-9`.
    private static func asciiWords(in text: String) -> [String] {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }
        func isLetterOrDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        var words: [String] = []
        for token in text.utf8.split(whereSeparator: isSpace) {
            guard let first = token.firstIndex(where: isLetterOrDigit), let last = token.lastIndex(where: isLetterOrDigit) else {
                continue
            }
            words.append(String(Substring(token[first...last])).lowercased())
        }
        return words
    }
}
