import Synchronization

/// Recently drawn art in memory, bounded by its size; the least recently used goes first.
///
/// Keys are the caller's (for instance a set's image id plus the request), so that a frame
/// finds its pictures without reading or hashing any bytes. Safe to use from any thread.
public final class ArtMemoryCache<Key: Hashable & Sendable>: Sendable {
    /// The bound: 32 MiB of art (some 15,000 block pictures of 16 x 7 cells, or a few hundred
    /// sixel or kitty pictures).
    public static var standardLimit: Int { 32 << 20 }

    private struct Entry {
        var art: PictureArt
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
    }

    /// The most bytes of art kept.
    public let limit: Int
    private let state = Mutex(State())

    public init(limit: Int = ArtMemoryCache.standardLimit) {
        self.limit = limit
    }

    /// The art for `key`, if kept (and marks it used).
    public func art(for key: Key) -> PictureArt? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.art
        }
    }

    /// Keeps `art` under `key`, dropping the least recently used art while over the limit (art
    /// larger than the whole limit is not kept).
    public func store(_ art: PictureArt, for key: Key) {
        guard art.byteCount <= limit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(art: art, lastUse: state.clock), forKey: key) {
                state.byteCount -= old.art.byteCount
            }
            state.byteCount += art.byteCount
            guard state.byteCount > limit else { return }
            // Evict down to 3/4 of the limit at once, so that eviction (a sort) is rare.
            for (oldKey, entry) in state.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard state.byteCount > limit * 3 / 4 else { break }
                if oldKey == key { continue }
                state.entries[oldKey] = nil
                state.byteCount -= entry.art.byteCount
            }
        }
    }

    /// How many pieces of art and bytes are kept.
    public var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.entries.count, $0.byteCount) }
    }
}
