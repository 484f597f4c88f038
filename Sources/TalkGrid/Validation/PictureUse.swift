/// An image entry of a board that names a picture (a data URI or a file), found by
/// ``PictureCheck``'s board part for its set part, which decodes each picture once.
struct PictureUse: Sendable {
    /// The image's id.
    var imageID: String
    /// The picture's key: the data URI, or the file's entry path.
    var key: String
    /// Whether the picture is a data URI (else a file).
    var isData: Bool
    /// The index of the image entry in the board's `images`, and where its `data` or `path` is.
    var index: Int
    var position: TextPosition
}
