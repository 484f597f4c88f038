import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridTerminal
import Testing

/// The in-memory terminal's screen reads back exactly what the renderer drew, whole frames and
/// the changes after a key.
@Suite("Terminal screen")
struct TerminalScreenTests {
    /// The canvas's rows as a terminal shows them (a symbol made emoji by VS16 as text).
    static func text(of canvas: Canvas) -> [String] {
        (0..<canvas.height).map { row in
            var text = canvas.text(ofRow: row).map(ANSIRenderer.written).joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    @Test("a full frame, then only the changed cells, give the new frame's text", arguments: [ColorSupport.trueColor, .none])
    func frames(colorSupport: ColorSupport) throws {
        let set = try #require(try ShippedContent.boardSet(named: "core-words"))
        var session = try Session(boardSet: set)
        let size = TerminalSize(columns: 100, rows: 30)
        let renderer = ANSIRenderer(colorSupport: colorSupport)
        var screen = TerminalScreen(columns: 100, rows: 30)
        var previous: Canvas?
        for key in [Key.digit(5), .digit(1), .digit(0), .menu, .digit(1), .digit(0)] {
            let canvas = ScreenPainter(words: ShippedContent.englishWords).canvas(for: ScreenModel(session: session), size: size)
            screen.apply(renderer.render(canvas, theme: .standard, since: previous))
            #expect(screen.lines == Self.text(of: canvas))
            previous = canvas
            _ = session.reduce(.key(key))
        }
    }

    @Test("wide characters, cut characters across writes, and writing over half of a wide one")
    func wideCharacters() {
        var screen = TerminalScreen(columns: 6, rows: 2)
        screen.apply(Array("\u{1B}[1;1H🍴ab".utf8))
        #expect(screen.lines == ["🍴ab", ""])
        let bytes = Array("\u{1B}[2;1Hé🍴".utf8)
        screen.apply(Array(bytes[..<6]))
        screen.apply(Array(bytes[6...]))
        #expect(screen.lines[1] == "é🍴")
        screen.apply(Array("\u{1B}[1;2Hx\u{1B}[0m".utf8))
        #expect(screen.lines[0] == " xab")
        screen.apply(Array("\u{1B}[2J".utf8))
        #expect(screen.text == "\n")
    }
}
