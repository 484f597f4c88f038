import Foundation
import TalkGridTestSupport
import Testing

/// A caregiver's session with mistakes taken back: every change undone in turn, the files
/// byte for byte as they were before it.
@Suite("a caregiver's session: undo and history")
struct UndoSessionTests {
    @Test("cell, board, translate and remove are each undone, newest first, back to the new set's bytes")
    func undoEveryChange() throws {
        let folder = try Fixtures.temporaryFolder("undo")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        let csv = folder.appendingPathComponent("es.csv").path
        try Data("Home,Inicio\nI want,Quiero\n".utf8).write(to: URL(fileURLWithPath: csv))
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid"]).status == 0)
        var states = [try OverwriteRefusalTests.snapshot(set)]
        for arguments in [
            ["cell", "set", set, "home", "2,1", "--label", "I want", "--glyph", "🙋"],
            ["board", "add", set, "--id", "food", "--name", "Food", "--link-from", "home:1,1"],
            ["translate", set, "es", csv],
            ["cell", "remove", set, "home", "2,1", "--yes", "--yes"],
            ["board", "remove", set, "food", "--yes", "--yes"],
        ] {
            let run = try TalkGridBinary.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
            states.append(try OverwriteRefusalTests.snapshot(set))
            #expect(states[states.count - 1] != states[states.count - 2], "\(arguments) changed nothing")
        }
        let history = try TalkGridBinary.run(["history", set])
        #expect(history.output.split(separator: "\n").count == 6, "\(history.output)")
        #expect(history.output.contains("Created board set \"Kid\""))
        #expect(history.output.contains("Removed board \"food\""))
        let archive = folder.appendingPathComponent("kid.obz").path
        #expect(try TalkGridBinary.run(["export", set, archive]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)).range(of: Data(".talkgrid".utf8)) == nil)
        for expected in states.dropLast().reversed() {
            let undo = try TalkGridBinary.run(["undo", set])
            #expect(undo.status == 0, "\(undo.error)")
            #expect(try OverwriteRefusalTests.snapshot(set) == expected)
        }
        let last = try TalkGridBinary.run(["undo", set])
        #expect(last.status == 1)
        #expect(last.error.contains("how the set was made"))
        #expect(try TalkGridBinary.run(["validate", set, "--strict"]).status == 0)
    }

    @Test("undo does not throw away a hand edit made after the change, unless --force")
    func handEdit() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        #expect(try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "Yes"]).status == 0)
        let file = set + "/boards/home.obf"
        let edited = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"Yes\"", with: "\"Yes!\"")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try TalkGridBinary.run(["undo", set])
        #expect(refused.status == 1)
        #expect(refused.error.contains("boards/home.obf changed after the last change"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == edited)
        #expect(try TalkGridBinary.run(["undo", set, "--force"]).status == 0)
        #expect(try !String(contentsOfFile: file, encoding: .utf8).contains("Yes"))
    }
}
