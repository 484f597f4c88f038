/// An OBF image: a picture by data URI, path in the set, URL or symbol set, plus a terminal glyph.
public struct BoardImage: Equatable, Sendable {
    public var id: String
    /// A glyph (emoji or other character) a terminal can show: `ext_talkgrid_glyph`, or the text of
    /// a TalkGrid-written SVG data URI.
    public var glyph: String?
    public var url: String?
    public var data: String?
    public var path: String?
    public var contentType: String?
    /// The symbol set reference (`symbol.set`/`symbol.filename`), if any.
    public var symbol: String?
    /// Whether `data` is only TalkGrid's SVG drawing of the glyph, no picture of its own.
    public var dataIsGlyph = false

    /// Whether the image has a picture TalkGrid can read: a file in the set or a data URI that
    /// is more than the glyph's SVG. URLs are never fetched and symbol sets are not shipped.
    public var hasReadablePicture: Bool { path != nil || (data != nil && !dataIsGlyph) }

    public init(
        id: String, glyph: String? = nil, url: String? = nil, data: String? = nil, path: String? = nil,
        contentType: String? = nil, symbol: String? = nil
    ) {
        self.id = id
        self.glyph = glyph
        self.url = url
        self.data = data
        self.path = path
        self.contentType = contentType
        self.symbol = symbol
    }
}
