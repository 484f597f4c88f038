import Foundation
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

@Suite("BoardInput")
struct BoardInputTests {
    @Test func aFolderWithAManifestIsABoardSetFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "set/manifest.json")
        guard case .boardSetFolder(let source) = try BoardInput(opening: folder("set")) else {
            Issue.record("not a folder set")
            return
        }
        #expect(try source.entryPaths() == ["manifest.json"])
    }

    @Test func aFolderWithoutAManifestIsExplained() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "set/boards/a.obf")
        let expected = StorageError.folderWithoutManifest(path: folder("set"))
        #expect(throws: expected) { try BoardInput(opening: folder("set")) }
        #expect(expected.description.contains("manifest.json"))
    }

    @Test(arguments: ["links.obz", "p4me_1.zip", "manifest_paths.zip"])
    func aZipIsAnArchiveWhateverItsExtension(name: String) throws {
        guard case .boardSetArchive(let source) = try BoardInput(opening: Fixtures.obfGem(name)) else {
            Issue.record("\(name) not opened as an archive")
            return
        }
        #expect(!source.entryPaths().isEmpty)
    }

    @Test func anEmptyZipIsAnArchive() throws {
        let folder = try TemporaryFolder()
        try ZipFixture().write(to: folder("empty.board"))
        guard case .boardSetArchive(let source) = try BoardInput(opening: folder("empty.board")) else {
            Issue.record("empty zip not opened as an archive")
            return
        }
        #expect(source.entryPaths().isEmpty)
    }

    @Test(arguments: ["simple.obf", "aboutme.json", "sfy.data", "grid.xml"])
    func anythingElseIsASingleBoardFile(name: String) throws {
        guard case .boardFile(let fileName, let contents) = try BoardInput(opening: Fixtures.obfGem(name)) else {
            Issue.record("\(name) not read as a board file")
            return
        }
        #expect(fileName == name)
        #expect(contents == (try bytes(at: Fixtures.obfGem(name))))
    }

    @Test func aMissingPathIsNotFound() {
        let expected = StorageError.notFound(path: "/nonexistent/board.obf")
        #expect(throws: expected) { try BoardInput(opening: "/nonexistent/board.obf") }
        #expect(expected.description.contains("/nonexistent/board.obf"))
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file, so permissions cannot be tested as root"))
    func anUnreadableFileIsAPermissionError() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("{}", to: "locked.obf")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        #expect(throws: StorageError.permissionDenied(path: path)) { try BoardInput(opening: path) }
    }

    @Test func aDeviceIsNotABoardFile() {
        #expect(throws: StorageError.notARegularFile(path: "/dev/null")) { try BoardInput(opening: "/dev/null") }
    }
}
