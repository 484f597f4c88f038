import Foundation
import TalkGridTestSupport
import Testing

@testable import TalkGridSpeech

/// The natural voice's cache of sentences: keyed by voice, text and speed, bounded in memory and on
/// disk (least recently used first), and never handing back a damaged or mixed-up file.
@Suite("spoken cache")
struct SpokenCacheTests {
    static func sound(_ count: Int, _ value: Int16 = 7) -> [Int16] { Array(repeating: value, count: count) }

    @Test func aSentenceIsKeptForItsVoiceTextAndSpeedOnly() {
        let cache = SpokenCache(folder: nil)
        let key = SpokenKey(voice: "model-digest-a", text: "I want to go outside now.", speed: 100)
        cache.store(Self.sound(1000), for: key)
        #expect(cache.sound(for: key) == Self.sound(1000))
        var otherSpeed = key
        otherSpeed.speed = 150
        var otherVoice = key
        otherVoice.voice = "model-digest-b"
        var otherText = key
        otherText.text = "I want to go outside."
        for changed in [otherSpeed, otherVoice, otherText] { #expect(cache.sound(for: changed) == nil, "\(changed)") }
    }

    @Test func memoryStaysWithinItsLimitAndTheLeastRecentlyUsedGoesFirst() {
        // 10 sentences of 1,000 bytes each into 4,000 bytes of memory.
        let cache = SpokenCache(folder: nil, memoryLimit: 4000)
        let keys = (0..<10).map { SpokenKey(voice: "v", text: "sentence \($0)", speed: 100) }
        cache.store(Self.sound(500), for: keys[0])
        for key in keys.dropFirst() {
            #expect(cache.sound(for: keys[0]) != nil, "the sentence used every time stays")
            cache.store(Self.sound(500), for: key)
            #expect(cache.usage.memoryBytes <= 4000)
        }
        #expect(cache.isInMemory(keys[0]))
        #expect(cache.isInMemory(keys[9]), "the newest is kept")
        #expect(!cache.isInMemory(keys[1]), "the oldest unused went first")
        // A sound larger than the whole limit is not kept in memory at all.
        cache.store(Self.sound(3000), for: SpokenKey(voice: "v", text: "long", speed: 100))
        #expect(!cache.isInMemory(SpokenKey(voice: "v", text: "long", speed: 100)))
    }

    @Test func theDiskKeepsSentencesForTheNextRunWithinItsLimit() throws {
        let folder = try Fixtures.temporaryFolder("spoken-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.appendingPathComponent("speech").path
        let key = SpokenKey(voice: "v", text: "hello", speed: 100)
        SpokenCache(folder: path).store(Self.sound(800, 3), for: key)
        let nextRun = SpokenCache(folder: path)
        #expect(!nextRun.isInMemory(key))
        #expect(nextRun.sound(for: key) == Self.sound(800, 3), "read back from disk")
        #expect(nextRun.isInMemory(key))

        // 40 files of about 2 KB into 20 KB of disk: trimmed to within it, the newest kept.
        let small = SpokenCache(folder: path, memoryLimit: 0, diskLimit: 20_000)
        let keys = (0..<40).map { SpokenKey(voice: "v", text: "word \($0)", speed: 100) }
        for key in keys { small.store(Self.sound(1000), for: key) }
        small.trimDisk()
        #expect(small.usage.diskBytes <= 20_000, "\(small.usage)")
        #expect(small.sound(for: keys[39]) != nil)
    }

    @Test(arguments: ["truncated", "flipped", "other key"])
    func aDamagedOrMixedUpFileIsNeverHeardAndIsDeleted(damage: String) throws {
        let folder = try Fixtures.temporaryFolder("spoken-cache-damage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = folder.appendingPathComponent("speech").path
        let key = SpokenKey(voice: "v", text: "stop", speed: 100)
        let other = SpokenKey(voice: "v", text: "go", speed: 100)
        SpokenCache(folder: path).store(Self.sound(500, 9), for: key)
        SpokenCache(folder: path).store(Self.sound(500, 4), for: other)
        let file = path + "/" + key.fileName
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        switch damage {
        case "truncated": bytes.removeLast(101)
        case "flipped": bytes[bytes.count - 10] ^= 0xFF
        default: bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path + "/" + other.fileName)))
        }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(SpokenCache(folder: path).sound(for: key) == nil)
        #expect(!FileManager.default.fileExists(atPath: file), "the damaged file is deleted, to be made again")
    }

    @Test func aDiskThatCannotBeWrittenOnlyMeansNoDiskCache() throws {
        let folder = try Fixtures.temporaryFolder("spoken-cache-unwritable")
        defer { Fixtures.removeTemporaryFolder(folder) }
        // The cache folder's parent is a file: nothing can be created there (as root too).
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let cache = SpokenCache(folder: blocker.appendingPathComponent("speech").path)
        let key = SpokenKey(voice: "v", text: "help", speed: 100)
        cache.store(Self.sound(100), for: key)
        #expect(cache.sound(for: key) == Self.sound(100), "kept in memory all the same")
        #expect(cache.usage.diskBytes == 0)
    }
}
