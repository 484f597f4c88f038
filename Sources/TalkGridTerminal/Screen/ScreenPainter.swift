import TalkGrid

/// The character-cell renderer of the semantic screen model: lays a ``ScreenModel`` out in a
/// window of character cells and draws it into a ``Canvas``. The full-screen board writes the
/// canvas with ``ANSIRenderer``; `talkgrid show` prints its text. Pure: the same screen and size
/// always give the same canvas.
public struct ScreenPainter: Sendable {
    /// The words interface texts are shown in.
    public var words: InterfaceWords
    /// Where cells' pictures come from; nil: cells show their glyphs.
    public var pictures: (any CellPictures)?

    public init(words: InterfaceWords, pictures: (any CellPictures)? = nil) {
        self.words = words
        self.pictures = pictures
    }

    /// The screen laid out in a window of `size`.
    public func canvas(for screen: ScreenModel, size: TerminalSize) -> Canvas {
        pictures?.frameBegins()
        var painting = Painting(geometry: geometry(for: screen, size: size), words: words, pictures: pictures)
        painting.draw(screen)
        return painting.frame
    }

    /// Where the parts of `screen` go: with the words-ahead strip's line under the message bar
    /// when the screen has words ahead, the window has ``ScreenGeometry/wordsAheadMinimumRows``
    /// lines, and the board is drawn as it would be without it (a grid shown whole stays whole,
    /// rows that fit still fit); else without the strip.
    func geometry(for screen: ScreenModel, size: TerminalSize) -> ScreenGeometry {
        let plain = ScreenGeometry(size: size)
        let withStrip = ScreenGeometry(size: size, showsWordsAhead: true)
        guard !screen.wordsAhead.isEmpty, withStrip.wordsAheadRow != nil else { return plain }
        switch screen.layout.arrangement {
        case .rows:
            let lines = screen.cells.count
            return plain.rowsFit(lines: lines) && !withStrip.rowsFit(lines: lines) ? plain : withStrip
        case .grid:
            let painting = Painting(geometry: plain, words: words, pictures: pictures)
            func showsWhole(_ geometry: ScreenGeometry) -> Bool {
                geometry.grid(rows: screen.layout.rows, columns: screen.layout.columns).map { painting.fits(screen.cells, in: $0) } ?? false
            }
            // The strip's geometry is checked first: it shows the grid whole on most boards, and
            // then the plain one need not be checked (each check wraps every label).
            return showsWhole(withStrip) || !showsWhole(plain) ? withStrip : plain
        }
    }

    /// Whether `screen` shows its words-ahead strip in a window of `size` (``geometry(for:size:)``).
    public func showsWordsAhead(_ screen: ScreenModel, size: TerminalSize) -> Bool {
        geometry(for: screen, size: size).wordsAheadRow != nil
    }

    /// A whole board drawn as text in at most `width` columns (`talkgrid show`): the title line
    /// with its notes, then the grid with each cell's whole key sequence, glyph and label. With a
    /// `height`, the cells shrink (to one line) so that the printout and one line under it fit.
    /// A board that zooms and does not fit with whole labels is printed in parts, as the zoom
    /// magnifies it (``zoomedParts(of:region:depth:width:height:)``); with each part in the height.
    /// Else columns that do not fit at the narrowest cell are left out, and said in ``Printout``.
    public func printout(of screen: ScreenModel, width: Int, height: Int? = nil) -> Printout {
        let width = max(width, 8)
        let rows = screen.layout.rows
        let columns = screen.layout.columns
        guard rows > 0, columns > 0 else {
            var painting = Painting(geometry: ScreenGeometry(size: TerminalSize(columns: width, rows: 2)), words: words, pictures: pictures)
            painting.drawTitle(screen, row: 0)
            painting.frame.put(words.text(InterfaceText(.boardNoCells)), x: 1, y: 1, style: ScreenStyle(.placeholder))
            return Printout(canvas: painting.frame, shownColumns: 0)
        }
        let board = GridRegion(rows: 0..<rows, columns: 0..<columns)
        if !SelectionRule.picksDirectly(board), width >= Self.narrowestZoomedPrintout {
            let parts = zoomedParts(of: screen, region: board, depth: 0, width: width, height: height)
            return Printout(canvas: Canvas(stacking: parts), shownColumns: columns, isInParts: parts.count > 1)
        }
        let shownColumns = min(columns, max(1, (width - 1) / (ScreenGeometry.narrowestCell + 1)))
        let cellWidth = max(1, (width - 1) / shownColumns - 1)
        // The title and the line under the printout, and the frame lines, take rows + 3 lines.
        // With pictures a cell is as high as its picture box needs (about half as high as wide).
        let tallest = pictures == nil ? 4 : max(4, min(10, cellWidth / 2 + 3))
        let innerHeight = height.map { max(1, min(tallest, ($0 - rows - 3) / rows)) } ?? tallest
        let grid = GridPlacement(x: 0, y: 1, cellWidth: cellWidth, innerHeight: innerHeight, rows: rows, columns: shownColumns)
        let size = TerminalSize(columns: width, rows: grid.lineY(rows) + 1)
        var painting = Painting(geometry: ScreenGeometry(size: size), words: words, pictures: pictures)
        painting.showsKeySequences = true
        painting.drawTitle(screen, row: 0)
        painting.drawCells(screen, in: grid)
        return Printout(canvas: painting.frame, shownColumns: shownColumns)
    }

