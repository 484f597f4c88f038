import Foundation
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// The cache of pictures known to decode: it keeps what it was told under its conditions, and nothing else.
@Suite("Picture check cache")
struct PictureCheckCacheTests {
    private func identity(_ number: UInt64) -> MediaIdentity {
        MediaIdentity(kind: .folderFile, 1, number, 100, 2, 3)
    }

    @Test("Saved verdicts are read back under the same conditions, and ignored under others")
    func roundTrip() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/deeper/talkgrid/picture-checks"
        let cache = PictureCheckCache(path: path, conditions: [1, 2])
        #expect(!cache.decodedBefore(identity(7)))
        cache.noteDecoded(identity(7))
        cache.noteDecoded(identity(8))
        cache.save()
        let again = PictureCheckCache(path: path, conditions: [1, 2])
        #expect(again.decodedBefore(identity(7)) && again.decodedBefore(identity(8)))
        #expect(!again.decodedBefore(identity(9)))
        #expect(!again.decodedBefore(MediaIdentity(kind: .archiveEntry, 1, 7, 100, 2, 3)))
        #expect(again.decodedBefore([identity(8), nil, identity(9), identity(7)]) == [true, false, false, true])
        let otherLimits = PictureCheckCache(path: path, conditions: [1, 3])
        #expect(!otherLimits.decodedBefore(identity(7)))
    }

    @Test("A damaged or cut file is ignored whole; the newest records are kept within the capacity")
    func damagedAndCapped() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/picture-checks"
        let cache = PictureCheckCache(path: path, conditions: [1], capacity: 3)
        for number in 1...5 { cache.noteDecoded(identity(UInt64(number))) }
        cache.save()
        let capped = PictureCheckCache(path: path, conditions: [1], capacity: 3)
        #expect((1...5).map { capped.decodedBefore(identity(UInt64($0))) } == [false, false, true, true, true])
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count - 1] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(!PictureCheckCache(path: path, conditions: [1], capacity: 3).decodedBefore(identity(5)))
        try Data(bytes.dropLast(8)).write(to: URL(fileURLWithPath: path))
        #expect(!PictureCheckCache(path: path, conditions: [1], capacity: 3).decodedBefore(identity(4)))
    }

    @Test("Thousands of records: each found once noted and once read back, no record that differs in one word")
    func manyRecords() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/picture-checks"
        let cache = PictureCheckCache(path: path, conditions: [3])
        let noted = (0..<5_000).map { MediaIdentity(kind: .folderFile, 1, UInt64($0), UInt64($0 % 7), 2, 3) }
        for identity in noted + noted.prefix(100) { cache.noteDecoded(identity) }
        #expect(cache.addedCount == 5_000)
        func others(_ identity: MediaIdentity) -> [MediaIdentity] {
            var kind = identity
            kind.kind = .archiveEntry
            var fifth = identity
            fifth.fifth += 1
            var third = identity
            third.third += 7
            return [kind, fifth, third]
        }
        #expect(cache.decodedBefore(noted).allSatisfy { $0 })
        #expect(!cache.decodedBefore(noted.flatMap(others)).contains(true))
        cache.save()
        let again = PictureCheckCache(path: path, conditions: [3])
        #expect(again.decodedBefore(noted).allSatisfy { $0 })
        #expect(!again.decodedBefore(noted.flatMap(others)).contains(true))
        // Noting a record read back adds nothing; a new one is added once.
        again.noteDecoded(noted[4_321])
        #expect(again.addedCount == 0)
        again.noteDecoded(MediaIdentity(kind: .dataURI, 9, 9, 9, 0, 0))
        again.noteDecoded(MediaIdentity(kind: .dataURI, 9, 9, 9, 0, 0))
        #expect(again.addedCount == 1 && again.decodedBefore(MediaIdentity(kind: .dataURI, 9, 9, 9, 0, 0)))
    }
}
