import TalkGrid
import Testing

@testable import TalkGridTerminal

@Suite("ANSI renderer")
struct ANSIRendererTests {
    static let red = RGBColor(red: 255, green: 0, blue: 0)
    /// Parts of the screen that stand for a bold and a red look in these tests.
    static let bold = ScreenStyle(.title)
    static let redText = ScreenStyle(.noticeProblem)

    /// The looks of the test parts; every other part is plain.
    static func look(_ style: ScreenStyle) -> CellStyle {
        switch style.part {
        case .title: CellStyle(bold: true)
        case .noticeProblem: CellStyle(foreground: red)
        default: .plain
        }
    }

    /// A 3 x 2 canvas: "abc" with b and c bold; a red 中 then d.
    static var sample: Canvas {
        var canvas = Canvas(width: 3, height: 2)
        canvas.put("a", x: 0, y: 0)
        canvas.put("bc", x: 1, y: 0, style: bold)
        canvas.put("中", x: 0, y: 1, style: redText)
        canvas.put("d", x: 2, y: 1)
        return canvas
    }

    func render(_ canvas: Canvas, _ support: ColorSupport, since previous: Canvas? = nil) -> String {
        ANSIRenderer(colorSupport: support, synchronizedOutput: false).render(canvas, since: previous, look: Self.look).visible
    }

    @Test("exact bytes of a small frame in truecolor")
    func trueColorFrame() {
        #expect(render(Self.sample, .trueColor) == "␛[0m␛[Ha␛[0;1mbc␛[2;1H␛[0;38;2;255;0;0m中␛[2;3H␛[0md␛[0m")
    }

    @Test("the same frame in 256 colours, 16 colours and without colour")
    func colorModes() {
        #expect(render(Self.sample, .palette256) == "␛[0m␛[Ha␛[0;1mbc␛[2;1H␛[0;38;5;196m中␛[2;3H␛[0md␛[0m")
        #expect(render(Self.sample, .basic) == "␛[0m␛[Ha␛[0;1mbc␛[2;1H␛[0;91m中␛[2;3H␛[0md␛[0m")
        // No colour: the red style is the same as plain, so no sequence is sent for it.
        #expect(render(Self.sample, .none) == "␛[0m␛[Ha␛[0;1mbc␛[2;1H␛[0m中␛[2;3Hd␛[0m")
    }

    @Test("a frame is wrapped in synchronized-output markers")
    func synchronized() {
        let bytes = ANSIRenderer(colorSupport: .trueColor).render(Self.sample, look: Self.look).visible
        #expect(bytes.hasPrefix("␛[?2026h␛[0m␛[H"))
        #expect(bytes.hasSuffix("␛[0m␛[?2026l"))
    }

