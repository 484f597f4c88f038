import TalkGrid
import TalkGridPictures
import TalkGridPrint
import TalkGridTestSupport
import Testing

@testable import TalkGridWindow

/// How a cell's face shares its tile in the window (the picture, the label at the text size, the
/// key badge), measured on the boards people use, at the board area a 1280 x 800 screen gives.
@Suite("Tile face")
struct TileFaceTests {
    /// The board area of the window full screen at 1280 x 800 at the standard size, the
    /// words-ahead strip under it (measured on a screenshot of an 11 x 16 board: 11 rows of 47
    /// pixels); sizes 1 to 3 leave the board more (the controls' text is smaller).
    static let area = (width: 1264.0, height: 517.0)
    /// The board area at the text sizes the issue measures (screenshots of the 11 x 16 line-art board).
    static let areas: [Int: (width: Double, height: Double)] = [1: (1264, 583), 4: (1264, 517), 7: (1264, 404)]
    static var painter: CellPainter {
        CellPainter(
            words: InterfaceWords(WordCatalogue(language: "en", entries: [:])), decoder: PictureDecoder(), scale: 1)
    }

    /// The rounded box of one cell of a `rows` x `columns` board in the area (tiles side by side,
    /// each with its 2-pixel edge).
    static func cellBox(rows: Int, columns: Int, area: (width: Double, height: Double) = area) -> PageRect {
        TileFace.box(inTile: area.width / Double(columns), area.height / Double(rows))
    }

    /// A cell with a picture, its word and its keys.
    static let cell = ScreenCell(
        id: "c", row: 0, column: 0, key: 1, keySequence: [.digit(1), .digit(4)],
        glyph: nil, picture: PictureReference(boardID: "home", imageID: "i"), label: .content("want"))

    /// The shares of the cell's box its picture's box and a square picture in it cover.
    static func shares(_ layout: CellLayout) -> (art: Double, square: Double) {
        let whole = layout.box.width * layout.box.height
        let side = min(layout.art.width, layout.art.height)
        return (layout.art.width * layout.art.height / whole, side * side / whole)
    }

    /// Whether the key badge keeps out of the picture's square.
    static func badgeClearsPicture(_ layout: CellLayout) -> Bool {
        guard let keys = layout.keys else { return false }
        let art = layout.art
        let side = min(art.width, art.height)
        let square = PageRect(x: art.x + (art.width - side) / 2, y: art.y + (art.height - side) / 2, width: side, height: side)
        return keys.x + keys.width <= square.x + 0.01 || keys.x >= square.x + square.width - 0.01
            || keys.y + keys.height <= square.y + 0.01 || keys.y >= square.y + square.height - 0.01
    }

