/// How many terminal columns text takes.
///
/// Widths follow what terminals do: 0 for control characters, combining marks and other
/// zero-width characters; 2 for East Asian Wide and Fullwidth characters (Chinese, Japanese,
/// Korean, fullwidth forms) and for emoji shown as pictures (Emoji_Presentation, an emoji with
/// U+FE0F, keycaps, skin-tone sequences, flags; a ZWJ sequence is one picture); 1 otherwise.
/// A whole grapheme cluster (`Character`) is measured at once, so `e` + U+0301 is 1 column and
/// 👨‍👩‍👧 is 2.
public enum DisplayWidth {
    /// The number of columns one character (grapheme cluster) takes: 0, 1 or 2.
    @inlinable
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one ASCII character too; it is a control.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        return ofCluster(character.unicodeScalars)
    }

    /// The number of columns a string takes: the sum over its characters.
    public static func of(_ text: String) -> Int {
        if let columns = asciiColumns(text.utf8) { return columns }
        var columns = 0
        for character in text { columns += of(character) }
        return columns
    }

    /// The number of columns a substring takes: the sum over its characters.
    public static func of(_ text: Substring) -> Int {
        if let columns = asciiColumns(text.utf8) { return columns }
        var columns = 0
        for character in text { columns += of(character) }
        return columns
    }

    /// The columns of all-ASCII text (printable characters count 1, controls 0); nil when
    /// the text has other characters.
    @inline(__always)
    static func asciiColumns(_ utf8: some Collection<UInt8>) -> Int? {
        let result = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var columns = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                columns &+= byte >= 0x20 && byte < 0x7F ? 1 : 0
            }
            return columns
        }
        if let result { return result }
        var columns = 0
        for byte in utf8 {
            if byte >= 0x80 { return nil }
            columns &+= byte >= 0x20 && byte < 0x7F ? 1 : 0
        }
        return columns
    }

    /// The number of columns one Unicode scalar takes when it stands alone: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if value < 0x300 { return value == 0xAD ? 0 : 1 }  // Latin-1 and Latin Extended; soft hyphen
        // Cheap range checks first; Unicode property lookups only where they can matter.
        if isWide(value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        // Every Emoji_Presentation character lies in one of these two blocks of code points.
        if (0x231A...0x2B55).contains(value) || (0x1F000...0x1FAFF).contains(value) {
            return scalar.properties.isEmojiPresentation ? 2 : 1
        }
        return 1
    }

    @usableFromInline
    static func ofCluster(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        let base = of(first)
        guard let second = iterator.next() else { return base }
        if base == 0 {
            // A cluster that starts with a control or a lone mark takes no column of its own.
            return 0
        }
        if base == 2 { return 2 }
        // Base is narrow: some following scalars turn it into a picture.
        if isRegionalIndicator(first.value) && isRegionalIndicator(second.value) { return 2 }
        var next: Unicode.Scalar? = second
        while let scalar = next {
            switch scalar.value {
            case 0xFE0F:  // VARIATION SELECTOR-16: emoji presentation
                if first.properties.isEmoji { return 2 }
            case 0x20E3:  // COMBINING ENCLOSING KEYCAP
                return 2
            case 0x1F3FB...0x1F3FF:  // skin-tone modifiers
                if first.properties.isEmojiModifierBase { return 2 }
            default:
                break
            }
            next = iterator.next()
        }
        return base
    }

    /// Whether a scalar (at or above U+0300) takes no column: marks, format characters,
    /// Hangul medial vowels and final consonants, variation selectors.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        if value == 0x200B { return true }  // ZERO WIDTH SPACE is Cf in older data, Zs-like in use
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    static func isRegionalIndicator(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value)
    }

    /// Whether a scalar is East Asian Wide or Fullwidth (emoji are found by their property).
    static func isWide(_ value: UInt32) -> Bool {
        if value < wideRanges[0].lowerBound { return false }
        // Binary search over the sorted, disjoint ranges.
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Width W and F ranges (Unicode 15.1), sorted, without the emoji that
    /// `isEmojiPresentation` already covers and without combining marks (which take no column).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99, 0x2E9B...0x2EF3,  // CJK radicals
        0x2F00...0x2FD5,  // Kangxi radicals
        0x2FF0...0x3029, 0x302E...0x303E,  // ideographic description, CJK symbols and punctuation
        0x3041...0x3096, 0x309B...0x30FF,  // Hiragana, Katakana (U+3099, U+309A are marks)
        0x3105...0x312F, 0x3131...0x318E,  // Bopomofo, Hangul compatibility Jamo
        0x3190...0x31E5, 0x31EF...0x321E, 0x3220...0x3247,
        0x3250...0xA48C,  // enclosed CJK, CJK ideographs (extension A and unified), Yi
        0xA490...0xA4C6,  // Yi radicals
        0xA960...0xA97C,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B,  // CJK compatibility and small forms
        0xFF01...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x16FE3, 0x16FF0...0x16FF1,
        0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08,  // Tangut, Khitan
        0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,
        0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155,
        0x1B164...0x1B167, 0x1B170...0x1B2FB,  // Kana supplement, Nushu
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265,  // enclosed ideographic supplement
        0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and beyond
    ]
}
