import Testing

@testable import TalkGrid

@Suite("Authoring: show a board as text")
struct BoardPreviewTests {
    @Test("every line fits the width; each cell shows its key, glyph and label; folders are marked", arguments: [40, 80, 120])
    func fits(width: Int) throws {
        let set = try AuthoringTestSets.shipped().set
        let home = try #require(set.root)
        let text = BoardPreview(board: home).rendered(width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(lines.first?.contains("🏠") == true)
        for label in ["Yes", "No", "Stop"] { #expect(text.contains(label)) }
        #expect(text.contains("🤲"))
        #expect(text.contains("▸"))
        // Phone keypad: row 1 starts with key 1, row 3 with key 7.
        #expect(lines[2].hasPrefix("│1"))
        #expect(lines.contains { $0.hasPrefix("│7") })
    }

    @Test("the numpad puts 7 on top; a height limit shrinks the cells; --lang shows translations")
    func options() throws {
        let set = try AuthoringTestSets.shipped().set
        let home = try #require(set.root)
        let numpad = BoardPreview(board: home, keypad: .numpad).rendered(width: 60)
        #expect(numpad.split(separator: "\n")[2].hasPrefix("│7"))
        let short = BoardPreview(board: home, language: "es").rendered(width: 60, height: 12)
        #expect(short.split(separator: "\n").count <= 12)
        #expect(short.contains("Quiero"))
        #expect(short.contains("Inicio"))
    }

    @Test("a large grid shows two-key sequences (zoom selection)")
    func zoom() throws {
        let set = try AuthoringTestSets.shipped("core-words").set
        let core = try #require(set.root)
        #expect(core.grid.rows > 3)
        let text = BoardPreview(board: core).rendered(width: 100)
        #expect(text.contains("│1 1"))
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
        "a board of 10,000 cells is drawn quickly and never wider than asked; left-out columns are said",
        .timeLimit(.minutes(1)))
    func hugeBoard() throws {
        let board = Self.filledBoard(rows: 100, columns: 100)
        let text = BoardPreview(board: board).rendered(width: 80)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(text.contains("columns 40 to 100 do not fit in 80 columns"))
        let wide = BoardPreview(board: board).rendered(width: 1000)
        #expect(!wide.contains("do not fit"))
        #expect(wide.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 1000 })
    }

    @Test("the keys of every slot are the keys of its cell, in both keypads")
    func slotKeys() throws {
        let core = try #require(try AuthoringTestSets.shipped("core-words").set.root)
        for keypad in [Keypad.phone, .numpad] {
            for row in 0..<core.grid.rows {
                for column in 0..<core.grid.columns {
                    guard let id = core.grid.cellID(row: row, column: column), core.cell(id: id)?.hidden == false else { continue }
                    #expect(
                        SelectionRule.keySequence(toSlotAtRow: row, column: column, in: core.grid, keypad: keypad)
                            == SelectionRule.keySequence(for: id, on: core, layout: .grid, keypad: keypad))
                }
            }
        }
        #expect(SelectionRule.keySequence(toSlotAtRow: core.grid.rows, column: 0, in: core.grid, keypad: .phone) == nil)
        #expect(SelectionRule.keySequence(toSlotAtRow: -1, column: 0, in: core.grid, keypad: .phone) == nil)
    }
}
