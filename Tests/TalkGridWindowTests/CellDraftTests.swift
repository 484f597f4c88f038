import TalkGrid
import Testing

@testable import TalkGridWindow

/// The cell editor's draft, without a screen: what it reads from a cell and the one `cell set`
/// change it makes of the caregiver's edits.
@Suite("The cell editor's draft")
struct CellDraftTests {
    private static let set: BoardSet = {
        let home = Board(
            id: "home", name: "Home", grid: Grid(rows: 1, columns: 3, slots: [["eat", "food-cell", nil]]),
            cells: [
                Cell(id: "eat", label: "eat", vocalization: "I want to eat", soundID: "mum-says-eat"),
                Cell(id: "food-cell", label: "Food", link: BoardLink(id: "food"), hidden: true),
            ])
        let food = Board(id: "food", name: "Food", grid: Grid(rows: 1, columns: 1), cells: [])
        return BoardSet(rootID: "home", boards: ["home": home, "food": food], boardOrder: ["home", "food"])
    }()

    private func draft(_ column: Int) throws -> CellDraft {
        let home = try #require(Self.set.boards["home"])
        return CellDraft(board: home, slot: GridSlot(row: 0, column: column), in: Self.set)
    }

    @Test("reads the label, spoken text, link and hidden; nothing changed is no change")
    func reads() throws {
        let eat = try draft(0)
        #expect(eat.label == "eat" && eat.spokenText == "I want to eat" && eat.opens == .nothing && !eat.hidden && !eat.isNew)
        let food = try draft(1)
        #expect(food.opens == .board("food") && food.hidden)
        #expect(eat.change(from: eat) == nil)
        #expect(try draft(2).isNew)
    }

    @Test("only what changed is set: a label, a colour of the Fitzgerald key, shown again, a new board titled after the cell")
    func changes() throws {
        let original = try draft(1)
        var edited = original
        edited.label = " Snacks "
        edited.hidden = false
        edited.colour = .key(.things)
        edited.opens = .newBoard
        let change = try #require(edited.change(from: original))
        #expect(change.edit.label == .set("Snacks"))
        #expect(change.edit.hidden == false)
        #expect(change.edit.background == .set(FitzgeraldColour.things.background))
        #expect(change.edit.vocalization == nil && change.edit.link == nil && change.edit.picture == nil)
        #expect(change.newBoard == "Snacks")

        var spoken = try draft(0)
        spoken.spokenText = ""
        spoken.opens = .board("food")
        let second = try #require(spoken.change(from: try draft(0)))
        #expect(second.edit.vocalization == .remove && second.edit.link == .set("food") && second.edit.label == nil)
    }

    @Test("the level: read from the cell; a new level is set, Every level removes it, the same level is no change")
    func level() throws {
        var levelled = Self.set
        levelled.boards["home"]?.cells[0].level = 3
        let home = try #require(levelled.boards["home"])
        let original = CellDraft(board: home, slot: GridSlot(row: 0, column: 0), in: levelled)
        #expect(original.level == 3)
        var edited = original
        edited.level = 2
        #expect(edited.change(from: original)?.edit.level == .set(2))
        edited.level = nil
        #expect(edited.change(from: original)?.edit.level == .remove)
        edited.level = 3
        #expect(edited.change(from: original) == nil)
        #expect(try draft(1).level == nil)
    }

    @Test("a new cell sets its label; the key's colours are told apart again from a cell's colour")
    func newCellAndColours() throws {
        var new = try draft(2)
        new.label = "drink"
        #expect(new.change(from: try draft(2))?.edit.label == .set("drink"))
        for colour in FitzgeraldColour.allCases {
            #expect(FitzgeraldColour(matching: RGBAColor(parsing: colour.background)) == colour)
        }
    }

    @Test("a sound made or read is set; No sound removes only a sound the cell has; a picture file is set as it was made")
    func soundsAndPictureFiles() throws {
        let sound = CellSound(contentType: "audio/wav", bytes: [1, 2, 3], duration: 1.7, name: "recording.wav")
        var recorded = try draft(0)
        #expect(recorded.hasSound)
        recorded.sound = .made(sound)
        #expect(recorded.change(from: try draft(0))?.edit.sound == .set(sound))
        recorded.sound = .none
        #expect(recorded.change(from: try draft(0))?.edit.sound == .remove)
        var silent = try draft(1)
        silent.sound = .none
        #expect(silent.change(from: try draft(1)) == nil, "a cell without a sound has none to remove")

        let picture = CellPicture(contentType: "image/jpeg", bytes: [4, 5], width: 450, height: 600, name: "photo.jpg")
        var photo = try draft(1)
        photo.picture = .file(picture)
        let change = try #require(photo.change(from: try draft(1)))
        #expect(change.edit.picture == .set(picture) && change.picture == nil)
    }

    @Test("the label in the set's other languages: read from the board's strings; a changed label takes its translations along")
    func otherLanguages() throws {
        var home = try #require(Self.set.boards["home"])
        home.locale = "en"
        home.strings = ["es": ["eat": "comer"], "fr-CA": ["eat": "manger"]]
        let set = BoardSet(rootID: "home", boards: ["home": home, "food": Self.set.boards["food"]!], boardOrder: ["home", "food"])
        let original = CellDraft(board: home, slot: GridSlot(row: 0, column: 0), in: set)
        #expect(original.translations == [.init(language: "es", text: "comer"), .init(language: "fr-CA", text: "manger")])
        var edited = original
        edited.translations[0].text = "tengo hambre"
        #expect(edited.change(from: original)?.translations == ["es": "tengo hambre"])
        edited.label = "dinner"
        #expect(edited.change(from: original)?.translations == ["es": "tengo hambre", "fr-CA": "manger"])
    }

    @Test(
        "a translation is suggested only when it differs from what is typed by more than case, accents and spaces",
        arguments: [
            ("parar", "Parar", nil), ("café", "cafe ", nil), ("maçã", "MAÇÃ", nil), ("manzana", "", "manzana"),
            ("comer", "tengo hambre", "comer"),
        ] as [(String, String, String?)])
    func suggestion(word: String, typed: String, offered: String?) {
        #expect(CellDraft.suggestion(word, beside: typed) == offered)
        #expect(CellDraft.suggestion(nil, beside: typed) == nil)
    }
}
