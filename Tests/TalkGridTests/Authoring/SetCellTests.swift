import TalkGridTestSupport
import Testing

@testable import TalkGrid

@Suite("Authoring: cell set")
struct SetCellTests {
    @Test("a new label keeps every other field, unknown ext_ fields and the member order")
    func labelKeepsEverythingElse() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        var edit = SetCell(boardID: "top", slot: GridSlot(row: 0, column: 0))
        edit.label = .set("Lots more")
        let change = try edit.applied(to: documents)
        #expect(change.changedEntries == ["boards/top.obf"])
        let before = try documents.board("top").json
        let after = try change.documents.board("top").json
        #expect(AuthoringTestSets.keys(after) == AuthoringTestSets.keys(before))
        let button = after["buttons"]?.elements?[0]
        #expect(AuthoringTestSets.keys(button) == ["label", "id", "ext_coughdrop_part_of_speech", "image_id", "load_board"])
        #expect(button?["label"]?.string == "Lots more")
        #expect(button?["load_board"]?["ext_x"] != nil)
        #expect(after["favourite"]?.bool == true)
        let set = try AuthoringTestSets.reload(change, over: source)
        #expect(set.boards["top"]?.cell(row: 0, column: 0)?.label == "Lots more")
        #expect(set.boards["more"] != nil)
    }

    @Test("an empty slot gets a new cell with a fresh id, placed in the grid; without a label it is refused")
    func newCell() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let slot = GridSlot(row: 0, column: 2)
        var edit = SetCell(boardID: "top", slot: slot)
        edit.glyph = .set("🍎")
        #expect(throws: AuthoringError.labelNeeded(slot: slot, board: "top")) { try edit.applied(to: documents) }
        edit.label = .set("Apple")
        let change = try edit.applied(to: documents)
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards["top"])
        let cell = try #require(board.cell(row: 0, column: 2))
        #expect(cell.label == "Apple")
        #expect(!["1", "2"].contains(cell.id))
        #expect(board.glyph(for: cell) == "🍎")
        #expect(englishWords(change.summary).contains("Apple"))
    }

    @Test("a glyph redraws an image only this cell uses, and keeps a real picture while adding the glyph")
    func glyphIntoImages() throws {
        let (_, _, documents) = try AuthoringTestSets.foreign()
        var onGlyph = SetCell(boardID: "top", slot: GridSlot(row: 0, column: 1))
        onGlyph.glyph = .set("👌")
        let redrawn = try onGlyph.applied(to: documents).documents.board("top").image(id: "g")
        #expect(redrawn?["ext_talkgrid_glyph"]?.string == "👌")
        #expect(redrawn?["data"]?.string.flatMap(BoardDecoder.glyphFromSVGDataURI) == "👌")

        var onPicture = SetCell(boardID: "top", slot: GridSlot(row: 0, column: 0))
        onPicture.glyph = .set("📚")
        let picture = try onPicture.applied(to: documents).documents.board("top").image(id: "p")
        #expect(picture?["path"]?.string == "images/pic.png")
        #expect(picture?["ext_talkgrid_glyph"]?.string == "📚")
        #expect(picture?["data"] == nil)
    }

    @Test("a picture for a set gets a file under images/: its own safe name, never a name in use, or the file with the same bytes")
    func picturePlacement() {
        let picture = CellPicture(contentType: "image/png", bytes: [1, 2, 3], width: 8, height: 8, name: "apple.png")
        let entries: Set<String> = ["boards/top.obf", "images/Apple.png", "images/apple-2.png", "images/pic.png"]
        let fresh = picture.placed(among: entries) { _ in false }
        #expect(fresh.entry == "images/apple-3.png" && fresh.isNewFile, "letter case does not make a name free")
        let shared = picture.placed(among: entries) { $0 == "images/pic.png" }
        #expect(shared.entry == "images/pic.png" && !shared.isNewFile)
        var odd = picture
        odd.name = "Red Apple (copy).PNG"
        #expect(odd.placed(among: []) { _ in false }.entry == "images/Red-Apple-copy.png")
        odd.name = "日本.svg"
        odd.contentType = "image/svg+xml"
        #expect(odd.placed(among: []) { _ in false }.entry == "images/picture.svg")
        #expect(picture.placed(among: ["boards/apple.obf"]) { _ in true }.entry == "images/apple.png", "only pictures are shared")
    }

    @Test("a picture in a set is a file the manifest lists; an image id the manifest lists elsewhere is not reused")
    func pictureAsFile() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let bytes = Array("new picture".utf8)
        var picture = CellPicture(contentType: "image/png", bytes: bytes, width: 8, height: 8, name: "apple.png")
        picture = picture.placed(among: documents.entries) { _ in false }

        var onGlyph = SetCell(boardID: "top", slot: GridSlot(row: 0, column: 1))
        onGlyph.picture = .set(picture)
        let change = try onGlyph.applied(to: documents)
        #expect(Set(change.changedEntries) == ["boards/top.obf", "manifest.json", "images/apple.png"])
        let image = try change.documents.board("top").image(id: "g")
        #expect(image?["path"]?.string == "images/apple.png" && image?["data"] == nil)
        #expect(image?["ext_talkgrid_glyph"]?.string == "👍", "the glyph stays with the picture")
        #expect(change.documents.manifest?["paths"]?["images"]?["g"]?.string == "images/apple.png")
        #expect(change.documents.bytes(of: "images/apple.png") == bytes)
        let reloaded = try AuthoringTestSets.reload(change, over: source)
        #expect(reloaded.entries.contains("images/apple.png"))
        #expect(englishWords(change.notes[0]) == "The picture is saved in the set as images/apple.png.")

        // Cell 1 shows image "p"; when the manifest lists "p" at images/pic.png, the cell gets a new image.
        var listing = documents
        listing.manifest?.updateMember("paths", adding: .object([])) { paths in
            paths.updateMember("images", adding: .object([])) { $0.setMember("p", to: "images/pic.png") }
        }
        var onListed = SetCell(boardID: "top", slot: GridSlot(row: 0, column: 0))
        onListed.picture = .set(picture)
        let relisted = try onListed.applied(to: listing)
        let board = try relisted.documents.board("top")
        let newID = try #require(board.button(id: "1")?["image_id"]?.string)
        #expect(newID != "p" && newID != "pic" && board.image(id: "p") == nil, "the unused image goes")
        #expect(relisted.documents.manifest?["paths"]?["images"]?["p"]?.string == "images/pic.png", "the old listing stays")
        #expect(relisted.documents.manifest?["paths"]?["images"]?[newID]?.string == "images/apple.png")
    }

    @Test("a glyph on an image other cells share gives the cell an image of its own")
    func sharedImage() throws {
        let (source, _, shipped) = try AuthoringTestSets.shipped()
        var documents = shipped
        // Make two cells of the home board share one image.
        var home = try documents.board("home")
        home.updateButton(id: "b2") { $0.setMember("image_id", to: "i1") }
        documents.boards[try documents.index(ofBoard: "home")] = home
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        edit.glyph = .set("🎁")
        let change = try edit.applied(to: documents)
        let board = try #require(try AuthoringTestSets.reload(change, over: source).boards["home"])
        #expect(board.glyph(for: try #require(board.cell(row: 0, column: 0))) == "🎁")
        #expect(board.glyph(for: try #require(board.cell(row: 0, column: 1))) == "🤲")
    }

    @Test("link, action, colours and hidden are written in OBF's form")
    func fields() throws {
        let (source, _, documents) = try AuthoringTestSets.shipped()
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 1, column: 2))
        edit.link = .set("people")
        edit.action = .set("space")
        edit.background = .set("#ff0000")
        edit.border = .remove
        edit.hidden = true
        let change = try edit.applied(to: documents)
        let button = try change.documents.board("home").button(id: "b6")
        #expect(button?["load_board"]?["id"]?.string == "people")
        #expect(button?["load_board"]?["path"]?.string == "boards/people.obf")
        #expect(button?["action"]?.string == ":space")
        #expect(button?["background_color"]?.string == "rgb(255, 0, 0)")
        #expect(button?["border_color"] == nil)
        #expect(button?["hidden"]?.bool == true)
        let cell = try #require(try AuthoringTestSets.reload(change, over: source).boards["home"]?.cell(id: "b6"))
        #expect(cell.hidden)
        #expect(cell.actions == [.space])

        var show = SetCell(boardID: "home", slot: GridSlot(row: 1, column: 2))
        show.hidden = false
        let shown = try show.applied(to: change.documents).documents.board("home").button(id: "b6")
        #expect(shown?["hidden"] == nil)
    }

    @Test("bad values and places are refused before anything changes")
    func refusals() throws {
        let (_, _, documents) = try AuthoringTestSets.shipped()
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 3, column: 0))
        edit.label = .set("x")
        #expect(throws: AuthoringError.slotOutsideGrid(slot: GridSlot(row: 3, column: 0), board: "home", rows: 3, columns: 3)) {
            try edit.applied(to: documents)
        }
        edit.slot = GridSlot(row: 0, column: 0)
        edit.boardID = "nowhere"
        #expect(throws: AuthoringError.self) { try edit.applied(to: documents) }
        edit.boardID = "home"
        edit.background = .set("ultraviolet")
        #expect(throws: AuthoringError.invalidColor("ultraviolet")) { try edit.applied(to: documents) }
        edit.background = nil
        edit.action = .set(":dance")
        #expect(throws: AuthoringError.invalidAction(":dance")) { try edit.applied(to: documents) }
        edit.action = nil
        edit.glyph = .set("ab")
        #expect(throws: AuthoringError.invalidGlyph("ab")) { try edit.applied(to: documents) }
        edit.glyph = nil
        edit.link = .set("nowhere")
        #expect(throws: AuthoringError.self) { try edit.applied(to: documents) }
        var same = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        same.label = .set("I want")
        #expect(throws: AuthoringError.self) { try same.applied(to: documents) }
    }

    @Test("a colour with a channel out of range is refused, naming the values, and nothing changes")
    func colourOutOfRange() throws {
        let (_, _, documents) = try AuthoringTestSets.shipped()
        var edit = SetCell(boardID: "home", slot: GridSlot(row: 1, column: 1))
        edit.background = .set("rgb(999, -5, 0)")
        #expect(throws: AuthoringError.colorOutOfRange("rgb(999, -5, 0)", parts: ["999", "-5"])) { try edit.applied(to: documents) }
        edit.background = .set("rgb(0, 0, 0)")
        edit.border = .set("rgba(1,2,3,7)")
        #expect(throws: AuthoringError.colorOutOfRange("rgba(1,2,3,7)", parts: ["7"])) { try edit.applied(to: documents) }
        #expect(englishWords(AuthoringError.colorOutOfRange("rgba(1,2,3,7)", parts: ["7"])).contains("has a value out of range (7)"))
        edit.border = .set("rgba(1, 2, 3, 0.5)")
        edit.background = .set("rgb(100%, 0%, 255)")
        #expect(throws: Never.self) { try edit.applied(to: documents) }
        edit.background = .set("rgb(101%, 0, 0)")
        #expect(throws: AuthoringError.colorOutOfRange("rgb(101%, 0, 0)", parts: ["101%"])) { try edit.applied(to: documents) }
    }

    @Test(
        "actions as people type them", arguments: [("space", ":space"), (":home", ":home"), ("+ing", "+ing"), (":ext_app_x", ":ext_app_x")])
    func actions(typed: String, written: String) {
        #expect(SetCell.obfAction(typed) == written)
    }
}
