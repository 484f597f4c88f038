import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// Archives crafted at test time to attack the reader; each must be refused with a clear error
/// naming the entry, and extraction must write nothing anywhere.
@Suite("Hostile archives")
struct HostileArchiveTests {
    /// Writes an archive holding a harmless manifest and `entry`, returns its path.
    private func archive(with entry: ZipFixture.Entry, in folder: TemporaryFolder) throws -> String {
        var fixture = ZipFixture()
        fixture.add("manifest.json", #"{"root":"boards/a.obf"}"#)
        fixture.entries.append(entry)
        let path = folder("hostile.obz")
        try fixture.write(to: path)
        return path
    }

    /// Tries to import `archive` into `folder/out/target`; checks nothing at all was written.
    private func expectImportRefused(_ archive: String, in folder: TemporaryFolder, limits: ArchiveLimits = .standard)
        throws -> StorageError?
    {
        let out = folder("out")
        try folder.write("keep", to: "out/existing.txt")
        var caught: StorageError?
        do {
            try ArchiveExtractor.extract(archiveAt: archive, into: out + "/target", limits: limits)
        } catch {
            caught = error
        }
        // Nothing new anywhere in the test folder: no escaped file, no target, no staging folder.
        let archiveName = String(archive.split(separator: "/").last!)
        #expect(folder.contents() == [archiveName, "out", "out/existing.txt"].sorted())
        return caught
    }

    @Test(arguments: [
        ("../evil.obf", StorageError.UnsafeEntryName.parentFolder),
        ("boards/../../evil.obf", .parentFolder),
        ("..\\..\\evil.obf", .parentFolder),
        ("/etc/x", .absolute),
        ("\\\\server\\share\\evil.obf", .absolute),
        ("C:\\evil.obf", .driveLetter),
    ])
    func refusesEscapingNames(name: String, problem: StorageError.UnsafeEntryName) throws {
        let folder = try TemporaryFolder()
        let path = try archive(with: .init(name: name, content: .bytes(Array("pwned".utf8))), in: folder)
        let expected = StorageError.unsafeEntryName(archive: path, entry: name, problem: problem)
        #expect(throws: expected) { try ObzSource(path: path) }
        #expect(expected.description.contains(name))
        #expect(try expectImportRefused(path, in: folder) == expected)
    }

    @Test func refusesASymbolicLinkEntry() throws {
        let folder = try TemporaryFolder()
        let path = try archive(with: .init(name: "boards/a.obf", content: .symbolicLink(to: "/etc/passwd")), in: folder)
        let expected = StorageError.symbolicLinkEntry(archive: path, entry: "boards/a.obf")
        #expect(throws: expected) { try ObzSource(path: path) }
        #expect(expected.description.contains("boards/a.obf"))
        #expect(try expectImportRefused(path, in: folder) == expected)
    }

    @Test func refusesAZipBombByItsCompressionRatio() throws {
        let folder = try TemporaryFolder()
        let path = try archive(with: .init(name: "boards/bomb.obf", content: .zeros(100 << 20)), in: folder)
        let source = try ObzSource(path: path)
        let expected = StorageError.suspiciousCompression(archive: path, entry: "boards/bomb.obf", ratioLimit: 1_000)
        #expect(throws: expected) { try source.contents(of: "boards/bomb.obf") }
        #expect(try expectImportRefused(path, in: folder) == expected)
    }

    @Test func refusesAZipBombThatLiesAboutItsSize() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        fixture.add("boards/bomb.obf", .zeros(20 << 20))
        let path = folder("liar.obz")
        try AtomicFile.write(ZipFixture.declaringSize(1_000, for: "boards/bomb.obf", in: fixture.bytes()), to: path)
        // The ratio check is switched off so only the byte limit, enforced while reading, stands.
        let limits = ArchiveLimits(maxEntryBytes: 4 << 20, maxCompressionRatio: .max)
        let source = try ObzSource(path: path, limits: limits)
        #expect(source.declaredSize(of: "boards/bomb.obf") == 1_000)
        let expected = StorageError.entryTooLarge(source: path, entry: "boards/bomb.obf", limit: 4 << 20)
        #expect(throws: expected) { try source.contents(of: "boards/bomb.obf") }
        #expect(try expectImportRefused(path, in: folder, limits: limits) == expected)
    }

    @Test func refusesMoreEntriesThanTheLimit() throws {
        let folder = try TemporaryFolder()
        let fixture = ZipFixture((0..<25_000).map { .init(name: "images/\($0).png", content: .bytes([]), stored: true) })
        let path = folder("many.obz")
        try fixture.write(to: path)
        let limits = ArchiveLimits(maxEntryCount: 20_000)
        let expected = StorageError.tooManyEntries(source: path, count: 25_000, limit: 20_000)
        #expect(throws: expected) { try ObzSource(path: path, limits: limits) }
        #expect(try expectImportRefused(path, in: folder, limits: limits) == expected)
        #expect(ArchiveLimits.standard.maxEntryCount >= 51_001, "1,000 boards and 50,000 pictures fit")
    }

    @Test func refusesATotalSizeBeyondTheLimit() {
        let path = Fixtures.obfGem("links.obz")
        #expect(throws: StorageError.archiveTooLarge(archive: path, declaredBytes: 1_298, limit: 1_000)) {
            try ObzSource(path: path, limits: ArchiveLimits(maxTotalBytes: 1_000))
        }
    }

    @Test func refusesDeepNesting() throws {
        let folder = try TemporaryFolder()
        let deep = (0..<5).map { "d\($0)" }.joined(separator: "/") + "/a.obf"
        let path = try archive(with: .init(name: deep, content: .bytes([])), in: folder)
        #expect(throws: StorageError.nestedTooDeeply(source: path, entry: deep, limit: 4)) {
            try ObzSource(path: path, limits: ArchiveLimits(maxPathDepth: 4))
        }
    }

    @Test func refusesTwoEntriesThatNameTheSameFile() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        fixture.add("boards/a.obf", "{}")
        fixture.add("boards//a.obf", "{\"evil\":1}")
        let path = folder("twice.obz")
        try fixture.write(to: path)
        #expect(
            throws: StorageError.differentEntriesOfOneName(
                archive: path, entry: "boards/a.obf", first: "boards/a.obf", second: "boards//a.obf")
        ) { try ObzSource(path: path) }
    }

    @Test func everyRefusalSaysWhereAndWhat() {
        let errors: [StorageError] = [
            .unsafeEntryName(archive: "set.obz", entry: "../evil.obf", problem: .parentFolder),
            .symbolicLinkEntry(archive: "set.obz", entry: "link"),
            .tooManyEntries(source: "set.obz", count: 25_000, limit: 20_000),
            .archiveTooLarge(archive: "set.obz", declaredBytes: 5 << 30, limit: 4 << 30),
            .entryTooLarge(source: "set.obz", entry: "big.obf", limit: 64 << 20),
            .suspiciousCompression(archive: "set.obz", entry: "bomb.obf", ratioLimit: 1_000),
        ]
        for error in errors {
            #expect(error.description.hasPrefix("set.obz: refused"))
        }
        #expect(errors[3].description.contains("5 GiB"))
        #expect(errors[4].description.contains("64 MiB"))
    }
}
