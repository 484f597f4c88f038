/// The licence of a picture, as an OBF image's `license` object carries it (the spec's
/// fields: `type`, `copyright_notice_url`, `source_url`, `author_name`, `author_url`), so a
/// board set that leaves TalkGrid keeps its pictures' credits.
public struct PictureLicense: Sendable, Equatable {
    /// `CC BY-SA 4.0`.
    public var type: String
    /// Where the licence's text is.
    public var copyrightNoticeURL: String
    /// Where the picture comes from.
    public var sourceURL: String
    public var authorName: String
    public var authorURL: String

    public init(type: String, copyrightNoticeURL: String, sourceURL: String, authorName: String, authorURL: String) {
        self.type = type
        self.copyrightNoticeURL = copyrightNoticeURL
        self.sourceURL = sourceURL
        self.authorName = authorName
        self.authorURL = authorURL
    }

    /// The `license` object.
    public var json: JSONNode {
        .object([
            ("type", .text(type)), ("copyright_notice_url", .text(copyrightNoticeURL)), ("source_url", .text(sourceURL)),
            ("author_name", .text(authorName)), ("author_url", .text(authorURL)),
        ])
    }
}
