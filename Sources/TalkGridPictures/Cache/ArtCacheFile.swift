import TalkGrid

/// The bytes of one piece of art in the disk cache, with a checksum so that a damaged file is
/// recognised (and then ignored and replaced), never drawn.
///
/// Layout: `TGART` + version byte, payload length (UInt32), FNV-1a 64 of the payload, payload.
/// Payload: kind (0 blocks, 1 pixels), columns and rows (UInt16 each), then for blocks 11 bytes
/// a cell (scalar UInt32, flags, foreground RGB, background RGB), for pixels the escape bytes.
enum ArtCacheFile {
    static let version: UInt8 = 1
    private static let magic = Array("TGART".utf8) + [version]

    static func encode(_ art: PictureArt) -> [UInt8] {
        var payload: [UInt8] = []
        switch art {
        case .blocks(let blocks):
            payload.append(0)
            append16(blocks.columns, to: &payload)
            append16(blocks.rows, to: &payload)
            payload.reserveCapacity(5 + blocks.cells.count * 11)
            for cell in blocks.cells {
                append32(cell.character.value, to: &payload)
                let flags: UInt8 = (cell.foreground != nil ? 1 : 0) | (cell.background != nil ? 2 : 0) | (cell.inverse ? 4 : 0)
                payload.append(flags)
                for color in [cell.foreground ?? .black, cell.background ?? .black] {
                    payload += [color.red, color.green, color.blue]
                }
            }
        case .pixels(let columns, let rows, let bytes):
            payload.append(1)
            append16(columns, to: &payload)
            append16(rows, to: &payload)
            payload += bytes
        }
        var file = magic
        append32(UInt32(payload.count), to: &file)
        append64(checksum(payload), to: &file)
        return file + payload
    }

    /// The art, or nil when the bytes are not a whole, undamaged cache file of this version.
    static func decode(_ file: [UInt8]) -> PictureArt? {
        let headerSize = magic.count + 12
        guard file.count >= headerSize, file.starts(with: magic) else { return nil }
        let length = Int(read32(file, at: magic.count))
        guard file.count == headerSize + length, length >= 5 else { return nil }
        let payload = Array(file[headerSize...])
        guard checksum(payload) == read64(file, at: magic.count + 4) else { return nil }
        let columns = Int(read16(payload, at: 1))
        let rows = Int(read16(payload, at: 3))
        switch payload[0] {
        case 0:
            guard payload.count == 5 + columns * rows * 11 else { return nil }
            var cells: [BlockArt.Cell] = []
            cells.reserveCapacity(columns * rows)
            var index = 5
            for _ in 0..<(columns * rows) {
                guard let scalar = Unicode.Scalar(read32(payload, at: index)) else { return nil }
                let flags = payload[index + 4]
                let foreground = RGBColor(red: payload[index + 5], green: payload[index + 6], blue: payload[index + 7])
                let background = RGBColor(red: payload[index + 8], green: payload[index + 9], blue: payload[index + 10])
                cells.append(
                    BlockArt.Cell(
                        character: scalar, foreground: flags & 1 != 0 ? foreground : nil, background: flags & 2 != 0 ? background : nil,
                        inverse: flags & 4 != 0))
                index += 11
            }
            return .blocks(BlockArt(columns: columns, rows: rows, cells: cells))
        case 1:
            return .pixels(columns: columns, rows: rows, bytes: Array(payload[5...]))
        default:
            return nil
        }
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

    private static func append16(_ value: Int, to bytes: inout [UInt8]) {
        let clamped = UInt16(clamping: value)
        bytes += [UInt8(clamped >> 8), UInt8(clamped & 0xFF)]
    }

    private static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func append64(_ value: UInt64, to bytes: inout [UInt8]) {
        append32(UInt32(value >> 32), to: &bytes)
        append32(UInt32(value & 0xFFFF_FFFF), to: &bytes)
    }

    private static func read16(_ bytes: [UInt8], at index: Int) -> UInt16 {
        UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
    }

    private static func read32(_ bytes: [UInt8], at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    private static func read64(_ bytes: [UInt8], at index: Int) -> UInt64 {
        UInt64(read32(bytes, at: index)) << 32 | UInt64(read32(bytes, at: index + 4))
    }
}
