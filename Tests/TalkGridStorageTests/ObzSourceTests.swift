import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

@Suite("ObzSource")
struct ObzSourceTests {
    @Test func listsAndReadsLinksObz() throws {
        let source = try ObzSource(path: Fixtures.obfGem("links.obz"))
        #expect(source.entryPaths() == ["manifest.json", "boards/simple.obf", "boards/simple2.obf", "boards/simple3.obf"])
        #expect(source.strippedPrefix == nil)
        #expect(source.displayName == Fixtures.obfGem("links.obz"))
        let board = String(decoding: try source.contents(of: "boards/simple2.obf"), as: UTF8.self)
        #expect(board.contains("\"id\""))
        #expect(source.declaredSize(of: "boards/simple.obf") == 610)
    }

    @Test func ignoresMacOSClutterAndSkipsFolders() throws {
        let source = try ObzSource(path: Fixtures.obfGem("manifest_paths.zip"))
        let paths = source.entryPaths()
        #expect(paths.count == 9)
        #expect(paths.contains("manifest.json"))
        #expect(!paths.contains { $0.hasPrefix("__MACOSX") || $0.hasSuffix("/") })
        #expect(source.ignoredEntries.count == 4)
        #expect(source.ignoredEntries.allSatisfy { $0.hasPrefix("__MACOSX/") })
        #expect(try source.contents(of: "images/happy.png").count == 30987)
    }

    @Test func opensAZipWithoutManifest() throws {
        let source = try ObzSource(path: Fixtures.obfGem("p4me_1.zip"))
        let paths = source.entryPaths()
        #expect(paths.count == 18)
        #expect(!paths.contains("manifest.json"))
        #expect(paths.contains("media/happy 1.png"))
    }

    @Test func aMissingEntryIsTheSourcesMissingEntryError() throws {
        let source = try ObzSource(path: Fixtures.obfGem("links.obz"))
        #expect(throws: BoardSetSourceError.missingEntry("boards/nope.obf")) { try source.contents(of: "boards/nope.obf") }
    }

    @Test func aPerCallLimitBoundsOneRead() throws {
        let source = try ObzSource(path: Fixtures.obfGem("links.obz"))
        #expect(throws: StorageError.self) { try source.contents(of: "boards/simple.obf", limit: 100) }
        #expect(try source.contents(of: "boards/simple.obf", limit: 610).count == 610)
    }

    @Test func aZipOfOneFolderIsReadFromInsideThatFolder() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        fixture.add("MySet/", .folder)
        fixture.add("MySet/manifest.json", #"{"root":"boards/a.obf"}"#)
        fixture.add("MySet/boards/a.obf", "{}")
        fixture.add("__MACOSX/MySet/._a.obf", "junk")
        try fixture.write(to: folder("set.obz"))
        let source = try ObzSource(path: folder("set.obz"))
        #expect(source.strippedPrefix == "MySet/")
        #expect(source.entryPaths() == ["manifest.json", "boards/a.obf"])
        #expect(try source.contents(of: "boards/a.obf") == Array("{}".utf8))
    }

    @Test func aSharedTopFolderWithoutManifestIsKept() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        fixture.add("media/a.png", "x")
        fixture.add("media/b.png", "y")
        try fixture.write(to: folder("media.zip"))
        let source = try ObzSource(path: folder("media.zip"))
        #expect(source.strippedPrefix == nil)
        #expect(source.entryPaths() == ["media/a.png", "media/b.png"])
    }

    @Test func anEmptyArchiveOpensWithNoEntries() throws {
        let folder = try TemporaryFolder()
        try ZipFixture().write(to: folder("empty.obz"))
        #expect(try bytes(at: folder("empty.obz")).count == 22)
        #expect(try ObzSource(path: folder("empty.obz")).entryPaths().isEmpty)
    }
}
