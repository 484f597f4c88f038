import TalkGridShipped
import Testing

@testable import TalkGrid

/// A small set whose costs were worked out by hand from the key rule and the scan order.
///
/// home (2 x 2): hi, more (folder to food), yes, go (folder to food, vocalized "let's go").
/// Scan order: hi 1 press, more 2, yes 3, go 4; one key each.
/// food (4 x 4, bands 2, 1, 1 both ways), visible cells r1c1, r1c3, r2c2, r3c1 and hi at r3c3:
/// top-level items [r0c0], [r0c3], r2c2, [r3c0], hi, Controls (empty regions skipped).
/// attic: reached by no folder.
private enum Small {
    static let set: BoardSet = {
        let home = SessionTestBoards.board([["hi", "more"], ["yes", "go"]]) { cells in
            cells[1].link = BoardLink(id: "food")
            cells[3].link = BoardLink(id: "food")
            cells[3].vocalization = "let's go"
        }
        var rows: [[String?]] = Array(repeating: Array(repeating: nil, count: 4), count: 4)
        rows[1][1] = "r1c1"
        rows[1][3] = "r1c3"
        rows[2][2] = "r2c2"
        rows[3][1] = "r3c1"
        rows[3][3] = "hi"
        let food = SessionTestBoards.board(id: "food", name: "Food", rows)
        let attic = SessionTestBoards.board(id: "attic", name: "Attic", [["dust", "say"]]) { cells in
            cells[1].actions = [.speak]
        }
        return SessionTestBoards.set(home, food, attic)
    }()
}

@Suite("Effort report")
struct EffortReportTests {
    @Test("every word's fewest keys and scan presses from the root, folders on the way, agree with hand-counted numbers")
    func handChecked() {
        let report = EffortReport(boardSet: Small.set)
        let rows = report.words.map { "\($0.word) \($0.boardID) \($0.keys) \($0.scanPresses)" }
        #expect(
            rows == [
                "hi home 1 1",  // cheaper here than on food (2 keys, 2 + 5 presses)
                "yes home 1 3",
                "let's go home 1 4",  // a folder with a vocalization adds its word
                "r2c2 food 2 5",  // more (2 presses), then the third item
                "r1c1 food 3 4",  // more, the region [r0c0] (first), its only visible cell
                "r1c3 food 3 5",  // more, the region [r0c3] (second), its only visible cell
                "r3c1 food 3 7",  // more, the region [r3c0] (fourth), its only visible cell
            ])
        #expect(
            report.words.map { $0.keySequence.map(\.token).joined(separator: " ") } == [
                "1", "4", "5", "2 5", "2 1 5", "2 3 4", "2 7 2",
            ])
        #expect(report.averageKeys == 14.0 / 7)
        #expect(report.averageScanPresses == 29.0 / 7)
        #expect(EffortReport.rounded(report.averageScanPresses) == "4.14")
        #expect(report.unreachableBoardIDs == ["attic"], "a board no folder reaches is not counted")
        #expect(report.boards.map(\.boardID) == ["home", "food"])
        #expect(report.boards[1].keysToOpen == 1 && report.boards[1].scanPressesToOpen == 2)
        #expect(report.boards[1].wordCount == 4)
    }

    @Test("the counts are the same for both keypads; only the keys differ")
    func keypads() {
        let phone = EffortReport(boardSet: Small.set, keypad: .phone)
        let numpad = EffortReport(boardSet: Small.set, keypad: .numpad)
        #expect(phone.words.map(\.keys) == numpad.words.map(\.keys))
        #expect(phone.words.map(\.scanPresses) == numpad.words.map(\.scanPresses))
        #expect(numpad.words.first?.keySequence == [.digit(7)])
    }

    @Test("each pick cost matches what the session does: the key sequence picks the cell, and as many switch presses do")
    func costsMatchTheSession() throws {
        let board = SessionTestBoards.numbered(rows: 7, columns: 5)
        let costs = PickCost.costs(on: board, keypad: .phone)
        #expect(costs.count == 35)
        for (id, cost) in costs {
            #expect(SelectionRule.keySequence(for: id, on: board, layout: .grid, keypad: .phone) == cost.keySequence)
            var session = try SessionTestBoards.session(
                board, settings: SessionSettings(speakOnSelect: false, access: .stepScan))
            var presses = 0
            while session.message.isEmpty, presses < 100 {
                let wanted = try #require(
                    session.scanItems.firstIndex { item in
                        switch item {
                        case .target(_, .cell(let cellID, _, _)): cellID == id
                        case .target(_, .region(let region, _)):
                            region.contains(row: board.grid.position(of: id)!.row, column: board.grid.position(of: id)!.column)
                        default: false
                        }
                    })
                _ = session.reduce(.key(session.scan.index == wanted ? .enter : .space))
                presses += 1
            }
            #expect(session.message.text == id)
            #expect(presses == cost.scanPresses, "\(id)")
        }
    }

    @Test("cells with actions and folders without a vocalization add no word; blank labels neither")
    func addedText() {
        #expect(EffortReport.addedText(of: Cell(id: "a", label: "hi")) == "hi")
        #expect(EffortReport.addedText(of: Cell(id: "a", label: "hi", vocalization: "hello")) == "hello")
        var action = Cell(id: "a", label: "say")
        action.actions = [.speak]
        #expect(EffortReport.addedText(of: action) == nil)
        var folder = Cell(id: "a", label: "food")
        folder.link = BoardLink(id: "food")
        #expect(EffortReport.addedText(of: folder) == nil)
        #expect(EffortReport.addedText(of: Cell(id: "a", label: "  ")) == nil)
    }

    @Test("the JSON has the promised shape")
    func json() throws {
        let json = JSONWriter.compactString(EffortReport(boardSet: Small.set).json)
        #expect(json.hasPrefix("{\"words\":[{\"word\":\"hi\",\"board\":\"home\",\"keys\":1,\"scanPresses\":1},"))
        // Speaking on home (four cells, then Controls): Select on the message bar; or four Next,
        // Select on Controls, Select on Speak.
        #expect(
            json.hasSuffix("\"averageKeys\":2,\"averageScanPresses\":4.14,\"speakScanPresses\":1,\"speakScanPressesThroughControls\":6}"))
    }

    @Test("the text lists the costliest words first and a line per board")
    func text() throws {
        let text = EffortReport(boardSet: Small.set).text(costliest: 2, in: ShippedContent.commandLineWords)
        #expect(text.contains("7 words on 2 boards reached from the root"))
        #expect(text.contains("Not reached (not counted): attic"))
        let lines = text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Costliest") })
        #expect(lines[start + 1].hasPrefix("  r3c1"))
        #expect(lines[start + 2].hasPrefix("  r1c3"))
        #expect(lines.contains("  Food (food): open 1 / 2; 4 words, average 2.75 / 5.25"))
    }
}
