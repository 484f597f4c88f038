import Foundation
import TalkGridTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The manifest stays true, a full disk is named for what it is, and an import says what `validate`
/// will say: through the real binary.
@Suite("the manifest stays true and messages name the real problem", .serialized)
struct TrueManifestTests {
    static func manifest(_ set: String) throws -> String {
        try String(contentsOfFile: set + "/manifest.json", encoding: .utf8)
    }

    static func imageFiles(_ set: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: set + "/images")) ?? []).sorted()
    }

    @Test(
        "a replaced picture and a removed cell take their file out of the set and the manifest; undo brings it back; export and info agree")
    func picturesLeaveWithTheirLastCell() throws {
        let folder = try Fixtures.temporaryFolder("true-manifest")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        let apple = folder.appendingPathComponent("apple.png").path
        let house = folder.appendingPathComponent("house.svg").path
        try Data(Fixtures.picture("apple.png")).write(to: URL(fileURLWithPath: apple))
        try Data(Fixtures.picture("house.svg")).write(to: URL(fileURLWithPath: house))
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid"]).status == 0)
        #expect(try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "apple", "--image", apple]).status == 0)
        let first = Self.imageFiles(set)
        #expect(first.count == 1)

        let replaced = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--image", house])
        #expect(replaced.status == 0, "\(replaced.error)")
        #expect(replaced.output.contains("No cell uses images/\(first[0]) any more"), "\(replaced.output)")
        #expect(!Self.imageFiles(set).contains(first[0]))
        #expect(try !Self.manifest(set).contains(first[0]))
        #expect(try TalkGridBinary.run(["validate", set]).status == 0)

        #expect(try TalkGridBinary.run(["undo", set]).status == 0)
        #expect(Self.imageFiles(set) == first)
        #expect(try Self.manifest(set).contains(first[0]))

        let removed = try TalkGridBinary.run(["cell", "remove", set, "home", "1,1", "--yes", "--yes"])
        #expect(removed.status == 0, "\(removed.error)")
        #expect(Self.imageFiles(set).isEmpty)
        #expect(try !Self.manifest(set).contains(first[0]))
        let validated = try TalkGridBinary.run(["validate", set])
        #expect(validated.status == 0 && !validated.output.contains("unlisted-file"), "\(validated.output)")
        let exported = try TalkGridBinary.run(["export", set, folder.appendingPathComponent("kid.obz").path])
        #expect(exported.status == 0 && exported.output.contains("and 0 image and sound files"), "\(exported.output)")
        #expect(try TalkGridBinary.run(["undo", set]).status == 0)
        #expect(Self.imageFiles(set) == first)
    }

    @Test("validate on a name with nothing behind it says so as every command does, and checks the other names given")
    func validateMissingPath() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-set-\(getpid())").path
        let run = try TalkGridBinary.run(["validate", missing, "shipped:core-words"])
        #expect(run.status == 1)
        #expect(run.error.contains("talkgrid validate: \(missing): there is no file or folder here"), "\(run.error)")
        #expect(!run.output.contains("unreadable-board") && run.output.contains("shipped:core-words"), "\(run.output)")
    }

    @Test("validate --fix removes a listing of a missing file and an unused picture as one step, names each, and undo takes it back")
    func validateFix() throws {
        let folder = try Fixtures.temporaryFolder("validate-fix")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid"]).status == 0)
        // Two findings of the kind a hand edit or an older TalkGrid left: a listed file that is not
        // there, and a listed picture that no cell uses.
        var manifest = try Self.manifest(set)
        let paths = try #require(manifest.range(of: "\"paths\": {"))
        manifest.insert(
            contentsOf: "\n    \"images\": {\"ghost\": \"images/ghost.png\", \"old\": \"images/old.png\"},", at: paths.upperBound)
        try manifest.write(toFile: set + "/manifest.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: set + "/images", withIntermediateDirectories: true)
        try Data(Fixtures.picture("apple.png")).write(to: URL(fileURLWithPath: set + "/images/old.png"))
        let before = try TalkGridBinary.run(["validate", set])
        #expect(before.status == 1, "\(before.output)")
        let edited = try Self.manifest(set)

        let fixed = try TalkGridBinary.run(["validate", set, "--fix"])
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(fixed.output.contains("Fixed 2 findings in manifest.json"), "\(fixed.output)")
        #expect(fixed.output.contains("images/ghost.png, which is not in the set") && fixed.output.contains("Removed images/old.png"))
        #expect(!FileManager.default.fileExists(atPath: set + "/images/old.png"))
        #expect(fixed.output.contains("0 errors"))

        #expect(try TalkGridBinary.run(["undo", set]).status == 0)
        #expect(try Self.manifest(set) == edited)
        #expect(FileManager.default.fileExists(atPath: set + "/images/old.png"))
    }

    @Test("an import ends with the counts validate gives on its result (pictures decoded)")
    func importSaysWhatValidateSays() throws {
        let folder = try Fixtures.temporaryFolder("import-counts")
        defer { Fixtures.removeTemporaryFolder(folder) }
        // An AsTeRICS Grid file whose one picture is a PNG signature and nothing more: listed, not decodable.
        let grid = folder.appendingPathComponent("kid.grd").path
        let json = """
            {"grids": [{"id": "g1", "label": {"en": "Home"}, "rowCount": 1, "minColumnCount": 2, "gridElements": [
              {"id": "e1", "x": 0, "y": 0, "width": 1, "height": 1, "label": {"en": "apple"},
               "image": {"data": "data:image/png;base64,iVBORw0KGgo="}, "actions": [{"modelName": "GridActionSpeak"}]},
              {"id": "e2", "x": 1, "y": 0, "width": 1, "height": 1, "label": {"en": "more"}, "actions": []}]}]}
            """
        try json.write(toFile: grid, atomically: true, encoding: .utf8)
        let set = folder.appendingPathComponent("kid").path
        let imported = try TalkGridBinary.run(["import", grid, set])
        let validated = try TalkGridBinary.run(["validate", set])
        // The counts line, before the commands that fix the findings.
        let summary = try #require(validated.output.split(separator: "\n").last { $0.contains(" in \(set) (") }.map(String.init))
        let counts = try #require(summary.components(separatedBy: " in ").first)
        #expect(imported.output.contains("Checked as 'talkgrid validate"), "\(imported.output)")
        #expect(imported.output.contains(counts), "import: \(imported.output)\nvalidate: \(validated.output)")
        #expect(!counts.hasPrefix("0 errors") || !validated.output.contains("undecodable"), "\(validated.output)")
    }

    @Test(
        "on a full disk an edit names the file and the space it needs, leaves no journal, and the next edit of another board is not blamed")
    func fullDisk() throws {
        guard getuid() == 0 else { return }  // mounting a small tmpfs needs root (the project's test machine runs as root)
        let mount = try Fixtures.temporaryFolder("full-disk")
        defer { Fixtures.removeTemporaryFolder(mount) }
        #expect(try ChildProcess.run(["/bin/mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mount.path]).status == 0)
        defer { _ = try? ChildProcess.run(["/bin/umount", mount.path]) }
        let set = mount.appendingPathComponent("kid").path
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid"]).status == 0)
        #expect(try TalkGridBinary.run(["board", "add", set, "--id", "food", "--name", "Food"]).status == 0)
        // Fill the disk to the last block.
        let filler = mount.appendingPathComponent("filler").path
        _ = try ChildProcess.run(["/bin/dd", "if=/dev/zero", "of=\(filler)", "bs=4k"], discardsErrors: true)

        let failed = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "a longer word than before"])
        #expect(failed.status == 1)
        #expect(failed.error.contains("the disk is full") && failed.error.contains("needs about"), "\(failed.error)")
        #expect(failed.error.contains("kid/boards/home.obf") && !failed.error.contains("journal"), "named by the board: \(failed.error)")
        #expect(!FileManager.default.fileExists(atPath: set + "/.talkgrid/journal"), "a failed edit left its journal")
        // An import on the full disk names the folder it was for, not the staging file it stopped at, and leaves nothing.
        let archive = mount.deletingLastPathComponent().appendingPathComponent("full-disk-core.obz").path
        defer { try? FileManager.default.removeItem(atPath: archive) }
        #expect(try TalkGridBinary.run(["export", "shipped:core-words", archive]).status == 0)
        let imported = mount.appendingPathComponent("copy").path
        let refused = try TalkGridBinary.run(["import", archive, imported])
        #expect(refused.status == 1)
        #expect(
            refused.error.contains("the disk is full: \(imported) could not be written") && refused.error.contains("needs about")
                && !refused.error.contains("staging"), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: imported), "a refused import left its folder")

        try FileManager.default.removeItem(atPath: filler)
        let other = try TalkGridBinary.run(["cell", "set", set, "food", "1,1", "--label", "bread"])
        #expect(other.status == 0, "\(other.error)")
        #expect(!other.error.contains("home.obf") && !other.error.contains("cut short"), "\(other.error)")
        #expect(try TalkGridBinary.run(["validate", set]).status == 0)
    }
}
