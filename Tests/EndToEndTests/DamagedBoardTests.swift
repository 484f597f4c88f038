import Foundation
import TalkGridTestSupport
import Testing

/// A hand edit left one board of a caregiver's set with a JSON syntax error: every command names
/// that board and where the error is, the rest of the set keeps working, nothing is lost.
@Suite("a damaged board is named everywhere")
struct DamagedBoardTests {
    /// A set whose home links to "food", whose file then loses a comma.
    static func damagedSet() throws -> (folder: URL, set: String) {
        let folder = try Fixtures.temporaryFolder("damaged")
        let set = folder.appendingPathComponent("kid").path
        for arguments in [
            ["new", set, "--name", "Kid"],
            ["cell", "set", set, "home", "1,1", "--label", "Hello", "--glyph", "👋"],
            ["board", "add", set, "--id", "food", "--name", "Food", "--glyph", "🍎", "--link-from", "home:1,2"],
        ] {
            let run = try TalkGridBinary.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
        let file = set + "/boards/food.obf"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        let comma = try #require(text.range(of: "\"id\": \"food\","))
        text.replaceSubrange(comma, with: "\"id\": \"food\"")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return (folder, set)
    }

    @Test("run names the damaged board at start and opens the version TalkGrid saved last in its place")
    func runShowsSavedVersion() throws {
        let (folder, set) = try Self.damagedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let home = try Fixtures.temporaryFolder("home")
        defer { Fixtures.removeTemporaryFolder(home) }
        let run = try TalkGridBinary.run(
            ["run", set, "--keys", "1 2 enter", "--no-audio", "--print-speech"],
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.error.contains("board \"food\" cannot be read, so the version TalkGrid saved last is shown (read-only)"), "\(run.error)")
        #expect(run.error.contains("'talkgrid recover \(set)' puts it back") && run.error.contains("boards/food.obf:"))
        #expect(!run.output.contains("damaged"), "the link opens the saved board: \(run.output)")
        #expect(run.output.contains("speak: Hello"))
    }

    @Test("with no saved version, run names the damaged board at start, still runs the rest, and its link says it is damaged")
    func runNamesIt() throws {
        let (folder, set) = try Self.damagedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        try FileManager.default.removeItem(atPath: set + "/.talkgrid")  // a set made before TalkGrid kept versions
        let home = try Fixtures.temporaryFolder("home")
        defer { Fixtures.removeTemporaryFolder(home) }
        let run = try TalkGridBinary.run(
            ["run", set, "--keys", "1 2 enter", "--no-audio", "--print-speech"],
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("board \"food\" cannot be read, the other boards work: "))
        #expect(run.error.contains("boards/food.obf:"))
        #expect(run.output.contains("damaged"), "\(run.output)")
        #expect(!run.output.contains("not in this set"))
        #expect(run.output.contains("speak: Hello"))
    }

    @Test("show, cell set, board add --link-from and export name the damaged board and change nothing")
    func commandsNameIt() throws {
        let (folder, set) = try Self.damagedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let food = try Data(contentsOf: URL(fileURLWithPath: set + "/boards/food.obf"))
        let homeBefore = try Data(contentsOf: URL(fileURLWithPath: set + "/boards/home.obf"))
        let shown = try TalkGridBinary.run(["show", set, "--board", "food"])
        #expect(shown.status == 1)
        #expect(shown.error.contains("board \"food\" cannot be read") && shown.error.contains("boards/food.obf:"))
        let cell = try TalkGridBinary.run(["cell", "set", set, "food", "1,1", "--label", "Apple"])
        #expect(cell.status == 1)
        #expect(cell.error.contains("board \"food\" is damaged") && cell.error.contains("boards/food.obf:"), "\(cell.error)")
        let archive = folder.appendingPathComponent("kid.obz").path
        let export = try TalkGridBinary.run(["export", set, archive])
        #expect(export.status == 1)
        #expect(export.error.contains("board \"food\" cannot be read"))
        #expect(!FileManager.default.fileExists(atPath: archive))
        #expect(try Data(contentsOf: URL(fileURLWithPath: set + "/boards/food.obf")) == food)
        #expect(try Data(contentsOf: URL(fileURLWithPath: set + "/boards/home.obf")) == homeBefore)
        let other = try TalkGridBinary.run(["cell", "set", set, "home", "2,2", "--label", "More"])
        #expect(other.status == 0, "the rest of the set can still be edited: \(other.error)")
    }
}
