import TalkGridRun
import Testing

@testable import TalkGrid

/// A set with cells that do several things, as real Grid 3 and AsTeRICS sets have them.
///
/// home: apple, "I want" (clears and opens want), hello ("hello there" and speak), say-clear
/// (speak, then clear), wipe (only clears), start over (clears and goes home), lost (clears and
/// opens a board the set lacks), magic (an unknown action, then opens want), back-want (:back,
/// then opens want). want: cake, juice.
private enum Fixture {
    static let home = SessionTestBoards.board([
        ["apple", "I want", "hello"], ["say-clear", "wipe", "start over"], ["lost", "magic", "back-want"],
    ]) { cells in
        func edit(_ id: String, _ change: (inout Cell) -> Void) { change(&cells[cells.firstIndex { $0.id == id }!]) }
        edit("I want") {
            $0.actions = [.clear]
            $0.link = BoardLink(id: "want")
        }
        edit("hello") {
            $0.vocalization = "hello there"
            $0.actions = [.speak]
        }
        edit("say-clear") { $0.actions = [.speak, .clear] }
        edit("wipe") { $0.actions = [.clear] }
        edit("start over") { $0.actions = [.clear, .home] }
        edit("lost") {
            $0.actions = [.clear]
            $0.link = BoardLink(id: "nowhere", name: "Toys")
        }
        edit("magic") {
            $0.actions = [.unknown(":ext_app_magic")]
            $0.link = BoardLink(id: "want")
        }
        edit("back-want") {
            $0.actions = [.back]
            $0.link = BoardLink(id: "want")
        }
    }
    static let want = SessionTestBoards.board(id: "want", name: "I want", [["cake", "juice"]])

    static func session(_ settings: SessionSettings = SessionSettings(speakOnSelect: false)) throws -> Session {
        try SessionTestBoards.session(home, want, settings: settings)
    }

    static func cell(_ id: String) -> Cell { home.cells.first { $0.id == id }! }
}

@Suite("Cells with several actions")
struct PickStepTests {
    @Test("the steps: actions in order, the word before a :speak (else after), the link last; a lone clear asks")
    func steps() {
        #expect(PickStep.steps(of: Fixture.cell("apple")) == [.word])
        #expect(PickStep.steps(of: Fixture.cell("I want")) == [.action(.clear), .open(BoardLink(id: "want"))])
        #expect(PickStep.steps(of: Fixture.cell("hello")) == [.word, .action(.speak)])
        #expect(PickStep.steps(of: Fixture.cell("say-clear")) == [.action(.speak), .action(.clear)])
        #expect(PickStep.steps(of: Fixture.cell("wipe")) == [.askToClear])
        var wantWithWord = Fixture.cell("I want")
        wantWithWord.vocalization = "I want"
        #expect(PickStep.steps(of: wantWithWord) == [.action(.clear), .word, .open(BoardLink(id: "want"))])
        #expect(PickStep.steps(of: wantWithWord, folderWords: .never) == [.action(.clear), .open(BoardLink(id: "want"))])
        var suffix = Cell(id: "s", label: "+s", vocalization: "s", actions: [.append("s")])
        #expect(PickStep.steps(of: suffix) == [.action(.append("s"))], "a suffix adds what it appends, not a word too")
        suffix.link = BoardLink(id: "want")
        #expect(PickStep.steps(of: suffix, folderWords: .always) == [.action(.append("s")), .open(BoardLink(id: "want"))])
    }

    @Test("a folder that clears clears without asking and opens its board; the menu brings the message back")
    func folderThatClears() throws {
        var session = try Fixture.session()
        _ = try session.press("1")
        #expect(try session.press("2") == ["note: Opened I want; the message was cleared, the menu can bring it back"])
        #expect(session.mode == .board && session.boardStack == ["home", "want"])
        #expect(session.message.isEmpty && session.lastClearedMessage?.text == "apple")
        _ = try session.press("1")
        #expect(session.message.text == "cake")
        #expect(session.reduce(.restoreClearedMessage).announcements.map { english($0.text) } == ["Brought back the cleared message"])
        #expect(session.message.text == "apple")
    }

    @Test("on an empty message the folder only opens: no question, no notice about clearing")
    func folderThatClearsEmpty() throws {
        var session = try Fixture.session()
        #expect(try session.press("2") == ["note: Opened I want"])
        #expect(session.lastClearedMessage == nil)
    }

