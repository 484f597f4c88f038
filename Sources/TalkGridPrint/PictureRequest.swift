import TalkGrid
import TalkGridPictures

/// A picture a page needs: which one, at how many pixels at most (the art box at print
/// resolution), and the colour it is printed on (a raster picture is flattened onto its cell's
/// background, so the PDF holds no separate transparency mask).
struct PictureRequest: Hashable, Sendable {
    var reference: PictureReference
    var pixels: PixelSize
    var background: RGBColor

    /// Print resolution for pictures, in dots per inch; pictures are never decoded larger than ``largestSide``.
    static let dotsPerInch = 300.0
    static let largestSide = 1200

    /// The request for a picture drawn in `art` (points) on `background`.
    init(_ reference: PictureReference, art: PageRect, background: RGBColor) {
        self.reference = reference
        pixels = PixelSize(
            width: min(Self.largestSide, max(1, Int((art.width * Self.dotsPerInch / 72).rounded(.up)))),
            height: min(Self.largestSide, max(1, Int((art.height * Self.dotsPerInch / 72).rounded(.up)))))
        self.background = background
    }
}
