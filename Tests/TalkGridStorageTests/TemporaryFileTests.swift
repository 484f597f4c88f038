import Foundation
import Testing

@testable import TalkGridStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Leftovers of a save that was killed: never shown as set files, removed by the next save when stale.
@Suite("Leftover temporary files of interrupted saves")
struct TemporaryFileTests {
    @Test(
        "only TalkGrid's own pattern counts as a temporary file",
        arguments: [
            (".home.obf.tmp-a1B2c3", true), (".manifest.json.tmp-XXXXXX", true), (".x.tmp-000000", true),
            ("home.obf.tmp-a1B2c3", false), (".home.obf.tmp-a1B2c", false), (".home.obf.tmp-a1B2c3d", false),
            (".home.obf.tmp-a1B2_3", false), (".tmp-a1B2c3", false), ("home.obf", false), (".DS_Store", false),
        ])
    func pattern(name: String, expected: Bool) {
        #expect(TemporaryFile.isTalkGridTemporary(name) == expected)
    }

    private func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-tmp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    private func age(_ path: String, seconds: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
    }

    @Test("the next save removes leftovers of exactly that pattern (stale, or of a killed save) and keeps live ones and everything else")
    func nextSaveCleansUp() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = folder + "/.home.obf.tmp-Ab12Cd"
        let fresh = folder + "/.home.obf.tmp-Zz99Yy"
        let killed = folder + "/.home.obf.tmp-Kk77Ll"
        let other = folder + "/.home.obf.tmp-keep"
        let notes = folder + "/notes.tmp-Ab12Cd"
        for path in [stale, fresh, killed, other, notes] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        let staleFolder = folder + "/.images.tmp-Qq11Ww"
        try FileManager.default.createDirectory(atPath: staleFolder, withIntermediateDirectories: false)
        for path in [stale, other, notes, staleFolder] { try age(path, seconds: 3_600) }
        // A save still writing holds its temporary file's lock; a killed one's lock went with its process.
        let live = open(fresh, O_RDONLY)
        defer { close(live) }
        #expect(flock(live, LOCK_EX) == 0)

        try AtomicFile.write(Array("{}".utf8), to: folder + "/home.obf")

        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(!names.contains(".home.obf.tmp-Ab12Cd"))
        #expect(!names.contains(".home.obf.tmp-Kk77Ll"))
        #expect(names.isSuperset(of: ["home.obf", ".home.obf.tmp-Zz99Yy", ".home.obf.tmp-keep", "notes.tmp-Ab12Cd", ".images.tmp-Qq11Ww"]))
    }

    @Test("a folder listing never shows a leftover temporary file as a set file")
    func listingSkipsLeftovers() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/manifest.json"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/.manifest.json.tmp-Ab12Cd"))
        try FileManager.default.createDirectory(atPath: folder + "/boards", withIntermediateDirectories: false)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/boards/.home.obf.tmp-Ab12Cd"))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/boards/home.obf"))
        #expect(try FolderSource(path: folder).entryPaths() == ["boards/home.obf", "manifest.json"])
    }
}
