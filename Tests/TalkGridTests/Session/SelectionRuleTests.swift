import Testing

@testable import TalkGrid

@Suite("Number-key selection rule")
struct SelectionRuleTests {
    @Test("bands: larger first, as equal as possible, at most three")
    func bands() {
        #expect(SelectionRule.bands(11).map(\.count) == [4, 4, 3])
        #expect(SelectionRule.bands(16).map(\.count) == [6, 5, 5])
        #expect(SelectionRule.bands(4).map(\.count) == [2, 1, 1])
        #expect(SelectionRule.bands(3).map(\.count) == [1, 1, 1])
        #expect(SelectionRule.bands(2).map(\.count) == [1, 1])
        #expect(SelectionRule.bands(0).isEmpty)
        for count in 1...40 {
            let bands = SelectionRule.bands(count)
            #expect(bands.count == min(count, 3))
            #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == count)
            #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && $0.count >= $1.count })
            #expect((bands.first?.count ?? 0) - (bands.last?.count ?? 0) <= 1)
        }
    }

    @Test("phone key = 3r + c + 1 and numpad key = 7 - 3r + c, and back")
    func keypadPositions() {
        let phone = (0..<3).map { row in (0..<3).map { Keypad.phone.key(at: KeypadPosition(row: row, column: $0)) } }
        let numpad = (0..<3).map { row in (0..<3).map { Keypad.numpad.key(at: KeypadPosition(row: row, column: $0)) } }
        #expect(phone == [[1, 2, 3], [4, 5, 6], [7, 8, 9]])
        #expect(numpad == [[7, 8, 9], [4, 5, 6], [1, 2, 3]])
        for keypad in Keypad.allCases {
            for key in 1...9 {
                let position = keypad.position(of: key)
                #expect(position.map(keypad.key(at:)) == key)
            }
            #expect(keypad.position(of: 0) == nil)
        }
    }

