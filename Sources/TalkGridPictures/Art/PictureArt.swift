import TalkGrid

/// A picture converted for a terminal: block art, or the escape sequence of a pixel protocol.
public enum PictureArt: Hashable, Sendable {
    case blocks(BlockArt)
    /// Escape sequences that draw the picture over `columns` x `rows` cells starting at the
    /// cursor (kitty, sixel or iTerm2, as asked).
    case pixels(columns: Int, rows: Int, bytes: [UInt8])

    /// About how much memory the art holds, for cache bounds.
    public var byteCount: Int {
        switch self {
        case .blocks(let art): art.cells.count * MemoryLayout<BlockArt.Cell>.stride + 64
        case .pixels(_, _, let bytes): bytes.count + 64
        }
    }
}
