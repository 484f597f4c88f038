import TalkGrid
import TalkGridShipped
import Testing

/// The semantic screen model: what is shown, in grid units and text keys, with no layout.
@Suite("Screen model")
struct ScreenModelTests {
    static func session(_ name: String, settings: SessionSettings = SessionSettings(), keys: [String] = []) throws -> Session {
        var session = try Session(boardSet: try #require(try ShippedContent.boardSet(named: name)), settings: settings)
        for token in keys { _ = session.reduce(.key(try #require(Key(token: token)))) }
        return session
    }

    @Test("the grid is in grid units; each cell carries its whole key sequence, and zoom marks the region")
    func gridUnits() throws {
        let session = try Self.session("core-words", keys: ["5"])
        let screen = ScreenModel(session: session)
        let board = session.shownBoard
        #expect(screen.layout == ScreenLayout(arrangement: .grid, rows: board.grid.rows, columns: board.grid.columns))
        #expect(screen.kind == .board)
        #expect(screen.titleNotes == [.interface(InterfaceText(.titleZoomed))])
        for cell in screen.cells {
            #expect(cell.keySequence == SelectionRule.keySequence(for: cell.id, on: board, layout: .grid, keypad: .phone))
            #expect(cell.isInZoomRegion == !cell.isDimmed)
            #expect((cell.key != nil) == cell.isInZoomRegion)
        }
    }

    @Test("the rows layout's key sequences turn the pages first")
    func rowsSequences() throws {
        let session = try Self.session("core-words", settings: SessionSettings(layout: .rows), keys: ["+"])
        let screen = ScreenModel(session: session)
        #expect(screen.page == ScreenPage(number: 2, count: screen.page?.count ?? 0))
        for cell in screen.cells {
            #expect(cell.keySequence == [.nextPage, .digit(cell.key ?? -1)])
        }
    }

    @Test("the scanning highlight is a state of cells and controls")
    func scanningHighlight() throws {
        var session = try Self.session("core-words", settings: SessionSettings(access: .stepScan))
        let first = ScreenModel(session: session)
        let lit = first.cells.filter(\.isHighlighted)
        #expect(!lit.isEmpty && lit.allSatisfy { $0.key == first.cells.first { $0.isHighlighted }?.key })
        #expect(first.controls.allSatisfy { !$0.isHighlighted })
        // Next until the highlight reaches Controls: every control is lit, no cell.
        for _ in 0..<(session.scanItems.count - 1) { _ = session.reduce(.key(.space)) }
        let controls = ScreenModel(session: session)
        #expect(controls.cells.allSatisfy { !$0.isHighlighted })
        #expect(controls.controls.allSatisfy { $0.isHighlighted })
        let keys = ScreenModel(session: try Self.session("core-words"))
        #expect(keys.cells.allSatisfy { !$0.isHighlighted })
    }

    @Test("a cell's picture is its OBF image by id; a picked word keeps its picture in the message")
    func pictures() throws {
        let image = BoardImage(id: "apple-image", glyph: "🍎", path: "images/apple.png")
        let cells = [Cell(id: "apple", label: "apple", imageID: "apple-image"), Cell(id: "plain", label: "plain")]
        let board = Board(
            id: "fruit", name: "Fruit", grid: Grid(rows: 1, columns: 2, slots: [["apple", "plain"]]), cells: cells,
            images: ["apple-image": image])
        var session = try Session(boardSet: BoardSet(rootID: "fruit", boards: ["fruit": board], boardOrder: ["fruit"]))
        let screen = ScreenModel(session: session)
        #expect(screen.cells.map(\.picture) == [PictureReference(boardID: "fruit", imageID: "apple-image"), nil])
        _ = session.reduce(.key(.digit(1)))
        #expect(ScreenModel(session: session).messageWords.first?.pictures == [PictureReference(boardID: "fruit", imageID: "apple-image")])
    }
}
