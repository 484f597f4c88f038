/// How much an untrusted picture may cost to decode.
///
/// Real AAC symbols are 250–600 pixels square and a few kilobytes to a few hundred; phone photos
/// reach 4032 x 3024 and a few megabytes. The standard limits admit all of those and refuse what
/// only an attack or a broken file declares: a 100,000 x 100,000 PNG header, a decompression
/// bomb, a 50 MB file.
public struct PictureLimits: Hashable, Sendable {
    /// The largest encoded file, in bytes.
    public var maxBytes: Int
    /// The largest width or height a raster picture may declare.
    public var maxSide: Int
    /// The most pixels (width x height) a raster picture may declare; decoding holds 4 bytes per pixel.
    public var maxPixels: Int

    public init(maxBytes: Int, maxSide: Int, maxPixels: Int) {
        self.maxBytes = maxBytes
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// 16 MiB files, 8,192 pixels a side, 16.7 million pixels (4096 x 4096, 64 MiB decoded).
    public static let standard = PictureLimits(maxBytes: 16 << 20, maxSide: 8192, maxPixels: 4096 * 4096)

    /// Why a raster picture declaring `size` is refused, or nil when the limits admit it.
    func refusal(of size: PixelSize) -> PictureError? {
        guard size.width > maxSide || size.height > maxSide || size.width * size.height > maxPixels else { return nil }
        return .dimensionsTooLarge(width: size.width, height: size.height, limits: self)
    }
}