    /// The layout to show a session's board in for a window: the person's choice when it fits,
    /// rows when only they fit, nil when neither does.
    public static func layoutThatFits(_ session: Session, preferred: BoardLayout, in size: TerminalSize) -> BoardLayout? {
        let board = session.shownBoard
        let geometry = ScreenGeometry(size: size)
        let rowsFit = geometry.rowsFit(lines: min(SelectionRule.rowsPageSize, SelectionRule.rowsCells(of: board).count))
        switch preferred {
        case .rows:
            return rowsFit ? .rows : nil
        case .grid:
            if board.grid.rows <= 0 || board.grid.columns <= 0 { return geometry.isUsable ? .grid : nil }
            if geometry.grid(rows: board.grid.rows, columns: board.grid.columns) != nil { return .grid }
            // A board that zooms is magnified: the choices of each key fill the board area.
            // (when its nine tiles have room for a key and two lines of words; else rows stand in).
            if !SelectionRule.picksDirectly(GridRegion(board.grid)), let tiles = geometry.grid(rows: 3, columns: 3),
                tiles.innerHeight >= 3
            {
                return .grid
            }
            return rowsFit ? .rows : nil
        }
    }
}

/// A board drawn whole as text, and how many of its columns fit.
public struct Printout: Sendable {
    public var canvas: Canvas
    /// The grid columns shown, from the left (fewer than the board's when it is too wide).
    public var shownColumns: Int
    /// Whether the board is printed in parts as the zoom magnifies it: its regions first, then
    /// each region's cells.
    public var isInParts = false
}

/// A word of the message bar as it is laid out: its text and the space kept at its start for its
/// picture: in a bar of one line, pixels two columns wide where the terminal draws them; in a bar of
/// two lines or more, a box two lines high for its picture in any form (block art or pixels).
private struct MessageToken {
    var text: String
    /// The columns kept for the picture (0: none).
    var pictureColumns = 0
    /// The picture in its box; nil: not ready yet (``standIn`` shows until it is).
    var picture: CellArt?
    /// What stands in the box until the picture is ready: the word's glyph, or nothing.
    var standIn = ""

    /// The columns kept for the picture: its own and a space.
    var pictureWidth: Int { pictureColumns == 0 ? 0 : pictureColumns + 1 }
    var width: Int { pictureWidth + DisplayWidth.of(text) }
}

/// One drawing of a screen into a canvas: the layout's state while it is drawn.
struct Painting {
    let geometry: ScreenGeometry
    let words: InterfaceWords
    var frame: Canvas
    /// Whether cells show their whole key sequence (a printout) rather than the keys from here.
    var showsKeySequences = false
    /// How many keys of each sequence are already pressed (the screen's zoom level).
    var keysPressed = 0
    /// The pictures ready to draw.
    let pictures: (any CellPictures)?
    /// Frame-line directions per cell: up 1, down 2, left 4, right 8, heavy 16.
    private var lines: [UInt8]

    init(geometry: ScreenGeometry, words: InterfaceWords, pictures: (any CellPictures)? = nil) {
        self.geometry = geometry
        self.words = words
        self.pictures = pictures
        frame = Canvas(size: geometry.size)
        lines = Array(repeating: 0, count: geometry.size.columns * geometry.size.rows)
    }

    var width: Int { geometry.size.columns }

    mutating func draw(_ screen: ScreenModel) {
        keysPressed = screen.keysPressed
        guard geometry.isUsable else {
            drawTooSmall()
            return
        }
        drawMessageBar(screen)
        if let row = geometry.wordsAheadRow { drawWordsAhead(screen, row: row) }
        drawTitle(screen, row: geometry.titleRow)
        switch screen.layout.arrangement {
        case .grid: drawGrid(screen)
        case .rows: drawRows(screen)
        }
        drawNotice(screen.status.notice)
        if let rule = geometry.ruleRow {
            frame.put(
                String(repeating: "─", count: width), x: 0, y: rule,
                style: ScreenStyle(.cellFrame, isDimmed: screen.isScanning))
        }
        drawControls(screen.controls, withKeys: !screen.picksWithSwitches)
    }

    // MARK: Too small

