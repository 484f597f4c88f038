import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What checking each picture found, kept between runs so that checking an unchanged set again
/// decodes none of its pictures: those that decode and those that fail alike.
///
/// One small file, `$XDG_CACHE_HOME/talkgrid/picture-checks` (else under `~/.cache`): a header
/// naming the conditions of the check (the decoder's version and limits, and the words of its
/// reasons, as the caller gives them), then one record per ``MediaIdentity`` checked under exactly
/// those conditions with its ``PictureVerdict``, then the reasons of the failures (each reason
/// once, however many pictures fail for it). A file of other conditions, of another layout,
/// damaged or cut short is ignored whole. It is written to a temporary file and renamed (a reader
/// never sees half a file), holds at most ``capacity`` records (the newest), and deleting it is
/// always safe.
///
/// What it trusts: that bytes with the same identity are the same bytes. For a folder file that
/// holds (its change time moves with every write); for an `.obz` entry it rests on the CRC-32 and
/// sizes the archive declares, which a forged archive could copy from a good picture: such a
/// picture then passes the check here, and still fails (safely, with its glyph shown) where it is
/// read, because reading checks the CRC-32.
///
/// Safe to use from any thread.
public final class PictureCheckCache: Sendable {
    /// 200,000 pictures (11 MB): a few dozen large sets.
    public static let standardCapacity = 200_000

    /// The file's path.
    public let path: String
    /// What a verdict depends on besides the bytes (decoder version, limits, words); another file's are ignored.
    public let conditions: [UInt64]
    /// The most records kept.
    public let capacity: Int

    /// The records, and a table to find them by: no `Set` of ``MediaIdentity`` (hashing its six
    /// words through `Hasher` was most of the cost of a run that decodes nothing).
    private struct State {
        /// The records in the order they were added, oldest first.
        var order: [MediaIdentity] = []
        /// Each record's verdict: 0 when it decodes, else 1 + the index of its reason in `reasons`.
        var verdicts: [UInt32] = []
        /// The reasons of failures, each once, and their numbers.
        var reasons: [String] = []
        var reasonNumbers: [String: UInt32] = [:]
        /// Open addressing with linear probing: each slot is 0 (empty) or 1 + the index in `order`
        /// of a record; at most half the slots are used. Its count is a power of two.
        var slots: [UInt32] = []
        var added = 0

        init(records: [MediaIdentity], verdicts: [UInt32], reasons: [String]) {
            order = records
            self.verdicts = verdicts
            self.reasons = reasons
            for (index, reason) in reasons.enumerated() where reasonNumbers[reason] == nil { reasonNumbers[reason] = UInt32(index + 1) }
            var size = 16
            while size < 2 * records.count { size *= 2 }
            slots = [UInt32](repeating: 0, count: size)
            for index in records.indices { place(index) }
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

        /// Puts the record at `index` of `order` into the table; a later record of the same
        /// identity takes the place of an earlier one (its verdict is the newer).
        private mutating func place(_ index: Int) {
            let (slot, _) = slot(of: order[index])
            slots[slot] = UInt32(index + 1)
        }

        /// The verdict of `identity`, or nil when it is not known.
        func verdict(of identity: MediaIdentity) -> PictureVerdict? {
            let (slot, found) = slot(of: identity)
            guard found else { return nil }
            let verdict = verdicts[Int(slots[slot]) - 1]
            return verdict == 0 ? .decodes : .fails(reasons[Int(verdict) - 1])
        }

        /// Records `verdict` for `identity` unless it is known so; whether it was recorded.
        mutating func note(_ identity: MediaIdentity, _ verdict: PictureVerdict) -> Bool {
            guard self.verdict(of: identity) != verdict else { return false }
            var number: UInt32 = 0
            if case .fails(let reason) = verdict {
                if let known = reasonNumbers[reason] {
                    number = known
                } else {
                    reasons.append(reason)
                    number = UInt32(reasons.count)
                    reasonNumbers[reason] = number
                }
            }
            order.append(identity)
            verdicts.append(number)
            if 2 * order.count > slots.count {
                slots = [UInt32](repeating: 0, count: 2 * slots.count)
                for index in order.indices.dropLast() { place(index) }
            }
            place(order.count - 1)
            return true
        }
    }

    private let state = Mutex(State(records: [], verdicts: [], reasons: []))
    private static let magic: [UInt8] = Array("TGPICOK".utf8) + [2]
    /// A record's bytes: the identity's kind and five words, and its verdict.
    private static let recordBytes = 56

    /// Reads the file at `path` (a missing, damaged or foreign one is an empty cache).
    public init(path: String, conditions: [UInt64], capacity: Int = PictureCheckCache.standardCapacity) {
        self.path = path
        self.conditions = conditions
        self.capacity = capacity
        let (records, verdicts, reasons) = Self.read(path: path, conditions: conditions, capacity: capacity)
        state.withLock { $0 = State(records: records, verdicts: verdicts, reasons: reasons) }
    }

    /// The cache file the environment names (see the type), or nil without `XDG_CACHE_HOME` and `HOME`.
    public static func standardPath(environment: [String: String]) -> String? {
        XDGBaseDirectory.cache.path(of: "picture-checks", environment: environment)
    }

    /// What checking the picture with this identity found under these conditions before, or nil.
    public func verdict(of identity: MediaIdentity) -> PictureVerdict? {
        state.withLock { $0.verdict(of: identity) }
    }

    /// The verdict of each picture (nil: not known, or no identity), in the same order: one look
    /// at the records for all of them.
    public func verdicts(of identities: [MediaIdentity?]) -> [PictureVerdict?] {
        state.withLock { state in identities.map { $0.flatMap(state.verdict(of:)) } }
    }

