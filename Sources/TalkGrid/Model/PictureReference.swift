/// Which picture to show, without the picture itself: a board's OBF image by id. A renderer
/// resolves it through the set's media (a data URI, a file in the set, a symbol) in its own way.
public struct PictureReference: Hashable, Sendable {
    /// The board whose `images` list holds the image.
    public var boardID: String
    /// The OBF image id.
    public var imageID: String

    public init(boardID: String, imageID: String) {
        self.boardID = boardID
        self.imageID = imageID
    }
}
