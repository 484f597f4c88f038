import TalkGrid
import TalkGridShipped
import Testing

@testable import TalkGridTerminal

/// Pictures in cells: above the label, the label winning when the cell is small, the glyph when
/// there is no picture, and the whole key sequence where it fits.
@Suite("Pictures and keys in cells")
struct CellPictureTests {
    /// Every picture ready at once: `#` in red on white, the size asked; records what was asked.
    final class ReadyPictures: CellPictures, @unchecked Sendable {
        // Written only by the painter on the test's own thread.
        var asked: [(PictureSource, Int, Int)] = []
        /// Whether glyphs are asked for as pictures too.
        var drawsGlyphs = false

        func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? {
            asked.append((source, columns, rows))
            let cell = BlockArt.Cell(character: "#", foreground: RGBColor(red: 200, green: 0, blue: 0), background: .white)
            return .characters(BlockArt(columns: columns, rows: rows, cells: Array(repeating: cell, count: columns * rows)))
        }
    }

    /// Never ready.
    struct NoPictures: CellPictures {
        func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? { nil }
    }

    /// Every picture drawn by the terminal in pixels: a made-up escape sequence naming the picture.
    struct PixelPictures: CellPictures {
        var isLayered = false
        var drawsGlyphs = false
        var drawsPixels: Bool { true }

        func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? {
            let name =
                switch source {
                case .image(let reference): reference.imageID
                case .glyph(let glyph): glyph
                }
            return .pixels(PixelPicture(columns: columns, rows: rows, bytes: Array("<\(name)>".utf8), isLayered: isLayered))
        }
    }

    /// Every picture failed to decode.
    struct FailedPictures: CellPictures {
        func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? { .unavailable }
    }

    /// A 3 x 3 board: every cell has a picture file and a glyph, one label is long.
    static func pictureSession() throws -> Session {
        let labels = ["apple", "banana", "cherry", "construir", "egg", "fig", "grape", "a long label here", "kiwi"]
        var images: [String: BoardImage] = [:]
        var cells: [Cell] = []
        for (index, label) in labels.enumerated() {
            images["i\(index)"] = BoardImage(id: "i\(index)", glyph: "🍎", path: "images/\(index).png")
            cells.append(Cell(id: "c\(index)", label: label, imageID: "i\(index)"))
        }
        let slots = (0..<3).map { row in (0..<3).map { column -> String? in "c\(row * 3 + column)" } }
        let board = Board(id: "fruit", name: "Fruit", grid: Grid(rows: 3, columns: 3, slots: slots), cells: cells, images: images)
        return try Session(boardSet: BoardSet(rootID: "fruit", boards: ["fruit": board], boardOrder: ["fruit"]))
    }