    @Test("a 3 x 3 board picks by keypad position in both keypads")
    func direct() {
        let board = SessionTestBoards.numbered(rows: 3, columns: 3)
        #expect(
            SelectionRule.target(of: 1, on: board, zoomPath: [], keypad: .phone) == .cell(id: "r0c0", row: 0, column: 0)
        )
        #expect(
            SelectionRule.target(of: 7, on: board, zoomPath: [], keypad: .numpad)
                == .cell(id: "r0c0", row: 0, column: 0))
        #expect(
            SelectionRule.target(of: 6, on: board, zoomPath: [], keypad: .phone) == .cell(id: "r1c2", row: 1, column: 2)
        )
        #expect(
            SelectionRule.target(of: 3, on: board, zoomPath: [], keypad: .numpad)
                == .cell(id: "r2c2", row: 2, column: 2))
    }

    @Test("a 2 x 2 board: keys outside it, empty slots and hidden cells have nothing under them")
    func nothingUnder() {
        let board = SessionTestBoards.board([["a", nil], ["b", "c"]]) { cells in
            cells[cells.firstIndex { $0.id == "c" }!].hidden = true
        }
        #expect(
            SelectionRule.target(of: 1, on: board, zoomPath: [], keypad: .phone) == .cell(id: "a", row: 0, column: 0))
        #expect(
            SelectionRule.target(of: 4, on: board, zoomPath: [], keypad: .phone) == .cell(id: "b", row: 1, column: 0))
        for key in [2, 3, 5, 6, 7, 8, 9] {
            #expect(SelectionRule.target(of: key, on: board, zoomPath: [], keypad: .phone) == nil, "key \(key)")
        }
        #expect(SelectionRule.keySequence(for: "c", on: board, layout: .grid, keypad: .phone) == nil)
        #expect(SelectionRule.keySequence(for: "c", on: board, layout: .rows, keypad: .phone) == nil)
    }

    @Test("a 6 x 6 board zooms into 2 x 2 bands, then picks")
    func zoom() {
        let board = SessionTestBoards.numbered(rows: 6, columns: 6)
        let first = SelectionRule.target(of: 5, on: board, zoomPath: [], keypad: .phone)
        #expect(first == .region(GridRegion(rows: 2..<4, columns: 2..<4), KeypadPosition(row: 1, column: 1)))
        let zoomed = [KeypadPosition(row: 1, column: 1)]
        #expect(
            SelectionRule.target(of: 5, on: board, zoomPath: zoomed, keypad: .phone)
                == .cell(id: "r3c3", row: 3, column: 3))
        #expect(SelectionRule.target(of: 3, on: board, zoomPath: zoomed, keypad: .phone) == nil)
        #expect(
            SelectionRule.keySequence(for: "r5c0", on: board, layout: .grid, keypad: .phone) == [.digit(7), .digit(4)])
        #expect(
            SelectionRule.keySequence(for: "r5c0", on: board, layout: .grid, keypad: .numpad) == [.digit(1), .digit(4)])
    }

    @Test("a zoom region of exactly one slot picks its cell at once")
    func singleSlotBand() {
        // 4 x 4: rows and columns split 2, 1, 1, so band (1, 1) is the single slot (2, 2).
        let board = SessionTestBoards.numbered(rows: 4, columns: 4)
        #expect(
            SelectionRule.target(of: 5, on: board, zoomPath: [], keypad: .phone) == .cell(id: "r2c2", row: 2, column: 2)
        )
        #expect(SelectionRule.keySequence(for: "r3c3", on: board, layout: .grid, keypad: .phone) == [.digit(9)])
        #expect(
            SelectionRule.keySequence(for: "r1c1", on: board, layout: .grid, keypad: .phone) == [.digit(1), .digit(5)])
        // An empty single slot has nothing under it.
        let holey = SessionTestBoards.board([
            ["a", "b", "c", "d"], ["e", "f", "g", "h"], ["i", "j", nil, "l"], ["m", "n", "o", "p"],
        ])
        #expect(SelectionRule.target(of: 5, on: holey, zoomPath: [], keypad: .phone) == nil)
    }

    @Test("a band with no visible cell has nothing under it, and never opens")
    func emptyBand() {
        var rows: [[String?]] = SessionTestBoards.numbered(rows: 6, columns: 6).grid.slots
        for row in 0..<2 { for column in 0..<2 { rows[row][column] = nil } }
        let board = SessionTestBoards.board(rows)
        #expect(SelectionRule.target(of: 1, on: board, zoomPath: [], keypad: .phone) == nil)
        #expect(SelectionRule.target(of: 2, on: board, zoomPath: [], keypad: .phone) != nil)
    }

    @Test("the key map labels every slot of the region and none outside it")
    func keyMap() {
        let board = SessionTestBoards.numbered(rows: 11, columns: 16)
        let top = SelectionRule.keyMap(for: board, zoomPath: [], keypad: .phone)
        #expect(top.region == GridRegion(rows: 0..<11, columns: 0..<16))
        #expect(top.key(row: 0, column: 0) == 1)
        #expect(top.key(row: 3, column: 5) == 1)
        #expect(top.key(row: 4, column: 6) == 5)
        #expect(top.key(row: 10, column: 15) == 9)
        #expect(top.targets.count == 9)
        let zoomed = SelectionRule.keyMap(for: board, zoomPath: [KeypadPosition(row: 2, column: 2)], keypad: .numpad)
        #expect(zoomed.region == GridRegion(rows: 8..<11, columns: 11..<16))
        #expect(zoomed.key(row: 0, column: 0) == nil)
        #expect(zoomed.key(row: 8, column: 11) == 7)
        // 3 x 5: rows 1, 1, 1 and columns 2, 2, 1; column band 3 is one slot per row.
        #expect(zoomed.key(row: 10, column: 15) == 3)
        #expect(zoomed.targets[3] == .cell(id: "r10c15", row: 10, column: 15))
    }

    @Test("rows layout: visible cells in reading order, nine a page")
    func rows() {
        let board = SessionTestBoards.board([["a", nil, "b"], ["c", "d", "e"], ["f", "g", "h"], ["i", "j", "k"]]) {
            cells in
            cells[cells.firstIndex { $0.id == "d" }!].hidden = true
        }
        #expect(SelectionRule.rowsCells(of: board).map(\.id) == ["a", "b", "c", "e", "f", "g", "h", "i", "j", "k"])
        #expect(SelectionRule.rowsPageCount(of: board) == 2)
        #expect(SelectionRule.keySequence(for: "j", on: board, layout: .rows, keypad: .numpad) == [.digit(9)])
        #expect(
            SelectionRule.keySequence(for: "k", on: board, layout: .rows, keypad: .phone) == [.nextPage, .digit(1)])
        var selection = Selection()
        #expect(selection.turnPage(by: 1, on: board, layout: .rows) == .turnedPage(1))
        #expect(selection.rowsPage(of: board).map(\.cell.id) == ["k"])
        #expect(selection.turnPage(by: 1, on: board, layout: .rows) == .noPageThatWay)
        #expect(selection.press(digit: 2, on: board, layout: .rows, keypad: .phone) == .nothingUnderKey)
        #expect(selection.press(digit: 1, on: board, layout: .rows, keypad: .phone) == .picked(board.cell(id: "k")!))
        #expect(selection.page == 0)
        #expect(selection.turnPage(by: -1, on: board, layout: .rows) == .noPageThatWay)
        #expect(selection.turnPage(by: 1, on: board, layout: .grid) == .doesNotPage)
    }

    @Test("zoom in, out with 0, and 0 at the top asks to go back")
    func zoomInAndOut() {
        let board = SessionTestBoards.numbered(rows: 9, columns: 9)
        var selection = Selection()
        #expect(
            selection.press(digit: 9, on: board, layout: .grid, keypad: .phone)
                == .zoomedIn(GridRegion(rows: 6..<9, columns: 6..<9)))
        #expect(selection.zoomPath == [KeypadPosition(row: 2, column: 2)])
        #expect(selection.press(digit: 0, on: board, layout: .grid, keypad: .phone) == .zoomedOut)
        #expect(selection.zoomPath.isEmpty)
        #expect(selection.press(digit: 0, on: board, layout: .grid, keypad: .phone) == .atTop)
        #expect(
            selection.press(digit: 1, on: board, layout: .grid, keypad: .phone)
                == .zoomedIn(GridRegion(rows: 0..<3, columns: 0..<3)))
        #expect(selection.press(digit: 9, on: board, layout: .grid, keypad: .phone) == .picked(board.cell(id: "r2c2")!))
        #expect(selection == Selection())
    }

    /// Boards of many shapes, with holes and hidden cells placed by a fixed pattern.
    static let shapes: [Shape] = {
        var shapes: [Shape] = []
        for rows in 1...12 {
            for columns in 1...16
            where (rows * 7 + columns * 3) % 7 == 0 || rows == columns || rows == 1 || columns == 1 {
                shapes.append(Shape(rows: rows, columns: columns))
            }
        }
        shapes.append(Shape(rows: 12, columns: 16))
        return shapes
    }()

    struct Shape: Sendable, CustomTestStringConvertible {
        var rows: Int
        var columns: Int
        var testDescription: String { "\(rows) x \(columns)" }
    }

    @Test("every visible cell's key sequence picks exactly that cell (grid, both keypads, rows)", arguments: shapes)
    func keySequencesPickTheirCell(shape: Shape) {
        for pattern in 0..<3 {
            expectEveryCellReachable(on: patterned(rows: shape.rows, columns: shape.columns, pattern: pattern))
        }
    }

    /// A board with some empty slots and some hidden cells (pattern 0: none).
    private func patterned(rows: Int, columns: Int, pattern: Int) -> Board {
        let labels: [[String?]] = (0..<rows).map { row in
            (0..<columns).map { column in
                pattern > 0 && (row * 31 + column * 17 + pattern) % 7 == 0 ? nil : "r\(row)c\(column)"
            }
        }
        return SessionTestBoards.board(labels) { cells in
            for index in cells.indices where pattern == 2 && index % 5 == 3 { cells[index].hidden = true }
        }
    }
}