    /// Notes what checking the picture with this identity found.
    public func note(_ identity: MediaIdentity, _ verdict: PictureVerdict) {
        state.withLock { state in
            guard state.note(identity, verdict) else { return }
            state.added += 1
        }
    }

    /// How many records were added since the file was read.
    public var addedCount: Int { state.withLock { $0.added } }

    /// Writes the records (the newest ``capacity`` of those still current) when some were added;
    /// failures (a read-only home, a full disk) only mean that the next run decodes again.
    ///
    /// Two runs at once (two `validate`s) each keep what the other found: the file is read again
    /// and joined with these records under a lock (`flock` on the file's `.lock` beside it), then written.
    public func save() {
        guard state.withLock({ $0.added > 0 }) else { return }
        Self.makeFolders(of: path)
        let lock = open(path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        if lock >= 0 { _ = flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        let (records, verdicts, reasons) = Self.read(path: path, conditions: conditions, capacity: capacity)
        state.withLock { state in
            // What another run wrote since this one read the file; this run's own verdicts stay.
            for (record, verdict) in zip(records, verdicts) where state.verdict(of: record) == nil {
                _ = state.note(record, Self.verdict(verdict, reasons))
            }
        }
        let kept = state.withLock { state -> (records: [MediaIdentity], verdicts: [UInt32], reasons: [String])? in
            guard state.added > 0 else { return nil }
            state.added = 0
            // A record whose identity was noted again later is left out: the later one holds.
            var current: [Int] = []
            current.reserveCapacity(state.order.count)
            for index in state.order.indices.reversed() where current.count < capacity {
                if case let verdict? = state.verdict(of: state.order[index]),
                    verdict == Self.verdict(state.verdicts[index], state.reasons)
                {
                    current.append(index)
                }
            }
            current.reverse()
            var reasons: [String] = []
            var renumbered: [UInt32: UInt32] = [:]
            var verdicts: [UInt32] = []
            verdicts.reserveCapacity(current.count)
            for index in current {
                let number = state.verdicts[index]
                guard number != 0 else {
                    verdicts.append(0)
                    continue
                }
                if let known = renumbered[number] {
                    verdicts.append(known)
                } else {
                    reasons.append(state.reasons[Int(number) - 1])
                    renumbered[number] = UInt32(reasons.count)
                    verdicts.append(UInt32(reasons.count))
                }
            }
            return (current.map { state.order[$0] }, verdicts, reasons)
        }
        guard let kept else { return }
        var payload: [UInt8] = []
        payload.reserveCapacity(kept.records.count * Self.recordBytes)
        for (record, verdict) in zip(kept.records, kept.verdicts) {
            for word in [record.kind.rawValue, record.first, record.second, record.third, record.fourth, record.fifth, UInt64(verdict)] {
                Self.append(word, to: &payload)
            }
        }
        for reason in kept.reasons {
            let bytes = Array(reason.utf8)
            Self.append(UInt64(bytes.count), to: &payload)
            payload += bytes
        }
        var file = Self.magic
        Self.append(UInt64(conditions.count), to: &file)
        for condition in conditions { Self.append(condition, to: &file) }
        Self.append(UInt64(kept.records.count), to: &file)
        Self.append(UInt64(kept.reasons.count), to: &file)
        Self.append(Self.checksum(payload), to: &file)
        file += payload
        try? AtomicFile.write(file, to: path)
    }

    /// A stored verdict number as a verdict.
    private static func verdict(_ number: UInt32, _ reasons: [String]) -> PictureVerdict {
        number == 0 ? .decodes : .fails(reasons[Int(number) - 1])
    }

    private static func read(path: String, conditions: [UInt64], capacity: Int) -> ([MediaIdentity], [UInt32], [String]) {
        let header = magic.count + 8 * (conditions.count + 4)
        // The records, and at most a kilobyte of reason for each.
        let limit = header + capacity * (recordBytes + 1_024)
        guard let descriptor = try? FileSystem.openFile(path),
            let bytes = try? FileSystem.readAll(descriptor, maxBytes: limit, path: path, entry: path),
            bytes.count >= header, bytes.starts(with: magic)
        else { return ([], [], []) }
        return bytes.withUnsafeBytes { raw -> ([MediaIdentity], [UInt32], [String]) in
            let empty: ([MediaIdentity], [UInt32], [String]) = ([], [], [])
            var offset = magic.count
            func next() -> UInt64 {
                defer { offset += 8 }
                return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            guard next() == UInt64(conditions.count) else { return empty }
            for condition in conditions where next() != condition { return empty }
            let count = next()
            let reasonCount = next()
            let sum = next()
            guard count <= UInt64(capacity), reasonCount <= count, raw.count >= header + Int(count) * recordBytes,
                checksum(UnsafeRawBufferPointer(rebasing: raw[header...])) == sum
            else { return empty }
            var records: [MediaIdentity] = []
            var verdicts: [UInt32] = []
            records.reserveCapacity(Int(count))
            verdicts.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let kind = MediaIdentity.Kind(rawValue: next()) else { return empty }
                records.append(MediaIdentity(kind: kind, next(), next(), next(), next(), next()))
                let verdict = next()
                guard verdict <= reasonCount else { return empty }
                verdicts.append(UInt32(verdict))
            }
            var reasons: [String] = []
            for _ in 0..<reasonCount {
                guard offset + 8 <= raw.count else { return empty }
                let length = Int(next())
                guard length <= raw.count - offset else { return empty }
                reasons.append(String(decoding: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + length)]), as: UTF8.self))
                offset += length
            }
            guard offset == raw.count else { return empty }
            return (records, verdicts, reasons)
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
