import Foundation
import TalkGrid
import Testing

@testable import TalkGridStorage

@Suite("FolderSource")
struct FolderSourceTests {
    /// A set folder and a folder outside it, both removed when dropped.
    private struct SetFolder {
        let folder: TemporaryFolder
        let outside: TemporaryFolder
        let source: FolderSource
    }

    /// A set folder with a manifest, a board, clutter, a link to a file and a link to a folder outside.
    private func makeSet() throws -> SetFolder {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try folder.write(#"{"root":"boards/a.obf"}"#, to: "set/manifest.json")
        try folder.write("{}", to: "set/boards/a.obf")
        try folder.write("junk", to: "set/.DS_Store")
        try folder.write("junk", to: "set/__MACOSX/._a.obf")
        try outside.write("secret", to: "secret.obf")
        try FileManager.default.createSymbolicLink(atPath: folder("set/link.obf"), withDestinationPath: outside("secret.obf"))
        try FileManager.default.createSymbolicLink(atPath: folder("set/boards/outside"), withDestinationPath: outside.path)
        return SetFolder(folder: folder, outside: outside, source: try FolderSource(path: folder("set")))
    }

    @Test func listsRegularFilesAndReportsLinks() throws {
        let set = try makeSet()
        let source = set.source
        let listing = try source.listing()
        #expect(listing.files == ["boards/a.obf", "manifest.json"])
        #expect(listing.symbolicLinks == ["boards/outside", "link.obf"])
        #expect(try source.entryPaths() == listing.files)
        #expect(try source.contents(of: "boards/a.obf") == Array("{}".utf8))
    }

    @Test(arguments: ["../outside.obf", "/etc/passwd", "boards/../../x.obf", "boards\\..\\..\\x.obf", "boards/"])
    func refusesPathsThatLeaveTheFolder(entry: String) throws {
        let set = try makeSet()
        let source = set.source
        #expect(throws: StorageError.outsideFolder(folder: source.path, entry: entry)) { try source.contents(of: entry) }
    }

    @Test(arguments: ["link.obf", "boards/outside/secret.obf"])
    func neverFollowsALink(entry: String) throws {
        let set = try makeSet()
        let source = set.source
        #expect(throws: StorageError.symbolicLinkInFolder(folder: source.path, entry: entry)) {
            try source.contents(of: entry)
        }
    }

    @Test("identities: asked together as one by one, nil for what is not a plain file of the set, new once rewritten")
    func identities() throws {
        let set = try makeSet()
        try set.folder.write("{}", to: "set/boards/b.obf")
        let entries = [
            "boards/a.obf", "manifest.json", "boards/b.obf", "boards/./a.obf", "boards\\b.obf", "missing.obf", "link.obf",
            "boards/outside/secret.obf", "../outside.obf", "boards", "boards/", "boards/a.obf", "boards/a.obf/.", "a\u{0}b",
        ]
        let together = set.source.identities(of: entries)
        #expect(together == entries.map { set.source.identity(of: $0) })
        #expect(together.map { $0 != nil } == [true, true, true, true, true, false, false, false, false, false, false, true, true, false])
        #expect(together[0] == together[3] && together[0] == together[11] && together[0] == together[12] && together[2] == together[4])
        #expect(Set(together.compactMap { $0 }).count == 3)
        try set.folder.write("{ }", to: "set/boards/a.obf")
        #expect(set.source.identity(of: "boards/a.obf") != together[0])
    }

