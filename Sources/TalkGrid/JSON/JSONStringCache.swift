/// A cache of the long strings one JSON document repeats: the keys and values every button or image
/// repeats (`background_color`, `rgb(255, 255, 255)`, a licence's address) share one copy instead of
/// one allocation each.
///
/// Strings too long to be stored inline (more than 15 bytes) go in 256 slots chosen by a hash of
/// their bytes; each slot also keeps where its string was read, so a new string is compared with
/// those bytes. What it buys: without it, `talkgrid validate` of 1,000 generated boards took 3%
/// longer (536 against 523 ms) and `info --json` 3% (509 against 494 ms), median of 15, release,
/// same run, 2026-12-06 (see `JSONParser+EightBytes.swift` for the parser's fast paths together).
struct JSONStringCache {
    private var strings = [String?](repeating: nil, count: 256)
    private var ranges = [(start: Int, count: Int)](repeating: (0, 0), count: 256)

    /// The string of `slice`, ASCII bytes of `document`: a long one read before is the copy kept.
    mutating func string(of slice: UnsafeBufferPointer<UInt8>, in document: UnsafeBufferPointer<UInt8>) -> String {
        let count = slice.count
        guard count > 15 else { return String(decoding: slice, as: UTF8.self) }
        let start = slice.baseAddress.unsafelyUnwrapped - document.baseAddress.unsafelyUnwrapped
        // The length and three words (first, middle, last) choose the slot: cheaper than hashing every byte,
        // and strings that differ only elsewhere merely take turns in their slot.
        let mix: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: count) &* mix
        hash = (hash ^ JSONParser.word(in: document, at: start)) &* mix
        hash = (hash ^ JSONParser.word(in: document, at: start + count / 2 - 4)) &* mix
        hash = (hash ^ JSONParser.word(in: document, at: start + count - 8)) &* mix
        let slot = Int(truncatingIfNeeded: hash >> 56)
        let known = ranges[slot]
        if known.count == count, let string = strings[slot], JSONParser.sameBytes(in: document, known.start, start, count: count) {
            return string
        }
        let string = String(decoding: slice, as: UTF8.self)
        strings[slot] = string
        ranges[slot] = (start, count)
        return string
    }
}
