import TalkGrid

/// Turns a ``Canvas`` into the bytes that draw it on a terminal, one buffer per frame.
///
/// A frame positions the cursor at the start of each row it draws (and after each wide
/// character, so that borders never drift), emits a style (SGR)
/// sequence only where the style changes, writes each wide character once and skips its
/// second column, and ends with the style reset. Colours are mapped to what the terminal
/// supports. Given the previous frame, it draws only the cells that changed. Pixel pictures
/// follow the text: each one is placed again only when it is new or text was drawn over its
/// box; text under a picture that is gone is drawn anew, and layered (kitty) pictures are
/// deleted and placed again whenever any of them changes.
public struct ANSIRenderer: Sendable {
    public var colorSupport: ColorSupport
    /// Wrap each frame in synchronized-output markers, so terminals that know them show the
    /// frame all at once (others ignore them).
    public var synchronizedOutput: Bool

    public init(colorSupport: ColorSupport, synchronizedOutput: Bool = true) {
        self.colorSupport = colorSupport
        self.synchronizedOutput = synchronizedOutput
    }

    /// The bytes that draw `canvas` in a theme's colours. With a `previous` frame of the same
    /// size, only the cells that differ are drawn (nothing at all when none do); otherwise the
    /// whole canvas.
    public func render(_ canvas: Canvas, theme: BoardTheme, since previous: Canvas? = nil) -> [UInt8] {
        render(canvas, since: previous, look: theme.style(for:))
    }

