import Foundation
import Testing

@testable import TalkGridStorage

@Suite("AtomicFile")
struct AtomicFileTests {
    private func permissions(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func createsANewFile() throws {
        let folder = try TemporaryFolder()
        try AtomicFile.write(Array("new".utf8), to: folder("board.obf"))
        #expect(try text(at: folder("board.obf")) == "new")
        #expect(try permissions(folder("board.obf")) == 0o644)
        #expect(folder.contents() == ["board.obf"])
    }

    @Test func replacesAFileAndKeepsItsPermissions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("old", to: "board.obf")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFile.write(Array("new".utf8), to: path)
        #expect(try text(at: path) == "new")
        #expect(try permissions(path) == 0o600)
        #expect(folder.contents() == ["board.obf"])
    }

    @Test(arguments: [AtomicFile.Step.created, .written, .flushed])
    func aFailedWriteLeavesTheOldFileAndNoTemporaryFile(step: AtomicFile.Step) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("old", to: "board.obf")
        #expect(throws: StorageError.diskFull(path: path)) {
            try AtomicFile.write(Array("new and longer".utf8), to: path, failing: step)
        }
        #expect(try text(at: path) == "old")
        #expect(folder.contents() == ["board.obf"])
    }

    @Test func aMissingFolderIsReported() throws {
        let folder = try TemporaryFolder()
        #expect(throws: StorageError.self) { try AtomicFile.write([1], to: folder("nope/board.obf")) }
        #expect(folder.contents().isEmpty)
    }

    @Test func aFolderIsNotReplaced() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "set/manifest.json")
        #expect(throws: StorageError.self) { try AtomicFile.write([1], to: folder("set")) }
        #expect(folder.contents() == ["set", "set/manifest.json"])
    }

    @Test func aLinkIsKeptAndItsFileReplaced() throws {
        let folder = try TemporaryFolder()
        let real = try folder.write("old", to: "real.obf")
        try FileManager.default.createSymbolicLink(atPath: folder("link.obf"), withDestinationPath: real)
        try AtomicFile.write(Array("new".utf8), to: folder("link.obf"))
        #expect(try text(at: real) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder("link.obf")) == real)
    }

    @Test(.enabled(if: getuid() != 0, "root may write into a read-only folder"))
    func aReadOnlyFolderLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("old", to: "set/board.obf")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder("set"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder("set")) }
        #expect(throws: StorageError.self) { try AtomicFile.write(Array("new".utf8), to: path) }
        #expect(try text(at: path) == "old")
    }

    @Test("a file in a missing folder is refused naming the folder, and nothing is created")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder("missing/board.obz")
        #expect(throws: StorageError.writeFailed(path: path, reason: "there is no folder \(folder("missing")); create it first")) {
            try AtomicFile.write(Array("new".utf8), to: path)
        }
        #expect(folder.contents().isEmpty)
    }

    @Test("a file written in pieces appears whole at commit; given up, the old file stays and nothing is left")
    func writerInPieces() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("old", to: "out.pdf")
        let writer = try AtomicFileWriter(path: path)
        try writer.append(Array("new ".utf8))
        try writer.append(Array("and whole".utf8))
        #expect(try text(at: path) == "old")
        try writer.commit()
        #expect(try text(at: path) == "new and whole")
        #expect(folder.contents() == ["out.pdf"])
        do {
            let abandoned = try AtomicFileWriter(path: path)
            try abandoned.append(Array("half".utf8))
        }
        #expect(try text(at: path) == "new and whole")
        #expect(folder.contents() == ["out.pdf"])
    }
}
