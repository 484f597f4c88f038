import Foundation
import TalkGridTestSupport
import Testing

/// The child always has a board: a board written over (a WAV), broken by one curly quote or gone
/// is shown as TalkGrid saved it last, read-only, with a notice naming the file and
/// `talkgrid recover`, which puts it back as one change `undo` takes back. And one set has one
/// history, whatever path inside it a command is given.
@Suite("the child always has a board; one set, one history")
struct RecoverTests {
    /// A set whose home board says "Hello" at 1,1 and opens "food" from 1,2; and a home folder for the run.
    static func caregiverSet() throws -> (folder: URL, set: String, home: [String: String]) {
        let folder = try Fixtures.temporaryFolder("recover")
        let set = folder.appendingPathComponent("kid").path
        for arguments in [
            ["new", set, "--name", "Kid"],
            ["cell", "set", set, "home", "1,1", "--label", "Hello", "--glyph", "👋"],
            ["board", "add", set, "--id", "food", "--name", "Food", "--glyph", "🍎", "--link-from", "home:1,2"],
            ["cell", "set", set, "food", "1,1", "--label", "Apple", "--glyph", "🍎"],
        ] {
            let run = try TalkGridBinary.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
        let home = folder.appendingPathComponent("home").path
        return (folder, set, ["HOME": home, "XDG_CONFIG_HOME": home])
    }

    static func runKeys(_ set: String, _ keys: String, _ home: [String: String]) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(["run", set, "--keys", keys, "--no-audio", "--print-speech", "--no-history"], environment: home)
    }

