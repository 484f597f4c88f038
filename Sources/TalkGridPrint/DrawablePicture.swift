/// A picture made ready for drawing, off the drawing thread.
public enum DrawablePicture: Sendable {
    /// Pixels, flattened onto the background, in a cairo surface.
    case raster(PictureSurface)
    /// An SVG's checked-for-format bytes: parsed by librsvg and drawn as vectors on the page.
    case vector([UInt8])
    /// The picture cannot be printed.
    case failed(PictureFailure.Cause)
}
