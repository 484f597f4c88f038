/// Fits text into terminal columns: wrapping, ellipsizing and padding.
///
/// Every function measures with ``DisplayWidth``, never cuts a grapheme cluster and never
/// returns a line wider than asked. Control characters (tabs, newlines inside a label) are
/// treated as spaces, so a label can never move the cursor.
public enum TextLayout {
    /// Where text sits inside a wider field.
    public enum Alignment: Sendable, Equatable {
        case leading, center, trailing
    }

    /// The character that marks text that did not fit.
    public static let ellipsis: Character = "…"

    /// What becomes of a word wider than a line.
    public enum LongWords: Sendable, Equatable {
        /// Broken between grapheme clusters over as many lines as it needs (running text).
        case broken
        /// Kept on one line, shortened with "…" (a cell's label: "vis ual" would read as two words).
        case shortened
    }

    /// Wraps text into at most `maxLines` lines of at most `width` columns.
    ///
    /// Lines break at spaces and after a "/" or "-" inside a word ("color/" "visual",
    /// "ice-" "cream"); Chinese, Japanese and other wide characters can also break between
    /// characters; a word longer than a line is broken between grapheme clusters, or shortened
    /// with "…" on a line of its own (`longWords`). When the text needs more lines, the last
    /// line ends with "…". Empty when `width` or `maxLines` is below 1 or the text has nothing
    /// visible.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max, longWords: LongWords = .broken) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var truncated = false

        func finishLine() -> Bool {
            lines.append(line)
            line = []
            lineWidth = 0
            return lines.count < maxLines
        }

        // Text beyond what could ever fit is not looked at: more visible columns than the
        // lines can hold guarantees the ellipsis all the same.
        let (capacity, overflow) = (width + 1).multipliedReportingOverflow(by: maxLines)
        let columnLimit = overflow ? Int.max : capacity + 1
        wordLoop: for word in words(of: text, columnLimit: columnLimit) {
            let wordWidth = word.glyphs.reduce(0) { $0 + $1.width }
            let gap = word.spaceBefore && !line.isEmpty ? 1 : 0
            if !line.isEmpty && lineWidth + gap + wordWidth > width {
                guard finishLine() else {
                    truncated = true
                    break wordLoop
                }
            }
            if !line.isEmpty && gap == 1 {
                line.append(Glyph(character: " ", width: 1))
                lineWidth += 1
            }
            if longWords == .shortened, wordWidth > width {
                // On a line of its own, as much of it as fits and "…".
                if !line.isEmpty {
                    if line.last?.character == " " { line.removeLast() }
                    guard finishLine() else {
                        truncated = true
                        break wordLoop
                    }
                }
                var kept: [Glyph] = []
                var keptWidth = 0
                for glyph in word.glyphs {
                    guard keptWidth + glyph.width + 1 <= width else { break }
                    kept.append(glyph)
                    keptWidth += glyph.width
                }
                line = kept + [Glyph(character: ellipsis, width: 1)]
                lineWidth = keptWidth + 1
                guard finishLine() else {
                    // The ellipsis already says it is cut: nothing more to mark.
                    return lines.map { String($0.map(\.character)) }
                }
                continue
            }
            for glyph in word.glyphs {
                if !line.isEmpty && lineWidth + glyph.width > width {
                    guard finishLine() else {
                        truncated = true
                        break wordLoop
                    }
                }
                // A glyph wider than the whole line (a wide character in one column).
                let placed = glyph.width > width ? Glyph(character: ellipsis, width: 1) : glyph
                line.append(placed)
                lineWidth += placed.width
            }
        }
        if !line.isEmpty { lines.append(line) }
        if truncated, var last = lines.popLast() {
            var lastWidth = last.reduce(0) { $0 + $1.width }
            while let tail = last.last, tail.character == " " || lastWidth + 1 > width {
                last.removeLast()
                lastWidth -= tail.width
            }
            last.append(Glyph(character: ellipsis, width: 1))
            lines.append(last)
        }
        return lines.map { String($0.map(\.character)) }
    }

    /// Shortens text to at most `width` columns on one line, ending with "…" when cut.
    public static func truncate(_ text: String, width: Int) -> String {
        wrap(text, width: width, maxLines: 1).first ?? ""
    }

    /// Fits text on one line of exactly `width` columns: shortened with "…" when too wide,
    /// padded with spaces otherwise. Centred text with an odd gap leans left.
    public static func pad(_ text: String, width: Int, alignment: Alignment = .leading) -> String {
        guard width > 0 else { return "" }
        let fitted = truncate(text, width: width)
        let gap = width - DisplayWidth.of(fitted)
        let before: Int
        switch alignment {
        case .leading: before = 0
        case .center: before = gap / 2
        case .trailing: before = gap
        }
        return String(repeating: " ", count: before) + fitted + String(repeating: " ", count: gap - before)
    }

    /// One grapheme cluster and its columns.
    struct Glyph {
        var character: Character
        var width: Int
    }

    /// The widest run of a text that lines never break inside (a word, or its part up to a "/" or
    /// "-"), in columns: the narrowest width its lines need to keep every word whole.
    public static func widestWord(_ text: String) -> Int {
        words(of: text).map { $0.glyphs.reduce(0) { $0 + $1.width } }.max() ?? 0
    }

    /// A run that must not break at a space: a word (or its part up to a "/" or "-" inside it),
    /// or one wide character.
    struct Word {
        var glyphs: [Glyph]
        var spaceBefore: Bool
    }

    /// Splits text into words: spaces separate words; each wide character is a word of its own,
    /// and so is each part of a word up to a "/" or "-" that follows a letter or digit (no space
    /// is put between them and their neighbours when they share a line).
    static func words(of text: String, columnLimit: Int = .max) -> [Word] {
        var words: [Word] = []
        var current: [Glyph] = []
        var spaceBefore = false
        var columns = 0
        for character in text {
            if columns > columnLimit { break }
            if isSpaceOrControl(character) {
                if !current.isEmpty {
                    words.append(Word(glyphs: current, spaceBefore: spaceBefore))
                    current = []
                }
                spaceBefore = true
                continue
            }
            let glyph = Glyph(character: character, width: DisplayWidth.of(character))
            columns += glyph.width
            guard glyph.width == 2 else {
                let breaksAfter =
                    (character == "/" || character == "-") && (current.last.map { $0.character.isLetter || $0.character.isNumber } ?? false)
                current.append(glyph)
                if breaksAfter {
                    words.append(Word(glyphs: current, spaceBefore: spaceBefore))
                    spaceBefore = false
                    current = []
                }
                continue
            }
            if !current.isEmpty {
                words.append(Word(glyphs: current, spaceBefore: spaceBefore))
                spaceBefore = false
                current = []
            }
            words.append(Word(glyphs: [glyph], spaceBefore: spaceBefore))
            spaceBefore = false
        }
        if !current.isEmpty { words.append(Word(glyphs: current, spaceBefore: spaceBefore)) }
        return words
    }

    /// Whether a character separates words: white space, or a C0 or C1 control (or DEL),
    /// which must never reach the screen.
    @inline(__always)
    static func isSpaceOrControl(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii <= 0x20 || ascii == 0x7F }
        if character.isWhitespace { return true }
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.generalCategory == .control
    }
}
