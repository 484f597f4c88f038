import Foundation
import TalkGrid
import TalkGridShipped
import Testing

@testable import TalkGridTerminal

/// `talkgrid show` of a board too big for the width with whole labels: printed in parts as the
/// zoom magnifies it, every word whole with the keys that pick it in the run.
@Suite("A big board printed in parts")
struct ZoomedPrintoutTests {
    static let painter = ScreenPainter(words: ShippedContent.englishWords)

    /// A framed box of a printout: its first line (the keys, in a cell or tile) and the lines under it.
    struct Box {
        var keys: String
        var lines: [String]
    }

    /// Every framed box of the canvas, found by its top-left inside corner (frame lines left of
    /// and above it).
    static func boxes(_ canvas: Canvas) -> [Box] {
        func isFrame(_ x: Int, _ y: Int) -> Bool {
            guard canvas.contains(x: x, y: y), let scalar = canvas[x, y].character.unicodeScalars.first else { return false }
            return (0x2500...0x257F).contains(scalar.value)
        }
        func text(_ x: Int, _ y: Int, width: Int) -> String {
            String((x..<x + width).filter { !canvas[$0, y].isContinuation }.map { canvas[$0, y].character })
        }
        var boxes: [Box] = []
        for y in 1..<canvas.height {
            for x in 1..<canvas.width where !isFrame(x, y) && isFrame(x - 1, y) && isFrame(x, y - 1) && isFrame(x - 1, y - 1) {
                var width = 0
                while x + width < canvas.width, !isFrame(x + width, y) { width += 1 }
                var height = 0
                while y + height < canvas.height, !isFrame(x, y + height) { height += 1 }
                let rows = (y..<y + height).map { text(x, $0, width: width).trimmingCharacters(in: .whitespaces) }
                let keys = rows[0].replacingOccurrences(of: "▸", with: "").trimmingCharacters(in: .whitespaces)
                boxes.append(Box(keys: keys, lines: rows.dropFirst().filter { !$0.isEmpty }))
            }
        }
        return boxes
    }

    static func keys(_ sequence: [Key]) -> String { sequence.map(\.token).joined(separator: " ") }

    @Test(
        "every word of an 11 x 16 board is printed whole, once, with its whole key sequence, in lines of the width",
        arguments: [40, 80, 120], [Keypad.phone, .numpad])
    func everyWordWhole(width: Int, keypad: Keypad) throws {
        let board = try #require(try ScreenTestSupport.bigSet().root)
        let screen = ScreenModel(printing: board, keypad: keypad)
        let printout = Self.painter.printout(of: screen, width: width)
        #expect(printout.isInParts)
        #expect(printout.shownColumns == 16)
        #expect(printout.canvas.textLines.allSatisfy { DisplayWidth.of($0) <= width })
        let boxes = Self.boxes(printout.canvas)
        for cell in screen.cells {
            let sequence = Self.keys(cell.keySequence)
            let found = boxes.filter { $0.keys == sequence }
            #expect(found.count == 1, "\(cell.label) with keys \(sequence) at \(width) columns")
            guard let box = found.first else { continue }
            let text = box.lines.joined().filter { $0 != " " }
            let label = ScreenTestSupport.words.text(cell.label).filter { $0 != " " }
            #expect(text.hasSuffix(label) && !text.contains("…"), "\(cell.label) is \(box.lines) at \(width) columns")
        }
    }

    @Test("the first part is the board's title and its nine regions, each with its key and its first words")
    func regionsFirst() throws {
        let board = try #require(try ScreenTestSupport.bigSet().root)
        let printout = Self.painter.printout(of: ScreenModel(printing: board), width: 80)
        let lines = printout.canvas.textLines
        #expect(lines[0].contains("🏠 Home") && lines[0].contains("home · 11 x 16 · en"))
        let tiles = Array(Self.boxes(printout.canvas).prefix(9))
        #expect(tiles.map(\.keys) == (1...9).map { "\($0)…" })
        #expect(tiles[0].lines.first?.hasPrefix("🙋 I · 👉 you · he") == true)
        // Then each region under its heading, as the first key opens it: rows 1–4, columns 1–6 first.
        #expect(lines.contains(" Keys 1: rows 1–4, columns 1–6"))
        #expect(lines.contains(" Keys 9: rows 9–11, columns 12–16"))
        try ScreenTestSupport.expectGolden(printout.canvas.text, named: "printout-11x16-80")
    }

    @Test("the keys printed for each word pick that word in the session, as `run --keys` presses them", arguments: [Keypad.phone, .numpad])
    func keysPickTheWord(keypad: Keypad) throws {
        let set = try ScreenTestSupport.bigSet()
        let board = try #require(set.root)
        let printout = Self.painter.printout(of: ScreenModel(printing: board, keypad: keypad), width: 80)
        var settings = SessionSettings()
        settings.keypad = keypad
        var checked = 0
        for box in Self.boxes(printout.canvas) where !box.keys.isEmpty && !box.keys.hasSuffix("…") {
            let keys = try box.keys.split(separator: " ").map { try #require(Key(token: String($0))) }
            var session = try Session(boardSet: set, settings: settings)
            for key in keys { _ = session.reduce(.key(key)) }
            let shown = box.lines.joined().filter { $0 != " " }
            let cell = try #require(board.cells.first { ((board.glyph(for: $0) ?? "") + $0.label).filter { $0 != " " } == shown })
            if let link = cell.link {
                #expect(session.shownBoard.id == link.id, "\(box.keys) opens \(cell.label)")
            } else {
                #expect(session.message.words.last?.label == cell.label, "\(box.keys) picks \(cell.label)")
            }
            checked += 1
        }
        #expect(checked == board.cells.count)
    }

    @Test("a board that fits with whole labels is printed whole, as before", arguments: [200])
    func wholeWhenItFits(width: Int) throws {
        let board = try #require(try ScreenTestSupport.bigSet().root)
        let printout = Self.painter.printout(of: ScreenModel(printing: board), width: width)
        #expect(!printout.isInParts)
        #expect(Self.boxes(printout.canvas).filter { !$0.keys.isEmpty }.count == board.cells.count)
    }
}