    @Test("a cell with a word and :speak says the message with the word in it, once")
    func wordThenSpeak() throws {
        var session = try Fixture.session(SessionSettings(speakOnSelect: true))
        #expect(try session.press("1 3") == ["speak: apple", "speak: apple hello there"])
        #expect(session.message.text == "apple hello")
    }

    @Test("speak, then clear: the message is said whole, then cleared without asking and without a notice that would cut it off")
    func speakThenClear() throws {
        var session = try Fixture.session()
        _ = try session.press("1")
        let effects = try session.effects("4")
        #expect(effects.withoutRecords == [.speak(Utterance(text: "apple", language: "en"))])
        #expect(effects.records.map(\.action) == [.pick, .said, .clear])
        #expect(session.message.isEmpty && session.mode == .board && session.lastClearedMessage?.text == "apple")
    }

    @Test("a cell that only clears still asks first, like *")
    func loneClear() throws {
        var session = try Fixture.session()
        _ = try session.press("1")
        #expect(try session.press("5") == ["note: Clear the message?"])
        #expect(session.mode == .confirmingClear && session.message.text == "apple")
    }

    @Test("clear, then home: both run; the notice says the message can come back")
    func clearThenHome() throws {
        var session = try Fixture.session()
        _ = try session.press("2 0 1")
        #expect(
            try session.press("6") == [
                "note: Opened Home", "note: Message cleared; the menu can bring it back",
            ])
        #expect(session.boardStack == ["home"] && session.message.isEmpty)
    }

    @Test("a link to a missing board: the clear is done and said, then the missing board, and the person stays")
    func clearThenMissingBoard() throws {
        var session = try Fixture.session()
        _ = try session.press("1")
        #expect(
            try session.press("7") == [
                "note: Message cleared; the menu can bring it back", "note: The board Toys is not in this set",
            ])
        #expect(session.boardStack == ["home"] && session.lastClearedMessage?.text == "apple")
    }

    @Test("an unknown action is said and the link still opens; :back before a link changes only the way back")
    func unknownAndBack() throws {
        var session = try Fixture.session()
        #expect(
            try session.press("8") == [
                "note: TalkGrid does not support the action :ext_app_magic (on magic)", "note: Opened I want",
            ])
        #expect(session.boardStack == ["home", "want"])
        var other = try Fixture.session()
        #expect(try other.press("9") == ["note: This is the first board", "note: Opened I want"])
        #expect(other.boardStack == ["home", "want"])
    }

    @Test("scanning: selecting the folder that clears does what its key does, and the highlight starts on its board")
    func scanning() throws {
        var session = try Fixture.session(SessionSettings(speakOnSelect: false, access: .stepScan))
        _ = session.reduce(.key(.digit(1)))
        // Items: the message bar (apple is in the message), apple, I want, hello, ...: Next twice, then Select.
        _ = session.reduce(.key(.space))
        _ = session.reduce(.key(.space))
        let effects = session.reduce(.key(.enter))
        #expect(
            effects.announcements.map { english($0.text) } == ["Opened I want; the message was cleared, the menu can bring it back"])
        #expect(session.boardStack == ["home", "want"] && session.message.isEmpty && session.scan.index == 0)
    }

    @Test("the screen marks the folder that clears as a folder, on the board and on paper")
    func screen() throws {
        let session = try Fixture.session()
        let shown = ScreenModel(session: session).cells.first { $0.id == "I want" }
        #expect(shown?.opensBoard == true)
        #expect(ScreenModel(session: session).cells.first { $0.id == "wipe" }?.opensBoard == false)
        let paper = ScreenModel(printing: Fixture.home)
        #expect(paper.cells.first { $0.id == "I want" }?.opensBoard == true)
    }

    @Test("effort counts the words behind the folder that clears, and the word of a cell that speaks")
    func effort() {
        let report = EffortReport(boardSet: SessionTestBoards.set(Fixture.home, Fixture.want))
        #expect(report.unreachableBoardIDs.isEmpty)
        let byWord = Dictionary(uniqueKeysWithValues: report.words.map { ($0.word, $0) })
        #expect(byWord["cake"]?.keys == 2 && byWord["cake"]?.keySequence == [.digit(2), .digit(1)])
        #expect(byWord["hello there"]?.keys == 1)
        #expect(byWord["I want"] == nil, "a folder without a vocalization adds no word")
    }
}
