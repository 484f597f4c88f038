/// The frame around every file of a ``DiskCache``: a magic that names the kind and its format's
/// version, the payload's length (UInt32) and its FNV-1a 64 checksum, then the payload; a file
/// that is not whole and undamaged reads as nothing, never as a wrong picture.
public enum CacheFileFrame {
    /// `payload` in a frame marked `magic`.
    public static func framed(_ payload: [UInt8], magic: [UInt8]) -> [UInt8] {
        var file = magic
        file.reserveCapacity(magic.count + 12 + payload.count)
        append(UInt64(payload.count), bytes: 4, to: &file)
        append(checksum(payload), bytes: 8, to: &file)
        return file + payload
    }

    /// The payload of `file`, or nil when it is not a whole, undamaged frame marked `magic`.
    public static func payload(of file: [UInt8], magic: [UInt8]) -> [UInt8]? {
        let headerSize = magic.count + 12
        guard file.count >= headerSize, file.starts(with: magic) else { return nil }
        let length = Int(read(file, at: magic.count, bytes: 4))
        guard file.count == headerSize + length else { return nil }
        let payload = Array(file[headerSize...])
        guard checksum(payload) == read(file, at: magic.count + 4, bytes: 8) else { return nil }
        return payload
    }

    /// FNV-1a, 64 bits.
    static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Appends `value`'s low `bytes` bytes, big-endian.
    public static func append(_ value: UInt64, bytes: Int, to file: inout [UInt8]) {
        for shift in stride(from: (bytes - 1) * 8, through: 0, by: -8) { file.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// The big-endian number of `bytes` bytes at `index`.
    public static func read(_ file: [UInt8], at index: Int, bytes: Int) -> UInt64 {
        file[index..<(index + bytes)].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
