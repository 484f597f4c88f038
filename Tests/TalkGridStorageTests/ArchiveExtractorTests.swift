import Foundation
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

@Suite("ArchiveExtractor")
struct ArchiveExtractorTests {
    @Test func unpacksLinksObzIntoANewFolder() throws {
        let folder = try TemporaryFolder()
        let written = try ArchiveExtractor.extract(archiveAt: Fixtures.obfGem("links.obz"), into: folder("set"))
        #expect(written == ["manifest.json", "boards/simple.obf", "boards/simple2.obf", "boards/simple3.obf"])
        #expect(
            folder.contents() == [
                "set", "set/boards", "set/boards/simple.obf", "set/boards/simple2.obf",
                "set/boards/simple3.obf", "set/manifest.json",
            ])
        let source = try ObzSource(path: Fixtures.obfGem("links.obz"))
        for path in written { #expect(try bytes(at: folder("set/" + path)) == (try source.contents(of: path))) }
    }

    @Test func unpacksWithoutClutterAndIntoAnEmptyFolder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder("set"), withIntermediateDirectories: false)
        try ArchiveExtractor.extract(archiveAt: Fixtures.obfGem("manifest_paths.zip"), into: folder("set"))
        #expect(!folder.contents().contains { $0.contains("__MACOSX") })
        #expect(folder.contents().contains("set/images/happy.png"))
    }

    @Test func refusesAFolderThatHoldsFilesUnlessAsked() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "set/manifest.json")
        try folder.write("keep", to: "set/notes.txt")
        #expect(throws: StorageError.destinationNotEmpty(path: folder("set"))) {
            try ArchiveExtractor.extract(archiveAt: Fixtures.obfGem("links.obz"), into: folder("set"))
        }
        #expect(folder.contents() == ["set", "set/manifest.json", "set/notes.txt"])

        try ArchiveExtractor.extract(archiveAt: Fixtures.obfGem("links.obz"), into: folder("set"), replacingFiles: true)
        #expect(try text(at: folder("set/manifest.json")) != "mine")
        #expect(try text(at: folder("set/notes.txt")) == "keep")
        #expect(folder.contents().count == 7)
    }

    @Test func aFileIsNotADestination() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "file")
        #expect(throws: StorageError.notAFolder(path: folder("file"))) {
            try ArchiveExtractor.extract(archiveAt: Fixtures.obfGem("links.obz"), into: folder("file"))
        }
    }
}
