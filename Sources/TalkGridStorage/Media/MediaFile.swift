/// The bytes of one picture or recording of a board set, with the type its board gives.
public struct MediaFile: Equatable, Sendable {
    public var bytes: [UInt8]
    /// The OBF `content_type` (`audio/mpeg`, `image/png`), or the data URI's media type; nil
    /// when neither says (the decoder then looks at the bytes).
    public var contentType: String?

    public init(bytes: [UInt8], contentType: String?) {
        self.bytes = bytes
        self.contentType = contentType
    }
}
