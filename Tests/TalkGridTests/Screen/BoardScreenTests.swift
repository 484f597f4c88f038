import TalkGrid
import Testing

@Suite("Board screen model and layout")
struct BoardScreenTests {
    @Test("zooming marks the region: cells outside are dimmed and have no key, inside ones keep theirs")
    func zoomDims() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", keys: ["5"])
        let screen = BoardScreen(session: session)
        let region = try #require(screen.zoomRegion)
        for cell in screen.cells {
            let inside = region.contains(row: cell.row, column: cell.column)
            #expect(cell.isDimmed == !inside)
            #expect((cell.key != nil) == inside)
        }
        let frame = screen.drawn(in: ScreenSize(columns: 80, rows: 24), words: ScreenTestSupport.words)
        var dimmedText = 0
        var groupFrame = 0
        for y in 0..<frame.rows {
            for x in 0..<frame.columns {
                if frame[x, y].style.part == .cellText && frame[x, y].style.isDimmed { dimmedText += 1 }
                if frame[x, y].style.part == .groupFrame { groupFrame += 1 }
            }
        }
        #expect(dimmedText > 0 && groupFrame > 0)
    }

    @Test("the control bar is on the last line at every size, and nothing is wider than the window")
    func controlBarStays() throws {
        let (session, _) = try ScreenTestSupport.session("first-words", keys: ["6"])
        for size in [(30, 12), (44, 14), (80, 24), (120, 40), (200, 60)] {
            let frame = BoardScreen(session: session).drawn(in: ScreenSize(columns: size.0, rows: size.1), words: ScreenTestSupport.words)
            ScreenTestSupport.expectRowsFit(frame)
            #expect(frame.text(ofRow: size.1 - 1).contains("0"), "\(size)")
            #expect(frame.text(ofRow: size.1 - 1).contains("Back") || size.0 < 44, "\(size)")
        }
    }

    @Test("a window too small says so; rows stand in for a grid that does not fit")
    func fitting() throws {
        let (session, _) = try ScreenTestSupport.session("core-words")
        let tiny = BoardScreen(session: session).drawn(in: ScreenSize(columns: 20, rows: 8), words: ScreenTestSupport.words)
        #expect(tiny.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("The window is too small"))
        #expect(BoardScreen.layoutThatFits(session, preferred: .grid, in: ScreenSize(columns: 100, rows: 30)) == .grid)
        #expect(BoardScreen.layoutThatFits(session, preferred: .grid, in: ScreenSize(columns: 60, rows: 18)) == .rows)
        #expect(BoardScreen.layoutThatFits(session, preferred: .grid, in: ScreenSize(columns: 20, rows: 8)) == nil)
        #expect(BoardScreen.layoutThatFits(session, preferred: .rows, in: ScreenSize(columns: 60, rows: 18)) == .rows)
    }

    @Test("notices, the speaking sign and the current menu option show")
    func statusAndChoices() throws {
        let (session, _) = try ScreenTestSupport.session("first-words", keys: ["/", "1", "1"])
        let screen = BoardScreen(
            session: session,
            status: ScreenStatus(isSpeaking: true, notice: ScreenNotice(.problem, .noticeNoSound, ["reason": .text("no sound card")])))
        #expect(screen.isChoiceScreen)
        #expect(screen.cells.first { $0.isCurrentChoice }?.id == "grid")
        let text = screen.drawn(in: ScreenSize(columns: 80, rows: 24), words: ScreenTestSupport.words).text
        #expect(text.contains("Speaking…"))
        #expect(text.contains("❗ No sound: no sound card"))
        #expect(text.contains("✓ Grid"))
        #expect(text.contains("Close menu"))
    }

    @Test("paging shows + and - in the control bar, each available only where there is a page")
    func paging() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: SessionSettings(layout: .rows), keys: ["+"])
        let screen = BoardScreen(session: session)
        let page = try #require(screen.page)
        #expect(page.number == 2)
        let next = try #require(screen.controls.first { $0.key == .nextPage })
        let previous = try #require(screen.controls.first { $0.key == .previousPage })
        #expect(next.isAvailable == (page.number < page.count))
        #expect(previous.isAvailable)
    }
}
