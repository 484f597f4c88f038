/// A cell's picture as the source gave it.
public enum ConvertedPicture: Equatable, Sendable {
    /// The picture's bytes (from a data URI or a file inside the source), written as an image file.
    case embedded(bytes: [UInt8], contentType: String)
    /// A picture only on the web: kept as the OBF image's `url`, never fetched.
    case url(String)
}
