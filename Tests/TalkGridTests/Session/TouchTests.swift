import Testing

@testable import TalkGrid

@Suite("Touch and click")
struct TouchTests {
    @Test("a touched cell of an 11 x 16 board is picked at once, the same word its keys pick")
    func touchMatchesKeys() throws {
        let board = SessionTestBoards.numbered(rows: 11, columns: 16)
        for (row, column) in [(0, 0), (5, 7), (10, 15), (3, 12)] {
            var touched = try SessionTestBoards.session(board)
            _ = touched.reduce(.touchCell(row: row, column: column))
            #expect(touched.message.text == "r\(row)c\(column)")
            var keyed = try SessionTestBoards.session(board)
            let keys = try #require(SelectionRule.keySequence(toSlotAtRow: row, column: column, in: board.grid, keypad: .phone))
            for key in keys { _ = keyed.reduce(.key(key)) }
            #expect(keyed.message.text == touched.message.text)
            #expect(touched.selection.zoomPath.isEmpty)
        }
    }

    @Test("a touch while zoomed into another region still picks the touched cell")
    func touchOutOfZoom() throws {
        var session = try SessionTestBoards.session(SessionTestBoards.numbered(rows: 11, columns: 16))
        _ = session.reduce(.key(.digit(9)))
        #expect(!session.selection.zoomPath.isEmpty)
        _ = session.reduce(.touchCell(row: 0, column: 0))
        #expect(session.message.text == "r0c0")
        #expect(session.selection.zoomPath.isEmpty)
    }

    @Test("touching an empty slot does nothing; a folder opens its board")
    func emptySlotAndFolder() throws {
        var home = SessionTestBoards.board([["Food", nil]])
        home.cells[0].link = BoardLink(id: "food")
        let food = SessionTestBoards.board(id: "food", name: "Food", [["apple"]])
        var session = try SessionTestBoards.session(home, food)
        #expect(session.reduce(.touchCell(row: 0, column: 1)).isEmpty)
        #expect(session.message.isEmpty)
        _ = session.reduce(.touchCell(row: 0, column: 0))
        #expect(session.currentBoard.id == "food")
        _ = session.reduce(.touchCell(row: 0, column: 0))
        #expect(session.message.text == "apple")
        _ = session.reduce(.touchControl(.digit(0)))
        #expect(session.currentBoard.id == "home")
    }

    @Test("a touch is recorded as a touch, the pointer resting on a cell as a dwell, a key as a key")
    func recordedMethod() throws {
        var session = try SessionTestBoards.session(SessionTestBoards.numbered(rows: 3, columns: 3))
        let touched = session.reduce(.touchCell(row: 0, column: 0)).records
        let dwelt = session.reduce(.touchCell(row: 1, column: 2, by: .dwell)).records
        let keyed = session.reduce(.key(.digit(1))).records
        #expect(touched.map(\.method) == [.touch] && touched.map(\.text) == ["r0c0"], "\(touched)")
        #expect(dwelt.map(\.method) == [.dwell] && dwelt.map(\.text) == ["r1c2"], "\(dwelt)")
        #expect(keyed.map(\.method) == [.key] && keyed.map(\.text) == ["r0c0"], "\(keyed)")
    }

    @Test("in the rows layout a touch picks the line of the page shown")
    func rowsLayout() throws {
        var session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 3, columns: 3), settings: SessionSettings(layout: .rows, speakOnSelect: false))
        _ = session.reduce(.touchCell(row: 4, column: 0))
        #expect(session.message.text == "r1c1")
    }

    @Test("a touched control with switches does the control, not the switch's Select")
    func controlWithSwitches() throws {
        var session = try SessionTestBoards.session(
            SessionTestBoards.numbered(rows: 3, columns: 3), settings: SessionSettings(speakOnSelect: false, access: .stepScan))
        _ = session.reduce(.touchCell(row: 0, column: 1))
        #expect(session.message.text == "r0c1")
        let effects = session.reduce(.touchControl(.enter))
        #expect(effects.contains { if case .speak(let utterance) = $0 { utterance.text == "r0c1" } else { false } })
    }
}