/// Checks, for every cell of a board, that its key sequence picks it (and that hidden or unplaced
/// cells have none), in both keypads of the grid layout and in the rows layout.
func expectEveryCellReachable(on board: Board, sourceLocation: SourceLocation = #_sourceLocation) {
    for layout in BoardLayout.allCases {
        for keypad in Keypad.allCases {
            for cell in board.cells {
                let keys = SelectionRule.keySequence(for: cell.id, on: board, layout: layout, keypad: keypad)
                let placed =
                    board.grid.position(of: cell.id).map {
                        SelectionRule.selectableCell(on: board, row: $0.row, column: $0.column) != nil
                    } ?? false
                guard let keys else {
                    #expect(
                        !placed, "\(board.id)/\(cell.id) has no keys in \(layout) \(keypad)",
                        sourceLocation: sourceLocation)
                    continue
                }
                var selection = Selection()
                var picked: Cell?
                for (index, key) in keys.enumerated() {
                    let outcome: Selection.Outcome
                    switch key {
                    case .digit(let digit):
                        outcome = selection.press(digit: digit, on: board, layout: layout, keypad: keypad)
                    case .nextPage: outcome = selection.turnPage(by: 1, on: board, layout: layout)
                    default: outcome = .nothingUnderKey
                    }
                    if case .picked(let cell) = outcome {
                        #expect(index == keys.count - 1, "picked early", sourceLocation: sourceLocation)
                        picked = cell
                    }
                }
                #expect(
                    picked?.id == cell.id,
                    "\(board.id)/\(cell.id) \(layout) \(keypad) keys \(keys) picked \(picked?.id ?? "nothing")",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