    @Test(
        "on an 11 x 16 board at 1280 x 800 each picture is as tall as its cell and covers more than half of it at the standard sizes, its label and key badge beside it, both growing each step"
    )
    func elevenBySixteen() throws {
        let box = Self.cellBox(rows: 11, columns: 16)
        var lines: [Double] = []
        var badges: [Double] = []
        for step in 1...5 {
            let face = TileFace(box: box, textSize: TextSize(step: step), keyBadge: true)
            #expect(face.labelBeside, "size \(step): a cell of \(box.width) x \(box.height) has its label under the picture")
            let layout = face.layout(of: Self.cell, painter: Self.painter)
            let (_, square) = Self.shares(layout)
            #expect(square >= 0.5, "size \(step): a square picture covers \(square) of the cell")
            #expect(layout.art.height >= box.height - 2.01, "size \(step): the picture is not as tall as the cell")
            #expect(Self.badgeClearsPicture(layout), "size \(step): the key badge covers the picture")
            let label = try #require(layout.label)
            #expect(label.x >= layout.art.x + layout.art.width, "size \(step): the label is not beside the picture")
            lines.append(face.labelLine)
            badges.append(try #require(face.keyBadge))
        }
        // Each step shows: the label's line and the badge's digits at least a tenth larger than at the step before.
        for (smaller, larger) in zip(lines, lines.dropFirst()) { #expect(larger >= smaller * 1.1, "\(lines)") }
        for (smaller, larger) in zip(badges, badges.dropFirst()) { #expect(larger >= smaller * 1.1, "\(badges)") }
    }

    @Test("a region tile's key badge grows with each text size step, as the labels do, within a third of the tile")
    func groupBadgeGrows() {
        // A region tile of an 11 x 16 board at 1280 x 800 at the accessibility sizes is about 420 x 130.
        let digits = (1...7).map { TextSize(step: $0).groupBadge(tileSide: 130) }
        for (smaller, larger) in zip(digits, digits.dropFirst()) { #expect(larger >= smaller * 1.1, "\(digits)") }
        #expect(TextSize(step: 7).groupBadge(tileSide: 60) <= 20)
    }

    @Test("a squarer cell keeps its label under the picture and its badge in the picture's corner, out of its way")
    func squareCell() throws {
        let box = PageRect(x: 2, y: 2, width: 120, height: 110)
        let face = TileFace(box: box, textSize: TextSize(step: 4), keyBadge: true)
        #expect(!face.labelBeside)
        let layout = face.layout(of: Self.cell, painter: Self.painter)
        let label = try #require(layout.label)
        #expect(label.y >= layout.art.y + layout.art.height - 0.01)
        #expect(Self.badgeClearsPicture(layout))
    }

    @Test("every text size step changes the labels on a small board too, and the picture is as tall as its wide cell")
    func smallBoard() {
        let box = Self.cellBox(rows: 3, columns: 3)
        let lines = (1...7).map { TileFace(box: box, textSize: TextSize(step: $0), keyBadge: false).labelLine }
        for (smaller, larger) in zip(lines, lines.dropFirst()) { #expect(larger >= smaller * 1.1, "\(lines)") }
        let standard = TileFace(box: box, textSize: TextSize(step: 4), keyBadge: false).layout(of: Self.cell, painter: Self.painter)
        // A cell 2.3 times as wide as high: its picture as tall as the cell, beside the label.
        #expect(Self.shares(standard).square >= 0.35)
    }

    @Test("the shipped 6 x 6 core words stays whole at every size, its labels never smaller than at the standard size")
    func coreWordsStayWhole() throws {
        var slots: [[String?]] = []
        var cells: [Cell] = []
        for row in 0..<6 {
            slots.append((0..<6).map { "c\(row)-\($0)" })
            for column in 0..<6 { cells.append(Cell(id: "c\(row)-\(column)", label: "word \(row)-\(column)", glyph: "🙂")) }
        }
        let board = Board(id: "core", name: "Core words", locale: "en", grid: Grid(rows: 6, columns: 6, slots: slots), cells: cells)
        let session = try Session(boardSet: BoardSet(rootID: "core", boards: ["core": board], boardOrder: ["core"]), surface: .window)
        let screen = ScreenModel(session: session)
        let standard = TileFace(box: Self.cellBox(rows: 6, columns: 6), textSize: TextSize(step: 4), keyBadge: true).labelLine
        for step in 1...7 {
            // The space the board and the words-ahead strip share (the strip gives way to a board that would not fit whole).
            let layout = WindowLayout(screen: screen, width: 1264, height: 547, textSize: TextSize(step: step))
            #expect(layout.showsWhole && layout.rows == 6 && layout.columns == 6, "size \(step)")
            let line = TileFace(box: Self.cellBox(rows: 6, columns: 6), textSize: TextSize(step: step), keyBadge: true).labelLine
            if step >= 4 { #expect(line >= standard) }
        }
    }

    @Test(
        "the share of a cell a picture covers on the 11 x 16 board at 1280 x 800 at text sizes 1, 4 and 7, each as tall as its cell (printed for the record)"
    )
    func measuredShares() throws {
        let big = try Session(boardSet: BigHomeBoard.boardSet(), surface: .window)
        var lines: [String] = []
        for step in [1, 4, 7] {
            var session = big
            let size = TextSize(step: step)
            let area = try #require(Self.areas[step])
            var layout = WindowLayout(screen: ScreenModel(session: session), width: area.width, height: area.height, textSize: size)
            if !layout.showsWhole {
                // The accessibility sizes: the cells a region's key opens.
                _ = session.reduce(.key(.digit(1)))
                layout = WindowLayout(screen: ScreenModel(session: session), width: area.width, height: area.height, textSize: size)
            }
            let box = Self.cellBox(rows: layout.rows, columns: layout.columns, area: area)
            let face = TileFace(box: box, textSize: size, keyBadge: true)
            let layoutOfCell = face.layout(of: Self.cell, painter: Self.painter)
            let share = Self.shares(layoutOfCell)
            lines.append(
                "size \(step): \(layout.rows) x \(layout.columns) cells of \(Int(box.width)) x \(Int(box.height)) px; square picture \(Int(share.square * 100)) %"
            )
            // At 7 a region's cells are about twice as wide as high: a picture as tall as the cell
            // is the most a square can cover there (its height over its width).
            #expect(share.square >= (step <= 4 ? 0.5 : 0.4), "size \(step): \(share.square)")
            #expect(layoutOfCell.art.height >= box.height * 0.9, "size \(step): the picture is not as tall as the cell")
            #expect(Self.badgeClearsPicture(layoutOfCell), "size \(step)")
        }
        print(lines.joined(separator: "\n"))
    }
}