    @Test("backgrounds and attributes combine in one sequence")
    func attributes() {
        let renderer = ANSIRenderer(colorSupport: .trueColor)
        let style = CellStyle(foreground: .white, background: .black, bold: true, dim: true, inverse: true)
        #expect(renderer.selectGraphicRendition(for: style).visible == "␛[0;1;2;7;38;2;255;255;255;48;2;0;0;0m")
        #expect(renderer.selectGraphicRendition(for: .plain).visible == "␛[0m")
        let basic = ANSIRenderer(colorSupport: .basic)
        #expect(
            basic.selectGraphicRendition(for: CellStyle(background: RGBColor(red: 0, green: 0, blue: 230))).visible
                == "␛[0;44m")
    }

    @Test("only changed cells are redrawn against the previous frame")
    func diff() {
        let previous = Self.sample
        #expect(render(previous, .trueColor, since: previous) == "")
        var next = previous
        next.put("X", x: 2, y: 0, style: Self.bold)
        #expect(render(next, .trueColor, since: previous) == "␛[0m␛[1;3H␛[0;1mX␛[0m")
        // Replacing the wide character redraws both of its columns.
        var narrow = previous
        narrow.put("ef", x: 0, y: 1)
        #expect(render(narrow, .trueColor, since: previous) == "␛[0m␛[2;1Hef␛[0m")
        // A different size means a full frame.
        let other = Canvas(width: 2, height: 1)
        #expect(render(other, .none, since: previous) == "␛[0m␛[H  ␛[0m")
    }

    @Test("every row of a full frame starts with a cursor move, so rows never depend on wrapping")
    func rowsPositioned() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.put("abcd", x: 0, y: 2)
        let text = render(canvas, .none)
        #expect(text == "␛[0m␛[H    ␛[2;1H    ␛[3;1Habcd␛[0m")
    }

    /// A 4 x 2 canvas with "ab" on the first row and a 2 x 1 pixel picture `<P>` at (2, 1).
    static func withPicture(layered: Bool, bytes: String = "<P>") -> Canvas {
        var canvas = Canvas(width: 4, height: 2)
        canvas.put("ab", x: 0, y: 0)
        canvas.pixelPictures = [
            PlacedPixelPicture(x: 2, y: 1, picture: PixelPicture(columns: 2, rows: 1, bytes: Array(bytes.utf8), isLayered: layered))
        ]
        return canvas
    }

    @Test("a sixel or iTerm2 picture is placed after the text, again only when text is drawn over it; text comes back when it goes")
    func cellPictures() {
        let canvas = Self.withPicture(layered: false)
        #expect(render(canvas, .none) == "␛[0m␛[Hab  ␛[2;1H    ␛[2;3H<P>␛[0m")
        #expect(render(canvas, .none, since: canvas) == "")
        // Text elsewhere: the picture stays as it is.
        var elsewhere = canvas
        elsewhere.put("X", x: 0, y: 0)
        #expect(render(elsewhere, .none, since: canvas) == "␛[0m␛[HX␛[0m")
        // Text over its box wipes it: placed again.
        var over = canvas
        over.put("Y", x: 3, y: 1)
        #expect(render(over, .none, since: canvas) == "␛[0m␛[2;4HY␛[2;3H<P>␛[0m")
        // Gone: the blank cells under it are drawn again, so the pixels go with them.
        var gone = canvas
        gone.pixelPictures = []
        #expect(render(gone, .none, since: canvas) == "␛[0m␛[2;3H  ␛[0m")
        // Another picture in the same place replaces it.
        #expect(render(Self.withPicture(layered: false, bytes: "<Q>"), .none, since: canvas) == "␛[0m␛[2;3H  ␛[2;3H<Q>␛[0m")
    }

    @Test("a picture reaching past the canvas's edge (the window shrank) is clipped: only its cells inside are drawn again when it goes")
    func clippedPicture() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.pixelPictures = [
            PlacedPixelPicture(x: 3, y: 1, picture: PixelPicture(columns: 3, rows: 2, bytes: Array("<P>".utf8), isLayered: false))
        ]
        var gone = canvas
        gone.pixelPictures = []
        #expect(render(gone, .none, since: canvas) == "␛[0m␛[2;4H ␛[0m")
        var outside = canvas
        outside.pixelPictures = [
            PlacedPixelPicture(x: 9, y: 5, picture: PixelPicture(columns: 2, rows: 2, bytes: Array("<P>".utf8), isLayered: false))
        ]
        #expect(render(gone, .none, since: outside) == "")
    }

    @Test("kitty pictures lie above the text: all are deleted and placed again when any changes, never otherwise")
    func layeredPictures() {
        let canvas = Self.withPicture(layered: true)
        let delete = "␛_Ga=d,d=A␛\\"
        #expect(render(canvas, .none) == "␛[0m␛[Hab  ␛[2;1H    \(delete)␛[2;3H<P>␛[0m")
        var over = canvas
        over.put("Y", x: 3, y: 1)
        #expect(render(over, .none, since: canvas) == "␛[0m␛[2;4HY␛[0m")
        var gone = canvas
        gone.pixelPictures = []
        #expect(render(gone, .none, since: canvas) == "␛[0m\(delete)␛[0m")
        #expect(render(Self.withPicture(layered: true, bytes: "<Q>"), .none, since: canvas) == "␛[0m\(delete)␛[2;3H<Q>␛[0m")
    }
}

@Suite("Colour palette")
struct ColorPaletteTests {
    @Test("exact cube and grey colours map to their own index")
    func exact() {
        #expect(ColorPalette.nearest256(RGBColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorPalette.nearest256(RGBColor(red: 0, green: 0, blue: 0)) == 16)
        #expect(ColorPalette.nearest256(RGBColor(red: 255, green: 255, blue: 255)) == 231)
        #expect(ColorPalette.nearest256(RGBColor(red: 95, green: 135, blue: 175)) == 16 + 36 + 12 + 3)
        #expect(ColorPalette.nearest256(RGBColor(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorPalette.nearest256(RGBColor(red: 238, green: 238, blue: 238)) == 255)
    }

    @Test("near colours go to the nearest entry")
    func nearest() {
        #expect(ColorPalette.nearest256(RGBColor(red: 250, green: 5, blue: 3)) == 196)
        #expect(ColorPalette.nearest256(RGBColor(red: 30, green: 30, blue: 31)) == 234)
        #expect(ColorPalette.nearestBasic(RGBColor(red: 250, green: 250, blue: 240)) == 15)
        #expect(ColorPalette.nearestBasic(RGBColor(red: 10, green: 10, blue: 10)) == 0)
        #expect(ColorPalette.nearestBasic(RGBColor(red: 0, green: 180, blue: 0)) == 2)
    }

    @Test("readable text colour on light and dark backgrounds")
    func readable() {
        #expect(RGBColor(red: 255, green: 255, blue: 0).readableTextColor == .black)
        #expect(RGBColor(red: 0, green: 0, blue: 128).readableTextColor == .white)
    }
}

extension ANSIRendererTests {
    @Test("a symbol made emoji by VS16 alone is written as text and a space, one column each everywhere; other emoji as they are")
    func variationSelector() {
        var canvas = Canvas(width: 10, height: 1)
        canvas.put("⬆️❤️🍽️👍1️⃣", x: 0, y: 0)
        let bytes = String(decoding: ANSIRenderer(colorSupport: .none).render(canvas, look: Self.look), as: UTF8.self)
        #expect(bytes.contains("⬆\u{FE0E} ❤\u{FE0E} 🍽\u{FE0E} "))
        #expect(!bytes.contains("⬆\u{FE0F}") && bytes.contains("👍") && bytes.contains("1\u{FE0F}\u{20E3}"))
        #expect(ANSIRenderer.written("❤️") == "❤\u{FE0E} " && ANSIRenderer.written("👍") == "👍")
    }
}