    @Test(
        "pictures stand above labels at every size; a one-line cell keeps its glyph and shortens a long label with …",
        arguments: [(40, 16), (80, 24), (120, 40), (200, 55)])
    func pictureAboveLabel(columns: Int, rows: Int) throws {
        let session = try Self.pictureSession()
        let pictures = ReadyPictures()
        let painter = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures)
        let size = TerminalSize(columns: columns, rows: rows)
        let screen = ScreenModel(session: session)
        let canvas = painter.canvas(for: screen, size: size)
        let text = canvas.text
        for label in ["apple", "banana", "construir", "kiwi"] { #expect(Self.shows(label, in: text), "\(size): \(label)") }
        let geometry = ScreenGeometry(size: size)
        let grid = try #require(geometry.grid(rows: 3, columns: 3))
        if grid.innerHeight - 1 - 1 >= 2 {
            // Room for a picture: every cell asked for one, each drawn above its label.
            #expect(pictures.asked.count == 9)
            for (_, width, height) in pictures.asked { #expect(width <= grid.cellWidth && height >= 2) }
            let pictureRows = canvas.textLines.indices.filter { canvas.textLines[$0].contains("#") }
            let labelRow = try #require(canvas.textLines.firstIndex { $0.contains("apple") })
            #expect(pictureRows.contains { $0 < labelRow })
            #expect(canvas[canvas.textLines[pictureRows[0]].distance(toFirst: "#"), pictureRows[0]].style.part == .picture)
        } else {
            #expect(pictures.asked.isEmpty)
            #expect(text.contains("🍎"))
        }
    }

    @Test("a cell too low for a picture under its key shows it beside the key, above its whole label")
    func pictureBesideKey() throws {
        let session = try Self.pictureSession()
        // The lowest window whose 3 x 3 grid has cells of three lines.
        let size = try #require(
            (16...60).lazy.map { TerminalSize(columns: 80, rows: $0) }.first {
                ScreenGeometry(size: $0).grid(rows: 3, columns: 3)?.innerHeight == 3
            })
        let pictures = ReadyPictures()
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(pictures.asked.count == 9)
        #expect(pictures.asked.allSatisfy { $0.2 == 2 && $0.1 >= 3 })
        let appleRow = try #require(canvas.textLines.firstIndex { $0.contains("apple") })
        let keyRow = appleRow - 2
        let line = canvas.textLines[keyRow]
        // The key, then the picture beside it on the same line and the one under it.
        #expect(line.contains(" 1 ") && line.contains("#"))
        #expect(canvas.textLines[keyRow + 1].contains("#"))
        for label in ["apple", "banana", "construir", "kiwi"] { #expect(canvas.text.contains(label), "\(label)") }
    }

    @Test("until a picture is ready its glyph stands in the reserved box, and nothing moves when it comes")
    func reservedBox() throws {
        let session = try Self.pictureSession()
        let size = TerminalSize(columns: 120, rows: 40)
        let waiting = ScreenPainter(words: ShippedContent.englishWords, pictures: NoPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        let ready = ScreenPainter(words: ShippedContent.englishWords, pictures: ReadyPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(waiting.text.contains("🍎") && !waiting.text.contains("#"))
        let labelRow = { (canvas: Canvas) in canvas.textLines.firstIndex { $0.contains("apple") } }
        #expect(labelRow(waiting) == labelRow(ready))
    }

    @Test("pixel pictures are placed over their reserved boxes, which stay blank in the text, above the labels")
    func pixelPicturesPlaced() throws {
        let session = try Self.pictureSession()
        let size = TerminalSize(columns: 120, rows: 40)
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: PixelPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(canvas.pixelPictures.count == 9)
        #expect(!canvas.text.contains("🍎"))
        let labelRow = try #require(canvas.textLines.firstIndex { $0.contains("apple") })
        let apple = try #require(canvas.pixelPictures.first { $0.picture.bytes == Array("<i0>".utf8) })
        #expect(apple.y + apple.picture.rows <= labelRow)
        for row in apple.y..<(apple.y + apple.picture.rows) {
            for column in apple.x..<(apple.x + apple.picture.columns) { #expect(canvas[column, row].character == " ") }
        }
    }

    @Test("in a message bar of one line, where the terminal draws pixels, each word shows its picture before it; block art keeps the glyph")
    func messageBarPicturesOneLine() throws {
        var session = try Self.pictureSession()
        for token in ["1", "9"] { _ = session.reduce(.key(try #require(Key(token: token)))) }
        let size = TerminalSize(columns: 80, rows: 24)
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: PixelPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        let inMessage = canvas.pixelPictures.filter { $0.y == 1 }
        #expect(inMessage.map(\.picture.bytes) == [Array("<i0>".utf8), Array("<i8>".utf8)])
        #expect(inMessage.allSatisfy { $0.picture.columns == 2 && $0.picture.rows == 1 })
        let line = canvas.text(ofRow: 1)
        #expect(line.contains("apple  ") && line.contains("kiwi") && !line.contains("🍎"))
        // Each picture stands in the blank space kept just before its word.
        for placed in inMessage {
            #expect(canvas[placed.x, 1].character == " " && canvas[placed.x + 1, 1].character == " ")
        }
        #expect(canvas[inMessage[0].x + 3, 1].character == "a")
        // Block art is too coarse for one line: the glyph stays.
        let blocks = ScreenPainter(words: ShippedContent.englishWords, pictures: ReadyPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(blocks.text(ofRow: 1).contains("🍎 apple") && blocks.pixelPictures.isEmpty)
    }

    @Test(
        "in a message bar of two lines (three from 50 lines) each word's picture, as block art or pixels, stands as high as the bar before it, the word on its lowest line",
        arguments: [(120, 40, 2), (200, 55, 3)])
    func messageBarPicturesTwoLines(columns: Int, rows: Int, pictureRows: Int) throws {
        var session = try Self.pictureSession()
        for token in ["1", "9", "5"] { _ = session.reduce(.key(try #require(Key(token: token)))) }
        let size = TerminalSize(columns: columns, rows: rows)
        #expect(ScreenGeometry(size: size).messageHeight == pictureRows + 2)
        let wordsRow = pictureRows
        let blocks = ReadyPictures()
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: blocks).canvas(
            for: ScreenModel(session: session), size: size)
        // The words on the bar's last line, each after a picture of 2n x n characters.
        let words = canvas.text(ofRow: wordsRow)
        let boxWidth = 2 * pictureRows
        for word in ["apple", "kiwi", "egg"] {
            let column = try #require(words.column(of: word), "\(word) not on the words' line:\n\(canvas.text)")
            for y in 1...wordsRow {
                for x in [column - 1 - boxWidth, column - 2] {
                    #expect(canvas[x, y].character == "#" && canvas[x, y].style.part == .picture, "\(word): no picture at \(x), \(y)")
                }
            }
            #expect(canvas[column - 1, wordsRow].character == " ")
        }
        #expect(!canvas.text(ofRow: 1).contains("apple") && !canvas.text.prefix(while: { $0 != "╰" }).contains("🍎"))
        #expect(
            blocks.asked.contains {
                $0.0 == .image(PictureReference(boardID: "fruit", imageID: "i0")) && $0.1 == boxWidth && $0.2 == pictureRows
            })
        // Pixels: the same boxes, left blank in the text, the pictures placed over them.
        let pixels = ScreenPainter(words: ShippedContent.englishWords, pictures: PixelPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        let inMessage = pixels.pixelPictures.filter { $0.y == 1 }
        #expect(inMessage.map(\.picture.bytes) == [Array("<i0>".utf8), Array("<i8>".utf8), Array("<i4>".utf8)])
        #expect(inMessage.allSatisfy { $0.picture.columns == boxWidth && $0.picture.rows == pictureRows })
        #expect(pixels.text(ofRow: wordsRow).column(of: "apple") == inMessage[0].x + boxWidth + 1)
        // Until a picture is ready its box is kept with the glyph in it: the words do not move when it comes.
        let waiting = ScreenPainter(words: ShippedContent.englishWords, pictures: NoPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(waiting.text(ofRow: wordsRow).column(of: "apple") == words.column(of: "apple"))
        #expect(waiting.text(ofRow: wordsRow).contains("🍎"))
        // A picture that cannot be drawn: the word keeps its glyph beside it.
        let failed = ScreenPainter(words: ShippedContent.englishWords, pictures: FailedPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(failed.text(ofRow: wordsRow).contains("🍎 apple") && failed.pixelPictures.isEmpty)
    }

    @Test("a message longer than the bar with pictures shows its first words, … and the newest word, each with its picture")
    func longMessageWithPictures() throws {
        var session = try Self.pictureSession()
        for _ in 0..<12 {
            for token in ["1", "8"] { _ = session.reduce(.key(try #require(Key(token: token)))) }
        }
        _ = session.reduce(.key(.digit(9)))
        let size = TerminalSize(columns: 120, rows: 40)
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: ReadyPictures()).canvas(
            for: ScreenModel(session: session), size: size)
        let line = canvas.text(ofRow: 2)
        let first = try #require(line.column(of: "apple"), "\(canvas.text)")
        let more = try #require(line.column(of: "…"), "\(canvas.text)")
        let kiwi = try #require(line.column(of: "kiwi"), "\(canvas.text)")
        #expect(first < more && more < kiwi)
        for column in [first, kiwi] { #expect(canvas[column - 2, 1].character == "#" && canvas[column - 2, 2].character == "#") }
        #expect(canvas.text(ofRow: 3).hasPrefix("╰"))
    }

    @Test("a set of emoji alone keeps the words with their glyphs on both lines of the bar")
    func emojiMessageTwoLines() throws {
        var session = try Self.pictureSession()
        var board = session.currentBoard
        for id in board.images.keys { board.images[id]?.path = nil }
        session = try Session(boardSet: BoardSet(rootID: board.id, boards: [board.id: board], boardOrder: [board.id]))
        for token in ["1", "9"] { _ = session.reduce(.key(try #require(Key(token: token)))) }
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: ReadyPictures()).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 120, rows: 40))
        #expect(canvas.text(ofRow: 1).contains("🍎 apple  🍎 kiwi"), "\(canvas.text)")
    }

    @Test("a picture that cannot be drawn leaves the cell's glyph, or a neutral mark when it has none")
    func failedPictureMark() throws {
        let session = try Self.pictureSession()
        let size = TerminalSize(columns: 120, rows: 40)
        let painter = ScreenPainter(words: ShippedContent.englishWords, pictures: FailedPictures())
        #expect(painter.canvas(for: ScreenModel(session: session), size: size).text.contains("🍎"))
        var board = session.currentBoard
        for id in board.images.keys { board.images[id]?.glyph = nil }
        let bare = try Session(boardSet: BoardSet(rootID: board.id, boards: [board.id: board], boardOrder: [board.id]))
        let text = painter.canvas(for: ScreenModel(session: bare), size: size).text
        #expect(text.components(separatedBy: Painting.noPictureMark).count - 1 == 9)
        // Not ready yet, no glyph: the box stays empty (the picture is coming), no mark.
        let waiting = ScreenPainter(words: ShippedContent.englishWords, pictures: NoPictures()).canvas(
            for: ScreenModel(session: bare), size: size)
        #expect(!waiting.text.contains(Painting.noPictureMark))
    }

    /// Whether `text` shows `label` whole, or (in a one-line cell that keeps its glyph) its first words cut with "…".
    private static func shows(_ label: String, in text: String) -> Bool {
        if text.contains(label) { return true }
        return text.components(separatedBy: "…").dropLast().contains { before in
            let word = before.split(whereSeparator: { $0 == " " || $0 == "│" || $0 == "┃" }).last.map(String.init) ?? ""
            return word.count >= 1 && label.split(separator: " ").contains { $0.hasPrefix(word) }
        }
    }

    @Test("without pictures a cell shows its glyph; a one-line cell keeps the glyph and shortens a long label with …")
    func labelsWin() throws {
        let (session, _) = try ScreenTestSupport.session("core-words")
        let canvas = ScreenPainter(words: ScreenTestSupport.words).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 80, rows: 24))
        for cell in ScreenModel(session: session).cells {
            let label = ScreenTestSupport.words.text(cell.label)
            #expect(Self.shows(label, in: canvas.text), "\(label)")
        }
    }

    @Test("a cell shows the keys still to press for it where they fit, else its first key and …")
    func keySequences() throws {
        let (session, _) = try ScreenTestSupport.session("core-words")
        let screen = ScreenModel(session: session)
        let wide = ScreenPainter(words: ScreenTestSupport.words).canvas(for: screen, size: TerminalSize(columns: 120, rows: 40))
        #expect(wide.text.contains(" 1 1 ") && wide.text.contains(" 9 5 "))
        #expect(!wide.text.contains("1…"))
        // Zoomed in, a key picks a cell: one key.
        let (zoomed, _) = try ScreenTestSupport.session("core-words", keys: ["1"])
        let inside = ScreenModel(session: zoomed)
        #expect(inside.keysPressed == 1)
        let canvas = ScreenPainter(words: ScreenTestSupport.words).canvas(for: inside, size: TerminalSize(columns: 120, rows: 40))
        #expect(!canvas.text.contains("1 1"))
    }
}

extension String {
    /// The column of the first `character` (all characters here are one column wide before it).
    /// The column (display width before it) where `text` first starts on the line, if it does.
    fileprivate func column(of text: String) -> Int? {
        range(of: text).map { DisplayWidth.of(String(self[..<$0.lowerBound])) }
    }

    fileprivate func distance(toFirst character: Character) -> Int {
        DisplayWidth.of(String(self[..<(firstIndex(of: character) ?? endIndex)]))
    }
}

extension CellPictureTests {
    /// The shipped first-words home board: glyphs on every cell, no picture files.
    static func glyphSession() throws -> Session {
        try Session(boardSet: try ScreenTestSupport.shippedSet("first-words"))
    }

    @Test("a glyph with no picture is drawn as a picture, scaled to the cell like one, where pictures draw glyphs")
    func glyphAsPicture() throws {
        let pictures = ReadyPictures()
        pictures.drawsGlyphs = true
        let session = try Self.glyphSession()
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 200, rows: 55))
        ScreenTestSupport.expectRowsFit(canvas)
        let glyphs = ScreenModel(session: session).cells.compactMap(\.glyph)
        #expect(pictures.asked.map(\.0) == glyphs.map(PictureSource.glyph), "every cell's glyph, as a picture")
        // A 200 x 55 window: a box of 16 rows or more in a cell of about 65 x 15 pixels' worth.
        #expect(pictures.asked.allSatisfy { $0.2 >= 8 && $0.1 == 2 * $0.2 }, "\(pictures.asked.map { ($0.1, $0.2) })")
        #expect(!canvas.text.contains(glyphs[0]), "the glyph is not also text")

        // Where pictures draw no glyphs (or in a cell too small for a picture box), the glyph is text.
        let plain = ReadyPictures()
        let text = ScreenPainter(words: ShippedContent.englishWords, pictures: plain).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 200, rows: 55)
        ).text
        #expect(plain.asked.isEmpty && text.contains(glyphs[0]))
        let small = ReadyPictures()
        small.drawsGlyphs = true
        let low = ScreenPainter(words: ShippedContent.englishWords, pictures: small).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 60, rows: 14))
        #expect(small.asked.isEmpty && low.text.contains(glyphs[0]))
    }

    @Test("a glyph whose block art would be under four lines stays text (sharper); drawn in pixels it is a picture")
    func smallGlyphStaysText() throws {
        let session = try Self.glyphSession()
        let size = TerminalSize(columns: 80, rows: 24)
        let blocks = ReadyPictures()
        blocks.drawsGlyphs = true
        let text = ScreenPainter(words: ShippedContent.englishWords, pictures: blocks).canvas(
            for: ScreenModel(session: session), size: size
        )
        .text
        let glyphs = ScreenModel(session: session).cells.compactMap(\.glyph)
        #expect(blocks.asked.isEmpty, "\(blocks.asked.map { ($0.1, $0.2) })")
        for glyph in glyphs { #expect(text.contains(glyph), "\(glyph) as text") }
        let pixels = ScreenPainter(words: ShippedContent.englishWords, pictures: PixelPictures(drawsGlyphs: true)).canvas(
            for: ScreenModel(session: session), size: size)
        #expect(pixels.pixelPictures.count == glyphs.count && pixels.pixelPictures.allSatisfy { $0.picture.rows < Painting.glyphArtRows })
    }

    @Test("the glyphs of a board that zooms stay a line of text where cells are small: the whole board is still shown")
    func glyphsKeepTheBoardWhole() throws {
        let pictures = ReadyPictures()
        pictures.drawsGlyphs = true
        let (session, _) = try ScreenTestSupport.session("core-words")
        let text = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 100, rows: 30)
        ).text
        #expect(text.contains("┼") && text.contains("all done"), "the 6 x 6 board whole, not magnified")
    }

    @Test("control and choice icons carry no English: no BACK, ON, SOS, OK or NEW signs")
    func languageNeutralControls() throws {
        let words: ClosedRange<UInt32> = 0x1F519...0x1F51D  // 🔙 🔚 🔛 🔜 🔝
        let squared: ClosedRange<UInt32> = 0x1F170...0x1F1AD  // 🅰 … 🆗 🆘 🆙 🆕 …
        func neutral(_ glyph: String) -> Bool {
            !glyph.unicodeScalars.contains { words.contains($0.value) || squared.contains($0.value) }
        }
        for keys in [[String](), ["*"], ["/"], ["/", "9"], ["/", "1"], ["/", "2"]] {
            let (session, _) = try ScreenTestSupport.session("first-words", keys: ["1"] + keys)
            let screen = ScreenModel(session: session)
            for control in screen.controls { #expect(neutral(control.glyph), "\(control.glyph) after \(keys)") }
            if screen.isChoiceScreen {
                for cell in screen.cells { #expect(neutral(cell.glyph ?? ""), "\(cell.glyph ?? "") after \(keys)") }
            }
        }
    }
}
