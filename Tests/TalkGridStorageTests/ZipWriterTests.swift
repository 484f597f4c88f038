import Testing

@testable import TalkGridStorage

@Suite("ZipWriter")
struct ZipWriterTests {
    private let entries = [
        ZipWriter.Entry(path: "manifest.json", bytes: Array(#"{"root":"boards/home.obf"}"#.utf8)),
        ZipWriter.Entry(path: "boards/home.obf", bytes: Array(String(repeating: #"{"id":"home"}"#, count: 50).utf8)),
        ZipWriter.Entry(path: "images/smile.png", bytes: (0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
    ]

    @Test func writingTwiceGivesTheSameBytes() throws {
        let folder = try TemporaryFolder()
        try ZipWriter.write(entries, to: folder("a.obz"))
        try ZipWriter.write(entries, to: folder("b.obz"))
        let first = try bytes(at: folder("a.obz"))
        #expect(first == (try bytes(at: folder("b.obz"))))
        #expect(first == (try ZipWriter.archive(entries)))
        #expect(folder.contents() == ["a.obz", "b.obz"])
    }

    @Test func theArchiveReadsBackInOrderWithFixedDatesAndModes() throws {
        let folder = try TemporaryFolder()
        try ZipWriter.write(entries, to: folder("set.obz"))
        let source = try ObzSource(path: folder("set.obz"))
        #expect(source.entryPaths() == entries.map(\.path))
        for entry in entries { #expect(try source.contents(of: entry.path) == entry.bytes) }
        let records = try ZipArchive(path: folder("set.obz")).entries()
        #expect(records.allSatisfy { $0.unixMode == 0o100644 })
        // Media is stored, text deflated.
        #expect(records[2].compressedSize == records[2].uncompressedSize)
        #expect(records[1].compressedSize < records[1].uncompressedSize)
    }

    @Test func exportImportExportIsByteIdentical() throws {
        let folder = try TemporaryFolder()
        try ZipWriter.write(entries, to: folder("first.obz"))
        let written = try ArchiveExtractor.extract(archiveAt: folder("first.obz"), into: folder("imported"))
        let reread = try written.map { ZipWriter.Entry(path: $0, bytes: try bytes(at: folder("imported/" + $0))) }
        try ZipWriter.write(reread, to: folder("second.obz"))
        #expect(try bytes(at: folder("first.obz")) == (try bytes(at: folder("second.obz"))))
    }

    @Test(arguments: ["../evil.obf", "/abs.obf", "boards/"])
    func refusesNamesThatWouldBeRefusedOnReading(path: String) {
        #expect(throws: StorageError.self) { try ZipWriter.archive([ZipWriter.Entry(path: path, bytes: [1])]) }
    }

    @Test func refusesTheSameNameTwice() {
        let twice = [ZipWriter.Entry(path: "a.obf", bytes: [1]), ZipWriter.Entry(path: "./a.obf", bytes: [2])]
        #expect(throws: StorageError.duplicateEntry(archive: "archive", entry: "./a.obf")) { try ZipWriter.archive(twice) }
    }

    @Test func anEmptySetIsAnEmptyZip() throws {
        let folder = try TemporaryFolder()
        try ZipWriter.write([], to: folder("empty.obz"))
        #expect(try ObzSource(path: folder("empty.obz")).entryPaths().isEmpty)
    }
}
