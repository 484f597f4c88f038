/// Reading a JSON document eight bytes at a time: a string's bytes on to its end or first escape,
/// runs of indentation, and two long strings' bytes compared.
///
/// What it buys: read byte by byte instead, the strings alone made `talkgrid validate` of 1,000
/// generated boards 6% slower (552 against 523 ms, median of 15, release, same run, 2026-12-06;
/// see docs/PERFORMANCE.md). With the parser's other two (``JSONStringCache``,
/// `JSONParser+DistinctKeys.swift`) and the catalogue's ASCII filling it buys 12% of that figure
/// and 13% of `info --json`.
extension JSONParser {
    /// The eight bytes of `bytes` from `offset` on, as one word whose lowest byte is the first
    /// (`offset + 8` must not pass the end).
    static func word(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The eight bytes of the document from `offset` on (see ``word(in:at:)``).
    func word(at offset: Int) -> UInt64 { Self.word(in: bytes, at: offset) }

    /// How many spaces start at `offset` (at least one, at most up to eight bytes before the end),
    /// counted eight bytes at a time: indentation comes in runs.
    func spaces(at offset: Int) -> Int {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        var index = offset
        var others = word(at: index) ^ spaces
        while others == 0 && index + 16 <= bytes.count {
            index += 8
            others = word(at: index) ^ spaces
        }
        return index - offset + (others == 0 ? 8 : others.trailingZeroBitCount / 8)
    }

    /// Marks the bytes of a word that end or escape a string, are control characters or are beyond
    /// ASCII: zero when there is none, else the lowest set bit is in the first such byte (bits above
    /// it may be set for others).
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        /// Sets the high bit of the first byte of `value` below `limit` (at most 128); a borrow can only mark later ones.
        func bytesBelow(_ value: UInt64, _ limit: UInt64) -> UInt64 { (value &- ones &* limit) & ~value & high }
        let quote = bytesBelow(word ^ (ones &* 0x22), 1)
        let backslash = bytesBelow(word ^ (ones &* 0x5C), 1)
        let control = bytesBelow(word, 0x20)
        return quote | backslash | control | (word & high)
    }

    /// Whether the `count` bytes (at least eight) of `bytes` at two offsets are the same.
    static func sameBytes(in bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, count: Int) -> Bool {
        var offset = 0
        while offset + 8 < count {
            if word(in: bytes, at: first + offset) != word(in: bytes, at: second + offset) { return false }
            offset += 8
        }
        return word(in: bytes, at: first + count - 8) == word(in: bytes, at: second + count - 8)
    }
}
