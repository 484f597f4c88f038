import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The pictures known to decode, kept between runs so that checking an unchanged set again
/// decodes none of them.
///
/// One small file, `$XDG_CACHE_HOME/talkgrid/picture-checks` (else under `~/.cache`): a header
/// naming the conditions of the check (the decoder's version and limits, as the caller gives
/// them), then one record per ``MediaIdentity`` that decoded under exactly those conditions. It
/// says nothing more: a picture that failed is never kept (it is decoded again next time, for its
/// exact message), and a file of other conditions, of another layout, damaged or cut short is
/// ignored whole. It is written to a temporary file and renamed (a reader never sees half a
/// file), holds at most ``capacity`` records (the newest), and deleting it is always safe.
///
/// What it trusts: that bytes with the same identity are the same bytes. For a folder file that
/// holds (its change time moves with every write); for an `.obz` entry it rests on the CRC-32 and
/// sizes the archive declares, which a forged archive could copy from a good picture: such a
/// picture then passes the check here, and still fails (safely, with its glyph shown) where it is
/// read, because reading checks the CRC-32.
///
/// Safe to use from any thread.
public final class PictureCheckCache: Sendable {
    /// 200,000 pictures (9.6 MB): a few dozen large sets.
    public static let standardCapacity = 200_000

    /// The file's path.
    public let path: String
    /// What a verdict depends on besides the bytes (decoder version, limits); another file's are ignored.
    public let conditions: [UInt64]
    /// The most records kept.
    public let capacity: Int

    /// The records, and a table to find them by: no `Set` of ``MediaIdentity`` (hashing its six
    /// words through `Hasher` was most of the cost of a run that decodes nothing).
    private struct State {
        /// The records in the order they were added, oldest first (a record read twice is kept twice).
        var order: [MediaIdentity] = []
        /// Open addressing with linear probing: each slot is 0 (empty) or 1 + the index in `order`
        /// of a record; at most half the slots are used. Its count is a power of two.
        var slots: [UInt32] = []
        var added = 0

        init(records: [MediaIdentity]) {
            order = records
            var size = 16
            while size < 2 * records.count { size *= 2 }
            slots = [UInt32](repeating: 0, count: size)
            for index in records.indices { _ = place(index) }
        }

        private static func hash(_ identity: MediaIdentity) -> Int {
            var hash = identity.kind.rawValue &* 0x9E37_79B9_7F4A_7C15
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
            }
            mix(identity.first)
            mix(identity.second)
            mix(identity.third)
            mix(identity.fourth)
            mix(identity.fifth)
            return Int(truncatingIfNeeded: hash)
        }

        /// The slot holding `identity`, else the empty slot where it goes.
        private func slot(of identity: MediaIdentity) -> (slot: Int, found: Bool) {
            let mask = slots.count - 1
            var slot = Self.hash(identity) & mask
            while slots[slot] != 0 {
                if order[Int(slots[slot]) - 1] == identity { return (slot, true) }
                slot = (slot + 1) & mask
            }
            return (slot, false)
        }

        /// Puts the record at `index` of `order` into the table unless an equal one is there; whether it was put.
        private mutating func place(_ index: Int) -> Bool {
            let (slot, found) = slot(of: order[index])
            guard !found else { return false }
            slots[slot] = UInt32(index + 1)
            return true
        }

        func contains(_ identity: MediaIdentity) -> Bool { slot(of: identity).found }

