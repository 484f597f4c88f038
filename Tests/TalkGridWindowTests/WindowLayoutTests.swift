import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridWindow

/// The board area's layout, without a window: the cells when they fit at the text size, else
/// one tile for each region a key opens, placed as the keys are on the keypad.
@Suite("Window layout")
struct WindowLayoutTests {
    static func bigBoard() throws -> Session { try Session(boardSet: BigHomeBoard.boardSet(), surface: .window) }

    @Test("at the standard text size an 11 x 16 board shows whole, each cell at its row and column")
    func wholeBoard() throws {
        let screen = ScreenModel(session: try Self.bigBoard())
        let layout = WindowLayout(screen: screen, width: 1000, height: 560, textSize: TextSize(step: 4))
        #expect(layout.rows == 11)
        #expect(layout.columns == 16)
        #expect(layout.tiles.count == screen.cells.count)
        for placed in layout.tiles {
            guard case .cell(let cell) = placed.tile else {
                Issue.record("a group tile at the standard size")
                continue
            }
            #expect(placed.row == cell.row && placed.column == cell.column)
        }
    }

    @Test("at the largest text size the board shows as the regions the keys open, 3 x 3 as on the keypad")
    func regionTiles() throws {
        let screen = ScreenModel(session: try Self.bigBoard())
        let layout = WindowLayout(screen: screen, width: 1000, height: 560, textSize: TextSize(step: 7))
        #expect(layout.rows == 3)
        #expect(layout.columns == 3)
        var keys: [Int] = []
        var covered = 0
        for placed in layout.tiles {
            guard case .group(let key, let region, let cells) = placed.tile else {
                Issue.record("a cell tile at the largest size")
                continue
            }
            keys.append(key)
            covered += cells.count
            // Each region's tile sits where its key is on the phone keypad (1 2 3 at the top).
            #expect(placed.row == (key - 1) / 3 && placed.column == (key - 1) % 3)
            #expect(cells.allSatisfy { region.contains(row: $0.row, column: $0.column) })
        }
        #expect(keys.sorted() == Array(1...9))
        #expect(covered == screen.cells.count)
    }

    @Test("a zoomed region shows its own cells, from its top left, at any text size")
    func zoomedRegion() throws {
        var session = try Self.bigBoard()
        _ = session.reduce(.key(.digit(5)))
        let screen = ScreenModel(session: session)
        let region = try #require(screen.zoomRegion)
        let layout = WindowLayout(screen: screen, width: 1000, height: 560, textSize: TextSize(step: 7))
        #expect(layout.rows == region.rows.count)
        #expect(layout.columns == region.columns.count)
        #expect(layout.tiles.count == screen.cells.filter { region.contains(row: $0.row, column: $0.column) }.count)
        #expect(layout.tiles.allSatisfy { $0.row < region.rows.count && $0.column < region.columns.count })
    }

    @Test("the region grids made ahead are the core's look-ahead: one session zoomed into each key's region")
    func regionsAhead() throws {
        let session = try Self.bigBoard()
        let ahead = session.regionsAhead()
        #expect(ahead.count == 9)
        let regions = ahead.compactMap { ScreenModel(session: $0).zoomRegion }
        #expect(regions.count == 9)
        #expect(Set(regions.map { "\($0.rows) \($0.columns)" }).count == 9)
        #expect(ahead.allSatisfy { $0.message == session.message && $0.currentBoard.id == session.currentBoard.id })
    }
}
