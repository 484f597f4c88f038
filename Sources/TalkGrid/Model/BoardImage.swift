/// An OBF image: a picture by data URI, path in the set, URL or symbol set, plus a terminal glyph.
public struct BoardImage: Equatable, Sendable {
    public var id: String
    public var url: String?
    public var path: String?
    public var contentType: String?
    /// What few images have (a glyph, a data URI, a symbol), kept apart so that a set's tens of
    /// thousands of images by path or URL are a third smaller; nil when the image has none of it.
    private var extras: Shared<Extras>?

    /// A glyph (emoji or other character) a terminal can show: `ext_talkgrid_glyph`, or the text of
    /// a TalkGrid-written SVG data URI.
    public var glyph: String? {
        get { extras?.values.glyph }
        set { extras.change { $0.glyph = newValue } }
    }
    public var data: String? {
        get { extras?.values.data }
        set { extras.change { $0.data = newValue } }
    }
    /// The symbol set reference (`symbol.set`/`symbol.filename`), if any.
    public var symbol: String? {
        get { extras?.values.symbol }
        set { extras.change { $0.symbol = newValue } }
    }
    /// Whether `data` is only TalkGrid's SVG drawing of the glyph, no picture of its own.
    public var dataIsGlyph: Bool {
        get { extras?.values.dataIsGlyph ?? false }
        set { extras.change { $0.dataIsGlyph = newValue } }
    }

    /// Whether the image has a picture TalkGrid can read: a file in the set or a data URI that
    /// is more than the glyph's SVG. URLs are never fetched and symbol sets are not shipped.
    public var hasReadablePicture: Bool { path != nil || (data != nil && !dataIsGlyph) }

    public init(
        id: String, glyph: String? = nil, url: String? = nil, data: String? = nil, path: String? = nil,
        contentType: String? = nil, symbol: String? = nil
    ) {
        self.init(id: id, glyph: glyph, url: url, data: data, path: path, contentType: contentType, symbol: symbol, dataIsGlyph: false)
    }

    init(
        id: String, glyph: String?, url: String?, data: String?, path: String?, contentType: String?, symbol: String?,
        dataIsGlyph: Bool
    ) {
        self.id = id
        self.url = url
        self.path = path
        self.contentType = contentType
        self.extras = Shared.holding(Extras(glyph: glyph, data: data, symbol: symbol, dataIsGlyph: dataIsGlyph))
    }

    public static func == (lhs: BoardImage, rhs: BoardImage) -> Bool {
        lhs.id == rhs.id && lhs.url == rhs.url && lhs.path == rhs.path && lhs.contentType == rhs.contentType
            && lhs.glyph == rhs.glyph && lhs.data == rhs.data && lhs.symbol == rhs.symbol && lhs.dataIsGlyph == rhs.dataIsGlyph
    }

    /// The fields few images have.
    private struct Extras: RareValues {
        var glyph: String?
        var data: String?
        var symbol: String?
        var dataIsGlyph = false

        var isEmpty: Bool { glyph == nil && data == nil && symbol == nil && !dataIsGlyph }
    }
}
