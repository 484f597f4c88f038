import TalkGrid
import TalkGridTerminal
import Testing

@Suite("Board screen model and layout")
struct ScreenPainterTests {
    @Test("zooming marks the region: cells outside are dimmed and have no key, inside ones keep theirs")
    func zoomDims() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", keys: ["5"])
        let screen = ScreenModel(session: session)
        let region = try #require(screen.zoomRegion)
        for cell in screen.cells {
            let inside = region.contains(row: cell.row, column: cell.column)
            #expect(cell.isDimmed == !inside)
            #expect((cell.key != nil) == inside)
        }
        let frame = ScreenPainter(words: ScreenTestSupport.words).canvas(for: screen, size: TerminalSize(columns: 80, rows: 24))
        var dimmedText = 0
        var groupFrame = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
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
            let frame = ScreenPainter(words: ScreenTestSupport.words).canvas(
                for: ScreenModel(session: session), size: TerminalSize(columns: size.0, rows: size.1))
            ScreenTestSupport.expectRowsFit(frame)
            #expect(frame.text(ofRow: size.1 - 1).contains("0"), "\(size)")
            #expect(frame.text(ofRow: size.1 - 1).contains("Back") || size.0 < 44, "\(size)")
        }
    }

    @Test("a window too small says so; rows stand in for a grid that does not fit")
    func fitting() throws {
        let (session, _) = try ScreenTestSupport.session("core-words")
        let tiny = ScreenPainter(words: ScreenTestSupport.words).canvas(
            for: ScreenModel(session: session), size: TerminalSize(columns: 20, rows: 8))
        #expect(tiny.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("The window is too small"))
        #expect(ScreenPainter.layoutThatFits(session, preferred: .grid, in: TerminalSize(columns: 100, rows: 30)) == .grid)
        #expect(ScreenPainter.layoutThatFits(session, preferred: .grid, in: TerminalSize(columns: 60, rows: 18)) == .rows)
        #expect(ScreenPainter.layoutThatFits(session, preferred: .grid, in: TerminalSize(columns: 20, rows: 8)) == nil)
        #expect(ScreenPainter.layoutThatFits(session, preferred: .rows, in: TerminalSize(columns: 60, rows: 18)) == .rows)
    }

    @Test("notices, the speaking sign and the current menu option show")
    func statusAndChoices() throws {
        let (session, _) = try ScreenTestSupport.session("first-words", keys: ["/", "1", "1"])
        let screen = ScreenModel(
            session: session,
            status: ScreenStatus(
                isSpeaking: true, notice: Announcement(.speechUnavailable, .noticeNoSound(reason: "no sound card"))))
        #expect(screen.isChoiceScreen)
        #expect(screen.cells.first { $0.isCurrentChoice }?.id == "grid")
        let text = ScreenPainter(words: ScreenTestSupport.words).canvas(for: screen, size: TerminalSize(columns: 80, rows: 24)).text
        #expect(text.contains("Speaking…"))
        #expect(text.contains("❗ No sound: no sound card"))
        #expect(text.contains("✓ Grid"))
        #expect(text.contains("Close menu"))
    }

    @Test("paging shows + and - in the control bar, each available only where there is a page")
    func paging() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: SessionSettings(layout: .rows), keys: ["+"])
        let screen = ScreenModel(session: session)
        let page = try #require(screen.page)
        #expect(page.number == 2)
        let next = try #require(screen.controls.first { $0.key == .nextPage })
        let previous = try #require(screen.controls.first { $0.key == .previousPage })
        #expect(next.isAvailable == (page.number < page.count))
        #expect(previous.isAvailable)
    }
}

@Suite("Small windows")
struct SmallWindowTests {
    static let painter = ScreenPainter(words: ScreenTestSupport.words)

    /// The words on a canvas, spaces collapsed.
    static func words(_ canvas: Canvas) -> String {
        canvas.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("at 40 x 16 a board too big for the grid shows its cells as rows, every key and label on screen")
    func rowsAt40x16() throws {
        var (session, _) = try ScreenTestSupport.session("core-words")
        let size = TerminalSize(columns: 40, rows: 16)
        let layout = try #require(ScreenPainter.layoutThatFits(session, preferred: .grid, in: size))
        #expect(layout == .rows)
        _ = session.reduce(.setLayout(layout))
        let screen = ScreenModel(session: session, status: ScreenStatus(showsRowsForSpace: true))
        #expect(screen.cells.count == SelectionRule.rowsPageSize)
        let canvas = Self.painter.canvas(for: screen, size: size)
        ScreenTestSupport.expectRowsFit(canvas)
        let text = canvas.text
        #expect(!text.contains(ScreenTestSupport.words.text(InterfaceText(.boardRowsTooMany))))
        for cell in screen.cells {
            let line = try #require(canvas.textLines.first { $0.contains(" \(cell.key ?? 0) ") })
            #expect(line.contains(ScreenTestSupport.words.text(cell.label)), "\(line)")
        }
    }

    @Test(
        "a too-small notice is never cut off: the whole of one of its forms fits the window",
        arguments: [(29, 11), (24, 8), (16, 6), (12, 4), (10, 3), (9, 2), (9, 1)])
    func tooSmallFits(columns: Int, rows: Int) throws {
        let (session, _) = try ScreenTestSupport.session("first-words")
        let canvas = Self.painter.canvas(for: ScreenModel(session: session), size: TerminalSize(columns: columns, rows: rows))
        let words = ScreenTestSupport.words
        let now = InterfaceText.windowNow(columns: columns, rows: rows)
        let minimum = InterfaceText.windowMinimum(columns: 30, rows: 12)
        let forms = [
            [InterfaceText(.windowTooSmall), minimum, now], [InterfaceText(.windowTooSmall), now], [InterfaceText(.windowTooSmall)],
            [InterfaceText(.windowTooSmallShort)],
        ].map { $0.map(words.text).joined(separator: " ") }
        let shown = Self.words(canvas)
        #expect(forms.contains(shown), "\(columns) x \(rows): \(shown)")
    }

    @Test("a rows page too long for a low window says so in whole words")
    func rowsTooMany() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: SessionSettings(layout: .rows))
        let size = TerminalSize(columns: 30, rows: 12)
        #expect(ScreenPainter.layoutThatFits(session, preferred: .rows, in: size) == nil)
        let canvas = Self.painter.canvas(for: ScreenModel(session: session), size: size)
        #expect(Self.words(canvas).contains(ScreenTestSupport.words.text(InterfaceText(.boardRowsTooMany))))
    }
}
