import Testing

@testable import TalkGrid

@Suite("Authoring: cell move, swap and remove")
struct CellLayoutEditTests {
    @Test("move puts the cell in an empty slot and leaves its old slot empty; an occupied target is refused")
    func move() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let change = try MoveCell(boardID: "top", from: GridSlot(row: 0, column: 0), to: GridSlot(row: 0, column: 2)).applied(to: documents)
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards["top"])
        #expect(board.grid.slots == [[nil, "2", "1"]])
        #expect(throws: AuthoringError.self) {
            try MoveCell(boardID: "top", from: GridSlot(row: 0, column: 0), to: GridSlot(row: 0, column: 1)).applied(to: documents)
        }
        do {
            _ = try MoveCell(boardID: "top", from: GridSlot(row: 0, column: 2), to: GridSlot(row: 0, column: 0)).applied(to: documents)
            Issue.record("moving from an empty slot was not refused")
        } catch {
            // The refusal names the cells nearest to the empty slot, nearest first: 1,2 then 1,1.
            guard case .emptySlot(let slot, "top", let nearby) = error else { throw error }
            #expect(slot == GridSlot(row: 0, column: 2))
            #expect(nearby.map { $0.prefix(4) } == ["1,2 ", "1,1 "])
        }
    }

    @Test("swap exchanges two cells, or a cell and an empty slot")
    func swap() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let change = try SwapCells(boardID: "home", first: GridSlot(row: 0, column: 0), second: GridSlot(row: 2, column: 2)).applied(
            to: documents)
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards["home"])
        #expect(board.cell(row: 0, column: 0)?.label == "Stop")
        #expect(board.cell(row: 2, column: 2)?.label == "I want")
        #expect(change.changedEntries == ["boards/home.obf"])

        let (foreignSource, _, foreign) = try AuthoringTestSets.foreign()
        let withEmpty = try SwapCells(boardID: "top", first: GridSlot(row: 0, column: 2), second: GridSlot(row: 0, column: 1)).applied(
            to: foreign)
        #expect(try AuthoringTestSets.reload(withEmpty, over: foreignSource).boards["top"]?.grid.slots == [["1", nil, "2"]])
    }

    @Test("remove drops the button, empties its slot, and removes the image and translations only it used")
    func remove() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let change = try RemoveCell(boardID: "top", slot: GridSlot(row: 0, column: 1)).applied(to: documents)
        let json = try change.documents.board("top").json
        #expect(json["buttons"]?.elements?.count == 1)
        #expect(json["images"]?.elements?.map { $0["id"]?.string } == ["p"])
        #expect(AuthoringTestSets.keys(json["strings"]?["es"]) == ["Top"])
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards["top"])
        #expect(board.grid.slots == [["1", nil, nil]])
        #expect(throws: AuthoringError.self) {
            try RemoveCell(boardID: "top", slot: GridSlot(row: 0, column: 2)).applied(to: documents)
        }
    }
}
