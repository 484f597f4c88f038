import TalkGrid
import TalkGridTerminal
import Testing

/// The scanning highlight as a person sees it: a double frame and reversed text (so it shows
/// without colour), the rest faint, the keys' numbers still there.
@Suite("The scanning highlight on screen")
struct ScanHighlightTests {
    private static let stepScan = SessionSettings(access: .stepScan)
    private static let size = TerminalSize(columns: 80, rows: 24)

    private static func canvas(_ session: Session) -> Canvas {
        ScreenPainter(words: ScreenTestSupport.words).canvas(for: ScreenModel(session: session), size: size)
    }

    /// The cells of a canvas in a part of the screen.
    private static func count(_ canvas: Canvas, _ test: (TerminalCell) -> Bool) -> Int {
        var found = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where test(canvas[x, y]) { found += 1 }
        }
        return found
    }

    @Test("a region: double frame around it, its cells reversed, every other cell dimmed, keys kept")
    func region() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: ["space"])
        let screen = ScreenModel(session: session)
        #expect(screen.isScanning)
        let region = try #require(screen.highlightedRegion)
        #expect(region == GridRegion(rows: 0..<2, columns: 2..<4))
        for cell in screen.cells {
            #expect(cell.isHighlighted == region.contains(row: cell.row, column: cell.column))
            #expect(cell.isDimmed == !cell.isHighlighted)
        }
        let canvas = Self.canvas(session)
        let text = canvas.text
        #expect(text.contains("╔") && text.contains("╝") && text.contains("║"))
        let frameCells = Self.count(canvas) { $0.style.part == .highlightFrame }
        #expect(frameCells > 20)
        // Every key group still shows its key (the top level of a 6 x 6 board has nine).
        for key in 1...9 { #expect(text.contains("\(key) 1"), "key \(key)") }

        // Without colour the highlight is reverse video, and the double lines are still there.
        let bytes = String(decoding: ANSIRenderer(colorSupport: .none).render(canvas, theme: .standard), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[0;1;7m"))
        #expect(!bytes.contains("38;"))
        #expect(bytes.contains("║"))
        // High contrast: reversed too.
        let contrast = String(decoding: ANSIRenderer(colorSupport: .trueColor).render(canvas, theme: .highContrast), as: UTF8.self)
        #expect(contrast.contains("\u{1B}[0;1;7;38;2;255;255;255;48;2;0;0;0m"))
    }

    @Test("one cell inside a region: its slot framed; the key badge is not reversed")
    func cell() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: ["enter", "space"])
        let screen = ScreenModel(session: session)
        let lit = screen.cells.filter(\.isHighlighted)
        #expect(lit.map(\.id).count == 1)
        #expect(screen.highlightedRegion == GridRegion(rows: 0..<1, columns: 1..<2))
        let canvas = Self.canvas(session)
        let litKeys = Self.count(canvas) { $0.style.part == .cellKey && $0.style.isHighlighted && $0.character == "2" }
        #expect(litKeys == 1)
        let look = BoardTheme.standard.style(for: ScreenStyle(.cellKey, isHighlighted: true))
        #expect(!look.inverse)
        #expect(BoardTheme.standard.style(for: ScreenStyle(.cellText, isHighlighted: true)).inverse)
    }

    @Test("Controls and one control: reversed labels, a double line over them, the board dimmed")
    func controls() throws {
        let spaces = Array(repeating: "space", count: 9)
        let (group, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: spaces)
        let groupScreen = ScreenModel(session: group)
        #expect(groupScreen.controls.allSatisfy { $0.isHighlighted })
        #expect(groupScreen.cells.allSatisfy { $0.isDimmed })
        #expect(groupScreen.highlightedRegion == nil)
        let (one, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: spaces + ["enter", "space"])
        let screen = ScreenModel(session: one)
        #expect(screen.controls.filter(\.isHighlighted).map(\.key) == [.delete])
        let canvas = Self.canvas(one)
        let rule = canvas.text(ofRow: Self.size.rows - 2)
        #expect(rule.contains("═"))
        let litLabels = Self.count(canvas) { $0.style.part == .controlLabel && $0.style.isHighlighted }
        #expect(litLabels > 0)
    }

    @Test("the rows layout and a choice screen: the highlighted line is framed double")
    func rowsAndChoices() throws {
        var settings = Self.stepScan
        settings.layout = .rows
        let (rows, _) = try ScreenTestSupport.session("first-words", settings: settings, keys: ["space"])
        let rowsCanvas = ScreenPainter(words: ScreenTestSupport.words).canvas(
            for: ScreenModel(session: rows), size: TerminalSize(columns: 80, rows: 30))
        let highlighted = ScreenModel(session: rows).cells.filter(\.isHighlighted)
        #expect(highlighted.map(\.row) == [1])
        #expect(rowsCanvas.text.contains("╔") && rowsCanvas.text.contains("║"))

        let (menu, _) = try ScreenTestSupport.session("first-words", settings: Self.stepScan, keys: ["/", "space"])
        let screen = ScreenModel(session: menu)
        #expect(screen.isChoiceScreen)
        #expect(screen.cells.filter(\.isHighlighted).count == 1)
        #expect(Self.canvas(menu).text.contains("╔"))
    }
}
