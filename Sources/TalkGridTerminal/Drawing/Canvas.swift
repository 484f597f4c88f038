import TalkGrid

/// A grid of character cells that screens are drawn into, each tagged with the part of the
/// screen it belongs to (a ``ScreenStyle``): the one clipped canvas of the text renderers. The
/// terminal colours it by a theme as it writes it (``ANSIRenderer``); `talkgrid show` prints its
/// ``text``.
///
/// Drawing is clipped to the canvas and never leaves half a wide character behind: writing
/// over either half of a wide character blanks the other half, and a wide character that
/// does not fit in the space left is replaced by a blank. Characters that take no columns
/// (controls, stray combining marks) are dropped, so text can never move the cursor.
public struct Canvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The cells row by row, `width * height` of them.
    public private(set) var cells: [TerminalCell]
    /// Pictures the terminal draws in pixels over cells, in drawing order.
    public var pixelPictures: [PlacedPixelPicture] = []

    /// A blank canvas; negative sizes count as 0.
    public init(width: Int, height: Int, style: ScreenStyle = .background) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The canvases one under the other, as wide as the widest (the narrower padded with blanks),
    /// their pixel pictures moved with them.
    public init(stacking canvases: [Canvas]) {
        self.init(width: canvases.map(\.width).max() ?? 0, height: canvases.reduce(0) { $0 + $1.height })
        var top = 0
        for canvas in canvases {
            for y in 0..<canvas.height {
                let start = (top + y) * width
                cells.replaceSubrange(start..<start + canvas.width, with: canvas.cells[(y * canvas.width)..<((y + 1) * canvas.width)])
            }
            pixelPictures += canvas.pixelPictures.map { PlacedPixelPicture(x: $0.x, y: $0.y + top, picture: $0.picture) }
            top += canvas.height
        }
    }

    /// A blank canvas the size of a terminal.
    public init(size: TerminalSize, style: ScreenStyle = .background) {
        self.init(width: size.columns, height: size.rows, style: style)
    }

    /// The canvas's size.
    public var size: TerminalSize { TerminalSize(columns: width, rows: height) }

    /// The cell at a column and row; a blank cell outside the canvas.
    public subscript(x: Int, y: Int) -> TerminalCell {
        guard contains(x: x, y: y) else { return .blank() }
        return cells[y * width + x]
    }

    /// Whether a column and row lie on the canvas.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// The text of one row, continuation cells left out (for tests and debugging).
    public func text(ofRow y: Int) -> String {
        guard y >= 0 && y < height else { return "" }
        var text = ""
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
            text.append(cell.character)
        }
        return text
    }

    /// All rows, one per line, trailing spaces removed (for `talkgrid show` and golden files).
    public var text: String {
        textLines.joined(separator: "\n") + "\n"
    }

    /// The text of every row, trailing spaces removed.
    public var textLines: [String] {
        (0..<height).map { y in
            var line = text(ofRow: y)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Writes text on one row starting at column `x`, at most `maxWidth` columns (and never
    /// past the canvas); returns the number of columns written. Text is not wrapped: use
    /// ``TextLayout`` first.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: ScreenStyle = .background) -> Int {
        guard y >= 0 && y < height else { return 0 }
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
        var column = x
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if characterWidth == 0 { continue }
            if column + characterWidth > limit {
                // A wide character cut by the edge: blank the column it would have started in.
                if column >= 0 && column < limit { setCell(TerminalCell.blank(style), x: column, y: y) }
                column = max(column, limit)
                break
            }
            if column < 0 {
                if column + characterWidth > 0 { setCell(.blank(style), x: 0, y: y) }
            } else {
                setCell(TerminalCell(character: character, width: characterWidth, style: style), x: column, y: y)
            }
            column += characterWidth
        }
        return max(0, column - max(x, 0))
    }

    /// Fills a rectangle (clipped to the canvas) with one narrow character.
    public mutating func fill(
        x: Int, y: Int, width fillWidth: Int, height fillHeight: Int, with character: Character = " ",
        style: ScreenStyle = .background
    ) {
        let fillCharacter = DisplayWidth.of(character) == 1 ? character : " "
        let columns = max(x, 0)..<min(x + fillWidth, width)
        let rows = max(y, 0)..<min(y + fillHeight, height)
        guard !columns.isEmpty else { return }
        for row in rows {
            for column in columns {
                setCell(TerminalCell(character: fillCharacter, width: 1, style: style), x: column, y: row)
            }
        }
    }

    /// Fills the whole canvas with blanks in a style.
    public mutating func clear(style: ScreenStyle = .background) {
        cells = Array(repeating: .blank(style), count: width * height)
        pixelPictures = []
    }

    /// Draws a frame around a rectangle (its outermost rows and columns); the inside is left
    /// as it is. Rectangles narrower or lower than 2 cells draw what fits.
    public mutating func drawBox(
        x: Int, y: Int, width boxWidth: Int, height boxHeight: Int, line: BoxLine = .light, style: ScreenStyle = .background
    ) {
        guard boxWidth > 0, boxHeight > 0 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = line.pieces
        let right = x + boxWidth - 1
        let bottom = y + boxHeight - 1
        for column in x...right {
            let isLeft = column == x
            let isRight = column == right
            let top: Character = boxWidth == 1 ? vertical : isLeft ? topLeft : isRight ? topRight : horizontal
            let base: Character = boxWidth == 1 ? vertical : isLeft ? bottomLeft : isRight ? bottomRight : line.bottomHorizontal
            if boxHeight == 1 {
                put(String(boxWidth == 1 ? vertical : horizontal), x: column, y: y, style: style)
            } else {
                put(String(top), x: column, y: y, style: style)
                put(String(base), x: column, y: bottom, style: style)
            }
        }
        guard boxHeight > 2 else { return }
        for row in (y + 1)..<bottom {
            put(String(vertical), x: x, y: row, style: style)
            if boxWidth > 1 { put(String(vertical), x: right, y: row, style: style) }
        }
    }

    /// Changes the style of every cell in a rectangle (clipped), keeping the characters;
    /// for example to dim what cannot be picked now.
    public mutating func restyle(
        x: Int, y: Int, width areaWidth: Int, height areaHeight: Int, _ change: (inout ScreenStyle) -> Void
    ) {
        // Widen by one column on each side so both halves of a wide character change together.
        let columns = max(x - 1, 0)..<min(x + areaWidth + 1, width)
        let rows = max(y, 0)..<min(y + areaHeight, height)
        guard !columns.isEmpty, areaWidth > 0 else { return }
        for row in rows {
            for column in columns {
                let index = row * width + column
                let inside = column >= x && column < x + areaWidth
                let partnerInside =
                    (cells[index].width == 2 && column + 1 >= x && column + 1 < x + areaWidth)
                    || (cells[index].isContinuation && column - 1 >= x && column - 1 < x + areaWidth)
                if inside || partnerInside { change(&cells[index].style) }
            }
        }
    }

    /// Sets one cell (with width 1 or 2), blanking the halves of wide characters it overlaps.
    private mutating func setCell(_ cell: TerminalCell, x: Int, y: Int) {
        let index = y * width + x
        // Overwriting the second half of a wide character: blank its first half.
        if cells[index].isContinuation && x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        // Overwriting the first half of a wide character with a narrow one: blank its second half.
        if cells[index].width == 2 && cell.width == 1 && x + 1 < width {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
        if cell.width == 2 {
            // The continuation may cover the first half of another wide character.
            if cells[index + 1].width == 2 && x + 2 < width {
                cells[index + 2] = .blank(cells[index + 2].style)
            }
            cells[index + 1] = TerminalCell(character: " ", width: 0, style: cell.style)
        }
    }
}
