/// The OBF image TalkGrid writes for a glyph: an SVG of the glyph, so other apps show a picture,
/// and `ext_talkgrid_glyph`, so the terminal shows the character itself.
public enum GlyphImage {
    /// The image object with the given id, as the shipped boards write it.
    public static func json(id: String, glyph: String) -> JSONNode {
        .object([
            ("id", .text(id)),
            ("content_type", "image/svg+xml"),
            ("width", 100),
            ("height", 100),
            ("ext_talkgrid_glyph", .text(glyph)),
            ("data", .text(dataURI(glyph))),
        ])
    }

    /// An SVG data URI that draws the glyph centred in a 100 x 100 box.
    public static func dataURI(_ glyph: String) -> String {
        "data:image/svg+xml;base64," + Base64.encode(Array(svg(glyph).utf8))
    }

    /// The SVG text that draws the glyph.
    static func svg(_ glyph: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><text x=\"50\" y=\"50\" font-size=\"80\" "
            + "text-anchor=\"middle\" dominant-baseline=\"central\">\(BlankBoard.html(glyph))</text></svg>"
    }

    /// The glyph when `text` is exactly one character a terminal can show, else nil.
    public static func glyph(_ text: String) -> String? {
        guard let glyph = BoardDecoder.singleGlyph(text), DisplayWidth.of(glyph) > 0 else { return nil }
        return glyph
    }

    /// Whether an image is only a glyph picture (TalkGrid's SVG or nothing), with no picture of its own
    /// (no path, URL, symbol or other data) that replacing it would lose.
    static func isGlyphOnly(_ image: JSONNode) -> Bool {
        if image["path"] != nil || image["url"] != nil || image["symbol"] != nil || image["data_url"] != nil { return false }
        guard let data = image["data"]?.string else { return true }
        return BoardDecoder.glyphFromSVGDataURI(data) != nil
    }

}
