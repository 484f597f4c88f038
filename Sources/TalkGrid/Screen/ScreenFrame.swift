/// A screen laid out as character cells, each tagged with what it is part of: the pure drawing
/// a front end turns into output.
///
/// Wide characters (Chinese, most emoji) take two cells, the second a continuation of width 0.
/// Writing is clipped to the frame and never leaves half a wide character behind, and characters
/// that take no columns are dropped, so text can never shift what follows.
public struct ScreenFrame: Hashable, Sendable {
    /// One character cell.
    public struct Glyph: Hashable, Sendable {
        public var character: Character
        /// 1, 2 for a wide character, 0 for the continuation cell after it.
        public var width: Int
        public var style: ScreenStyle

        public init(character: Character, width: Int, style: ScreenStyle) {
            self.character = character
            self.width = width
            self.style = style
        }

        static func blank(_ style: ScreenStyle) -> Glyph { Glyph(character: " ", width: 1, style: style) }
    }

    public let size: ScreenSize
    /// The cells row by row.
    public private(set) var glyphs: [Glyph]

    public init(size: ScreenSize, style: ScreenStyle = .background) {
        self.size = size
        glyphs = Array(repeating: .blank(style), count: size.columns * size.rows)
    }

    public var columns: Int { size.columns }
    public var rows: Int { size.rows }

    /// The cell at a column and row (a blank outside the frame).
    public subscript(x: Int, y: Int) -> Glyph {
        guard x >= 0, y >= 0, x < columns, y < rows else { return .blank(.background) }
        return glyphs[y * columns + x]
    }

    /// The characters of one row (continuations left out).
    public func text(ofRow y: Int) -> String {
        guard y >= 0, y < rows else { return "" }
        var text = ""
        for glyph in glyphs[(y * columns)..<((y + 1) * columns)] where glyph.width > 0 {
            text.append(glyph.character)
        }
        return text
    }

    /// All rows, one per line, trailing spaces removed (for golden files and `show`-like output).
    public var text: String {
        (0..<rows).map { y in
            var line = text(ofRow: y)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// Writes text on one row from column `x`, at most `maxWidth` columns; returns the columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: ScreenStyle) -> Int {
        guard y >= 0, y < rows else { return 0 }
        let limit = min(columns, maxWidth.map { x + max(0, $0) } ?? columns)
        var column = x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if column + width > limit { break }
            if column >= 0 { set(Glyph(character: character, width: width, style: style), x: column, y: y) }
            column += width
        }
        return max(0, column - max(x, 0))
    }

    /// Fills a rectangle (clipped) with blanks in a style.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: ScreenStyle) {
        for row in max(0, y)..<max(max(0, y), min(rows, y + height)) {
            for column in max(0, x)..<max(max(0, x), min(columns, x + width)) {
                set(.blank(style), x: column, y: row)
            }
        }
    }

    /// Draws a frame on the outermost rows and columns of a rectangle.
    public mutating func box(x: Int, y: Int, width: Int, height: Int, line: FrameLine = .light, style: ScreenStyle) {
        guard width >= 2, height >= 2 else { return }
        let pieces = line.pieces
        let right = x + width - 1
        let bottom = y + height - 1
        for column in (x + 1)..<right {
            put(String(pieces.horizontal), x: column, y: y, style: style)
            put(String(pieces.horizontal), x: column, y: bottom, style: style)
        }
        for row in (y + 1)..<bottom {
            put(String(pieces.vertical), x: x, y: row, style: style)
            put(String(pieces.vertical), x: right, y: row, style: style)
        }
        put(String(pieces.topLeft), x: x, y: y, style: style)
        put(String(pieces.topRight), x: right, y: y, style: style)
        put(String(pieces.bottomLeft), x: x, y: bottom, style: style)
        put(String(pieces.bottomRight), x: right, y: bottom, style: style)
    }

    /// Changes the style of every cell in a rectangle (clipped), keeping the characters.
    public mutating func restyle(x: Int, y: Int, width: Int, height: Int, _ change: (inout ScreenStyle) -> Void) {
        for row in max(0, y)..<max(max(0, y), min(rows, y + height)) {
            for column in max(0, x)..<max(max(0, x), min(columns, x + width)) {
                change(&glyphs[row * columns + column].style)
            }
        }
    }

    /// Sets one cell, blanking the halves of wide characters it overlaps; a wide character that
    /// does not fit at the right edge becomes a blank.
    private mutating func set(_ glyph: Glyph, x: Int, y: Int) {
        var glyph = glyph
        if glyph.width == 2 && x + 1 >= columns { glyph = .blank(glyph.style) }
        let index = y * columns + x
        if glyphs[index].width == 0 && x > 0 { glyphs[index - 1] = .blank(glyphs[index - 1].style) }
        if glyphs[index].width == 2 && glyph.width == 1 && x + 1 < columns {
            glyphs[index + 1] = .blank(glyphs[index + 1].style)
        }
        glyphs[index] = glyph
        if glyph.width == 2 {
            if glyphs[index + 1].width == 2 && x + 2 < columns { glyphs[index + 2] = .blank(glyphs[index + 2].style) }
            glyphs[index + 1] = Glyph(character: " ", width: 0, style: glyph.style)
        }
    }
}

/// The line weight of a frame: light for cells, heavy for the zoom region and key groups.
public enum FrameLine: Hashable, Sendable {
    case light
    case heavy
    case rounded

    var pieces:
        (
            topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
            horizontal: Character, vertical: Character
        )
    {
        switch self {
        case .light: ("┌", "┐", "└", "┘", "─", "│")
        case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
        case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
        }
    }
}
