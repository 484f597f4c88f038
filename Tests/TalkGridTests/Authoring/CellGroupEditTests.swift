import Testing

@testable import TalkGrid

@Suite("Authoring: several cells at once, copies and moves between boards")
struct CellGroupEditTests {
    /// The shipped set with `slots` of `board` removed (every shipped board is full).
    private static func withEmpty(_ slots: [GridSlot], on board: String) throws -> (InMemoryBoardSetSource, BoardSetDocuments) {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let change = try EditCells(boardID: board, slots: slots, change: .remove).applied(to: documents)
        return (source, change.documents)
    }

    @Test("the first empty slots in reading order, from a slot on and round from the top; nil without room; a hidden cell keeps its slot")
    func emptySlotsInReadingOrder() throws {
        let (_, documents) = try Self.withEmpty([GridSlot(row: 2, column: 0), GridSlot(row: 0, column: 1)], on: "home")
        let home = try documents.board("home")
        #expect(home.emptySlots(2) == [GridSlot(row: 0, column: 1), GridSlot(row: 2, column: 0)])
        #expect(home.emptySlots(2, startingAt: GridSlot(row: 2, column: 0)) == [GridSlot(row: 2, column: 0), GridSlot(row: 0, column: 1)])
        #expect(home.emptySlots(3) == nil)
        #expect(home.emptySlotCount == 2)
        var hidden = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        hidden.hidden = true
        let board = try hidden.applied(to: documents).documents.board("home")
        #expect(board.emptySlots(1) == [GridSlot(row: 0, column: 1)])
    }

    @Test("a colour for three cells is one change saying the cells, the board and the colour; hide and show too")
    func colourSeveral() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let slots = [GridSlot(row: 1, column: 2), GridSlot(row: 2, column: 0), GridSlot(row: 2, column: 1)]
        let change = try EditCells(boardID: "home", slots: slots, change: .background(.set("rgb(168, 224, 160)"))).applied(to: documents)
        #expect(change.changedEntries == ["boards/home.obf"])
        let home = try #require(try AuthoringTestSets.reload(change, over: source).boards["home"])
        for slot in slots {
            #expect(home.cell(row: slot.row, column: slot.column)?.backgroundColor == RGBAColor(red: 168, green: 224, blue: 160))
        }
        #expect(home.cell(row: 0, column: 0)?.backgroundColor != RGBAColor(red: 168, green: 224, blue: 160))
        #expect(change.summary.arguments["labels"] != nil)
        #expect(change.summary.key.catalogueKey == AuthoringTextKey.summaryChangedCells.catalogueKey)

        let hidden = try EditCells(boardID: "home", slots: slots, change: .hidden(true)).applied(to: documents)
        let hiddenHome = try #require(try AuthoringTestSets.reload(hidden, over: source).boards["home"])
        #expect(slots.allSatisfy { hiddenHome.cell(row: $0.row, column: $0.column)?.hidden == true })
        let shown = try EditCells(boardID: "home", slots: slots, change: .hidden(false)).applied(to: hidden.documents)
        #expect(try AuthoringTestSets.reload(shown, over: source).boards["home"]?.cell(row: 2, column: 0)?.hidden == false)
        #expect(throws: AuthoringError.self) {
            try EditCells(boardID: "home", slots: slots, change: .hidden(true)).applied(to: hidden.documents)
        }
    }

    @Test("moving cells to another board: its first empty slots, with their pictures and translations; refused without room")
    func moveToBoard() throws {
        let (source, documents) = try Self.withEmpty([GridSlot(row: 0, column: 2), GridSlot(row: 2, column: 2)], on: "feel")
        let slots = [GridSlot(row: 1, column: 2), GridSlot(row: 2, column: 0)]  // "Yes", "No"
        let change = try EditCells(boardID: "home", slots: slots, change: .move(toBoard: "feel")).applied(to: documents)
        #expect(Set(change.changedEntries) == ["boards/home.obf", "boards/feel.obf"])
        let set = try AuthoringTestSets.reload(change, over: source)
        let feel = try #require(set.boards["feel"])
        #expect(feel.cell(row: 0, column: 2)?.label == "Yes" && feel.cell(row: 2, column: 2)?.label == "No")
        #expect(feel.cell(row: 0, column: 2)?.backgroundColor == RGBAColor(parsing: "rgb(255, 221, 238)"))
        // Its picture came along: listed on "feel" (under a new id, "feel" has an "i6" of its own), the same data.
        let homeJSON = try documents.board("home").json
        let feelAfter = try change.documents.board("feel").json
        let yesImage = homeJSON["images"]?.elements?.first { $0["id"]?.string == "i6" }
        let movedButton = feelAfter["buttons"]?.elements?.first { $0["label"]?.string == "Yes" }
        let movedImage = feelAfter["images"]?.elements?.first { $0["id"] == movedButton?["image_id"] }
        #expect(movedImage?["data"] == yesImage?["data"] && yesImage?["data"] != nil)
        #expect(movedButton?["image_id"]?.string != "i6")
        #expect(set.boards["home"]?.cell(row: 1, column: 2) == nil && set.boards["home"]?.cell(row: 2, column: 0) == nil)
        let feelJSON = try change.documents.board("feel").json
        #expect(feelJSON["strings"]?["es"]?["Yes"]?.string == "Sí")
        #expect(Validator().validate(set).allSatisfy { $0.severity != .error })

        // No room: the board is full; nothing is changed.
        let (_, _, full) = try AuthoringTestSets.shipped()
        do {
            _ = try EditCells(boardID: "home", slots: slots, change: .move(toBoard: "feel")).applied(to: full)
            Issue.record("moving to a full board was not refused")
        } catch {
            guard case .noRoom(let board, let cells, let empty) = error else { throw error }
            #expect(board == "feel" && cells == 2 && empty == 0)
        }
    }

    @Test("a copy is the whole cell, a new one beside the old, from the slot chosen; on another board its picture is listed there")
    func copy() throws {
        let (source, documents) = try Self.withEmpty([GridSlot(row: 0, column: 0)], on: "people")
        let change = try EditCells(
            boardID: "home", slots: [GridSlot(row: 2, column: 1)], change: .copy(toBoard: "people", start: GridSlot(row: 0, column: 0))
        ).applied(to: documents)
        #expect(change.changedEntries == ["boards/people.obf"])
        let set = try AuthoringTestSets.reload(change, over: source)
        let home = try #require(set.boards["home"]?.cell(row: 2, column: 1))
        let copied = try #require(set.boards["people"]?.cell(row: 0, column: 0))
        #expect(copied.label == home.label && copied.glyph == home.glyph && copied.backgroundColor == home.backgroundColor)
        #expect(Validator().validate(set).allSatisfy { $0.severity != .error })

        // Within a board: the copy goes to the empty slot; an occupied start is refused.
        let (sameSource, same) = try Self.withEmpty([GridSlot(row: 0, column: 2)], on: "home")
        let twice = try EditCells(
            boardID: "home", slots: [GridSlot(row: 1, column: 2)], change: .copy(toBoard: "home", start: GridSlot(row: 0, column: 2))
        ).applied(to: same)
        let board = try #require(try AuthoringTestSets.reload(twice, over: sameSource).boards["home"])
        #expect(board.cell(row: 0, column: 2)?.label == "Yes" && board.cell(row: 1, column: 2)?.label == "Yes")
        #expect(throws: AuthoringError.self) {
            try EditCells(
                boardID: "home", slots: [GridSlot(row: 1, column: 2)], change: .copy(toBoard: "home", start: GridSlot(row: 0, column: 0))
            ).applied(to: same)
        }
    }
}
