import TalkGridRun
import TalkGridShipped
import TalkGridStore
import Testing

@testable import TalkGrid

/// Scripted runs on the shipped boards, in several languages: what `talkgrid run --keys` prints.
@Suite("Scripted runs on the shipped boards")
struct ShippedScriptTests {
    private func run(_ set: String, _ keys: String, _ settings: SessionSettings = SessionSettings()) throws -> [String] {
        var run = ScriptedRun(
            session: try Session(boardSet: BoardSetKeySequenceTests.shipped(set), settings: settings))
        return run.run(try KeyScript.parse(keys))
    }

    @Test("first words: I want, drink, speak (English, phone keys, speak-on-select)")
    func english() throws {
        #expect(
            try run("first-words", "1 1 enter") == [
                "speak: I want", "note: Opened I want", "speak: drink", "speak: I want drink",
            ])
    }

    @Test(
        "the same keys in other languages speak the translation",
        arguments: [("es", "Quiero beber"), ("fr", "Je veux boire"), ("zh", "我要喝"), ("pt-BR", "Eu quero beber")])
    func translated(language: String, expected: String) throws {
        let lines = try run("first-words", "1 1 enter", SessionSettings(language: language, speakOnSelect: false))
        #expect(lines.last == "speak: \(expected)")
    }

    @Test("numpad keys: the same cell is under 7")
    func numpad() throws {
        #expect(
            try run("first-words", "7 enter", SessionSettings(keypad: .numpad, speakOnSelect: false)).suffix(2) == [
                "note: Opened I want", "speak: I want",
            ])
    }

    @Test("rows layout: Food and drink is the fourth row, Drinks its first")
    func rows() throws {
        let lines = try run("first-words", "4 1 3 enter", SessionSettings(layout: .rows, speakOnSelect: false))
        #expect(lines == ["note: Opened Food and drink", "note: Opened Drinks", "speak: juice"])
    }

    @Test("core words: zoom to a word on the 6 x 6 board; spell on the keyboard")
    func coreWords() throws {
        let core = try BoardSetKeySequenceTests.shipped("core-words")
        let keyboard = try #require(core.boards.values.first { $0.name == "Keyboard" })
        func keys(_ label: String, on board: Board) throws -> String {
            let cell = try #require(board.cells.first { $0.label == label })
            let sequence = try #require(
                SelectionRule.keySequence(for: cell.id, on: board, layout: .grid, keypad: .phone))
            return sequence.map(\.token).joined(separator: " ")
        }
        let root = try #require(core.root)
        let script = [
            try keys("I", on: root), try keys("like", on: root), try keys("ABC", on: root), try keys("c", on: keyboard),
            try keys("a", on: keyboard), try keys("t", on: keyboard), try keys("?", on: keyboard), "enter",
        ].joined(separator: " ")
        let lines = try run("core-words", script, SessionSettings(speakOnSelect: false))
        #expect(lines == ["note: Opened Keyboard", "speak: I like cat?"])
    }

    @Test("an unknown token is an error naming it")
    func unknownToken() {
        #expect(throws: KeyScriptError.unknownToken("jump")) { try KeyScript.parse("1 jump 2") }
    }
}
