import TalkGrid
import Testing

@testable import TalkGridTerminal

@Suite("Canvas")
struct CanvasTests {
    @Test("text is written cell by cell, wide characters taking two cells")
    func putText() {
        var canvas = Canvas(width: 8, height: 1)
        #expect(canvas.put("a中b", x: 1, y: 0) == 4)
        #expect(canvas.text(ofRow: 0) == " a中b   ")
        #expect(canvas[2, 0].width == 2)
        #expect(canvas[3, 0].isContinuation)
        #expect(canvas.cells.count == 8)
    }

    @Test("text is clipped to the width asked and the canvas, never half a wide character")
    func clipping() {
        var canvas = Canvas(width: 5, height: 2)
        #expect(canvas.put("中文字", x: 0, y: 0) == 5)
        #expect(canvas.text(ofRow: 0) == "中文 ")
        #expect(canvas.put("abcdef", x: 1, y: 1, maxWidth: 3) == 3)
        #expect(canvas.text(ofRow: 1) == " abc ")
        #expect(canvas.put("zz", x: 0, y: 5) == 0)
        var shifted = Canvas(width: 4, height: 1)
        shifted.put("中ab", x: -1, y: 0)
        #expect(shifted.text(ofRow: 0) == " ab ")
    }

    @Test("writing over half of a wide character blanks the other half")
    func overwriteHalves() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.put("中文", x: 0, y: 0)
        canvas.put("x", x: 1, y: 0)  // second half of 中
        #expect(canvas.text(ofRow: 0) == " x文  ")
        canvas.put("y", x: 2, y: 0)  // first half of 文
        #expect(canvas.text(ofRow: 0) == " xy   ")
        canvas.put("中文", x: 0, y: 0)
        canvas.put("😀", x: 1, y: 0)  // straddles both
        #expect(canvas.text(ofRow: 0) == " 😀   ")
        for x in 0..<canvas.width where canvas[x, 0].width == 2 {
            #expect(canvas[x + 1, 0].isContinuation)
        }
    }

    @Test("controls and lone combining marks never reach a cell")
    func zeroWidth() {
        var canvas = Canvas(width: 6, height: 1)
        #expect(canvas.put("a\u{1B}[2Jb\u{301}", x: 0, y: 0) == 5)
        #expect(canvas.text(ofRow: 0) == "a[2Jb\u{301} ")
        #expect(canvas[4, 0].character == "b\u{301}")
    }

    @Test("boxes in light and heavy lines")
    func boxes() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.drawBox(x: 0, y: 0, width: 5, height: 3, line: .light)
        #expect((0..<3).map { canvas.text(ofRow: $0) } == ["┌───┐", "│   │", "└───┘"])
        canvas.drawBox(x: 1, y: 0, width: 3, height: 2, line: .heavy)
        #expect((0..<3).map { canvas.text(ofRow: $0) } == ["┌┏━┓┐", "│┗━┛│", "└───┘"])
        var clipped = Canvas(width: 3, height: 2)
        clipped.drawBox(x: 1, y: 1, width: 4, height: 4)
        #expect(clipped.text(ofRow: 1) == " ┌─")
    }

    @Test("fill and restyle keep wide characters whole")
    func fillAndRestyle() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.put("中文", x: 0, y: 0)
        canvas.restyle(x: 1, y: 0, width: 1, height: 1) { $0.isDimmed = true }
        #expect(canvas[0, 0].style.isDimmed && canvas[1, 0].style.isDimmed)
        #expect(!canvas[2, 0].style.isDimmed)
        canvas.fill(x: 1, y: 0, width: 2, height: 2, with: "#")
        #expect(canvas.text(ofRow: 0) == " ## ")
        #expect(canvas.text(ofRow: 1) == " ## ")
        canvas.fill(x: 0, y: 0, width: 4, height: 1, with: "中")  // wide fill falls back to blanks
        #expect(canvas.text(ofRow: 0) == "    ")
    }

    @Test(
        "a wrapped label in a framed cell stays inside its frame",
        arguments: ["我想喝水", "👨‍👩‍👧 family", "cafe\u{301} au lait"])
    func labelInFrame(_ label: String) {
        var canvas = Canvas(width: 8, height: 5)
        canvas.drawBox(x: 0, y: 0, width: 8, height: 5)
        for (row, line) in TextLayout.wrap(label, width: 6, maxLines: 3).enumerated() {
            canvas.put(TextLayout.pad(line, width: 6, alignment: .center), x: 1, y: 1 + row, maxWidth: 6)
        }
        for row in 0..<5 {
            #expect(canvas[0, row].character != " " && canvas[7, row].character != " ")
            let columns = (0..<8).reduce(0) { $0 + canvas[$1, row].width }
            #expect(columns == 8)
        }
    }
}
