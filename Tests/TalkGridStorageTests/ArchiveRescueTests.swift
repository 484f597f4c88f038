import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// Unpacking what can be read of a damaged archive: an entry whose bytes fail their CRC-32 is
/// left out and named; an entry refused for safety still refuses the whole archive.
@Suite("Unpacking a damaged archive")
struct ArchiveRescueTests {
    private func archive(_ entries: [(String, ZipFixture.Content)], damaging damaged: [String], in folder: TemporaryFolder) throws -> String
    {
        var fixture = ZipFixture()
        for (name, content) in entries { fixture.entries.append(.init(name: name, content: content, stored: true)) }
        var bytes = try fixture.bytes()
        for entry in damaged { bytes = ZipFixture.damaging(entry, in: bytes) }
        let path = folder("damaged.obz")
        try AtomicFile.write(bytes, to: path)
        return path
    }

    @Test("a damaged entry cannot be read, says which and why; the others read whole")
    func damagedEntry() throws {
        let folder = try TemporaryFolder()
        let path = try archive(
            [("a.obf", .bytes(Array("{\"a\": 1}".utf8))), ("b.obf", .bytes(Array("{\"b\": 2}".utf8)))], damaging: ["a.obf"], in: folder)
        let source = try ObzSource(path: path)
        #expect(throws: StorageError.damagedEntry(archive: path, entry: "a.obf", reason: "CRC error")) { try source.contents(of: "a.obf") }
        #expect(try source.contents(of: "b.obf") == Array("{\"b\": 2}".utf8))
    }

    @Test("extractReadable writes every readable entry and names the damaged ones, in archive order")
    func rescue() throws {
        let folder = try TemporaryFolder()
        let path = try archive(
            [
                ("manifest.json", .bytes(Array("{}".utf8))), ("boards/a.obf", .bytes(Array("{\"a\": 1}".utf8))),
                ("images/p.png", .bytes([1, 2, 3, 4])),
                ("boards/b.obf", .bytes(Array("{\"b\": 2}".utf8))),
            ],
            damaging: ["images/p.png", "boards/a.obf"], in: folder)
        let rescue = try ArchiveExtractor.extractReadable(ObzSource(path: path), into: folder("set"))
        #expect(rescue.written == ["manifest.json", "boards/b.obf"])
        #expect(rescue.unreadable.map(\.entry) == ["boards/a.obf", "images/p.png"])
        #expect(rescue.unreadable.allSatisfy { if case .damagedEntry = $0.problem { true } else { false } })
        #expect(folder.contents(of: "set") == ["boards", "boards/b.obf", "manifest.json"])
        // Extracting everything, as before, refuses the archive at its first damaged entry, and writes nothing.
        #expect(throws: StorageError.damagedEntry(archive: path, entry: "boards/a.obf", reason: "CRC error")) {
            try ArchiveExtractor.extract(archiveAt: path, into: folder("whole"))
        }
        #expect(!folder.contents().contains("whole"))
    }

    @Test("an entry refused for safety (a zip bomb) still refuses the whole archive, damaged entries or not; nothing is written")
    func bombIsNotRescued() throws {
        let folder = try TemporaryFolder()
        var fixture = ZipFixture()
        fixture.entries.append(.init(name: "a.obf", content: .bytes(Array("{\"a\": 1}".utf8)), stored: true))
        fixture.add("bomb.obf", .zeros(100 << 20))
        let path = folder("bomb.obz")
        try AtomicFile.write(ZipFixture.damaging("a.obf", in: try fixture.bytes()), to: path)
        #expect(throws: StorageError.suspiciousCompression(archive: path, entry: "bomb.obf", ratioLimit: 1_000)) {
            try ArchiveExtractor.extractReadable(ObzSource(path: path), into: folder("set"))
        }
        #expect(folder.contents() == ["bomb.obz"])
    }
}
