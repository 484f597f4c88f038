/// An image entry of a board that names a picture (a data URI or a file), found by
/// ``PictureCheck``'s board part for its set part, which decodes each picture once.
struct PictureUse: Sendable {
    /// The image's id.
    var imageID: String
    /// The word of the first cell of the board that shows it (its label, else its vocalization), if any.
    var word: String?
    /// The picture's key: the data URI, or the file's entry path.
    var key: String
    /// The index of the image entry in the board's `images`.
    var index: Int
    /// Whether the picture is a data URI (else a file).
    var isData: Bool
    /// Where its `data` or `path` is.
    var position: TextPosition
}
