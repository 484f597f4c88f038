/// A decoded picture's pixel rows, lent for the length of one call without being copied: for a
/// renderer that scales or converts the pixels itself (printing).
///
/// Rows top to bottom, ``rowStride`` bytes apart; ``channels`` bytes a pixel in the order red,
/// green, blue (and alpha when there are 4), 8 bits each, colour not premultiplied by alpha.
/// The bytes belong to the decoder: they must not be kept after the call that lends them.
public struct PixelRows {
    public let width: Int
    public let height: Int
    /// 3 (RGB) or 4 (RGBA).
    public let channels: Int
    /// The distance in bytes from one row's start to the next.
    public let rowStride: Int
    /// The rows; the last may end right after its last pixel.
    public let bytes: UnsafeBufferPointer<UInt8>

    public var size: PixelSize { PixelSize(width: width, height: height) }
}
