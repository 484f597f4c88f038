import Testing

@testable import TalkGrid

@Suite("Authoring: glyph images")
struct GlyphImageTests {
    @Test("the SVG data URI reads back as the same glyph, as the shipped boards write it", arguments: ["🏠", "👨‍👩‍👧", "&", "<", "字"])
    func roundTrip(glyph: String) {
        #expect(BoardDecoder.glyphFromSVGDataURI(GlyphImage.dataURI(glyph)) == glyph)
        let image = GlyphImage.json(id: "i1", glyph: glyph)
        #expect(image["ext_talkgrid_glyph"]?.string == glyph)
        #expect(image["content_type"]?.string == "image/svg+xml")
    }

    @Test("the shipped home board's first image is exactly what GlyphImage writes")
    func matchesShipped() throws {
        let home = try AuthoringTestSets.shipped().documents.board("home")
        #expect(home.image(id: "i1")?["data"]?.string == GlyphImage.dataURI("🤲"))
    }

    @Test("only single visible characters are glyphs")
    func glyphs() {
        #expect(GlyphImage.glyph(" 🍎 ") == "🍎")
        #expect(GlyphImage.glyph("ab") == nil)
        #expect(GlyphImage.glyph("") == nil)
        #expect(GlyphImage.glyph("\u{7}") == nil)
    }
}
