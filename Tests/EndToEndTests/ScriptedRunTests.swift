import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridStore
import TalkGridTestSupport
import Testing

/// `talkgrid run --keys`: the session driven end to end through the real binary, in several languages.
@Suite("talkgrid run --keys")
struct ScriptedRunTests {
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> TalkGridBinary.Run {
        let home = try Fixtures.temporaryFolder("home")
        defer { Fixtures.removeTemporaryFolder(home) }
        return try TalkGridBinary.run(
            ["run"] + arguments, environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path].merging(environment) { $1 })
    }

    private func spoken(_ run: TalkGridBinary.Run) -> [String] {
        run.output.split(separator: "\n").filter { $0.hasPrefix("speak: ") }.map { String($0.dropFirst(7)) }
    }

    @Test("first words: I want -> drink, then Enter speaks the message")
    func english() throws {
        let result = try run(["--keys", "1 1 enter", "--no-audio", "--print-speech"])
        #expect(result.status == 0)
        #expect(spoken(result).last == "I want drink")
        #expect(result.output.contains("note: "))
    }

    @Test(
        "the same keys speak the translation in every shipped language",
        arguments: [("es", "Quiero"), ("pt", "Eu quero"), ("fr", "Je veux"), ("zh", "我要")])
    func languages(language: String, start: String) throws {
        let result = try run(["--keys", "1 1 enter", "--lang", language, "--no-audio", "--print-speech"])
        #expect(result.status == 0)
        let last = try #require(spoken(result).last)
        #expect(last.hasPrefix(start), "\(last)")
        if language == "zh" { #expect(!last.contains(" "), "Chinese is joined without spaces: \(last)") }
    }

    @Test("numpad keypad: the top-left cell is 7")
    func numpad() throws {
        let phone = try run(["--keys", "1 enter", "--no-audio", "--print-speech", "--speak-on-select", "off"])
        let numpad = try run(["--keys", "7 enter", "--no-audio", "--print-speech", "--speak-on-select", "off", "--keypad", "numpad"])
        #expect(spoken(phone) == spoken(numpad))
        #expect(!spoken(phone).isEmpty)
    }

    @Test("spelling on the core-words keyboard: ABC, h, i, Enter says the word 'hi'")
    func spelling() throws {
        // The key sequences come from the selection rule applied to the shipped boards, not hard-coded.
        let set = try #require(try ShippedContent.boardSet(named: "core-words"))
        let core = try #require(set.root)
        let keyboard = try #require(set.boards["keyboard"])
        func keys(_ label: String, on board: Board) throws -> [String] {
            let cell = try #require(board.cells.first { $0.label == label })
            return try #require(SelectionRule.keySequence(for: cell.id, on: board, layout: .grid, keypad: .phone)).map(\.token)
        }
        let script = try keys("ABC", on: core) + keys("h", on: keyboard) + keys("i", on: keyboard) + ["enter"]
        let result = try run([
            "shipped:core-words", "--keys", script.joined(separator: " "), "--no-audio", "--print-speech", "--speak-on-select", "off",
        ])
        #expect(result.status == 0)
        #expect(spoken(result).last == "hi", "\(result.output)")
    }

    @Test("an unknown key token is a usage error naming it; a broken board file exits 1")
    func errors() throws {
        let bad = try run(["--keys", "1 banana", "--no-audio"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("banana"))
        let notBoard = try run([Fixtures.obfGem("hash.json"), "--keys", "1", "--no-audio"])
        #expect(notBoard.status == 1)
        #expect(notBoard.error.contains("not a board"))
    }

    @Test("--speak-to writes every utterance as a numbered WAV file, without a sound card")
    func wavFiles() throws {
        let folder = try Fixtures.temporaryFolder("wav")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let result = try run(["--keys", "1 1 enter", "--no-audio", "--speak-to", folder.path, "--print-speech"])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".wav") }.sorted()
        #expect(files.count == spoken(result).count)
        let last = try Data(contentsOf: folder.appendingPathComponent(try #require(files.last)))
        #expect(last.prefix(4) == Data("RIFF".utf8))
        #expect(last.count > 22_050)  // the message lasts well over half a second of 16-bit audio
    }
}
