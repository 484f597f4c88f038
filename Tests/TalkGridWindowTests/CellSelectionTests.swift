import TalkGrid
import Testing

@testable import TalkGridWindow

@Suite("Select several: the cells chosen")
struct CellSelectionTests {
    @Test("a touch chooses a cell, a second touch lets it go; the order touched is kept; another board starts again")
    func toggling() {
        var selection = CellSelection(boardID: "home")
        let yes = GridSlot(row: 1, column: 2)
        let no = GridSlot(row: 2, column: 0)
        selection.toggle(no, on: "home")
        selection.toggle(yes, on: "home")
        #expect(selection.slots == [no, yes])
        #expect(selection.contains(yes, on: "home") && !selection.contains(yes, on: "food"))
        #expect(selection.signature == "2,3 3,1")
        selection.toggle(no, on: "home")
        #expect(selection.slots == [yes])
        selection.toggle(no, on: "food")
        #expect(selection.boardID == "food" && selection.slots == [no])
    }
}
