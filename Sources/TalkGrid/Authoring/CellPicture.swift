/// A picture for a cell, as `cell set --image FILE` gives it: the file's bytes, already decoded
/// once at the edge (so only a picture TalkGrid and other apps can draw gets here).
///
/// It is written into the board as an OBF image with a `data:` URI, so the set stays a set of
/// documents: undo, the crash-safe journal and export carry it like any other change.
public struct CellPicture: Sendable, Equatable {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/svg+xml`.
    public var contentType: String
    public var bytes: [UInt8]
    public var width: Int
    public var height: Int
    /// The file's name, to say what changed.
    public var name: String

    public init(contentType: String, bytes: [UInt8], width: Int, height: Int, name: String) {
        self.contentType = contentType
        self.bytes = bytes
        self.width = width
        self.height = height
        self.name = name
    }

    /// The picture as a `data:` URI.
    public var dataURI: String { "data:\(contentType);base64," + Base64.encode(bytes) }
}
