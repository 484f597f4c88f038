import TalkGridTestSupport
import Testing

@testable import TalkGrid

@Suite("Authoring: a row or column added or removed at a place")
struct GridLineEditTests {
    /// The shipped home board (3 x 3: I want, I feel, People / Food and drink, Places, Yes / No, Help, Stop).
    private static let home = "home"

    private static func labels(_ board: Board) -> [[String?]] {
        (0..<board.grid.rows).map { row in (0..<board.grid.columns).map { board.cell(row: row, column: $0)?.label } }
    }

    @Test("a row added at row 2 moves rows 2 and 3 down, names the cells that moved and keeps every id once")
    func addRow() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let change = try ChangeGridLine(boardID: Self.home, line: .row, change: .add, index: 1).applied(to: documents)
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards[Self.home])
        #expect(board.grid.rows == 4 && board.grid.columns == 3)
        #expect(
            Self.labels(board) == [
                ["I want", "I feel", "People"], [nil, nil, nil], ["Food and drink", "Places", "Yes"], ["No", "Help", "Stop"],
            ])
        let ids = board.grid.slots.flatMap { $0 }.compactMap { $0 }
        #expect(ids.count == 9 && Set(ids).count == 9)
        #expect(change.changedEntries == ["boards/home.obf"])
        let said = englishWords(change.summary)
        #expect(said.hasPrefix("Added an empty row at row 2 of board \"home\" (boards/home.obf), now 4 x 3"))
        #expect(said.contains("\"Food and drink\", \"Places\", \"Yes\", \"No\", \"Help\", \"Stop\" moved down a row: their keys change"))
        #expect(!said.contains("\"I want\""))
        // After the last row: nothing moves, and the summary says nothing moved.
        let atEnd = try ChangeGridLine(boardID: Self.home, line: .row, change: .add, index: 3).applied(to: documents)
        #expect(!englishWords(atEnd.summary).contains("moved"))
        #expect(try AuthoringTestSets.reload(atEnd, over: source).boards[Self.home]?.cell(row: 3, column: 0) == nil)
    }

    @Test("a column added at column 1 moves every cell right; removing it again gives the board back")
    func addAndRemoveColumn() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let added = try ChangeGridLine(boardID: Self.home, line: .column, change: .add, index: 0).applied(to: documents)
        let wide = try #require(try AuthoringTestSets.reload(added, over: source).boards[Self.home])
        #expect(Self.labels(wide)[0] == [nil, "I want", "I feel", "People"])
        #expect(englishWords(added.summary).contains("moved a column to the right: their keys change"))
        let removed = try ChangeGridLine(boardID: Self.home, line: .column, change: .remove, index: 0).applied(to: added.documents)
        let back = try #require(try AuthoringTestSets.reload(removed, over: source).boards[Self.home])
        let original = try #require(try AuthoringTestSets.reload(added, over: source).boards[Self.home])
        #expect(Self.labels(back) == Self.labels(original).map { Array($0.dropFirst()) })
        #expect(englishWords(removed.summary).hasPrefix("Removed column 1 of board \"home\" (boards/home.obf), now 3 x 3"))
        #expect(englishWords(removed.summary).contains("moved a column to the left"))
    }

    @Test("a row that holds cells is removed only when its cells may go, and the refusal names them")
    func removeRowWithCells() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        do {
            _ = try ChangeGridLine(boardID: Self.home, line: .row, change: .remove, index: 1).applied(to: documents)
            Issue.record("a row holding cells was removed without being allowed to")
        } catch {
            guard case .lineHoldsCells(_, "home", let cells) = error else { throw error }
            #expect(cells == ["\"Food and drink\" at 2,1", "\"Places\" at 2,2", "\"Yes\" at 2,3"])
            #expect(englishWords(error).contains("add --drop-cells to remove them too"))
            #expect(englishWords(error).hasPrefix("row 2 of board \"home\" holds 3 cells"))
        }
        let change = try ChangeGridLine(boardID: Self.home, line: .row, change: .remove, index: 1, removingCells: true).applied(
            to: documents)
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards[Self.home])
        #expect(Self.labels(board) == [["I want", "I feel", "People"], ["No", "Help", "Stop"]])
        let json = try change.documents.board(Self.home).json
        #expect(json["buttons"]?.elements?.count == 6)
        let said = englishWords(change.summary)
        #expect(said.contains("removed \"Food and drink\", \"Places\", \"Yes\""))
        #expect(said.contains("\"No\", \"Help\", \"Stop\" moved up a row: their keys change"))
        // "Food and drink" and "Places" opened boards: the notes say so, as `cell remove` says it.
        let notes = change.notes.map(englishWords)
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.first == "\"Food and drink\" opened board food; other links to that board are unchanged.")
    }

    @Test("places outside the grid, the last row and a 21st column are refused with words")
    func refusals() throws {
        let (_, _, documents) = try AuthoringTestSets.foreign()  // top: 1 x 3, "More", "Yes", empty
        do {
            _ = try ChangeGridLine(boardID: "top", line: .column, change: .remove, index: 3).applied(to: documents)
            Issue.record("column 4 of a 3-column board was removed")
        } catch {
            #expect(englishWords(error) == "board \"top\" has 3 columns, so there is no column 4")
        }
        do {
            _ = try ChangeGridLine(boardID: "top", line: .row, change: .add, index: 2).applied(to: documents)
            Issue.record("a row was added two past the last")
        } catch {
            #expect(englishWords(error) == "board \"top\" has 1 row: a new one goes at 1 to 2 (2 puts it at the end), not at row 3")
        }
        #expect(throws: AuthoringError.invalidGridSize(rows: 0, columns: 3)) {
            try ChangeGridLine(boardID: "top", line: .row, change: .remove, index: 0, removingCells: true).applied(to: documents)
        }
        // An empty column goes without asking; the row's other cells move left.
        let change = try ChangeGridLine(boardID: "top", line: .column, change: .remove, index: 2).applied(to: documents)
        #expect(englishWords(change.summary) == "Removed column 3 of board \"top\" (boards/top.obf), now 1 x 2")
        var wide = documents
        for _ in 0..<17 { wide = try ChangeGridLine(boardID: "top", line: .column, change: .add, index: 0).applied(to: wide).documents }
        #expect(throws: AuthoringError.invalidGridSize(rows: 1, columns: 21)) {
            try ChangeGridLine(boardID: "top", line: .column, change: .add, index: 0).applied(to: wide)
        }
    }
}
