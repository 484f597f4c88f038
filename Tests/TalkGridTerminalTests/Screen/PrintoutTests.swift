import TalkGrid
import TalkGridShipped
import Testing

@testable import TalkGridTerminal

/// `talkgrid show`'s text: the same painter as the full-screen board, drawing a printed screen.
@Suite("A board printed as text")
struct PrintoutTests {
    static let painter = ScreenPainter(words: ShippedContent.englishWords)

    static func root(_ name: String = "first-words") throws -> Board {
        try #require(try ShippedContent.boardSet(named: name)?.root)
    }

    static func lines(_ printout: Printout) -> [Substring] {
        printout.canvas.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test("every line fits the width; each cell shows its key, glyph and label; folders are marked", arguments: [40, 80, 120])
    func fits(width: Int) throws {
        let home = try Self.root()
        let printout = Self.painter.printout(of: ScreenModel(printing: home), width: width)
        let lines = Self.lines(printout)
        let text = printout.canvas.text
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(lines.first?.contains("🏠 Home") == true && lines.first?.contains("home · 3 x 3 · en") == true)
        for label in ["Yes", "No", "Stop"] { #expect(text.contains(label)) }
        #expect(text.contains("🤲"))
        #expect(text.contains("▸"))
        // Phone keypad: row 1 starts with key 1, row 3 with key 7.
        #expect(lines[2].hasPrefix("│  1 "))
        #expect(lines.contains { $0.hasPrefix("│  7 ") })
        #expect(printout.shownColumns == 3)
    }

    @Test("the numpad puts 7 on top; a height limit shrinks the cells; a language shows translations")
    func options() throws {
        let home = try Self.root()
        let numpad = Self.painter.printout(of: ScreenModel(printing: home, keypad: .numpad), width: 60)
        #expect(Self.lines(numpad)[2].hasPrefix("│  7 "))
        let short = Self.painter.printout(of: ScreenModel(printing: home, language: "es"), width: 60, height: 12)
        // One line is left for what `show` prints under the grid.
        #expect(Self.lines(short).count <= 11)
        #expect(short.canvas.text.contains("Quiero"))
        #expect(short.canvas.text.contains("Inicio"))
    }

    @Test("a large grid shows two-key sequences (zoom selection)")
    func zoom() throws {
        let core = try Self.root("core-words")
        #expect(core.grid.rows > 3)
        let text = Self.painter.printout(of: ScreenModel(printing: core), width: 100).canvas.text
        #expect(text.contains("│  1 1 "))
    }

    @Test("a hidden cell is printed, marked, and has no keys")
    func hidden() throws {
        let cells = [Cell(id: "a", label: "Apple"), Cell(id: "b", label: "Secret", hidden: true)]
        let board = Board(id: "h", name: "Hidden", grid: Grid(rows: 1, columns: 2, slots: [["a", "b"]]), cells: cells)
        let screen = ScreenModel(printing: board)
        #expect(screen.cells.map(\.isHidden) == [false, true])
        #expect(screen.cells[1].keySequence.isEmpty)
        let text = Self.painter.printout(of: screen, width: 40).canvas.text
        #expect(text.contains("(hidden) Secret"))
    }

    /// A board of `rows` x `columns` cells, each placed once, labelled by its number.
    static func filledBoard(rows: Int, columns: Int) -> Board {
        let ids = (0..<rows * columns).map { "c\($0)" }
        let slots = (0..<rows).map { row in (0..<columns).map { column -> String? in ids[row * columns + column] } }
        return Board(
            id: "big", name: "Big", grid: Grid(rows: rows, columns: columns, slots: slots),
            cells: ids.map { Cell(id: $0, label: $0) })
    }

    @Test(
        "a board of 10,000 cells is drawn and never wider than asked, in parts where its words and keys do not fit whole",
        .timeLimit(.minutes(10)))  // a guard against a hang only: its speed is the benchmark's to measure
    func hugeBoard() throws {
        let screen = ScreenModel(printing: Self.filledBoard(rows: 100, columns: 100))
        let narrow = Self.painter.printout(of: screen, width: 80)
        #expect(Self.lines(narrow).allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(narrow.isInParts && narrow.shownColumns == 100)
        // 1,000 columns give each of 100 cells 8: too few for its five keys (` 1 1 1 1 1 `).
        let wide = Self.painter.printout(of: screen, width: 1000)
        #expect(wide.isInParts && wide.shownColumns == 100)
        #expect(Self.lines(wide).allSatisfy { DisplayWidth.of($0) <= 1000 })
    }

    @Test("a board the keys pick from directly is never in parts: columns that do not fit are left out and counted")
    func leftOutColumns() throws {
        let screen = ScreenModel(printing: Self.filledBoard(rows: 3, columns: 3))
        let printout = Self.painter.printout(of: screen, width: 12)
        #expect(!printout.isInParts && printout.shownColumns == 1)
        #expect(Self.lines(printout).allSatisfy { DisplayWidth.of($0) <= 12 })
    }

    @Test("the keys of every slot are the keys of its cell, in both keypads")
    func slotKeys() throws {
        let core = try Self.root("core-words")
        for keypad in [Keypad.phone, .numpad] {
            let screen = ScreenModel(printing: core, keypad: keypad)
            for cell in screen.cells where !cell.isHidden {
                #expect(cell.keySequence == SelectionRule.keySequence(for: cell.id, on: core, layout: .grid, keypad: keypad))
            }
        }
        #expect(SelectionRule.keySequence(toSlotAtRow: core.grid.rows, column: 0, in: core.grid, keypad: .phone) == nil)
        #expect(SelectionRule.keySequence(toSlotAtRow: -1, column: 0, in: core.grid, keypad: .phone) == nil)
    }
}
