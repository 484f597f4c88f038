import Foundation
import Synchronization
import TalkGrid

/// What a natural voice said for one sentence: the key of a ``SpokenCache`` entry.
///
/// The voice is its installed model's digest (a voice installed again, or another model under
/// the same name, never hears an old entry) and the speed is in hundredths: a new speed is a
/// new key. Volume is not part of it: it is applied as the sound is played.
public struct SpokenKey: Hashable, Sendable {
    public var voice: String
    public var text: String
    public var speed: Int

    public init(voice: String, text: String, speed: Int) {
        self.voice = voice
        self.text = text
        self.speed = speed
    }

    /// The disk file's name: a digest of the key.
    var fileName: String {
        SHA256.hexDigest(Array("\(voice)\u{0}\(speed)\u{0}\(text)".utf8)).prefix(40) + ".pcm"
    }
}

/// Sentences a natural voice has said, kept so that saying one again (a board's words, a
/// message said twice) starts at once: in memory and on disk, each bounded, the least recently
/// used going first.
///
/// The disk folder is `$XDG_CACHE_HOME/talkgrid/speech` (else `~/.cache/talkgrid/speech`): one
/// file per sentence, written to a temporary name and renamed; a damaged file fails its check,
/// is deleted and made again. Deleting the folder is always safe. Safe to use from any thread.
public final class SpokenCache: Sendable {
    /// 24 MiB of sound in memory: some nine minutes of a 22,050 Hz voice.
    public static var standardMemoryLimit: Int { 24 << 20 }
    /// 64 MiB on disk.
    public static var standardDiskLimit: Int { 64 << 20 }

    private struct Entry {
        var samples: [Int16]
        var lastUse: UInt64
    }

    private struct Memory {
        var entries: [SpokenKey: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
        var storesSinceTrim = 0
    }

    /// The most bytes of sound kept in memory.
    public let memoryLimit: Int
    /// The disk folder; nil: memory only.
    public let folder: String?
    /// The most bytes the folder is trimmed to.
    public let diskLimit: Int
    private let memory = Mutex(Memory())

    public init(folder: String?, memoryLimit: Int = SpokenCache.standardMemoryLimit, diskLimit: Int = SpokenCache.standardDiskLimit) {
        self.folder = folder
        self.memoryLimit = memoryLimit
        self.diskLimit = diskLimit
    }

