import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid print` as a caregiver runs it: the PDF written whole, nothing overwritten unasked,
/// nothing partial left when the output cannot be written.
@Suite("talkgrid print")
struct PrintCommandTests {
    @Test("prints the shipped boards, refuses to overwrite without --replace, never replaces what is not a PDF")
    func printAndRefusals() throws {
        let folder = try Fixtures.temporaryFolder("print-command")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let pdf = folder.appendingPathComponent("core.pdf").path
        let printed = try TalkGridBinary.run(["print", "shipped:core-words", pdf, "--keys", "on", "--paper", "letter"])
        #expect(printed.status == 0, "\(printed.error)")
        #expect(printed.output.contains("Printed 2 boards to"))
        #expect(!printed.error.contains("board 1 of 2"))  // no progress line when standard error is not a terminal
        let first = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(first.starts(with: Array("%PDF".utf8)))

        let again = try TalkGridBinary.run(["print", "shipped:core-words", pdf, "--board", "keyboard"])
        #expect(again.status == 1)
        #expect(again.error.contains("exists; add --replace"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)) == first)
        #expect(try TalkGridBinary.run(["print", "shipped:core-words", pdf, "--board", "keyboard", "--replace"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)) != first)

        let notes = folder.appendingPathComponent("notes.txt").path
        let text = Data("keep me\n".utf8)
        try text.write(to: URL(fileURLWithPath: notes))
        let refused = try TalkGridBinary.run(["print", "shipped:core-words", notes, "--replace"])
        #expect(refused.status == 1 && refused.error.contains("notes.txt exists and is not a PDF, so it is not written over"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: notes)) == text)
    }

    @Test("an unwritable place says so and leaves nothing behind; a wrong option is a usage error")
    func unwritable() throws {
        let folder = try Fixtures.temporaryFolder("print-command")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let missing = folder.appendingPathComponent("no/such/folder/out.pdf").path
        let run = try TalkGridBinary.run(["print", "shipped:core-words", missing])
        #expect(run.status == 1 && run.error.contains("talkgrid print: not written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let usage = try TalkGridBinary.run(["print", "shipped:core-words", folder.appendingPathComponent("x.pdf").path, "--paper", "a3"])
        #expect(usage.status == 2 && usage.error.contains("--paper takes a4 or letter, not \"a3\""))
        let unknown = try TalkGridBinary.run([
            "print", "shipped:core-words", folder.appendingPathComponent("x.pdf").path, "--board", "nope",
        ])
        #expect(unknown.status == 1 && unknown.error.contains("no board \"nope\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
