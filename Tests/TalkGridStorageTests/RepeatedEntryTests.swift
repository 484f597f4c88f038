import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// Archives that hold one file twice, as a zip made on a Mac can: the same bytes are one file;
/// different bytes under one name are refused, naming both entries.
@Suite("Entries of one name")
struct RepeatedEntryTests {
    /// An archive with `first` at `Grids/About me/grid.xml` and `second` at the same name (stored
    /// as `Grids/About me/grid.xmx`, then renamed in the archive's bytes).
    private func archive(first: String, second: String, stored: Bool = false, in folder: TemporaryFolder) throws -> String {
        var fixture = ZipFixture()
        fixture.add("Settings0/settings.xml", "<GridSetSettings/>")
        fixture.entries.append(.init(name: "Grids/About me/grid.xml", content: .bytes(Array(first.utf8)), stored: stored))
        fixture.add("Grids/Home/grid.xml", "<Grid/>")
        fixture.entries.append(.init(name: "Grids/About me/grid.xmx", content: .bytes(Array(second.utf8)), stored: stored))
        let bytes = ZipFixture.renaming("Grids/About me/grid.xmx", to: "Grids/About me/grid.xml", in: try fixture.bytes())
        let path = folder("twice.gridset")
        try AtomicFile.write(bytes, to: path)
        return path
    }

    @Test("the same bytes twice under one name are one file, listed once, in the place of the first")
    func identicalCopiesAreOneFile() throws {
        let folder = try TemporaryFolder()
        let path = try archive(first: "<Grid>about</Grid>", second: "<Grid>about</Grid>", in: folder)
        #expect(try ZipArchive(path: path).entries().filter { $0.name == "Grids/About me/grid.xml" }.count == 2)
        let source = try ObzSource(path: path)
        #expect(source.entryPaths() == ["Settings0/settings.xml", "Grids/About me/grid.xml", "Grids/Home/grid.xml"])
        #expect(source.repeatedEntries == ["Grids/About me/grid.xml"])
        #expect(try source.contents(of: "Grids/About me/grid.xml") == Array("<Grid>about</Grid>".utf8))
    }

    @Test("different bytes under one name are refused, naming the file and both entries")
    func differentCopiesAreRefused() throws {
        let folder = try TemporaryFolder()
        // Of one size, so only their bytes (and their CRC-32) tell them apart.
        let path = try archive(first: "<Grid>about</Grid>", second: "<Grid>abuot</Grid>", in: folder)
        let refusal = StorageError.differentEntriesOfOneName(
            archive: path, entry: "Grids/About me/grid.xml", first: "Grids/About me/grid.xml", second: "Grids/About me/grid.xml")
        #expect(throws: refusal) { try ObzSource(path: path) }
        #expect(refusal.description.contains("two different files named \"Grids/About me/grid.xml\""))
    }

    @Test("a copy that cannot be read gives way to one that can; the same bytes either way")
    func damagedCopyGivesWay() throws {
        let folder = try TemporaryFolder()
        let good = "<Grid>about</Grid>"
        for damaged in ["Grids/About me/grid.xml", "Grids/About me/grid.xmx"] {
            var fixture = ZipFixture()
            fixture.entries.append(.init(name: "Grids/About me/grid.xml", content: .bytes(Array(good.utf8)), stored: true))
            fixture.entries.append(.init(name: "Grids/About me/grid.xmx", content: .bytes(Array(good.utf8)), stored: true))
            let broken = ZipFixture.damaging(damaged, in: try fixture.bytes())
            let bytes = ZipFixture.renaming("Grids/About me/grid.xmx", to: "Grids/About me/grid.xml", in: broken)
            let path = folder("damaged.gridset")
            try AtomicFile.write(bytes, to: path)
            let source = try ObzSource(path: path)
            #expect(source.entryPaths() == ["Grids/About me/grid.xml"])
            #expect(try source.contents(of: "Grids/About me/grid.xml") == Array(good.utf8))
        }
    }

    @Test("an .obz that holds its manifest twice unpacks as one set")
    func obzUnpacks() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        let manifest = #"{"format":"open-board-0.1","root":"boards/a.obf","paths":{"boards":{"a":"boards/a.obf"}}}"#
        fixture.add("manifest.json", manifest)
        fixture.add("boards/a.obf", #"{"format":"open-board-0.1","id":"a","buttons":[]}"#)
        fixture.add("manifest.jsox", manifest)
        let path = folder("twice.obz")
        try AtomicFile.write(ZipFixture.renaming("manifest.jsox", to: "manifest.json", in: try fixture.bytes()), to: path)
        let written = try ArchiveExtractor.extract(archiveAt: path, into: folder("set"))
        #expect(written == ["manifest.json", "boards/a.obf"])
        #expect(try ObzSource(path: path).repeatedEntries == ["manifest.json"])
    }
}
