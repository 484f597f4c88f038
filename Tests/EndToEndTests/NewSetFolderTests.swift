import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid new NAME` takes only a folder a set can be made in, and refuses every other with words
/// naming it, making nothing: through the real binary, typed as a person types it in a folder.
@Suite("talkgrid new refuses a folder name no set can have, naming it")
struct NewSetFolderTests {
    /// `talkgrid ARGUMENTS` run in `folder`.
    static func new(_ arguments: [String], in folder: URL) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(["new"] + arguments, shellPrefix: "cd '\(folder.path)' &&")
    }

    /// The names in `folder`, sorted.
    static func names(_ folder: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    @Test("an empty name, only spaces, a tab or a line break: a usage error naming it, and nothing made")
    func unreadableNames() throws {
        let folder = try Fixtures.temporaryFolder("new-names")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let empty = try Self.new([""], in: folder)
        #expect(empty.status == 2 && empty.error.contains(#"the folder name "" is empty or only spaces"#), "\(empty.error)")
        let spaces = try Self.new(["   "], in: folder)
        #expect(spaces.status == 2 && spaces.error.contains(#"the folder name "   " is empty or only spaces"#), "\(spaces.error)")
        let tab = try Self.new(["sam\tb"], in: folder)
        #expect(tab.status == 2 && tab.error.contains(#"the folder name "sam\tb" has a tab at character 4"#), "\(tab.error)")
        let line = try Self.new(["sam\n"], in: folder)
        #expect(line.status == 2 && line.error.contains("has a line break at character 4"), "\(line.error)")
        let name = try Self.new(["sam", "--name", "Sam\u{1B}[31m"], in: folder)
        #expect(name.status == 2 && name.error.contains(#"--name "Sam\u{1B}[31m" has the control character U+001B"#), "\(name.error)")
        #expect(try Self.names(folder).isEmpty)
    }

    @Test("a file, a set, a folder with files, a missing folder before a slash, a folder inside a set: refused by name, left as they were")
    func placesNoSetGoes() throws {
        let folder = try Fixtures.temporaryFolder("new-places")
        defer { Fixtures.removeTemporaryFolder(folder) }
        try Data("shopping list".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let file = try Self.new(["notes.txt"], in: folder)
        #expect(file.status == 1 && file.error.contains("notes.txt is a file, not a folder"), "\(file.error)")
        #expect(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8) == "shopping list")

        #expect(try Self.new(["sam", "--name", "Sam"], in: folder).status == 0)
        let before = try OverwriteRefusalTests.snapshot(folder.appendingPathComponent("sam").path)
        let again = try Self.new(["sam", "--name", "Other"], in: folder)
        #expect(again.status == 1 && again.error.contains("sam is already a board set ('talkgrid info sam' shows it)"), "\(again.error)")
        #expect(try OverwriteRefusalTests.snapshot(folder.appendingPathComponent("sam").path) == before)

        let slash = try Self.new(["Mum/Sam"], in: folder)
        #expect(slash.status == 1 && slash.error.contains("there is no folder Mum to make Mum/Sam in"), "\(slash.error)")
        let inside = try Self.new(["sam/boards/extra"], in: folder)
        #expect(inside.status == 1 && inside.error.contains("sam/boards/extra is inside the board set sam"), "\(inside.error)")
        #expect(try OverwriteRefusalTests.snapshot(folder.appendingPathComponent("sam").path) == before)

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: false)
        try Data([1, 2, 3]).write(to: folder.appendingPathComponent("photos/cat.jpg"))
        let full = try Self.new(["photos"], in: folder)
        #expect(full.status == 1 && full.error.contains("photos already exists and is not an empty folder"), "\(full.error)")
        #expect(try Self.names(folder) == ["notes.txt", "photos", "sam"])
    }

    @Test("an empty folder takes a set, named after the folder even when given as '.'")
    func emptyFolder() throws {
        let folder = try Fixtures.temporaryFolder("new-empty")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let ben = folder.appendingPathComponent("ben")
        try FileManager.default.createDirectory(at: ben, withIntermediateDirectories: false)
        let made = try Self.new(["."], in: ben)
        #expect(made.status == 0, "\(made.error)")
        #expect(made.output.hasPrefix(#"Created board set "ben""#), "\(made.output)")
    }
}