    private mutating func drawTooSmall() {
        let minimum = ScreenGeometry.minimumSize
        let now = geometry.size
        let nowText = InterfaceText.windowNow(columns: now.columns, rows: now.rows)
        // The whole notice when it fits the window, else less of it: never cut off in the middle.
        let forms: [[InterfaceText]] = [
            [
                InterfaceText(.windowTooSmall),
                InterfaceText.windowMinimum(columns: minimum.columns, rows: minimum.rows), nowText,
            ],
            [InterfaceText(.windowTooSmall), nowText],
            [InterfaceText(.windowTooSmall)],
            [InterfaceText(.windowTooSmallShort)],
        ]
        let wrapped = forms.map { form in form.map(words.text).flatMap { TextLayout.wrap($0, width: max(1, width)) } }
        let lines =
            wrapped.first { $0.count <= geometry.size.rows }
            ?? [TextLayout.truncate(words.text(InterfaceText(.windowTooSmallShort)), width: width)]
        let top = max(0, (geometry.size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            frame.put(TextLayout.pad(line, width: width, alignment: .center), x: 0, y: top + index, style: ScreenStyle(.tooSmall))
        }
    }

    // MARK: Message bar

    private mutating func drawMessageBar(_ screen: ScreenModel) {
        let height = geometry.messageHeight
        if screen.isMessageHighlighted {
            // The scanning highlight on the bar: its frame thick, and what Select does on it.
            frame.drawBox(x: 0, y: 0, width: width, height: height, line: .block, style: ScreenStyle(.highlightFrame))
            let label = "💬 \(words.text(InterfaceText(.messageLabel))) · 🔊 \(words.text(InterfaceText(.messageSelectSpeaks)))"
            frame.put(" " + TextLayout.truncate(label, width: width - 6) + " ", x: 2, y: 0, style: ScreenStyle(.highlightFrame))
        } else {
            frame.drawBox(x: 0, y: 0, width: width, height: height, line: .rounded, style: ScreenStyle(.messageFrame))
            frame.put(" 💬 \(words.text(InterfaceText(.messageLabel))) ", x: 2, y: 0, style: ScreenStyle(.messageFrame))
        }
        if screen.status.isSpeaking {
            let sign = " 🔊 \(words.text(InterfaceText(.messageSpeaking))) "
            frame.put(sign, x: width - 2 - DisplayWidth.of(sign), y: 0, style: ScreenStyle(.speaking))
        }
        let textWidth = width - 4
        let lineCount = height - 2
        guard !screen.messageWords.isEmpty else {
            let hint = words.text(screen.messageHint)
            frame.put(TextLayout.truncate(hint, width: textWidth), x: 2, y: 1, style: ScreenStyle(.placeholder))
            return
        }
        // In a bar of two lines or more, a word with a picture has it in a box before the word,
        // as high as the bar (at most three lines) and twice as wide (a character is about half as
        // wide as high), the word on the box's lowest line: all words then share one line of the bar.
        let pictureRows = lineCount >= 2 ? min(lineCount, Self.messagePictureRows) : 1
        let boxes = lineCount >= 2 && screen.messageWords.contains { messageBoxSource(of: $0, rows: pictureRows) != nil }
        var tokens: [MessageToken] = []
        for word in screen.messageWords {
            if word.attachesToPrevious, !tokens.isEmpty {
                tokens[tokens.count - 1].text += word.label
                continue
            }
            let withGlyph = (word.glyphs.joined() + " " + word.label).trimmingSpaces
            if boxes, let source = messageBoxSource(of: word, rows: pictureRows) {
                let columns = 2 * pictureRows
                switch pictures?.picture(source, columns: columns, rows: pictureRows) {
                case .unavailable:
                    // A picture that cannot be drawn: the glyph beside the word, or the word alone.
                    tokens.append(MessageToken(text: withGlyph))
                case .characters(let art) where art.columns == columns && art.rows == pictureRows:
                    tokens.append(MessageToken(text: word.label, pictureColumns: columns, picture: .characters(art)))
                case .pixels(let pixels) where pixels.columns == columns && pixels.rows == pictureRows:
                    tokens.append(MessageToken(text: word.label, pictureColumns: columns, picture: .pixels(pixels)))
                default:
                    // Not ready: the box is kept (nothing moves when the picture comes), the glyph in it.
                    tokens.append(MessageToken(text: word.label, pictureColumns: columns, standIn: word.glyphs.first ?? ""))
                }
                continue
            }
            // One line: where the terminal draws pixels, the picture two columns wide before the
            // word once it is ready; else the word's glyphs as text.
            let source = word.pictures.first.map(PictureSource.image) ?? word.glyphs.first.flatMap(glyphSource)
            if !boxes, let source, pictures?.drawsPixels == true,
                case .pixels(let picture) = pictures?.picture(source, columns: 2, rows: 1), picture.columns == 2, picture.rows == 1
            {
                tokens.append(MessageToken(text: word.label, pictureColumns: 2, picture: .pixels(picture)))
            } else {
                tokens.append(MessageToken(text: withGlyph))
            }
        }
        let lines = Self.messageLines(tokens, width: textWidth, lines: boxes ? 1 : lineCount)
        for (index, line) in lines.enumerated() {
            var x = 2
            let top = 1 + index
            // The words' line: the lower line of the pictures' boxes.
            let y = boxes ? top + pictureRows - 1 : top
            for token in line {
                var room = 2 + textWidth - x
                if token.pictureColumns > 0, room > token.pictureWidth {
                    switch token.picture {
                    case .characters(let art)?:
                        drawPicture(art, x: x, y: top, dimmed: false)
                    case .pixels(let pixels)?:
                        frame.pixelPictures.append(PlacedPixelPicture(x: x, y: top, picture: pixels))
                    default:
                        if !token.standIn.isEmpty {
                            frame.put(
                                TextLayout.pad(token.standIn, width: token.pictureColumns, alignment: .center), x: x, y: y,
                                style: ScreenStyle(.messageText))
                        }
                    }
                    x += token.pictureWidth
                    room -= token.pictureWidth
                }
                guard room > 0 else { break }
                x +=
                    frame.put(TextLayout.truncate(token.text, width: room), x: x, y: y, maxWidth: room, style: ScreenStyle(.messageText))
                    + 2
            }
        }
    }

    /// The most lines high a word's picture is in a message bar of two lines or more.
    static let messagePictureRows = 3

    /// What a word's picture box in the message bar shows in a box of `rows` lines: its first
    /// picture, else its glyph where glyphs are drawn as pictures and would not be a blot of
    /// colour (``boxSource(_:rows:)``); nil: the word keeps its glyph as text.
    private func messageBoxSource(of word: Message.Word, rows: Int) -> PictureSource? {
        guard pictures != nil, !word.attachesToPrevious else { return nil }
        return boxSource(word.pictures.first.map(PictureSource.image) ?? word.glyphs.first.flatMap(glyphSource), rows: rows)
    }

    /// The message's words in the bar's lines: all of them when they fit; else the start, read
    /// from the first word, and on the last line "…" where the message continues, then its newest
    /// words (the one just picked always shows).
    private static func messageLines(_ tokens: [MessageToken], width: Int, lines lineCount: Int) -> [[MessageToken]] {
        let tokens = tokens.map { token in
            var token = token
            token.text = TextLayout.truncate(token.text, width: width - token.pictureWidth)
            return token
        }
        func filled(_ tokens: ArraySlice<MessageToken>) -> [[MessageToken]] {
            var lines: [[MessageToken]] = [[]]
            for token in tokens {
                let current = lines[lines.count - 1]
                let used = current.reduce(0) { $0 + $1.width + 2 }
                if current.isEmpty || used + token.width <= width {
                    lines[lines.count - 1].append(token)
                } else {
                    lines.append([token])
                }
            }
            return lines
        }
        let all = filled(tokens[...])
        guard all.count > lineCount, lineCount > 0, let newest = tokens.last else { return all }
        let more = MessageToken(text: String(TextLayout.ellipsis))
        // The newest words that fit on a line after "…", at least the newest.
        var tail: [MessageToken] = [newest]
        var tailWidth = more.width + 2 + newest.width
        for token in tokens.dropLast().reversed() {
            guard tailWidth + 2 + token.width <= width else { break }
            tail.insert(token, at: 0)
            tailWidth += 2 + token.width
        }
        if lineCount > 1 {
            let head = Array(all.prefix(lineCount - 1))
            let shown = head.reduce(0) { $0 + $1.count }
            tail = Array(tail.suffix(max(1, tokens.count - shown)))
            return head + [[more] + tail]
        }
        // One line: the first words, "…", the newest.
        let newestOnly = [more, newest]
        let room = width - newestOnly.reduce(0) { $0 + $1.width + 2 }
        var head: [MessageToken] = []
        var used = 0
        for token in tokens.dropLast() {
            guard used + token.width + 2 <= room else { break }
            head.append(token)
            used += token.width + 2
        }
        return [head + newestOnly]
    }

    // MARK: Title

    mutating func drawTitle(_ screen: ScreenModel, row: Int) {
        let title = [screen.titleGlyph, words.text(screen.title)].compactMap { $0 }.joined(separator: " ")
        let note = screen.titleNotes.map(words.text).joined(separator: " · ")
        let titleWidth = frame.put(
            TextLayout.truncate(title, width: width - 2), x: 1, y: row, style: ScreenStyle(.title))
        let room = width - 1 - (1 + titleWidth + 3)
        if !note.isEmpty, room >= 10 {
            let fitted = TextLayout.truncate(note, width: room)
            frame.put(fitted, x: width - 1 - DisplayWidth.of(fitted), y: row, style: ScreenStyle(.titleNote))
        }
    }

    // MARK: Grid

    private mutating func drawGrid(_ screen: ScreenModel) {
        let top = geometry.bodyTop
        guard screen.layout.rows > 0, screen.layout.columns > 0 else {
            frame.put(words.text(screen.noCellsText), x: 2, y: top + 1, style: ScreenStyle(.placeholder))
            return
        }
        let whole = geometry.grid(rows: screen.layout.rows, columns: screen.layout.columns)
        if let whole, fits(screen.cells, in: whole) {
            drawCells(screen, in: whole)
            return
        }
        if drawMagnified(screen) { return }
        guard let grid = whole else {
            let text = words.text(InterfaceText(.boardGridTooBig))
            for (index, line) in TextLayout.wrap(text, width: width - 4, maxLines: geometry.bodyHeight).enumerated() {
                frame.put(line, x: 2, y: top + 1 + index, style: ScreenStyle(.tooSmall))
            }
            return
        }
        drawCells(screen, in: grid)
    }

    /// The grid's frame lines, the outlines of key groups and the zoom region, and the cells
    /// that lie in the placement (a printout may leave columns out).
    mutating func drawCells(_ screen: ScreenModel, in grid: GridPlacement) {
        let zoomed = screen.zoomRegion != nil
        for row in 0...grid.rows { addHorizontal(y: grid.lineY(row), from: grid.lineX(0), to: grid.lineX(grid.columns), heavy: false) }
        for column in 0...grid.columns {
            addVertical(x: grid.lineX(column), from: grid.lineY(0), to: grid.lineY(grid.rows), heavy: false)
        }
        for region in screen.keyGroups + (screen.zoomRegion.map { [$0] } ?? []) {
            outline(region, in: grid)
        }
        renderLines(dimLight: zoomed || screen.isScanning, dimHeavy: screen.isScanning)
        for cell in screen.cells where cell.row < grid.rows && cell.column < grid.columns {
            let x = grid.lineX(cell.column)
            let y = grid.lineY(cell.row)
            if let border = cell.borderColor {
                // The cell's own frame takes its border colour (shared lines: the later cell wins).
                recolorFrame(x: x, y: y, width: grid.cellWidth + 2, height: grid.innerHeight + 2, border: border)
            }
            drawCell(cell, x: x + 1, y: y + 1, width: grid.cellWidth, height: grid.innerHeight)
        }
        if let region = screen.highlightedRegion, region.rows.lowerBound < grid.rows, region.columns.lowerBound < grid.columns {
            // A thick frame around what the switch would pick: a shape no other line has, not only a colour.
            let left = grid.lineX(region.columns.lowerBound)
            let top = grid.lineY(region.rows.lowerBound)
            let right = grid.lineX(min(region.columns.upperBound, grid.columns))
            let bottom = grid.lineY(min(region.rows.upperBound, grid.rows))
            frame.drawBox(
                x: left, y: top, width: right - left + 1, height: bottom - top + 1, line: .block,
                style: ScreenStyle(.highlightFrame))
        }
    }

    private mutating func outline(_ region: GridRegion, in grid: GridPlacement) {
        let left = grid.lineX(region.columns.lowerBound)
        let right = grid.lineX(region.columns.upperBound)
        let top = grid.lineY(region.rows.lowerBound)
        let bottom = grid.lineY(region.rows.upperBound)
        addHorizontal(y: top, from: left, to: right, heavy: true)
        addHorizontal(y: bottom, from: left, to: right, heavy: true)
        addVertical(x: left, from: top, to: bottom, heavy: true)
        addVertical(x: right, from: top, to: bottom, heavy: true)
    }

    private mutating func recolorFrame(x: Int, y: Int, width: Int, height: Int, border: RGBAColor) {
        let edges = [(x, y, width, 1), (x, y + height - 1, width, 1), (x, y, 1, height), (x + width - 1, y, 1, height)]
        for (ex, ey, ew, eh) in edges {
            frame.restyle(x: ex, y: ey, width: ew, height: eh) { style in
                if style.part == .cellFrame { style.border = border }
            }
        }
    }

    /// The inside of a cell: key badge, icon and label, on the cell's colour.
    mutating func drawCell(_ cell: ScreenCell, x: Int, y: Int, width: Int, height: Int) {
        let text = ScreenStyle(
            .cellText, fill: cell.backgroundColor, isDimmed: cell.isDimmed, isEmphasized: cell.isCurrentChoice,
            isHighlighted: cell.isHighlighted)
        var keyStyle = text
        keyStyle.part = .cellKey
        frame.fill(x: x, y: y, width: width, height: height, style: text)
        let padding = width >= 7 && height > 1 ? 1 : 0
        let inner = width - 2 * padding
        let left = x + padding
        let badges = badges(of: cell)
        let marker = cell.opensBoard ? "▸" : ""
        let markerWidth = marker.isEmpty ? 0 : 2
        let label = (cell.isCurrentChoice ? "✓ " : "") + words.text(cell.label)
        let glyph = cell.glyph ?? ""
        let withGlyph = [glyph, label].filter { !$0.isEmpty }.joined(separator: " ")
        // The first badge that leaves room for the marker (the whole key sequence, then its start).
        func badge(leaving room: Int) -> String {
            badges.first { DisplayWidth.of($0) + room <= inner } ?? badges[max(0, badges.count - 2)]
        }

        if height == 1 {
            // One line: the label is never dropped while it fits, nor the picture (the glyph): the
            // key sequence gives way first (its padding, then all but the key of now), then the
            // label is shortened beside the glyph, and only then does the glyph go. Without a key
            // the text still keeps off the frame line.
            func fits(_ choice: (String, String)) -> Bool {
                DisplayWidth.of(choice.0) + 1 + DisplayWidth.of(choice.1) + markerWidth <= inner
            }
            var choices = badges.map { ($0, withGlyph) }
            if !glyph.isEmpty, !label.isEmpty, let shortest = badges.last {
                // The label shortened to what is left beside the glyph, when a few letters stay.
                let room = inner - DisplayWidth.of(shortest) - 1 - markerWidth - DisplayWidth.of(glyph) - 1
                if room >= 4 { choices.append((shortest, glyph + " " + TextLayout.truncate(label, width: room))) }
            }
            choices += badges.map { ($0, label) }
            // When nothing fits whole, the label is cut after the padded badge of the key of now.
            let (chosenBadge, rest) = choices.first(where: fits) ?? (badges[max(0, badges.count - 2)], label)
            let used = frame.put(chosenBadge, x: left, y: y, maxWidth: inner, style: keyStyle) + 1
            frame.put(
                TextLayout.truncate(rest, width: max(0, inner - used - markerWidth)), x: left + used, y: y, style: text)
            if !marker.isEmpty { frame.put(marker, x: left + inner - 1, y: y, style: text) }
            return
        }
        // A cell too low for a picture under its key, whose label takes one line, may show it
        // beside the key: with the shortest badge that leaves it three columns, if any does.
        let source = pictureSource(of: cell)
        let isLow = height == 3 && boxSource(source, rows: height - 1) != nil && DisplayWidth.of(label) <= inner
        let chosenBadge =
            isLow
            ? badges.first { inner - DisplayWidth.of($0) - 1 - markerWidth >= 3 } ?? badge(leaving: markerWidth)
            : badge(leaving: markerWidth)
        let badgeWidth = frame.put(chosenBadge, x: left, y: y, maxWidth: inner, style: keyStyle)
        if !marker.isEmpty { frame.put(marker, x: left + inner - 1, y: y, style: text) }
        if height == 2 {
            let rest = DisplayWidth.of(withGlyph) <= inner - 2 ? withGlyph : label
            let line = TextLayout.pad(rest, width: max(0, inner - 2), alignment: .center)
            frame.put(line, x: left + 1, y: y + 1, style: text)
            return
        }
        // Under the key: the picture (or glyph), then the label wrapped, centred. The label
        // takes its lines first; a picture needs at least two lines of what is left.
        let space = height - 1
        let labelLines = TextLayout.wrap(label, width: inner, maxLines: min(3, space), longWords: .shortened)
        let leftOver = space - labelLines.count
        let pictureRows = boxSource(source, rows: leftOver) != nil && leftOver >= 2 ? leftOver : 0
        if pictureRows == 0, let picture = boxSource(source, rows: space), labelLines.count == 1, space >= 2 {
            // A low cell: the picture stands beside the key, over the lines the label leaves,
            // when there are at least three columns for it.
            let room = inner - badgeWidth - 1 - markerWidth
            let rows = space
            let columns = min(room, 2 * rows)
            if columns >= 3 {
                drawPictureBox(
                    picture, of: cell, glyph: glyph, x: left + badgeWidth + 1 + (room - columns) / 2, y: y, columns: columns, rows: rows,
                    standInX: left + badgeWidth + 1, standInWidth: room)
                frame.put(TextLayout.pad(labelLines[0], width: inner, alignment: .center), x: left, y: y + space, style: text)
                return
            }
        }
        let glyphRows = pictureRows == 0 && !glyph.isEmpty && leftOver >= 1 ? 1 : 0
        let visualRows = pictureRows + glyphRows
        let start = y + 1 + (space - visualRows - labelLines.count) / 2
        if pictureRows > 0, let picture = source {
            // A box about as wide as it is high (a character is about half as wide as high).
            let columns = min(inner, 2 * pictureRows)
            drawPictureBox(
                picture, of: cell, glyph: glyph, x: left + (inner - columns) / 2, y: start, columns: columns, rows: pictureRows,
                standInX: left, standInWidth: inner)
        } else if glyphRows > 0 {
            frame.put(TextLayout.pad(glyph, width: inner, alignment: .center), x: left, y: start, style: text)
        }
        for (index, line) in labelLines.enumerated() {
            frame.put(
                TextLayout.pad(line, width: inner, alignment: .center), x: left, y: start + visualRows + index, style: text)
        }
    }

    /// What a cell's picture box shows: its picture, else (where glyphs are drawn as pictures)
    /// its glyph; nil when it has no box.
    func pictureSource(of cell: ScreenCell) -> PictureSource? {
        guard pictures != nil else { return nil }
        return cell.picture.map(PictureSource.image) ?? cell.glyph.flatMap(glyphSource)
    }

    /// What a picture box of `rows` lines shows: `source`, except a glyph that block art would
    /// draw in fewer than ``glyphArtRows`` lines, which stays text (the terminal's own glyph is
    /// then the sharper picture).
    func boxSource(_ source: PictureSource?, rows: Int) -> PictureSource? {
        guard case .glyph? = source, pictures?.drawsPixels != true, rows < Self.glyphArtRows else { return source }
        return nil
    }

    /// The fewest lines a glyph drawn as block art takes: in fewer, its art is a blot of colour
    /// next to the glyph the terminal draws in one line.
    static let glyphArtRows = 4

    /// A glyph as a picture, where pictures draw glyphs.
    func glyphSource(_ glyph: String) -> PictureSource? {
        guard pictures?.drawsGlyphs == true, !glyph.allSatisfy(\.isWhitespace) else { return nil }
        return .glyph(glyph)
    }

    /// A cell's picture in its box: characters drawn, pixels placed over the blank box, or until
    /// it is ready its glyph in the middle of the space (`standInX`, `standInWidth`); a picture that
    /// cannot be drawn leaves its glyph, else a neutral mark.
    mutating func drawPictureBox(
        _ picture: PictureSource, of cell: ScreenCell, glyph: String, x: Int, y: Int, columns: Int, rows: Int, standInX: Int,
        standInWidth: Int
    ) {
        let text = ScreenStyle(
            .cellText, fill: cell.backgroundColor, isDimmed: cell.isDimmed, isEmphasized: cell.isCurrentChoice,
            isHighlighted: cell.isHighlighted)
        let middle = y + (rows - 1) / 2
        switch pictures?.picture(picture, columns: columns, rows: rows) {
        case .characters(let art) where art.columns == columns && art.rows == rows:
            drawPicture(art, x: x, y: y, dimmed: cell.isDimmed)
        case .pixels(let pixels) where pixels.columns == columns && pixels.rows == rows:
            // The box stays blank in the canvas; the terminal draws the pixels over it.
            frame.pixelPictures.append(PlacedPixelPicture(x: x, y: y, picture: pixels))
        case .unavailable:
            let mark = glyph.isEmpty ? Self.noPictureMark : glyph
            frame.put(TextLayout.pad(mark, width: standInWidth, alignment: .center), x: standInX, y: middle, style: text)
        default:
            if !glyph.isEmpty {
                frame.put(TextLayout.pad(glyph, width: standInWidth, alignment: .center), x: standInX, y: middle, style: text)
            }
        }
    }

    /// What stands in a picture's box when the picture cannot be drawn and the cell has no glyph.
    static let noPictureMark = "▢"

    /// Puts a picture's characters in its own colours.
    private mutating func drawPicture(_ art: BlockArt, x: Int, y: Int, dimmed: Bool) {
        for row in 0..<art.rows {
            for column in 0..<art.columns {
                let cell = art[column, row]
                let style = ScreenStyle(
                    .picture, fill: cell.background.map(RGBAColor.init), ink: cell.foreground.map(RGBAColor.init), isDimmed: dimmed,
                    isEmphasized: cell.inverse)
                frame.put(String(cell.character), x: x + column, y: y + row, maxWidth: 1, style: style)
            }
        }
    }

    /// The key badges a cell can show, the one to prefer first: the keys still to press for it
    /// (`1 3 2`), then the key that works now with `…` when more follow (`1…`), each with its
    /// padding and then without. A printout shows the whole sequence from the top of the board.
    func badges(of cell: ScreenCell) -> [String] {
        if showsKeySequences {
            return [cell.keySequence.isEmpty ? "" : " " + cell.keySequence.map(\.token).joined(separator: " ") + " "]
        }
        guard let key = cell.key else { return [""] }
        let rest = cell.keySequence.dropFirst(keysPressed)
        guard cell.keyOpensGroup else { return [" \(key) ", "\(key)"] }
        var badges: [String] = []
        if rest.count > 1, rest.first == .digit(key) {
            let sequence = rest.map(\.token).joined(separator: " ")
            badges += [" \(sequence) ", sequence]
        }
        return badges + [" \(key)… ", "\(key)…"]
    }

    // MARK: Rows

    private mutating func drawRows(_ screen: ScreenModel) {
        let top = geometry.bodyTop
        let count = screen.cells.count
        guard count > 0 else {
            frame.put(words.text(screen.noCellsText), x: 2, y: top + 1, style: ScreenStyle(.placeholder))
            return
        }
        guard geometry.rowsFit(lines: count) else {
            // Said whole, wrapped into the lines there are.
            let text = words.text(InterfaceText(.boardRowsTooMany))
            for (index, line) in TextLayout.wrap(text, width: width - 2, maxLines: geometry.bodyHeight).enumerated() {
                frame.put(line, x: 1, y: top + index, style: ScreenStyle(.tooSmall))
            }
            return
        }
        // Each cell framed on its own when there is room, else one frame around the list, else
        // (a low window) one line per cell without frame lines. Framed on their own, lines with
        // pictures are as high as the body allows (at most five), for the picture beside the label.
        let separated = geometry.bodyHeight >= 2 * count + 1
        let framed = geometry.bodyHeight >= count + 2
        let drawsPictures = screen.cells.contains { pictureSource(of: $0) != nil }
        let lineHeight = separated && drawsPictures ? max(1, min(5, (geometry.bodyHeight - 1) / count - 1)) : 1
        let step = separated ? lineHeight + 1 : 1
        if framed {
            let bottom = top + (separated ? step * count : count + 1)
            addHorizontal(y: top, from: 0, to: width - 1, heavy: false)
            addHorizontal(y: bottom, from: 0, to: width - 1, heavy: false)
            addVertical(x: 0, from: top, to: bottom, heavy: false)
            addVertical(x: width - 1, from: top, to: bottom, heavy: false)
            if separated {
                for index in 1..<count { addHorizontal(y: top + step * index, from: 0, to: width - 1, heavy: false) }
            }
            renderLines(dimLight: screen.isScanning, dimHeavy: false)
        }
        let inset = framed ? 1 : 0
        for cell in screen.cells {
            let lineTop = top + inset + cell.row * step
            let y = lineTop + (lineHeight - 1) / 2
            if let border = cell.borderColor, separated {
                recolorFrame(x: 0, y: lineTop - 1, width: width, height: lineHeight + 2, border: border)
            }
            let text = ScreenStyle(
                .cellText, fill: cell.backgroundColor, isDimmed: cell.isDimmed, isEmphasized: cell.isCurrentChoice,
                isHighlighted: cell.isHighlighted)
            var keyStyle = text
            keyStyle.part = .cellKey
            frame.fill(x: inset, y: lineTop, width: width - 2 * inset, height: lineHeight, style: text)
            let badge = cell.key.map { " \($0) " } ?? "   "
            var x = 1 + inset + frame.put(badge, x: 1 + inset, y: y, style: keyStyle) + 2
            let glyph = cell.glyph ?? ""
            // The picture beside the key, as high as the line (a character is about half as wide
            // as high); in one line only as pixels, as in the message bar.
            let pictureRows = lineHeight >= 2 || pictures?.drawsPixels == true ? lineHeight : 0
            if let picture = pictureSource(of: cell), pictureRows > 0, x + 2 * pictureRows + 12 <= width {
                let columns = 2 * pictureRows
                drawPictureBox(
                    picture, of: cell, glyph: glyph, x: x, y: lineTop, columns: columns, rows: pictureRows, standInX: x,
                    standInWidth: columns)
                x += columns + 2
            } else if !glyph.isEmpty {
                x += frame.put(glyph, x: x, y: y, style: text) + 2
            }
            let label = (cell.isCurrentChoice ? "✓ " : "") + words.text(cell.label) + (cell.opensBoard ? " ▸" : "")
            frame.put(TextLayout.truncate(label, width: max(0, width - 1 - inset - x)), x: x, y: y, style: text)
            if cell.isHighlighted { drawRowHighlight(top: lineTop, height: lineHeight, separated: separated, framed: framed) }
        }
    }

    /// The thick frame around the highlighted line of the rows layout: its own box when the
    /// lines are framed one by one, else thick side lines (and arrows when there is no frame).
    private mutating func drawRowHighlight(top: Int, height: Int, separated: Bool, framed: Bool) {
        let style = ScreenStyle(.highlightFrame)
        if separated {
            frame.drawBox(x: 0, y: top - 1, width: width, height: height + 2, line: .block, style: style)
        } else if framed {
            frame.put("█", x: 0, y: top, style: style)
            frame.put("█", x: width - 1, y: top, style: style)
        } else {
            frame.put("▶", x: 0, y: top, style: style)
            frame.put("◀", x: width - 1, y: top, style: style)
        }
    }

    // MARK: Notice and controls

    private mutating func drawNotice(_ notice: Announcement?) {
        guard let notice else { return }
        let part: ScreenStyle.Part
        switch notice.tone {
        case .information: part = .noticeInformation
        case .hint: part = .noticeHint
        case .problem: part = .noticeProblem
        }
        frame.put(
            TextLayout.truncate(notice.glyph + " " + words.text(notice.text), width: width - 2), x: 1, y: geometry.noticeRow,
            style: ScreenStyle(part))
    }

    /// The control bar. With switches the controls show no keys (the person reaches them by
    /// Controls, Next and Select; a key's name there would only mislead).
    private mutating func drawControls(_ controls: [ControlButton], withKeys: Bool) {
        // Full labels when they fit, then short labels, then icons only, then keys only.
        let words = words
        let forms: [(ControlButton) -> (key: String, rest: String)] =
            withKeys
            ? [
                { (" \(words.name(of: $0.key)) ", "\($0.glyph) \(words.text($0.label))") },
                { (" \(words.name(of: $0.key)) ", "\($0.glyph) \(words.text($0.shortLabel))") },
                { (" \(words.name(of: $0.key)) ", words.text($0.shortLabel)) },
                { (words.name(of: $0.key), words.text($0.shortLabel)) },
                { (" \(words.name(of: $0.key)) ", $0.glyph) },
                { (words.name(of: $0.key), "") },
            ]
            : [
                { ("", "\($0.glyph) \(words.text($0.label)) ") },
                { ("", words.text($0.label) + " ") },
                { ("", $0.glyph + " ") },
            ]
        var chosen = forms.last!
        for form in forms {
            let total = controls.reduce(0) { sum, control in
                let (key, rest) = form(control)
                return sum + DisplayWidth.of(key) + (rest.isEmpty ? 0 : 1 + DisplayWidth.of(rest))
            }
            if total + controls.count - 1 <= width {
                chosen = form
                break
            }
        }
        let widths = controls.map { control -> Int in
            let (key, rest) = chosen(control)
            return DisplayWidth.of(key) + (rest.isEmpty ? 0 : 1 + DisplayWidth.of(rest))
        }
        let gap = controls.count > 1 ? max(1, (width - widths.reduce(0, +)) / controls.count) : 0
        var x = gap / 2
        let y = geometry.controlRow
        for (control, controlWidth) in zip(controls, widths) {
            let (key, rest) = chosen(control)
            let dimmed = !control.isAvailable
            let lit = control.isHighlighted
            let used = frame.put(key, x: x, y: y, style: ScreenStyle(.controlKey, isDimmed: dimmed, isHighlighted: lit))
            if !rest.isEmpty {
                // The gap between key and label is part of the reversed field.
                frame.put(
                    " " + rest, x: x + used, y: y,
                    style: ScreenStyle(.controlLabel, isDimmed: dimmed && !lit, isHighlighted: lit))
            }
            if lit, let rule = geometry.ruleRow {
                // A double line over the highlighted control(s), in the rule above the bar.
                frame.put(
                    String(repeating: "═", count: controlWidth + 2), x: x - 1, y: rule, style: ScreenStyle(.highlightFrame))
            } else if lit, x > 0 {
                frame.put("▶", x: x - 1, y: y, style: ScreenStyle(.highlightFrame))
            }
            x += controlWidth + gap
        }
    }

    // MARK: Frame lines

    private mutating func addHorizontal(y: Int, from left: Int, to right: Int, heavy: Bool) {
        addLine(x: left, y: y, length: right - left, isHorizontal: true, heavy: heavy)
    }

    private mutating func addVertical(x: Int, from top: Int, to bottom: Int, heavy: Bool) {
        addLine(x: x, y: top, length: bottom - top, isHorizontal: false, heavy: heavy)
    }

    /// Marks a frame line of `length` steps from a point, along its row or its column: each
    /// point joins the one before it and the one after it.
    private mutating func addLine(x: Int, y: Int, length: Int, isHorizontal: Bool, heavy: Bool) {
        guard length > 0 else { return }
        let (before, after): (UInt8, UInt8) = isHorizontal ? (4, 8) : (1, 2)
        for step in 0...length {
            var bits: UInt8 = 0
            if step > 0 { bits |= before }
            if step < length { bits |= after }
            mark(x: isHorizontal ? x + step : x, y: isHorizontal ? y : y + step, bits: bits, heavy: heavy)
        }
    }

    private mutating func mark(x: Int, y: Int, bits: UInt8, heavy: Bool) {
        guard x >= 0, y >= 0, x < geometry.size.columns, y < geometry.size.rows else { return }
        lines[y * geometry.size.columns + x] |= bits | (heavy ? 16 : 0)
    }

    /// Draws the collected frame lines, joining them with the right corner and crossing pieces.
    private mutating func renderLines(dimLight: Bool, dimHeavy: Bool = false) {
        let light: [Character] = [" ", "╵", "╷", "│", "╴", "┘", "┐", "┤", "╶", "└", "┌", "├", "─", "┴", "┬", "┼"]
        let heavy: [Character] = [" ", "╹", "╻", "┃", "╸", "┛", "┓", "┫", "╺", "┗", "┏", "┣", "━", "┻", "┳", "╋"]
        for y in 0..<geometry.size.rows {
            for x in 0..<geometry.size.columns {
                let bits = lines[y * geometry.size.columns + x]
                guard bits & 15 != 0 else { continue }
                let isHeavy = bits & 16 != 0
                let character = (isHeavy ? heavy : light)[Int(bits & 15)]
                let style = ScreenStyle(isHeavy ? .groupFrame : .cellFrame, isDimmed: isHeavy ? dimHeavy : dimLight)
                frame.put(String(character), x: x, y: y, style: style)
            }
        }
        lines = Array(repeating: 0, count: lines.count)
    }
}
