import TalkGridTestSupport
import Testing

@testable import TalkGrid

@Suite("Authoring: new set, board add and remove")
struct BoardEditTests {
    @Test("a new set is a manifest and an empty root board that load with no error")
    func newSet() throws {
        let root = try BlankBoard(id: "home", name: "Home", locale: "en_us", glyph: "🏠", rows: 2, columns: 4)
        let change = NewBoardSet(name: "Mine", root: root).documents(source: "mine")
        #expect(Set(change.changedEntries) == ["manifest.json", "boards/home.obf"])
        let set = try change.documents.loadedSet(over: nil)
        let board = try #require(set.root)
        #expect(board.locale == "en-US")
        #expect(board.glyph == "🏠")
        #expect(board.grid.rows == 2 && board.grid.columns == 4)
        #expect(Validator().validate(set).filter { $0.severity == .error }.isEmpty)
    }

    @Test("unusable ids, sizes, languages and glyphs are refused")
    func blankBoardRefusals() {
        #expect(throws: AuthoringError.invalidBoardID("../x")) {
            try BlankBoard(id: "../x", name: "x", locale: "en", glyph: nil, rows: 1, columns: 1)
        }
        #expect(throws: AuthoringError.invalidGridSize(rows: 0, columns: 3)) {
            try BlankBoard(id: "x", name: "x", locale: "en", glyph: nil, rows: 0, columns: 3)
        }
        #expect(throws: AuthoringError.invalidLanguage("")) {
            try BlankBoard(id: "x", name: "x", locale: "", glyph: nil, rows: 1, columns: 1)
        }
        #expect(throws: AuthoringError.invalidGlyph("no")) {
            try BlankBoard(id: "x", name: "x", locale: "en", glyph: "no", rows: 1, columns: 1)
        }
    }

    @Test("add lists the board in the manifest and links it from an empty slot with a new folder cell")
    func add() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let board = try BlankBoard(id: "feel", name: "Feelings", locale: "en", glyph: "🙂", rows: 1, columns: 3)
        let change = try AddBoard(board: board, linkFrom: ("top", GridSlot(row: 0, column: 2))).applied(to: documents)
        #expect(change.changedEntries == ["boards/feel.obf", "boards/top.obf", "manifest.json"])
        let manifest = try #require(change.documents.manifest)
        #expect(AuthoringTestSets.keys(manifest) == AuthoringTestSets.keys(documents.manifest))
        #expect(manifest["paths"]?["boards"]?["feel"]?.string == "boards/feel.obf")
        let set = try AuthoringTestSets.reload(change, over: source)
        let folder = try #require(set.boards["top"]?.cell(row: 0, column: 2))
        #expect(folder.label == "Feelings")
        #expect(set.board(for: try #require(folder.link))?.id == "feel")
        #expect(set.unreachableBoardIDs.isEmpty)
        #expect(throws: AuthoringError.boardExists(id: "more")) {
            try AddBoard(board: BlankBoard(id: "more", name: "x", locale: "en", glyph: nil, rows: 1, columns: 1)).applied(to: documents)
        }
    }

    @Test("remove deletes the board, its manifest entry and the links to it, and reports each link")
    func remove() throws {
        let (source, set, documents) = try AuthoringTestSets.shipped()
        let links = RemoveBoard.links(to: "food", in: documents)
        #expect(links.map(\.boardID) == ["home"])
        #expect(links.first?.slot == GridSlot(row: 1, column: 0))
        let change = try RemoveBoard(boardID: "food").applied(to: documents)
        #expect(change.removedEntries == ["boards/food.obf"])
        #expect(change.changedEntries == ["boards/home.obf", "manifest.json"])
        #expect(change.notes.count == 1 && englishWords(change.notes[0]).contains("Food and drink"))
        let after = try AuthoringTestSets.reload(change, over: source)
        #expect(after.boards["food"] == nil)
        #expect(after.boards.count == set.boards.count - 1)
        #expect(after.brokenLinks.isEmpty)
        #expect(after.boards["home"]?.cell(id: "b4")?.link == nil)
        #expect(after.boards["home"]?.cell(id: "b4")?.label == "Food and drink")
        #expect(throws: AuthoringError.removingRoot(id: "home")) { try RemoveBoard(boardID: "home").applied(to: documents) }
    }

    @Test("a new folder cell never lands on a cell already there unless replace is asked; a link is never re-pointed unasked")
    func refusesToReplace() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        let board = try BlankBoard(id: "treats", name: "Treats", locale: "en", glyph: nil, rows: 3, columns: 3)
        let slot = GridSlot(row: 1, column: 0)
        #expect(throws: AuthoringError.slotTaken(slot: slot, board: "home", label: "Food and drink", opens: "food")) {
            try AddBoard(board: board, linkFrom: ("home", slot)).applied(to: documents)
        }
        var repoint = SetCell(boardID: "home", slot: slot)
        repoint.link = .set("people")
        #expect(throws: AuthoringError.self) { try repoint.applied(to: documents) }
        let replaced = try AddBoard(board: board, linkFrom: ("home", slot), replace: true).applied(to: documents)
        let after = try AuthoringTestSets.reload(replaced, over: source)
        #expect(after.boards["home"]?.cell(row: 1, column: 0)?.label == "Treats")
        #expect(after.boards["home"]?.cell(row: 1, column: 0)?.link?.id == "treats")
    }
}
