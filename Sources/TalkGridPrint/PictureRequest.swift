import TalkGrid
import TalkGridPictures

/// A picture a page needs: which one, at how many pixels at most (the art box at print
/// resolution), and the colour it is printed on (a raster picture is flattened onto its cell's
/// background, so the PDF holds no separate transparency mask).
public struct PictureRequest: Hashable, Sendable {
    public var reference: PictureReference
    public var pixels: PixelSize
    public var background: RGBColor

    /// Print resolution for pictures, in dots per inch; pictures are never decoded larger than ``largestSide``.
    static let dotsPerInch = 300.0
    static let largestSide = 1200

    /// Pixels per point at print resolution.
    public static let printScale = dotsPerInch / 72

    /// The request for a picture drawn in `art` (in the context's units, `scale` pixels each) on `background`.
    public init(_ reference: PictureReference, art: PageRect, scale: Double, background: RGBColor) {
        self.reference = reference
        pixels = PixelSize(
            width: min(Self.largestSide, max(1, Int((art.width * scale).rounded(.up)))),
            height: min(Self.largestSide, max(1, Int((art.height * scale).rounded(.up)))))
        self.background = background
    }
}
