/// What the validator needs to look inside a set's pictures, given by the caller (reading files
/// and decoding are not the pure core's business).
public protocol PictureInspection: Sendable {
    /// Why the picture of image `imageID` on board `boardID` cannot be drawn (empty, not PNG,
    /// JPEG, GIF, WebP or SVG, damaged, absurdly large, an SVG with outside references), or nil when
    /// it can, or when there is nothing here to read (a missing file or a web address is
    /// another finding).
    func problem(withImage imageID: String, onBoard boardID: String) -> String?

    /// The problems of several pictures, in the same order: an inspection may look at a few at a
    /// time (the validator asks once for every picture of a set).
    func problems(of pictures: [SetPicture]) -> [String?]
}

/// One picture of a set as the validator names it: an image id on a board.
public struct SetPicture: Sendable, Hashable {
    public var imageID: String
    public var boardID: String

    public init(imageID: String, boardID: String) {
        self.imageID = imageID
        self.boardID = boardID
    }
}

extension PictureInspection {
    /// One picture after another.
    public func problems(of pictures: [SetPicture]) -> [String?] {
        pictures.map { problem(withImage: $0.imageID, onBoard: $0.boardID) }
    }
}