    /// The bytes that draw `canvas`, each part of the screen in the terminal style `look` gives
    /// it (asked once per style and frame); only the cells that differ from `previous`.
    public func render(_ canvas: Canvas, since previous: Canvas? = nil, look: (ScreenStyle) -> CellStyle) -> [UInt8] {
        let previous = previous.flatMap { $0.width == canvas.width && $0.height == canvas.height ? $0 : nil }
        var output: [UInt8] = []
        output.reserveCapacity(canvas.width * canvas.height * 2 + 64)
        var currentStyle = CellStyle.plain
        var currentPart: ScreenStyle? = nil
        var looks: [ScreenStyle: CellStyle] = [:]
        var currentSGR = ControlSequence.resetStyle
        var cursor: (x: Int, y: Int)? = nil
        var hasStarted = false
        // Cells under a sixel or iTerm2 picture that is gone: the picture is their content until
        // text is drawn there again.
        var uncovered = Set<Int>()
        for old in previous?.pixelPictures ?? [] where !old.picture.isLayered && !canvas.pixelPictures.contains(old) {
            uncovered.formUnion(old.coveredCells(width: canvas.width, height: canvas.height))
        }

        func start() {
            guard !hasStarted else { return }
            hasStarted = true
            if synchronizedOutput { output += ControlSequence.beginFrame }
            output += ControlSequence.resetStyle
        }

        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                let cell = canvas[x, y]
                if cell.isContinuation {
                    x += 1
                    continue
                }
                if let previous {
                    let isSame =
                        cell == previous[x, y] && (cell.width == 1 || canvas[x + 1, y] == previous[x + 1, y])
                        && !uncovered.contains(y * canvas.width + x)
                    if isSame {
                        x += cell.width
                        continue
                    }
                }
                start()
                if cursor == nil || cursor! != (x, y) {
                    output += x == 0 && y == 0 ? Array("\u{1B}[H".utf8) : ControlSequence.moveCursor(column: x, row: y)
                }
                if cell.style != currentPart {
                    currentPart = cell.style
                    let style: CellStyle
                    if let known = looks[cell.style] {
                        style = known
                    } else {
                        style = look(cell.style)
                        looks[cell.style] = style
                    }
                    if style != currentStyle {
                        currentStyle = style
                        let sgr = selectGraphicRendition(for: style)
                        if sgr != currentSGR {
                            output += sgr
                            currentSGR = sgr
                        }
                    }
                }
                if cell.width == 2, let text = Self.textPresentation(of: cell.character) {
                    // A symbol made emoji by VS16 (❤️ ⬆️ 🍽️): terminals disagree on its width (tmux
                    // and older VTE draw it one column wide, and a colour glyph drawn there is cut
                    // in half by the next cell). Drawn as text instead (VS15), one column everywhere,
                    // then a space: the two columns the layout gave it, never cut.
                    output.append(contentsOf: text.utf8)
                    x += cell.width
                    cursor = (x, y)
                    continue
                }
                if cell.width == 2 && cell.character.unicodeScalars.contains("\u{FE0F}") {
                    // Other sequences with VS16 (keycaps, flags with a ZWJ): blank both columns
                    // first, so a narrow drawing leaves no stale character in the second one.
                    output += Array("  ".utf8) + ControlSequence.moveCursor(column: x, row: y)
                }
                output.append(contentsOf: cell.character.utf8)
                x += cell.width
                // After a wide character the next cell is positioned explicitly, so a terminal
                // that measures the character differently cannot shift the rest of the row.
                cursor = cell.width == 2 ? nil : (x, y)
            }
            // A full frame draws every row, so the cursor is moved at each row start.
            if previous == nil { cursor = nil }
        }
        let pictures = picturesToPlace(canvas, since: previous, uncovered: uncovered)
        if !pictures.isEmpty || pictures.deletesLayered {
            start()
            if pictures.deletesLayered { output += ControlSequence.deleteLayeredPictures }
            for placed in pictures.placing {
                output += ControlSequence.moveCursor(column: placed.x, row: placed.y) + placed.picture.bytes
            }
        }
        guard hasStarted else { return [] }
        output += ControlSequence.resetStyle
        if synchronizedOutput { output += ControlSequence.endFrame }
        return output
    }

    /// What the renderer writes for a character of the canvas: the character, or for a symbol
    /// made emoji by VS16 alone its text presentation and a space (what a terminal then shows).
    public static func written(_ character: Character) -> String {
        textPresentation(of: character) ?? String(character)
    }

    /// A symbol that is text by default made emoji by VS16 alone (U+2764 U+FE0F), as text
    /// (U+2764 U+FE0E) and a space; nil for any other character.
    static func textPresentation(of character: Character) -> String? {
        let scalars = Array(character.unicodeScalars)
        guard scalars.count == 2, scalars[1] == "\u{FE0F}", !scalars[0].properties.isEmojiPresentation else { return nil }
        return String(scalars[0]) + "\u{FE0E} "
    }

    /// The canvas as lines of coloured text for a scrolling terminal or a file (`talkgrid show`
    /// with pictures): no cursor moves, a style sequence where the style changes, each line ending
    /// with the style reset.
    public func lines(_ canvas: Canvas, theme: BoardTheme) -> String {
        var output: [UInt8] = []
        var looks: [ScreenStyle: [UInt8]] = [:]
        for y in 0..<canvas.height {
            var current = ControlSequence.resetStyle
            for x in 0..<canvas.width where !canvas[x, y].isContinuation {
                let cell = canvas[x, y]
                let sgr = looks[cell.style] ?? selectGraphicRendition(for: theme.style(for: cell.style))
                looks[cell.style] = sgr
                if sgr != current {
                    output += sgr
                    current = sgr
                }
                // Without cursor moves a width the terminal sees otherwise would shift the line.
                output.append(contentsOf: (Self.textPresentation(of: cell.character) ?? String(cell.character)).utf8)
            }
            output += ControlSequence.resetStyle + [10]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The pixel pictures a frame places, and whether layered ones are deleted first.
    private func picturesToPlace(_ canvas: Canvas, since previous: Canvas?, uncovered: Set<Int>) -> PicturePlacement {
        let before = previous?.pixelPictures ?? []
        let layered = canvas.pixelPictures.filter(\.picture.isLayered)
        let layeredBefore = before.filter(\.picture.isLayered)
        var placement = PicturePlacement()
        if previous == nil || layered != layeredBefore {
            // Layered pictures stay until deleted: all go, and those of this frame come back.
            placement.deletesLayered = previous == nil ? !layered.isEmpty : true
            placement.placing = layered
        }
        for placed in canvas.pixelPictures where !placed.picture.isLayered {
            let isNew = previous == nil || !before.contains(placed)
            if isNew || Self.textChanged(under: placed, in: canvas, since: previous, uncovered: uncovered) {
                placement.placing.append(placed)
            }
        }
        return placement
    }

    /// Whether this frame draws text in a picture's box (which wipes a sixel or iTerm2 picture).
    private static func textChanged(under placed: PlacedPixelPicture, in canvas: Canvas, since previous: Canvas?, uncovered: Set<Int>)
        -> Bool
    {
        guard let previous else { return true }
        return placed.coveredCells(width: canvas.width, height: canvas.height).contains { cell in
            let (row, column) = cell.quotientAndRemainder(dividingBy: canvas.width)
            return canvas[column, row] != previous[column, row] || uncovered.contains(cell)
        }
    }

    /// The SGR sequence for a style, starting from a reset: `ESC [ 0 ; ... m`.
    public func selectGraphicRendition(for style: CellStyle) -> [UInt8] {
        var parameters = "0"
        if style.bold { parameters += ";1" }
        if style.dim { parameters += ";2" }
        if style.inverse { parameters += ";7" }
        if let foreground = style.foreground { parameters += colorParameters(foreground, isBackground: false) }
        if let background = style.background { parameters += colorParameters(background, isBackground: true) }
        return Array("\u{1B}[\(parameters)m".utf8)
    }

    /// `;38;2;r;g;b`, `;38;5;n`, `;3n`/`;9n` (and the 4x/10x background forms), or nothing.
    func colorParameters(_ color: RGBColor, isBackground: Bool) -> String {
        switch colorSupport {
        case .none:
            return ""
        case .trueColor:
            return ";\(isBackground ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return ";\(isBackground ? 48 : 38);5;\(ColorPalette.nearest256(color))"
        case .basic:
            let index = ColorPalette.nearestBasic(color)
            let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
            return ";\(base + index % 8)"
        }
    }
}

/// The pixel pictures one frame places.
private struct PicturePlacement {
    var placing: [PlacedPixelPicture] = []
    /// Delete every layered (kitty) picture before placing.
    var deletesLayered = false

    var isEmpty: Bool { placing.isEmpty }
}
