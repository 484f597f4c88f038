import Foundation
import TalkGridTestSupport
import Testing

/// Words a caregiver can act on, through the real binary: what a slot's keys do after a cell is
/// replaced, boards named as shown, hints that name the set, a translation read twice, help
/// that says what is true, and one usage line for a small mistake.
@Suite("words a caregiver can act on")
struct CaregiverWordsTests {
    @Test("board add --link-from --replace says the keys now open the board, not that they say its name")
    func replacedSlotOpensBoard() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        // A second cell, so that the new cell at 2,1 gets another id than the one it replaces.
        #expect(try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "hello"]).status == 0)
        let run = try TalkGridBinary.run(["board", "add", set, "--id", "food", "--name", "Food", "--link-from", "home:2,1", "--replace"])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("now say \"Food\""), "\(run.output)")
        #expect(
            run.output.contains("The keys for 2,1 on board \"home\" now open board \"food\" (before: open board \"wants\")"),
            "\(run.output)")
    }

    @Test("a board named as shown (\"Home\", \"I want\") is found; an unknown one names the set in the hint")
    func boardsByName() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let byName = try TalkGridBinary.run(["cell", "set", set, "I want", "1,1", "--label", "more"])
        #expect(byName.status == 0, "\(byName.error)")
        let byCapital = try TalkGridBinary.run(["cell", "set", set, "Home", "1,1", "--label", "hello"])
        #expect(byCapital.status == 0, "\(byCapital.error)")
        let shown = try TalkGridBinary.run(["show", set, "--board", "I WANT", "--width", "60"])
        #expect(shown.status == 0 && shown.output.contains("more"), "\(shown.error)")
        let many = (1...13).map { "b\($0)" }
        for id in many { #expect(try TalkGridBinary.run(["board", "add", set, "--id", id, "--name", id.uppercased() + "x"]).status == 0) }
        let unknown = try TalkGridBinary.run(["cell", "set", set, "zzzzzz", "1,1", "--label", "x"])
        #expect(unknown.status == 1)
        #expect(unknown.error.contains("talkgrid info \(set) --boards"), "\(unknown.error)")
        #expect(!unknown.error.contains("SET"), "\(unknown.error)")
    }

    @Test("translate run twice says the translations are there already")
    func translateTwice() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let sheet = folder.appendingPathComponent("es.csv").path
        try Data("original,translation\nI want,Quiero\nHome,Inicio\n".utf8).write(to: URL(fileURLWithPath: sheet))
        let first = try TalkGridBinary.run(["translate", set, "es", sheet])
        // "I want" is a label on home and the name of board "wants"; "Home" is home's name: three texts.
        #expect(first.status == 0 && first.output.contains("Added 3 es translations"), "\(first.output)\(first.error)")
        let second = try TalkGridBinary.run(["translate", set, "es", sheet])
        #expect(second.output.contains("The 3 es translations are in the set already; nothing changed"), "\(second.output)\(second.error)")
        #expect(!second.output.contains("Added"), "\(second.output)")
    }

    @Test("cell set sam home 1 1 says to write 1,1, with the one usage line and where the help is")
    func slotInTwoWords() throws {
        let run = try TalkGridBinary.run(["cell", "set", "sam", "home", "1", "1", "--label", "hi"])
        #expect(run.status == 2)
        #expect(run.error.contains("\"1 1\" is two words: write a cell's place as one, ROW,COL: 1,1"), "\(run.error)")
        #expect(run.error.contains("usage: talkgrid cell set SET BOARD ROW,COL"), "\(run.error)")
        #expect(!run.error.contains("cell move") && !run.error.contains("cell remove"), "\(run.error)")
        #expect(run.error.contains("'talkgrid help cell' says more"), "\(run.error)")
        let board = try TalkGridBinary.run(["board", "rename", "sam"])
        #expect(board.status == 2 && board.error.contains("usage: talkgrid board rename SET OLD NEW"), "\(board.error)")
        #expect(!board.error.contains("board add"), "\(board.error)")
    }

    @Test("help says what is true: --image is a picture file, say speaks with natural voices too, run lists the window's options")
    func helpTexts() throws {
        let cell = try TalkGridBinary.run(["help", "cell"])
        #expect(!cell.output.contains("data URI"), "\(cell.output)")
        let say = try TalkGridBinary.run(["help", "say"])
        #expect(say.output.contains("natural voice"), "\(say.output)")
        let run = try TalkGridBinary.run(["help", "run"])
        let usage = run.output.components(separatedBy: "\n\n").first ?? ""
        #expect(usage.contains("--window") && usage.contains("--text-size") && usage.contains("--dwell"), "\(usage)")
    }
}
