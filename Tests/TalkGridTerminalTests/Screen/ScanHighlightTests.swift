import TalkGrid
import TalkGridTerminal
import Testing

/// The scanning highlight as a person sees it: a double frame, yellow on black (it stands out from
/// any cell colour, and shows as its double lines without colour), every cell in its own colours
/// and readable, the keys' numbers still there; the screen's words name the switches.
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

    @Test("a region: a thick frame around it (not the regions' thin borders), no cell reversed or dimmed, keys kept")
    func region() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: ["space"])
        let screen = ScreenModel(session: session)
        #expect(screen.isScanning)
        let region = try #require(screen.highlightedRegion)
        #expect(region == GridRegion(rows: 0..<2, columns: 2..<4))
        for cell in screen.cells {
            #expect(cell.isHighlighted == region.contains(row: cell.row, column: cell.column))
            #expect(!cell.isDimmed, "\(cell.id) stays readable")
        }
        let canvas = Self.canvas(session)
        let text = canvas.text
        #expect(text.contains("▄▄") && text.contains("▀▀") && text.contains("█"))
        let frameCells = Self.count(canvas) { $0.style.part == .highlightFrame }
        #expect(frameCells > 20)
        // Every key group still shows its key (the top level of a 6 x 6 board has nine).
        for key in 1...9 { #expect(text.contains("\(key) 1"), "key \(key)") }

        // Nothing is reversed or faint: no fill hides a picture, no cell fades.
        #expect(Self.count(canvas) { [.cellText, .cellKey, .picture].contains($0.style.part) && $0.style.isDimmed } == 0)
        for theme in BoardTheme.allCases {
            let bytes = String(decoding: ANSIRenderer(colorSupport: .trueColor).render(canvas, theme: theme), as: UTF8.self)
            #expect(!bytes.contains(";7m") && !bytes.contains(";7;"), "\(theme)")
            // The frame: thick yellow lines on black, in both themes.
            #expect(bytes.contains("\u{1B}[0;1;38;2;255;215;0;48;2;0;0;0m▄"), "\(theme)")
            // The regions' borders are another colour than the frame's yellow.
            #expect(!bytes.contains("38;2;255;215;0m━") && !bytes.contains("38;2;255;215;0;48;2;0;0;0m━"), "\(theme)")
        }
        // Without colour the thick lines are the highlight.
        let plain = String(decoding: ANSIRenderer(colorSupport: .none).render(canvas, theme: .standard), as: UTF8.self)
        #expect(!plain.contains("38;"))
        #expect(plain.contains("▄") && plain.contains("█"))
    }

    @Test("one cell inside a region: its slot framed; the cell keeps its colours, its key badge keeps a fill, yellow, in both themes")
    func cell() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: ["enter", "space"])
        let screen = ScreenModel(session: session)
        let lit = screen.cells.filter(\.isHighlighted)
        #expect(lit.map(\.id).count == 1)
        #expect(screen.highlightedRegion == GridRegion(rows: 0..<1, columns: 1..<2))
        let canvas = Self.canvas(session)
        let litKeys = Self.count(canvas) { $0.style.part == .cellKey && $0.style.isHighlighted && $0.character == "2" }
        #expect(litKeys == 1)
        for theme in BoardTheme.allCases {
            let look = theme.style(for: ScreenStyle(.cellKey, isHighlighted: true))
            #expect(!look.inverse && look.background == RGBColor(red: 255, green: 215, blue: 0) && look.foreground == .black, "\(theme)")
        }
        let fill = RGBAColor(red: 255, green: 236, blue: 140)
        let text = BoardTheme.standard.style(for: ScreenStyle(.cellText, fill: fill, isHighlighted: true))
        #expect(!text.inverse && text.background == RGBColor(red: 255, green: 236, blue: 140), "a yellow cell stays yellow")
    }

    @Test("Controls and one control: reversed labels, a double line over them, the board readable")
    func controls() throws {
        let spaces = Array(repeating: "space", count: 9)
        let (group, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: spaces)
        let groupScreen = ScreenModel(session: group)
        #expect(groupScreen.controls.allSatisfy { $0.isHighlighted })
        #expect(groupScreen.cells.allSatisfy { !$0.isDimmed })
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

    @Test("the rows layout and a choice screen: the highlighted line is framed thick")
    func rowsAndChoices() throws {
        var settings = Self.stepScan
        settings.layout = .rows
        let (rows, _) = try ScreenTestSupport.session("first-words", settings: settings, keys: ["space"])
        let rowsCanvas = ScreenPainter(words: ScreenTestSupport.words).canvas(
            for: ScreenModel(session: rows), size: TerminalSize(columns: 80, rows: 30))
        let highlighted = ScreenModel(session: rows).cells.filter(\.isHighlighted)
        #expect(highlighted.map(\.row) == [1])
        #expect(rowsCanvas.text.contains("▄") && rowsCanvas.text.contains("█"))

        let (menu, _) = try ScreenTestSupport.session("first-words", settings: Self.stepScan, keys: ["/", "space"])
        let screen = ScreenModel(session: menu)
        #expect(screen.isChoiceScreen)
        #expect(screen.cells.filter(\.isHighlighted).count == 1)
        #expect(Self.canvas(menu).text.contains("▄▄"))
    }

    @Test("after a word the message bar is highlighted: a thick frame and what Select does there; the hints name the switches")
    func messageBar() throws {
        let (session, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: ["enter", "enter"])
        let screen = ScreenModel(session: session)
        #expect(screen.isMessageHighlighted && screen.highlightedRegion == nil)
        let canvas = Self.canvas(session)
        #expect(canvas.text(ofRow: 0).hasPrefix("▄▄ 💬 Message · 🔊 Select says it ▄"))
        #expect(canvas.text(ofRow: 2).hasPrefix("▀▀") && canvas.text(ofRow: 2).hasSuffix("▀▀"))
        // The controls show no keys: the switch reaches them through Controls.
        let controls = canvas.text(ofRow: Self.size.rows - 1)
        #expect(controls.contains("🔊 Speak") && !controls.contains("Enter") && !controls.contains(" 0 "))

        let (empty, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan)
        let hint = Self.canvas(empty).text(ofRow: 1)
        #expect(hint.contains("Next moves, Select picks. Select the message to say it."))
        #expect(!hint.contains("number") && !hint.contains("Enter"))

        let (zoomed, _) = try ScreenTestSupport.session("core-words", settings: Self.stepScan, keys: ["enter"])
        #expect(Self.canvas(zoomed).text.contains("Zoomed in · Back steps out"))
        let (menu, _) = try ScreenTestSupport.session("first-words", settings: Self.stepScan, keys: ["/"])
        #expect(Self.canvas(menu).text.contains("Next moves · Select picks"))
    }
}
