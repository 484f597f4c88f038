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
    /// The board area of the window full screen at 1280 x 800, the words-ahead strip under it
    /// (measured on a screenshot of an 11 x 16 board).
    static let area = (width: 1264.0, height: 547.0)
    static var painter: CellPainter {
        CellPainter(
            words: InterfaceWords(WordCatalogue(language: "en", entries: [:])), decoder: PictureDecoder(), scale: 1)
    }

    /// The rounded box of one cell of a `rows` x `columns` board in the area (the grid's 6-pixel
    /// spacing, the tile's 3-pixel margin).
    static func cellBox(rows: Int, columns: Int, area: (width: Double, height: Double) = area) -> PageRect {
        let width = (area.width - 6 * Double(columns - 1)) / Double(columns)
        let height = (area.height - 6 * Double(rows - 1)) / Double(rows)
        return PageRect(x: 3, y: 3, width: width - 6, height: height - 6)
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

    @Test("on an 11 x 16 board at 1280 x 800 the picture's box is at least half of each cell up to the standard size, beside the key badge")
    func elevenBySixteen() throws {
        let box = Self.cellBox(rows: 11, columns: 16)
        var lines: [Double] = []
        for step in 1...5 {
            let face = TileFace(box: box, textSize: TextSize(step: step), keyBadge: true)
            let layout = face.layout(of: Self.cell, painter: Self.painter)
            let (art, square) = Self.shares(layout)
            // The picture's box is the cell's width over the label; a square picture in a cell
            // 67 x 38 pixels can cover at most a third of it, whatever the label.
            #expect(art >= (step <= 4 ? 0.5 : 0.45), "size \(step): the picture's box is \(art) of the cell")
            #expect(square >= (step <= 4 ? 0.18 : 0.15), "size \(step): a square picture covers \(square) of the cell")
            // The key badge keeps out of the picture.
            let keys = try #require(layout.keys)
            #expect(
                keys.x + keys.width <= layout.art.x + 0.01 || keys.y + keys.height <= layout.art.y + 0.01
                    || {
                        let side = min(layout.art.width, layout.art.height)
                        return keys.x + keys.width <= layout.art.x + (layout.art.width - side) / 2 + 0.01
                    }())
            lines.append(face.labelLine)
        }
        // Each step shows: the label's line at least a tenth larger than at the step before.
        for (smaller, larger) in zip(lines, lines.dropFirst()) { #expect(larger >= smaller * 1.1, "\(lines)") }
    }

    @Test("every text size step changes the labels on a small board too, and the picture keeps most of the cell at the standard size")
    func smallBoard() {
        let box = Self.cellBox(rows: 3, columns: 3)
        let lines = (1...7).map { TileFace(box: box, textSize: TextSize(step: $0), keyBadge: false).labelLine }
        for (smaller, larger) in zip(lines, lines.dropFirst()) { #expect(larger >= smaller * 1.1, "\(lines)") }
        let standard = TileFace(box: box, textSize: TextSize(step: 4), keyBadge: false).layout(of: Self.cell, painter: Self.painter)
        #expect(Self.shares(standard).art >= 0.6)
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
            let layout = WindowLayout(screen: screen, width: Self.area.width, height: Self.area.height, textSize: TextSize(step: step))
            #expect(layout.showsWhole && layout.rows == 6 && layout.columns == 6, "size \(step)")
            let line = TileFace(box: Self.cellBox(rows: 6, columns: 6), textSize: TextSize(step: step), keyBadge: true).labelLine
            if step >= 4 { #expect(line >= standard) }
        }
    }

    @Test("the share of a cell a picture covers on the 11 x 16 board at 1280 x 800, before and after (printed for the record)")
    func measuredShares() throws {
        let big = try Session(boardSet: BigHomeBoard.boardSet(), surface: .window)
        var lines: [String] = []
        for step in [1, 4, 7] {
            var session = big
            let size = TextSize(step: step)
            var layout = WindowLayout(
                screen: ScreenModel(session: session), width: Self.area.width, height: Self.area.height, textSize: size)
            if !layout.showsWhole {
                // The accessibility sizes: the cells a region's key opens.
                _ = session.reduce(.key(.digit(1)))
                layout = WindowLayout(
                    screen: ScreenModel(session: session), width: Self.area.width, height: Self.area.height, textSize: size)
            }
            let box = Self.cellBox(rows: layout.rows, columns: layout.columns)
            let after = Self.shares(TileFace(box: box, textSize: size, keyBadge: true).layout(of: Self.cell, painter: Self.painter))
            // Before: the printed page's rule (the label the lower 30 % of the cell), no key badge.
            let before = Self.shares(Self.painter.layout(of: Self.cell, in: box))
            lines.append(
                "size \(step): \(layout.rows) x \(layout.columns) cells of \(Int(box.width)) x \(Int(box.height)) px; picture box \(Int(before.art * 100)) % → \(Int(after.art * 100)) %, square picture \(Int(before.square * 100)) % → \(Int(after.square * 100)) %"
            )
            if step <= 4 { #expect(after.square >= before.square * 0.99) }
        }
        print(lines.joined(separator: "\n"))
    }
}