    @Test("identities on several threads, each taking runs of entries: the same as one by one, across nested folders and missing files")
    func identitiesSideBySide() throws {
        let set = try makeSet()
        var entries: [String] = []
        for folder in ["images", "images/deep", "images/deep/er", "other"] {
            for number in 0..<6 {
                try set.folder.write("\(folder) \(number)", to: "set/\(folder)/\(number).png")
                entries += ["\(folder)/\(number).png", "\(folder)/missing-\(number).png"]
            }
        }
        // Folders change within and between runs; a missing folder, a link and a path leaving the set among them.
        entries += ["nope/1.png", "images/1.png", "boards/outside/secret.obf", "images/deep/./2.png", "../outside.obf", "link.obf"]
        entries += entries.reversed()
        let oneByOne = entries.map { set.source.identity(of: $0) }
        #expect(
            oneByOne.map { $0 != nil }
                == entries.map {
                    !$0.contains("missing") && !["nope/1.png", "boards/outside/secret.obf", "../outside.obf", "link.obf"].contains($0)
                })
        #expect(Set(oneByOne.compactMap { $0 }).count == 24)
        for (workers, chunk) in [(1, 3), (2, 1), (2, 5), (3, 7), (2, 2048)] {
            #expect(set.source.identities(of: entries, workers: workers, chunk: chunk) == oneByOne)
        }
        #expect(set.source.identities(of: [], workers: 2) == [])
    }

    @Test("files come in the order of their paths' bytes, though each folder is walked in the order of its names")
    func filesInTheOrderOfTheirPathsBytes() throws {
        let folder = try TemporaryFolder()
        // A folder's name sorts before a longer name that its paths sort after (`a` < `a-c`, `a/b` > `a-c`).
        for file in ["a/b", "a-c", "a.d/e", "a0", "b/c/d", "b/c-d", "b/c/e/f", "B", "z"] { try folder.write(file, to: "set/\(file)") }
        let source = try FolderSource(path: folder("set"))
        let files = try source.listing().files
        #expect(files == ["B", "a-c", "a.d/e", "a/b", "a0", "b/c-d", "b/c/d", "b/c/e/f", "z"])
        #expect(files == files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    @Test("a name that is not UTF-8 is listed as String(decoding:) repairs it, and sorted by the repaired text")
    func namesThatAreNotUTF8() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "set/manifest.json")
        // Raw bytes 0xEE sort before U+FFFC (EF BF BC), but repaired to U+FFFD (EF BF BD) they sort after it;
        // 0xC3 0x28 is a broken two-byte sequence, repaired to U+FFFD and `(`.
        let names: [[UInt8]] = [[0xEE], [0xEF, 0xBF, 0xBC], [0x61, 0xC3, 0x28], Array("é".utf8), [0x62, 0xFF, 0x2E, 0x70, 0x6E, 0x67]]
        for name in names {
            let path = Array(folder("set/").utf8) + name + [0]
            let fd = path.withUnsafeBufferPointer {
                open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
            }
            #expect(fd >= 0)
            close(fd)
        }
        let source = try FolderSource(path: folder("set"))
        let files = try source.listing().files
        #expect(files == ["a\u{FFFD}(", "b\u{FFFD}.png", "manifest.json", "é", "\u{FFFC}", "\u{FFFD}"])
        #expect(files == (names.map { String(decoding: $0, as: UTF8.self) } + ["manifest.json"]).sorted())
    }

    @Test(
        "a folder's manifest, read while the folder is listed, loads or fails as the same files held in memory do",
        arguments: [
            #"{"root":"boards/a.obf","paths":{"boards":{"a":"boards/a.obf"}}}"#, #"{"root":"boards/a.obf""#, "[1]", "",
            #"{"root":"boards/b.obf"}"#, "not json",
        ])
    func manifestReadWhileListing(manifest: String) throws {
        let folder = try TemporaryFolder()
        let board = #"{"format":"open-board-0.1","id":"a","name":"A","buttons":[],"grid":{"rows":0,"columns":0,"order":[]}}"#
        try folder.write(manifest, to: "set/manifest.json")
        try folder.write(board, to: "set/boards/a.obf")
        let inMemory = InMemoryBoardSetSource(
            displayName: folder("set"), files: ["manifest.json": Array(manifest.utf8), "boards/a.obf": Array(board.utf8)])
        let source = try FolderSource(path: folder("set"))
        #expect(
            Result { () throws(BoardLoadError) in try BoardSetLoader.loadSet(from: source) }
                == Result { () throws(BoardLoadError) in try BoardSetLoader.loadSet(from: inMemory) })
    }

    @Test("a manifest that is a link or a pipe is no manifest: never followed, never opened (a pipe would block)")
    func manifestThatIsNotAPlainFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"root":"boards/a.obf"}"#, to: "real.json")
        try folder.write("{}", to: "link/boards/a.obf")
        try folder.write("{}", to: "pipe/boards/a.obf")
        try FileManager.default.createSymbolicLink(atPath: folder("link/manifest.json"), withDestinationPath: folder("real.json"))
        #expect(mkfifo(folder("pipe/manifest.json"), 0o644) == 0)
        for name in ["link", "pipe"] {
            #expect(throws: BoardLoadError.missingManifest(source: folder(name))) {
                try BoardSetLoader.loadSet(from: FolderSource(path: folder(name)))
            }
        }
    }

    @Test func aMissingFileIsTheSourcesMissingEntryError() throws {
        let set = try makeSet()
        let source = set.source
        #expect(throws: BoardSetSourceError.missingEntry("boards/b.obf")) { try source.contents(of: "boards/b.obf") }
        #expect(throws: BoardSetSourceError.missingEntry("nope/b.obf")) { try source.contents(of: "nope/b.obf") }
    }

    @Test func boundsReadsAndTheNumberOfFiles() throws {
        let set = try makeSet()
        let (folder, source) = (set.folder, set.source)
        #expect(throws: StorageError.entryTooLarge(source: source.path + "/manifest.json", entry: "manifest.json", limit: 5)) {
            try source.contents(of: "manifest.json", limit: 5)
        }
        let small = try FolderSource(path: folder("set"), limits: ArchiveLimits(maxEntryCount: 2))
        #expect(throws: StorageError.self) { try small.listing() }
    }

    @Test func aFileIsNotAFolder() throws {
        let folder = try makeSet().folder
        #expect(throws: StorageError.notAFolder(path: folder("set/manifest.json"))) {
            try FolderSource(path: folder("set/manifest.json"))
        }
        #expect(throws: StorageError.notFound(path: folder("nope"))) { try FolderSource(path: folder("nope")) }
    }
}
