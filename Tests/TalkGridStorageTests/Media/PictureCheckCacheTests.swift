import Foundation
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// The cache of what checking pictures found: it keeps what it was told under its conditions, and nothing else.
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
        #expect(cache.verdict(of: identity(7)) == nil)
        cache.note(identity(7), .decodes)
        cache.note(identity(8), .decodes)
        cache.note(identity(10), .fails("the SVG declares a parameter entity (<!ENTITY % ...>)"))
        cache.note(identity(11), .fails("the PNG picture cannot be decoded: the data ends too early"))
        cache.note(identity(12), .fails("the SVG declares a parameter entity (<!ENTITY % ...>)"))
        cache.save()
        let again = PictureCheckCache(path: path, conditions: [1, 2])
        #expect(again.verdict(of: identity(7)) == .decodes && again.verdict(of: identity(8)) == .decodes)
        #expect(again.verdict(of: identity(9)) == nil)
        #expect(again.verdict(of: MediaIdentity(kind: .archiveEntry, 1, 7, 100, 2, 3)) == nil)
        #expect(
            again.verdicts(of: [identity(8), nil, identity(9), identity(12), identity(11)]) == [
                .decodes, nil, nil, .fails("the SVG declares a parameter entity (<!ENTITY % ...>)"),
                .fails("the PNG picture cannot be decoded: the data ends too early"),
            ])
        let otherLimits = PictureCheckCache(path: path, conditions: [1, 3])
        #expect(otherLimits.verdict(of: identity(7)) == nil && otherLimits.verdict(of: identity(10)) == nil)
    }

    @Test("A reason is kept once however many pictures fail for it; a verdict noted again replaces the old one")
    func reasonsShared() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/picture-checks"
        let cache = PictureCheckCache(path: path, conditions: [1])
        let reason = String(repeating: "a long reason ", count: 50)
        for number in 1...1_000 { cache.note(identity(UInt64(number)), .fails(reason)) }
        cache.save()
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size < 1_000 * 56 + 2 * reason.utf8.count + 200)
        let again = PictureCheckCache(path: path, conditions: [1])
        #expect(again.verdicts(of: (1...1_000).map { identity(UInt64($0)) }).allSatisfy { $0 == .fails(reason) })
        again.note(identity(5), .fails(reason))
        #expect(again.addedCount == 0)
        again.note(identity(5), .decodes)
        #expect(again.addedCount == 1 && again.verdict(of: identity(5)) == .decodes)
        again.save()
        let third = PictureCheckCache(path: path, conditions: [1])
        #expect(third.verdict(of: identity(5)) == .decodes && third.verdict(of: identity(6)) == .fails(reason))
    }

    @Test("Two runs at once keep each other's verdicts: the file is joined, not overwritten")
    func twoRuns() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/picture-checks"
        let first = PictureCheckCache(path: path, conditions: [1])
        let second = PictureCheckCache(path: path, conditions: [1])
        first.note(identity(1), .decodes)
        second.note(identity(2), .fails("damaged"))
        second.note(identity(1), .fails("changed"))
        first.save()
        second.save()
        let both = PictureCheckCache(path: path, conditions: [1])
        #expect(both.verdicts(of: [identity(1), identity(2)]) == [.fails("changed"), .fails("damaged")])
    }

    @Test("A damaged or cut file is ignored whole; the newest records are kept within the capacity")
    func damagedAndCapped() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/picture-checks"
        let cache = PictureCheckCache(path: path, conditions: [1], capacity: 3)
        for number in 1...5 { cache.note(identity(UInt64(number)), number == 4 ? .fails("damaged") : .decodes) }
        cache.save()
        let capped = PictureCheckCache(path: path, conditions: [1], capacity: 3)
        #expect((1...5).map { capped.verdict(of: identity(UInt64($0))) } == [nil, nil, .decodes, .fails("damaged"), .decodes])
        var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count - 1] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(PictureCheckCache(path: path, conditions: [1], capacity: 3).verdict(of: identity(5)) == nil)
        try Data(bytes.dropLast(8)).write(to: URL(fileURLWithPath: path))
        #expect(PictureCheckCache(path: path, conditions: [1], capacity: 3).verdict(of: identity(3)) == nil)
    }

    @Test("Thousands of records: each found once noted and once read back, no record that differs in one word")
    func manyRecords() throws {
        let folder = try Fixtures.temporaryFolder("picture-check-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.path + "/picture-checks"
        let cache = PictureCheckCache(path: path, conditions: [3])
        let noted = (0..<5_000).map { MediaIdentity(kind: .folderFile, 1, UInt64($0), UInt64($0 % 7), 2, 3) }
        for identity in noted + noted.prefix(100) { cache.note(identity, .decodes) }
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
        #expect(cache.verdicts(of: noted).allSatisfy { $0 == .decodes })
        #expect(cache.verdicts(of: noted.flatMap(others)).allSatisfy { $0 == nil })
        cache.save()
        let again = PictureCheckCache(path: path, conditions: [3])
        #expect(again.verdicts(of: noted).allSatisfy { $0 == .decodes })
        #expect(again.verdicts(of: noted.flatMap(others)).allSatisfy { $0 == nil })
        // Noting a record read back adds nothing; a new one is added once.
        again.note(noted[4_321], .decodes)
        #expect(again.addedCount == 0)
        again.note(MediaIdentity(kind: .dataURI, 9, 9, 9, 0, 0), .decodes)
        again.note(MediaIdentity(kind: .dataURI, 9, 9, 9, 0, 0), .decodes)
        #expect(again.addedCount == 1 && again.verdict(of: MediaIdentity(kind: .dataURI, 9, 9, 9, 0, 0)) == .decodes)
    }
}
