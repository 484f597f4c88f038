import Foundation
import TalkGridTestSupport
import Testing

/// The mistakes a caregiver makes while building a set, each either refused with a clear
/// message (the files byte for byte as they were) or done as asked.
@Suite("a caregiver's session: nothing is overwritten unasked")
struct OverwriteRefusalTests {
    /// A new set with "I want" at 2,1 of home, which opens board "wants".
    static func caregiverSet() throws -> (folder: URL, set: String) {
        let folder = try Fixtures.temporaryFolder("overwrite")
        let set = folder.appendingPathComponent("kid").path
        for arguments in [
            ["new", set, "--name", "Kid"],
            ["board", "add", set, "--id", "wants", "--name", "I want", "--link-from", "home:2,1"],
        ] {
            let run = try TalkGridBinary.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
        return (folder, set)
    }

    /// Every file of the set and its bytes (TalkGrid's own `.talkgrid` folder left out).
    static func snapshot(_ set: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: set)
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasPrefix(".talkgrid") { continue }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: set + "/" + entry, isDirectory: &isFolder)
            if !isFolder.boolValue { files[entry] = try Data(contentsOf: URL(fileURLWithPath: set + "/" + entry)) }
        }
        return files
    }

    @Test("board add --link-from on a slot that holds a cell names the cell and changes nothing; --replace replaces it")
    func linkFromOccupiedSlot() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try Self.snapshot(set)
        let refused = try TalkGridBinary.run(["board", "add", set, "--id", "drinks", "--name", "Drinks", "--link-from", "home:2,1"])
        #expect(refused.status == 1)
        #expect(refused.error.contains("row 2, column 1 of board \"home\" already holds \"I want\" (it opens board \"wants\")"))
        #expect(refused.error.contains("--replace"))
        #expect(try Self.snapshot(set) == before)
        let replaced = try TalkGridBinary.run(
            ["board", "add", set, "--id", "drinks", "--name", "Drinks", "--link-from", "home:2,1", "--replace"])
        #expect(replaced.status == 0, "\(replaced.error)")
        #expect(replaced.output.contains("it replaces \"I want\""))
        let shown = try TalkGridBinary.run(["show", set, "--width", "60"])
        #expect(shown.output.contains("Drinks"))
        #expect(!shown.output.contains("I want"))
    }

    @Test("cell set --link on a cell that opens another board is refused; editing a label says what it was")
    func repointAndRelabel() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        #expect(try TalkGridBinary.run(["board", "add", set, "--id", "food", "--name", "Food"]).status == 0)
        let before = try Self.snapshot(set)
        let refused = try TalkGridBinary.run(["cell", "set", set, "home", "2,1", "--link", "food"])
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "\"I want\" at row 2, column 1 of board \"home\" already opens board \"wants\", and no other cell opens it; add --replace"))
        #expect(try Self.snapshot(set) == before)
        let relabel = try TalkGridBinary.run(["cell", "set", set, "home", "2,1", "--label", "dog"])
        #expect(relabel.status == 0, "\(relabel.error)")
        #expect(relabel.output.contains("label: I want → dog"))
        let after = try Self.snapshot(set)
        #expect(after.keys == before.keys)
        #expect(after["boards/home.obf"] != before["boards/home.obf"])
        #expect(after["boards/wants.obf"] == before["boards/wants.obf"])
    }

    @Test("export writes only to a new path or over an .obz with --replace")
    func exportRefusals() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let victim = folder.appendingPathComponent("victim.csv").path
        let csv = Data("name,phone\nAnn,123\n".utf8)
        try csv.write(to: URL(fileURLWithPath: victim))
        let refused = try TalkGridBinary.run(["export", set, victim, "--replace", "--force"])
        #expect(refused.status == 1)
        #expect(refused.error.contains("victim.csv exists and is not an .obz archive, so it is not written over, even with --replace"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == csv)
        let folderRefused = try TalkGridBinary.run(["export", set, folder.path])
        #expect(folderRefused.status == 1)
        #expect(folderRefused.error.contains("is a folder; give the name of a file in it, e.g. \(folder.path)/boards.obz"))
        let archive = folder.appendingPathComponent("kid.obz").path
        #expect(try TalkGridBinary.run(["export", set, archive]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: archive))
        #expect(try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "Hello"]).status == 0)
        let again = try TalkGridBinary.run(["export", set, archive])
        #expect(again.status == 1)
        #expect(again.error.contains("exists; add --replace"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)) == first)
        #expect(try TalkGridBinary.run(["export", set, archive, "--replace"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: archive)) != first)
        let fake = folder.appendingPathComponent("notes.obz").path
        try csv.write(to: URL(fileURLWithPath: fake))
        #expect(try TalkGridBinary.run(["export", set, fake, "--replace"]).error.contains("notes.obz exists and is not an .obz archive"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: fake)) == csv)
    }

    @Test("--force does what the help says: a link to a board not made yet is saved, with the error named")
    func forceMeansSaveWithErrors() throws {
        let (folder, set) = try Self.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try Self.snapshot(set)
        let refused = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "Play", "--link", "play"])
        #expect(refused.status == 1)
        #expect(try Self.snapshot(set) == before)
        let forced = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "Play", "--link", "play", "--force"])
        #expect(forced.status == 0, "\(forced.error)")
        #expect(forced.error.contains("[broken-link]"))
        #expect(forced.output.contains("Saved with 1 new error, as --force asked"))
        #expect(try TalkGridBinary.run(["board", "add", set, "--id", "play", "--name", "Play"]).status == 0)
        #expect(try TalkGridBinary.run(["validate", set]).status == 0)
    }
}