        /// Adds `identity` unless it is there; whether it was added.
        mutating func insert(_ identity: MediaIdentity) -> Bool {
            guard !contains(identity) else { return false }
            order.append(identity)
            if 2 * order.count > slots.count {
                slots = [UInt32](repeating: 0, count: 2 * slots.count)
                for index in order.indices.dropLast() { _ = place(index) }
            }
            return place(order.count - 1)
        }
    }

    private let state = Mutex(State(records: []))
    private static let magic: [UInt8] = Array("TGPICOK".utf8) + [1]
    private static let recordBytes = 48

    /// Reads the file at `path` (a missing, damaged or foreign one is an empty cache).
    public init(path: String, conditions: [UInt64], capacity: Int = PictureCheckCache.standardCapacity) {
        self.path = path
        self.conditions = conditions
        self.capacity = capacity
        let records = Self.read(path: path, conditions: conditions, capacity: capacity)
        state.withLock { $0 = State(records: records) }
    }

    /// The cache file the environment names (see the type), or nil without `XDG_CACHE_HOME` and `HOME`.
    public static func standardPath(environment: [String: String]) -> String? {
        XDGBaseDirectory.cache.path(of: "picture-checks", environment: environment)
    }

    /// Whether the picture with this identity decoded under these conditions before.
    public func decodedBefore(_ identity: MediaIdentity) -> Bool {
        state.withLock { $0.contains(identity) }
    }

    /// Whether each picture decoded under these conditions before (false for nil), in the same
    /// order: one look at the records for all of them.
    public func decodedBefore(_ identities: [MediaIdentity?]) -> [Bool] {
        state.withLock { state in identities.map { $0.map(state.contains) ?? false } }
    }

    /// Notes that the picture with this identity decoded.
    public func noteDecoded(_ identity: MediaIdentity) {
        state.withLock { state in
            guard state.insert(identity) else { return }
            state.added += 1
        }
    }

    /// How many records were added since the file was read.
    public var addedCount: Int { state.withLock { $0.added } }

    /// Writes the records (the newest ``capacity``) when some were added; failures (a read-only
    /// home, a full disk) only mean that the next run decodes again.
    public func save() {
        let records = state.withLock { state -> [MediaIdentity]? in
            guard state.added > 0 else { return nil }
            state.added = 0
            return Array(state.order.suffix(capacity))
        }
        guard let records else { return }
        var payload: [UInt8] = []
        payload.reserveCapacity(records.count * Self.recordBytes)
        for record in records {
            for word in [record.kind.rawValue, record.first, record.second, record.third, record.fourth, record.fifth] {
                Self.append(word, to: &payload)
            }
        }
        var file = Self.magic
        Self.append(UInt64(conditions.count), to: &file)
        for condition in conditions { Self.append(condition, to: &file) }
        Self.append(UInt64(records.count), to: &file)
        Self.append(Self.checksum(payload), to: &file)
        file += payload
        Self.makeFolders(of: path)
        try? AtomicFile.write(file, to: path)
    }

    private static func read(path: String, conditions: [UInt64], capacity: Int) -> [MediaIdentity] {
        let header = magic.count + 8 * (conditions.count + 3)
        let limit = header + capacity * recordBytes
        guard let descriptor = try? FileSystem.openFile(path),
            let bytes = try? FileSystem.readAll(descriptor, maxBytes: limit, path: path, entry: path),
            bytes.count >= header, bytes.starts(with: magic)
        else { return [] }
        return bytes.withUnsafeBytes { raw -> [MediaIdentity] in
            var offset = magic.count
            func next() -> UInt64 {
                defer { offset += 8 }
                return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            guard next() == UInt64(conditions.count) else { return [] }
            for condition in conditions where next() != condition { return [] }
            let count = next()
            let sum = next()
            guard count <= UInt64(capacity), raw.count == header + Int(count) * recordBytes,
                checksum(UnsafeRawBufferPointer(rebasing: raw[header...])) == sum
            else { return [] }
            var records: [MediaIdentity] = []
            records.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let kind = MediaIdentity.Kind(rawValue: next()) else { return [] }
                records.append(MediaIdentity(kind: kind, next(), next(), next(), next(), next()))
            }
            return records
        }
    }

    /// Creates the folders on the way to `path` (mode 0700: what is cached may name a person's files).
    private static func makeFolders(of path: String) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            prefix += "/" + component
            _ = mkdir(prefix, 0o700)
        }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// FNV-1a, 64 bits.
    private static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
