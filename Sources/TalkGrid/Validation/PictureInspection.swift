/// What the validator needs to look inside a set's pictures, given by the caller (reading files
/// and decoding are not the pure core's business).
public protocol PictureInspection: Sendable {
    /// Why the picture of image `imageID` on board `boardID` cannot be drawn (empty, not PNG,
    /// JPEG, GIF or SVG, damaged, absurdly large, an SVG with outside references), or nil when
    /// it can, or when there is nothing here to read (a missing file or a web address is
    /// another finding).
    func problem(withImage imageID: String, onBoard boardID: String) -> String?
}
