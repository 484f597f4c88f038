/// A decoded picture as plain pixels, for any renderer (terminal art, PDF printing).
///
/// Rows top to bottom, 4 bytes per pixel in the order red, green, blue, alpha; colour not
/// premultiplied by alpha; no padding between rows.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA bytes do not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at a column and row as (red, green, blue, alpha).
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }
}
