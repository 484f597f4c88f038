import TalkGridRun
import TalkGridShipped
import TalkGridStore
import Testing

@testable import TalkGrid

@Suite("Key script")
struct KeyScriptTests {
    @Test("every token reads as its key, and writes back the same")
    func tokens() throws {
        let script = "0 1 2 3 4 5 6 7 8 9 enter . * + - / up down left right"
        let inputs = try KeyScript.parse(script)
        #expect(inputs.count == 20)
        let keys: [Key] = inputs.compactMap { if case .key(let key) = $0 { key } else { nil } }
        #expect(keys.map(\.token).joined(separator: " ") == script)
        #expect(keys[0] == .digit(0) && keys[10] == .enter && keys[11] == .delete && keys[12] == .clear)
        #expect(keys[13] == .nextPage && keys[14] == .previousPage && keys[15] == .menu)
    }

    @Test("space is the Next switch's key and tick one auto-scan pace period")
    func scanTokens() throws {
        #expect(try KeyScript.parse("space tick Tick") == [.key(.space), .tick, .tick])
        #expect(Key.space.token == "space" && Key(token: "space") == .space)
    }

    @Test("spaces of any kind separate tokens; case does not matter; empty is no keys")
    func separators() throws {
        #expect(try KeyScript.parse("  1\t ENTER\n2 ") == [.key(.digit(1)), .key(.enter), .key(.digit(2))])
        #expect(try KeyScript.parse("").isEmpty)
    }

    @Test("unknown tokens are errors naming them", arguments: ["10", "a", "Enter2", "-1", "**"])
    func unknown(token: String) {
        #expect(throws: KeyScriptError.unknownToken(token)) { try KeyScript.parse("1 \(token)") }
        #expect(KeyScriptError.unknownToken(token).description.contains("\"\(token)\""))
    }

    @Test("a scripted run stops at quit")
    func stopsAtQuit() throws {
        let board = SessionTestBoards.board([["hi"]])
        var run = ScriptedRun(session: try SessionTestBoards.session(board))
        let lines = run.run(try KeyScript.parse("/ 9 1 1 enter"))
        #expect(run.didQuit)
        #expect(lines == ["note: Menu", "note: Quit TalkGrid?", "note: Really quit? The board closes"])
        #expect(run.session.message.isEmpty)
    }
}
