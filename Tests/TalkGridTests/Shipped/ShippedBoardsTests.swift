import TalkGridShipped
import Testing

@testable import TalkGrid

@Suite("Shipped boards")
struct ShippedBoardsTests {
    static let setNames = ["first-words", "core-words"]
    static let translations = ["es", "pt", "fr", "zh"]

    private func load(_ name: String) throws -> BoardSet {
        try #require(try ShippedContent.boardSet(named: name))
    }

    @Test("both shipped sets are embedded in the binary")
    func embedded() {
        #expect(Set(ShippedContent.boardSetNames).isSuperset(of: Self.setNames))
        #expect(ShippedContent.boardSetNames.contains(ShippedContent.defaultBoardSetName))
    }

    @Test("each set loads with no diagnostics at all, every board reachable", arguments: setNames)
    func loadsCleanly(name: String) throws {
        let set = try load(name)
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.description))")
        #expect(set.unreachableBoardIDs.isEmpty)
        #expect(set.brokenLinks.isEmpty)
        #expect(set.boards.count >= 2)
    }

    @Test("every cell and every board has a glyph and a label", arguments: setNames)
    func iconsAndLabels(name: String) throws {
        let set = try load(name)
        for board in set.boards.values {
            #expect(board.glyph != nil, "board \(board.id) has no icon")
            #expect(!board.name.isEmpty)
            for cell in board.cells {
                #expect(board.glyph(for: cell)?.count == 1, "\(board.id)/\(cell.id) has no single-glyph icon")
                #expect(!cell.label.trimmingSpaces.isEmpty, "\(board.id)/\(cell.id) has no label")
            }
        }
    }

    @Test("every label, vocalization and board name has Spanish, Portuguese, French and Chinese", arguments: setNames)
    func translated(name: String) throws {
        let set = try load(name)
        for board in set.boards.values {
            let texts = [board.name] + board.cells.flatMap { [$0.label] + ($0.vocalization.map { [$0] } ?? []) }
            for language in Self.translations {
                let table = board.strings[language] ?? [:]
                for text in texts {
                    #expect(table[text]?.isEmpty == false, "\(board.id): \"\(text)\" has no \(language) translation")
                }
            }
        }
    }

    @Test("the first-words home board is a 3 x 3 of nine clear choices, and so is every first-words board")
    func firstWordsShape() throws {
        let set = try load("first-words")
        #expect(set.root?.grid.rows == 3 && set.root?.grid.columns == 3)
        #expect(set.root?.cells.count == 9)
        for board in set.boards.values {
            #expect(board.grid.rows <= 3 && board.grid.columns <= 3, "\(board.id) is larger than 3 x 3")
        }
    }

    @Test("core words: 30-40 core words and a spelling keyboard with +letter, :space and :backspace")
    func coreWords() throws {
        let set = try load("core-words")
        let core = try #require(set.root)
        #expect((30...40).contains(core.cells.filter { $0.link == nil }.count))
        let keyboard = try #require(set.boards.values.first { board in board.cells.contains { $0.actions == [.append("a")] } })
        let actions = keyboard.cells.flatMap(\.actions)
        #expect(actions.contains(.space) && actions.contains(.backspace))
        #expect(Set(actions.compactMap { if case .append(let letter) = $0 { letter } else { nil } }).count == 26)
    }
}
