import Foundation
import TalkGridTestSupport
import Testing

/// Mistakes a caregiver makes on the command line and files that cannot be written: each gives a
/// clear message and the right exit status, and leaves nothing half done.
@Suite("talkgrid usage mistakes and failures")
struct UsageAndFailureTests {
    static func talkgrid(_ arguments: [String]) throws -> TalkGridBinary.Run { try TalkGridBinary.run(arguments) }

    @Test("-h is help in every command; any other one-dash option is a usage error, never a file or a text")
    func shortOptions() throws {
        for command in [["say"], ["info"], ["new"], ["validate"], ["cell"], ["board"], ["export"], ["run"]] {
            let help = try Self.talkgrid(command + ["-h"])
            #expect(help.status == 0, "\(command): \(help.error)")
            #expect(help.output.contains("usage: talkgrid"), "\(command)")
        }
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let new = try TalkGridBinary.run(["new", "-x"], shellPrefix: "cd '\(folder.path)' &&")
        #expect(new.status == 2)
        #expect(new.error.contains("unknown option -x"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let said = try Self.talkgrid(["say", "--no-audio", "--", "-x marks the spot"])
        #expect(said.status == 0)
        #expect(said.output == "-x marks the spot\n")
    }

    @Test("a valued option given twice is a usage error naming both values, never the last one silently")
    func repeatedOption() throws {
        let run = try Self.talkgrid(["run", "--keys", "1", "--keys=2", "--no-audio", "--print-speech"])
        #expect(run.status == 2)
        #expect(run.error.contains("--keys is given twice ('1' and '2')"))
        #expect(run.output.isEmpty)
        let say = try Self.talkgrid(["say", "hola", "--lang", "es", "--no-audio", "--lang", "fr"])
        #expect(say.status == 2)
        #expect(say.error.contains("--lang is given twice"))
        // A repeated switch is harmless and still accepted.
        #expect(try Self.talkgrid(["say", "hola", "--no-audio", "--no-audio"]).status == 0)
    }

    @Test("say --wav in a language without a voice says so, names the voice used and still writes the file")
    func sayWAVWithoutVoice() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let wav = folder.appendingPathComponent("x.wav").path
        let say = try Self.talkgrid(["say", "hola", "--lang", "xx-YY", "--wav", wav])
        #expect(say.status == 0, "\(say.error)")
        #expect(say.error.contains("no voice for xx-YY, so the English voice (en) reads it"))
        #expect(say.output.contains("wrote \(wav)"))
        #expect(FileManager.default.fileExists(atPath: wav))
        let fine = try Self.talkgrid(["say", "hola", "--lang", "es", "--wav", wav, "--replace"])
        #expect(fine.status == 0 && fine.error.isEmpty)
    }

    @Test("an escape sequence hidden in a board's label never reaches the terminal; it is shown as \\u{1B}")
    func controlCharactersAreShown() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let board = folder.appendingPathComponent("odd.obf")
        let json =
            #"{"format": "open-board-0.1", "id": "b\u001b]0;pwned\u0007", "locale": "en", "buttons": [{"id": "1", "label": "x\u001b[2Jy"}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}}"#
        try Data(json.utf8).write(to: board)
        for command in [["validate", board.path], ["info", board.path], ["show", board.path]] {
            let run = try Self.talkgrid(command)
            #expect(!(run.output + run.error).unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(command)")
        }
        let validate = try Self.talkgrid(["validate", board.path])
        #expect((validate.output + validate.error).contains(#"x\u{1B}[2Jy"#))
    }

    @Test("an unknown --voice is refused before running, naming the voices there are")
    func unknownVoice() throws {
        let run = try Self.talkgrid(["run", "--voice", "nope", "--keys", "1", "--no-audio", "--print-speech"])
        #expect(run.status == 1)
        #expect(run.error.contains("there is no voice 'nope'; known: \"en-GB\", \"en-US\""))
        #expect(run.output.isEmpty)
        let near = try Self.talkgrid(["run", "--voice", "en-uss", "--keys", "1", "--no-audio", "--print-speech"])
        #expect(near.status == 1)
        #expect(near.error.contains("there is no voice 'en-uss'; did you mean \"en-US\""), "\(near.error)")
    }

    @Test("a board set name or board title cannot be empty")
    func emptyNames() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("mine").path
        #expect(try Self.talkgrid(["new", set, "--name", ""]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: set))
        #expect(try Self.talkgrid(["new", set, "--name", "Mine"]).status == 0)
        let add = try Self.talkgrid(["board", "add", set, "--id", "food", "--name", " "])
        #expect(add.status == 2)
        #expect(add.error.contains("--name needs"))
        #expect(!FileManager.default.fileExists(atPath: set + "/boards/food.obf"))
    }

    @Test("export and say --wav into a missing folder name that folder")
    func missingFolder() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let missing = folder.appendingPathComponent("missing").path
        let export = try Self.talkgrid(["export", "shipped:first-words", missing + "/out.obz"])
        #expect(export.status == 1)
        #expect(export.error.contains("there is no folder \(missing)"))
        let say = try Self.talkgrid(["say", "hello", "--wav", missing + "/hello.wav"])
        #expect(say.status == 1)
        #expect(say.error.contains("there is no folder \(missing)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("--speak-to next to a file with an absurd number writes 0001.wav instead of crashing")
    func speakToAbsurdNumber() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        _ = FileManager.default.createFile(atPath: folder.path + "/9223372036854775807.wav", contents: Data())
        let run = try Self.talkgrid(["run", "--keys", "1", "--no-audio", "--speak-to", folder.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/0001.wav"))
    }

    @Test("show draws a board of 10,000 cells within the width, quickly, in parts", .timeLimit(.minutes(1)))
    func showHugeBoard() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let ids = (0..<10_000).map { "\"c\($0)\"" }
        let order = (0..<100).map { row in "[" + ids[row * 100..<row * 100 + 100].joined(separator: ",") + "]" }
        let buttons = (0..<10_000).map { "{\"id\":\"c\($0)\",\"label\":\"w\($0)\"}" }
        let board = """
            {"format":"open-board-0.1","id":"big","locale":"en","name":"Big","buttons":[\(buttons.joined(separator: ","))],
            "grid":{"rows":100,"columns":100,"order":[\(order.joined(separator: ","))]}}
            """
        let path = folder.path + "/big.obf"
        try Data(board.utf8).write(to: URL(fileURLWithPath: path))
        let show = try Self.talkgrid(["show", path, "--width", "80"])
        #expect(show.status == 0, "\(show.error)")
        #expect(show.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
        // Too wide for whole labels: printed in parts as the zoom magnifies it, every word in them.
        #expect(show.output.contains("printed in parts"))
        #expect(["w0", "w5050", "w9999"].allSatisfy { show.output.contains(" \($0) ") })
    }
}
