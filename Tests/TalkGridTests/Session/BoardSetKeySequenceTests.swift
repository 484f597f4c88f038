import TalkGridShipped
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGrid

/// The key-sequence property over real board sets: the shipped ones and the obf gem's fixtures.
@Suite("Key sequences on real board sets")
struct BoardSetKeySequenceTests {
    static let shippedSets = ["first-words", "core-words"]
    static let fixtureBoardFiles = ["simple.obf", "foreign.obf", "inline_images.obf"]

    static func shipped(_ name: String) throws -> BoardSet {
        try #require(try ShippedContent.boardSet(named: name))
    }

    @Test(
        "shipped sets: every visible cell's keys pick it, in the grid (both keypads) and rows", arguments: shippedSets)
    func shippedSelection(name: String) throws {
        let set = try Self.shipped(name)
        #expect(!set.boards.isEmpty)
        for board in set.boards.values { expectEveryCellReachable(on: board) }
        expectSessionsPickEveryCell(in: set)
    }

    @Test("fixture sets: every visible cell's keys pick it", arguments: Fixtures.obfGemSets)
    func fixtureSets(name: String) throws {
        let set = try BoardSetLoader.loadSet(from: ObzSource(path: Fixtures.obfGem(name)))
        #expect(!set.boards.isEmpty)
        for board in set.boards.values { expectEveryCellReachable(on: board) }
        expectSessionsPickEveryCell(in: set)
    }

    @Test("fixture boards: every visible cell's keys pick it", arguments: fixtureBoardFiles)
    func fixtureBoard(name: String) throws {
        let set = try BoardSetLoader.loadBoard(bytes: Fixtures.obfGemBytes(name), file: name)
        for board in set.boards.values { expectEveryCellReachable(on: board) }
        expectSessionsPickEveryCell(in: set)
    }

    /// Starts a session on each board and presses each word or folder cell's keys: a word lands
    /// in the message, a folder opens its board (or is announced as missing).
    private func expectSessionsPickEveryCell(in set: BoardSet) {
        for board in set.boards.values {
            var onBoard = set
            onBoard.rootID = board.id
            for layout in BoardLayout.allCases {
                for keypad in Keypad.allCases {
                    let settings = SessionSettings(
                        layout: layout, keypad: keypad, speakOnSelect: false, folderWords: .never)
                    guard let start = try? Session(boardSet: onBoard, settings: settings) else {
                        Issue.record("no session on \(board.id)")
                        continue
                    }
                    for cell in board.cells where cell.actions.isEmpty {
                        guard
                            let keys = SelectionRule.keySequence(
                                for: cell.id, on: board, layout: layout, keypad: keypad)
                        else { continue }
                        var session = start
                        let effects = keys.flatMap { session.reduce(.key($0)) }
                        if let link = cell.link {
                            if let target = set.board(for: link) {
                                #expect(
                                    session.currentBoard.id == target.id, "\(board.id)/\(cell.id) \(layout) \(keypad)")
                            } else {
                                #expect(effects.announcements.last?.kind == .missingBoard)
                            }
                        } else if !cell.label.trimmingSpaces.isEmpty || cell.vocalization != nil {
                            #expect(session.message.entries.count == 1, "\(board.id)/\(cell.id) \(layout) \(keypad)")
                            #expect(
                                session.message.entries.first?.label == LabelText.oneLine(cell.label.trimmingSpaces.replacingPrefix("+")),
                                "\(board.id)/\(cell.id) \(layout) \(keypad)")
                        }
                    }
                }
            }
        }
    }
}

extension String {
    /// The text without one leading `prefix`.
    fileprivate func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