    /// The folder the environment names (see the type), or nil without `XDG_CACHE_HOME` and `HOME`.
    public static func standardFolder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/talkgrid/speech" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/talkgrid/speech" }
        return nil
    }

    /// The sound kept for `key`: from memory, else from disk (then kept in memory too).
    public func sound(for key: SpokenKey) -> [Int16]? {
        if let kept = memory.withLock({ memory -> [Int16]? in
            guard var entry = memory.entries[key] else { return nil }
            memory.clock += 1
            entry.lastUse = memory.clock
            memory.entries[key] = entry
            return entry.samples
        }) {
            return kept
        }
        guard let folder, let data = FileManager.default.contents(atPath: folder + "/" + key.fileName) else { return nil }
        guard let samples = Self.decode(Array(data), key: key) else {
            try? FileManager.default.removeItem(atPath: folder + "/" + key.fileName)
            return nil
        }
        keepInMemory(samples, for: key)
        return samples
    }

    /// Whether `key` is kept in memory (never reads the disk).
    public func isInMemory(_ key: SpokenKey) -> Bool {
        memory.withLock { $0.entries[key] != nil }
    }

    /// Keeps `samples` for `key` in memory and on disk; a full disk or a read-only home only means
    /// no disk cache.
    public func store(_ samples: [Int16], for key: SpokenKey) {
        keepInMemory(samples, for: key)
        guard let folder else { return }
        let manager = FileManager.default
        if !manager.fileExists(atPath: folder) { try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let path = folder + "/" + key.fileName
        let temporary = folder + "/.\(key.fileName).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(Self.encode(samples, key: key))) else { return }
        if rename(temporary, path) != 0 { try? manager.removeItem(atPath: temporary) }
        let due = memory.withLock { memory -> Bool in
            memory.storesSinceTrim += 1
            guard memory.storesSinceTrim == 1 || memory.storesSinceTrim > 64 else { return false }
            memory.storesSinceTrim = 1
            return true
        }
        if due { trimDisk() }
    }

    private func keepInMemory(_ samples: [Int16], for key: SpokenKey) {
        let bytes = samples.count * 2
        guard bytes <= memoryLimit else { return }
        memory.withLock { memory in
            memory.clock += 1
            if let old = memory.entries.updateValue(Entry(samples: samples, lastUse: memory.clock), forKey: key) {
                memory.byteCount -= old.samples.count * 2
            }
            memory.byteCount += bytes
            guard memory.byteCount > memoryLimit else { return }
            // Down to 3/4 of the limit at once, so that eviction (a sort) is rare.
            for (oldKey, entry) in memory.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard memory.byteCount > memoryLimit * 3 / 4 else { break }
                if oldKey == key { continue }
                memory.entries[oldKey] = nil
                memory.byteCount -= entry.samples.count * 2
            }
        }
    }

    /// Deletes the oldest files until the folder holds at most 3/4 of the limit, when it holds more.
    public func trimDisk() {
        guard let folder else { return }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        var files: [(name: String, size: Int, modified: Date)] = []
        for name in names where name.hasSuffix(".pcm") || name.hasSuffix(".tmp") {
            guard let attributes = try? manager.attributesOfItem(atPath: folder + "/" + name),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            files.append((name, (attributes[.size] as? NSNumber)?.intValue ?? 0, attributes[.modificationDate] as? Date ?? .distantPast))
        }
        var total = files.reduce(0) { $0 + $1.size }
        guard total > diskLimit else { return }
        for file in files.sorted(by: { $0.modified < $1.modified }) {
            guard total > diskLimit * 3 / 4 else { break }
            if (try? manager.removeItem(atPath: folder + "/" + file.name)) != nil { total -= file.size }
        }
    }

    /// How many sentences and bytes are kept in memory, and the bytes on disk.
    public var usage: (count: Int, memoryBytes: Int, diskBytes: Int) {
        let (count, bytes) = memory.withLock { ($0.entries.count, $0.byteCount) }
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return (count, bytes, 0) }
        let disk = names.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? NSNumber)?.intValue ?? 0)
        }
        return (count, bytes, disk)
    }

    // MARK: The file

    /// `TGSPOKEN1`, the key's digest (a file renamed or mixed up is not heard), the sample count,
    /// a checksum of the samples, then the samples (16-bit little-endian).
    /// Version 2: made as loud as espeak-ng (a version-1 sentence, quieter, is made again).
    private static let magic = Array("TGSPOKEN2".utf8)

    static func encode(_ samples: [Int16], key: SpokenKey) -> [UInt8] {
        var bytes = magic
        bytes += Array(key.fileName.utf8.prefix(40))
        append(UInt64(samples.count), to: &bytes)
        append(checksum(samples), to: &bytes)
        bytes.reserveCapacity(bytes.count + samples.count * 2)
        for sample in samples {
            let value = UInt16(bitPattern: sample)
            bytes.append(UInt8(value & 0xFF))
            bytes.append(UInt8(value >> 8))
        }
        return bytes
    }

    static func decode(_ bytes: [UInt8], key: SpokenKey) -> [Int16]? {
        let header = magic.count + 40 + 16
        guard bytes.count >= header, Array(bytes[0..<magic.count]) == magic,
            Array(bytes[magic.count..<magic.count + 40]) == Array(key.fileName.utf8.prefix(40))
        else { return nil }
        let count = Int(clamping: read(bytes, at: magic.count + 40))
        let sum = read(bytes, at: magic.count + 48)
        guard bytes.count == header + count * 2 else { return nil }
        var samples = [Int16](repeating: 0, count: count)
        for index in 0..<count {
            samples[index] = Int16(bitPattern: UInt16(bytes[header + 2 * index]) | UInt16(bytes[header + 2 * index + 1]) << 8)
        }
        return checksum(samples) == sum ? samples : nil
    }

    /// FNV-1a over the samples: enough to notice a damaged file.
    static func checksum(_ samples: [Int16]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for sample in samples {
            hash = (hash ^ UInt64(UInt16(bitPattern: sample))) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    private static func read(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
    }
}
