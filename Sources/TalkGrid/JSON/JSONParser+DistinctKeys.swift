/// Objects known, as they are read, to hold no key twice (``JSONNode/keysAreDistinct``), so that
/// ``JSONNode/duplicateKeys()`` looks only into the others: a plain key is compared by its bytes
/// with the keys before it in its object, and a large object's keys (a manifest's thousands) through
/// a table of their bytes' hashes once it is read.
///
/// What it buys: with every object looked into instead, `talkgrid validate` of 1,000 generated
/// boards took 6% longer (554 against 523 ms, median of 15, release, same run, 2026-12-06; see
/// `JSONParser+EightBytes.swift` for the parser's fast paths together).
extension JSONParser {
    /// The most keys of one object compared with each other as they are read; the keys of a larger
    /// object are compared through a table once it is read (``keysDiffer(from:)``).
    static let comparedKeys = 32

    /// Whether a plain key differs from the keys read since `base` in its object; it is noted for the keys after it.
    func isNewKey(start: Int, count: Int, since base: Int) -> Bool {
        for position in base..<openKeys.count {
            if sameKey(openKeys[position], (start, count)) { return false }
        }
        openKeys.append((start, count))
        return true
    }

    /// Whether the plain keys noted from `base` on (those of one large object) all differ, found through a
    /// table of their bytes' hashes: a manifest's thousands of keys cost one pass, not a dictionary of strings.
    func keysDiffer(from base: Int) -> Bool {
        let count = openKeys.count - base
        var size = 1
        while size < count * 2 { size <<= 1 }
        var table = [Int32](repeating: -1, count: size)
        for position in base..<openKeys.count {
            let key = openKeys[position]
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for offset in key.start..<(key.start + key.count) { hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3 }
            // The high bits of a multiplication by the golden ratio mix in every byte's bits.
            var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
            while table[slot] >= 0 {
                if sameKey(openKeys[Int(table[slot])], key) { return false }
                slot = (slot + 1) & (size - 1)
            }
            table[slot] = Int32(truncatingIfNeeded: position)
        }
        return true
    }

    /// Whether two keys of the document have the same bytes.
    private func sameKey(_ first: (start: Int, count: Int), _ second: (start: Int, count: Int)) -> Bool {
        guard first.count == second.count else { return false }
        var offset = 0
        while offset < first.count && bytes[first.start + offset] == bytes[second.start + offset] { offset += 1 }
        return offset == first.count
    }
}
