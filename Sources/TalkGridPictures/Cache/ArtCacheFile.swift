import TalkGrid

/// The payload of one piece of art in the disk cache (framed with a checksum by ``CacheFileFrame``,
/// so that a damaged file is recognised, then ignored and replaced, never drawn).
///
/// Payload: kind (0 blocks, 1 pixels), columns and rows (UInt16 each), then for blocks 11 bytes
/// a cell (scalar UInt32, flags, foreground RGB, background RGB), for pixels the escape bytes.
enum ArtCacheFile {
    static let version: UInt8 = 1
    static let magic = Array("TGART".utf8) + [version]

    static func encode(_ art: PictureArt) -> [UInt8] {
        var payload: [UInt8] = []
        switch art {
        case .blocks(let blocks):
            payload.append(0)
            CacheFileFrame.append(UInt64(UInt16(clamping: blocks.columns)), bytes: 2, to: &payload)
            CacheFileFrame.append(UInt64(UInt16(clamping: blocks.rows)), bytes: 2, to: &payload)
            payload.reserveCapacity(5 + blocks.cells.count * 11)
            for cell in blocks.cells {
                CacheFileFrame.append(UInt64(cell.character.value), bytes: 4, to: &payload)
                let flags: UInt8 = (cell.foreground != nil ? 1 : 0) | (cell.background != nil ? 2 : 0) | (cell.inverse ? 4 : 0)
                payload.append(flags)
                for color in [cell.foreground ?? .black, cell.background ?? .black] {
                    payload += [color.red, color.green, color.blue]
                }
            }
        case .pixels(let columns, let rows, let bytes):
            payload.append(1)
            CacheFileFrame.append(UInt64(UInt16(clamping: columns)), bytes: 2, to: &payload)
            CacheFileFrame.append(UInt64(UInt16(clamping: rows)), bytes: 2, to: &payload)
            payload += bytes
        }
        return payload
    }

    /// The art, or nil when the payload is not one this version wrote.
    static func decode(_ payload: [UInt8]) -> PictureArt? {
        guard payload.count >= 5 else { return nil }
        let columns = Int(CacheFileFrame.read(payload, at: 1, bytes: 2))
        let rows = Int(CacheFileFrame.read(payload, at: 3, bytes: 2))
        switch payload[0] {
        case 0:
            guard payload.count == 5 + columns * rows * 11 else { return nil }
            var cells: [BlockArt.Cell] = []
            cells.reserveCapacity(columns * rows)
            var index = 5
            for _ in 0..<(columns * rows) {
                guard let scalar = Unicode.Scalar(UInt32(CacheFileFrame.read(payload, at: index, bytes: 4))) else { return nil }
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
}
