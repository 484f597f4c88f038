/// A quick look through UTF-8 bytes for the few that need care (control characters, quotes), eight
/// bytes at a time: megabytes of output are looked through before they are written.
public enum ByteScan {
    /// Whether any byte satisfies `matches`, which may only hold for bytes below 0x20 and for `first`
    /// and `second`: the same answer as `bytes.contains(where: matches)`, which is asked only of the
    /// eight bytes around such a byte.
    public static func contains(
        _ bytes: UnsafeBufferPointer<UInt8>, controlsOr first: UInt8, _ second: UInt8, where matches: (UInt8) -> Bool
    ) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Whether any byte of `word` is zero (exact for the word as a whole, not byte by byte).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        guard let start = bytes.baseAddress else { return false }
        let (firsts, seconds) = (ones &* UInt64(first), ones &* UInt64(second))
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 (less than 0x20 exactly when subtracting 0x20 borrows into a clear high bit).
            let control = (word &- ones &* 0x20) & ~word & highs != 0
            if control || hasZero(word ^ firsts) || hasZero(word ^ seconds) {
                if UnsafeBufferPointer(rebasing: bytes[index..<index + 8]).contains(where: matches) { return true }
            }
            index += 8
        }
        return UnsafeBufferPointer(rebasing: bytes[index...]).contains(where: matches)
    }
}
