import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

@Suite("ZipArchive")
struct ZipArchiveTests {
    @Test func listsTheCentralDirectoryOfLinksObz() throws {
        let archive = try ZipArchive(path: Fixtures.obfGem("links.obz"))
        let entries = try archive.entries()
        #expect(entries.map(\.name) == ["manifest.json", "boards/simple.obf", "boards/simple2.obf", "boards/simple3.obf"])
        #expect(entries.map(\.uncompressedSize) == [217, 610, 471, 472])
        #expect(entries.allSatisfy { !$0.isDirectory && !$0.isSymbolicLink })
        #expect(entries.allSatisfy { $0.compressedSize > 0 && $0.compressedSize < $0.uncompressedSize })
        #expect(entries.first?.unixMode == 0o100644)
    }

    @Test func readsAnEntryFullyAndItsSizeMatchesTheDirectory() throws {
        let archive = try ZipArchive(path: Fixtures.obfGem("links.obz"))
        let manifest = try archive.read(entryAt: 0, maxBytes: 1 << 20)
        #expect(manifest.count == 217)
        #expect(String(decoding: manifest, as: UTF8.self).contains("\"root\""))
    }

    @Test func stopsReadingAtTheByteLimit() throws {
        let archive = try ZipArchive(path: Fixtures.obfGem("links.obz"))
        #expect(throws: StorageError.entryTooLarge(source: Fixtures.obfGem("links.obz"), entry: "manifest.json", limit: 216)) {
            try archive.read(entryAt: 0, maxBytes: 216)
        }
        #expect(try archive.read(entryAt: 0, maxBytes: 217).count == 217)
    }

    @Test func seesFoldersAndUnixModesOfManifestPathsZip() throws {
        let entries = try ZipArchive(path: Fixtures.obfGem("manifest_paths.zip")).entries()
        let folders = entries.filter(\.isDirectory).map(\.name)
        #expect(folders == ["boards/", "__MACOSX/", "__MACOSX/boards/", "images/", "sounds/"])
        #expect(entries.first { $0.name == "images/happy.png" }?.unixMode == 0o100640)
    }

    @Test func modeZeroFromPicto4MeIsNotALink() throws {
        let entries = try ZipArchive(path: Fixtures.obfGem("p4me_1.zip")).entries()
        #expect(entries.count == 18)
        #expect(entries.contains { $0.unixMode == 0 })
        #expect(!entries.contains { $0.isSymbolicLink })
    }

    @Test func missingArchiveIsNotFound() {
        #expect(throws: StorageError.notFound(path: "/nonexistent/x.obz")) { try ZipArchive(path: "/nonexistent/x.obz") }
    }

    @Test func aBoardFileIsNotAnArchive() {
        #expect {
            try ZipArchive(path: Fixtures.obfGem("simple.obf"))
        } throws: { error in
            guard case .damagedArchive(let path, _) = error as? StorageError else { return false }
            return path == Fixtures.obfGem("simple.obf")
        }
    }

    @Test func builderWritesWhatItIsGiven() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        fixture.add("a.txt", "hello")
        fixture.add("sub/", .folder)
        fixture.add("link", .symbolicLink(to: "/etc/passwd"))
        try fixture.write(to: folder("x.zip"))
        let archive = try ZipArchive(path: folder("x.zip"))
        let entries = try archive.entries()
        #expect(entries.map(\.name) == ["a.txt", "sub/", "link"])
        #expect(entries.map(\.isDirectory) == [false, true, false])
        #expect(entries.map(\.isSymbolicLink) == [false, false, true])
        #expect(try archive.read(entryAt: 0, maxBytes: 100) == Array("hello".utf8))
    }
}