    @Test("a WAV written over the root: run opens its saved version with a notice; recover puts it back; undo takes that back")
    func wavOverRoot() throws {
        let (folder, set, home) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let board = set + "/boards/home.obf"
        let saved = try Data(contentsOf: URL(fileURLWithPath: board))
        var wav = Data("RIFF".utf8) + Data([36, 0, 0, 0]) + Data("WAVEfmt ".utf8)
        wav += Data(repeating: 0, count: 28)
        try wav.write(to: URL(fileURLWithPath: board))

        let run = try Self.runKeys(set, "1 enter", home)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("speak: Hello"), "\(run.output)")
        #expect(
            run.error.contains("board \"home\" cannot be read, so the version TalkGrid saved last is shown (read-only)"), "\(run.error)")
        #expect(run.error.contains("'talkgrid recover \(set)' puts it back") && run.error.contains("boards/home.obf"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == wav, "run writes nothing")

        let history = try TalkGridBinary.run(["history", set])
        #expect(history.status == 0, "\(history.error)")
        #expect(history.output.contains("Apple"), "\(history.output)")
        for arguments in [["undo", set], ["undo", set, "--force"], ["redo", set]] {
            let refused = try TalkGridBinary.run(arguments)
            #expect(refused.status == 1)
            #expect(refused.error.contains("'talkgrid recover \(set)' puts back the version TalkGrid saved last"), "\(refused.error)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == wav)
        }

        let recovered = try TalkGridBinary.run(["recover", set])
        #expect(recovered.status == 0, "\(recovered.error)")
        #expect(recovered.output.contains("Put back boards/home.obf as TalkGrid saved it last"), "\(recovered.output)")
        #expect(recovered.output.contains("'talkgrid undo \(set)' takes it back"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == saved)
        #expect(try TalkGridBinary.run(["history", set]).output.contains("Put back boards/home.obf"))
        let again = try TalkGridBinary.run(["recover", set])
        #expect(again.status == 0 && again.output.contains("Nothing to recover: every board of \(set) can be read."), "\(again.output)")

        let validated = try TalkGridBinary.run(["validate", set])
        #expect(validated.status == 0, "\(validated.output)\(validated.error)")
        let undone = try TalkGridBinary.run(["undo", set])
        #expect(undone.status == 0, "\(undone.error)")
        #expect(undone.output.contains("Put back boards/home.obf"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: board)) == wav, "undo takes the recovery back, byte for byte")
        #expect(try TalkGridBinary.run(["redo", set]).status == 1, "redo on the damaged set refers to recover again")
    }

    @Test("one curly quote in a board: run shows the saved board, recover FILE puts back only that file, undo takes it back")
    func curlyQuote() throws {
        let (folder, set, home) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let food = set + "/boards/food.obf"
        let saved = try String(contentsOfFile: food, encoding: .utf8)
        let broken = try #require(saved.range(of: "\"Apple\"")).lowerBound
        var text = saved
        text.replaceSubrange(broken...broken, with: "\u{201C}")
        try text.write(toFile: food, atomically: true, encoding: .utf8)

        let run = try Self.runKeys(set, "2 1 enter", home)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("speak: Apple"), "the saved food board opens from home: \(run.output)")
        #expect(run.error.contains("board \"food\" cannot be read, so the version TalkGrid saved last is shown"), "\(run.error)")

        let recovered = try TalkGridBinary.run(["recover", set, "boards/food.obf"])
        #expect(recovered.status == 0, "\(recovered.error)")
        #expect(try String(contentsOfFile: food, encoding: .utf8) == saved)
        let undone = try TalkGridBinary.run(["undo", set])
        #expect(undone.status == 0, "\(undone.error)")
        #expect(try String(contentsOfFile: food, encoding: .utf8) == text, "undo takes the recovery back")
        let notBoard = try TalkGridBinary.run(["recover", set, "images/x.png"])
        #expect(notBoard.status == 1 && notBoard.error.contains("board files (.obf) and manifest.json"), "\(notBoard.error)")
    }

    @Test("a damaged root with no saved version: the first board that reads opens; the rest of the set runs")
    func rootWithoutSavedVersion() throws {
        let (folder, set, home) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        try FileManager.default.removeItem(atPath: set + "/.talkgrid")  // made before TalkGrid kept versions
        try FileManager.default.removeItem(atPath: set + "/boards/home.obf")
        let run = try Self.runKeys(set, "1 enter", home)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("speak: Apple"), "the food board opens instead: \(run.output)")
        #expect(run.error.contains("board \"home\" cannot be read, the other boards work"), "\(run.error)")
        let recovered = try TalkGridBinary.run(["recover", set])
        #expect(recovered.status == 1)
        #expect(
            recovered.error.contains("boards/home.obf cannot be read and the history of \(set) keeps no version of it"),
            "\(recovered.error)")
    }

    @Test("a command given a board file or folder inside a set works on that set and its one history")
    func pathInsideSet() throws {
        let (folder, set, _) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let edited = try TalkGridBinary.run(["cell", "set", set + "/boards/home.obf", "home", "2,2", "--label", "hi"])
        #expect(edited.status == 0, "\(edited.error)")
        #expect(edited.error.contains("\(set)/boards/home.obf is inside the board set \(set): working on that set and its history."))
        #expect(!FileManager.default.fileExists(atPath: set + "/boards/.talkgrid"), "no second history")
        let history = try TalkGridBinary.run(["history", set + "/boards"])
        #expect(history.status == 0 && history.output.contains("hi"), "\(history.output)\(history.error)")
        let undone = try TalkGridBinary.run(["undo", set])
        #expect(undone.status == 0, "\(undone.error)")
        #expect(undone.output.contains("hi"), "\(undone.output)")

        // A second history an older TalkGrid started inside the set is not a stray file, nor exported.
        try FileManager.default.createDirectory(atPath: set + "/boards/.talkgrid/history", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: set + "/boards/.talkgrid/history/000001.step"))
        let validated = try TalkGridBinary.run(["validate", set])
        #expect(validated.status == 0 && !(validated.output + validated.error).contains(".talkgrid"), "\(validated.output)")
        let info = try TalkGridBinary.run(["info", set])
        #expect(!(info.output + info.error).contains(".talkgrid"), "\(info.output)")
        let archive = folder.appendingPathComponent("kid.obz").path
        let exported = try TalkGridBinary.run(["export", set, archive])
        #expect(exported.status == 0, "\(exported.error)")
        let listing = try ChildProcess.run(["unzip", "-l", archive])
        #expect(!listing.output.contains(".talkgrid"), "\(listing.output)")
    }
}
