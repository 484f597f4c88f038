import Foundation
import TalkGridTestSupport
import Testing

/// The one rule every command that writes a file follows, through the real binary: nothing
/// inside a board set, a new file only with its kind's ending, an existing file only with
/// `--replace` and only when it is of the same kind; refused, the files stay byte for byte.
@Suite("a written file never lands on what the command did not make")
struct OutputFileRuleTests {
    /// A new set `kid` in a fresh folder, and the folder.
    static func caregiverSet() throws -> (folder: URL, set: String) {
        try OverwriteRefusalTests.caregiverSet()
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test("say --wav onto a set's board is refused, the board untouched, and the set still runs")
    func wavOntoBoard() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try OverwriteRefusalTests.snapshot(set)
        let refused = try TalkGridBinary.run(["say", "hi", "--wav", "kid/boards/home.obf"], shellPrefix: "cd '\(folder.path)' &&")
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "talkgrid say: not written: kid/boards/home.obf is inside the board set kid, which changes only through TalkGrid's own commands"
            ), "\(refused.error)")
        #expect(refused.error.contains("e.g. home.wav"))
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
        let forced = try TalkGridBinary.run(["say", "hi", "--wav", set + "/boards/home.obf", "--replace"])
        #expect(forced.status == 1 && forced.error.contains("is inside the board set"))
        #expect(try TalkGridBinary.run(["say", "hi", "--wav", set + "/new.wav"]).status == 1)
        #expect(try TalkGridBinary.run(["say", "hi", "--wav", set + "/.talkgrid/x.wav"]).status == 1)
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
        let run = try TalkGridBinary.run(["run", set, "--keys", "2 1", "--print-speech", "--no-audio"])
        #expect(run.status == 0, "\(run.error)")
    }

    @Test("say --wav over a filled-in spreadsheet is refused, even with --replace; a WAV is replaced only with --replace")
    func wavOverSpreadsheet() throws {
        let folder = try Fixtures.temporaryFolder("output-rule")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let sheet = folder.appendingPathComponent("es.csv").path
        let filled = Data("original,translation\nI want,Quiero\n".utf8)
        try filled.write(to: URL(fileURLWithPath: sheet))
        for extra in [[], ["--replace"]] {
            let refused = try TalkGridBinary.run(["say", "hi", "--wav", sheet] + extra)
            #expect(refused.status == 1)
            #expect(refused.error.contains("es.csv exists and is not a WAV sound, so it is not written over, even with --replace"))
            #expect(refused.error.contains("es.wav"))
            #expect(try Self.bytes(sheet) == filled)
        }
        let newSheet = folder.appendingPathComponent("fr.csv").path
        let wrongName = try TalkGridBinary.run(["say", "hi", "--wav", newSheet])
        #expect(wrongName.status == 1 && wrongName.error.contains("fr.csv does not end in .wav, and this writes a WAV sound: name it"))
        #expect(!FileManager.default.fileExists(atPath: newSheet))

        let wav = folder.appendingPathComponent("hi.wav").path
        #expect(try TalkGridBinary.run(["say", "hi", "--wav", wav]).status == 0)
        let first = try Self.bytes(wav)
        let again = try TalkGridBinary.run(["say", "hello there", "--wav", wav])
        #expect(again.status == 1 && again.error.contains("hi.wav exists; add --replace to write over it"))
        #expect(try Self.bytes(wav) == first)
        #expect(try TalkGridBinary.run(["say", "hello there", "--wav", wav, "--replace"]).status == 0)
        #expect(try Self.bytes(wav) != first)
        // Named .wav but holding something else: never written over.
        let notes = folder.appendingPathComponent("notes.wav").path
        try filled.write(to: URL(fileURLWithPath: notes))
        let fake = try TalkGridBinary.run(["say", "hi", "--wav", notes, "--replace"])
        #expect(fake.status == 1 && fake.error.contains("notes.wav exists and is not a WAV sound") && fake.error.contains("notes-2.wav"))
        #expect(try Self.bytes(notes) == filled)
    }

    @Test("print sam sam.png writes no PDF named .png; it names sam.pdf")
    func printNeedsPDFName() throws {
        let folder = try Fixtures.temporaryFolder("output-rule")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let refused = try TalkGridBinary.run(["print", "shipped:core-words", "sam.png"], shellPrefix: "cd '\(folder.path)' &&")
        #expect(refused.status == 1)
        #expect(refused.error.contains("talkgrid print: not written: sam.png does not end in .pdf, and this writes a PDF: name it sam.pdf"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let picture = folder.appendingPathComponent("photo.png").path
        let png = Data(Fixtures.picture("apple.png"))
        try png.write(to: URL(fileURLWithPath: picture))
        let over = try TalkGridBinary.run(["print", "shipped:core-words", picture, "--replace"])
        #expect(over.status == 1 && over.error.contains("photo.png exists and is not a PDF"))
        #expect(try Self.bytes(picture) == png)
    }

    @Test("export, print, translate --template and run --speak-to never write inside a set")
    func nothingInsideASet() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try OverwriteRefusalTests.snapshot(set)
        let runs: [[String]] = [
            ["export", set, set + "/kid.obz"],
            ["export", set, set, "--replace"],
            ["print", set, set + "/images/kid.pdf"],
            ["translate", set, "es", "--template", set + "/boards/es.csv"],
            ["run", set, "--keys", "2 1", "--no-audio", "--speak-to", set + "/sounds"],
        ]
        for arguments in runs {
            let refused = try TalkGridBinary.run(arguments)
            #expect(refused.status == 1, "\(arguments)")
            #expect(refused.error.contains("is inside the board set \(set)"), "\(arguments): \(refused.error)")
            #expect(refused.error.contains("write outside the set, e.g. \(folder.path)/"), "\(arguments): \(refused.error)")
        }
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
        let outside = folder.appendingPathComponent("kid.obz").path
        #expect(try TalkGridBinary.run(["export", set, outside]).status == 0)
    }

    @Test("a symbolic link into a set is inside the set")
    func linkIntoSet() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let link = folder.appendingPathComponent("shortcut").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: set + "/boards")
        let before = try OverwriteRefusalTests.snapshot(set)
        let refused = try TalkGridBinary.run(["say", "hi", "--wav", link + "/hi.wav"])
        #expect(refused.status == 1 && refused.error.contains("is inside the board set"), "\(refused.error)")
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
    }
}
