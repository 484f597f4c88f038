import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("SVG entities: plain ones drawn, every hostile shape refused")
struct SVGEntityTests {
    let decoder = PictureDecoder()

    /// An SVG with `subset` as its internal DTD subset and `body` inside a 10 x 10 `<svg>`.
    private func svg(subset: String, body: String = "<rect width=\"10\" height=\"10\"/>", namespace: String = "&ns_svg;") -> [UInt8] {
        Array(
            """
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\(subset)]>
            <svg xmlns="\(namespace)" width="10" height="10">\(body)</svg>
            """.utf8)
    }

    /// What the SVG's document type is refused for, or nil when it is drawn.
    private func refusal(_ bytes: [UInt8]) -> PictureTextKey? {
        do {
            _ = try decoder.decode(bytes)
            return nil
        } catch {
            guard case .svgDocumentType(let what) = error else { return nil }
            return what.key as? PictureTextKey
        }
    }

    @Test("An Illustrator export (SVG 1.1 public id, &ns_svg; namespaces) is drawn: the red disc on screen")
    func illustratorDrawn() throws {
        let image = try decoder.decode(PictureFixtures.bytes("illustrator.svg"), fitting: PixelSize(width: 100, height: 100))
        #expect(image.size == PixelSize(width: 100, height: 100))
        let middle = image[50, 55]
        #expect(middle.red > 200 && middle.green < 60 && middle.blue < 60 && middle.alpha == 255)
        #expect(image[2, 98].alpha == 0, "outside the disc stays transparent")
        let inspected = try decoder.inspect(PictureFixtures.bytes("illustrator.svg"))
        #expect(inspected.format == .svg && inspected.size == PixelSize(width: 100, height: 100))
        #expect(try decoder.vector(PictureFixtures.bytes("illustrator.svg")) != nil)
    }

    @Test("The library gets the text without its document type, entities written out only where XML expands them")
    func expandedText() throws {
        let text = String(decoding: try SVGGuard.checked(PictureFixtures.bytes("illustrator.svg")), as: UTF8.self)
        #expect(!text.contains("<!DOCTYPE") && !text.contains("<!ENTITY") && !text.contains("svg11.dtd"))
        #expect(
            text.contains("xmlns=\"http://www.w3.org/2000/svg\"") && text.contains("xmlns:i=\"http://ns.adobe.com/AdobeIllustrator/10.0/\"")
        )
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- Generator: Adobe Illustrator"))
        #expect(text.contains("<!-- &ns_svg; stays as written in a comment -->"))
        #expect(text.contains("<![CDATA[&ns_ai;]]>"))
        // Quotes in an entity stay inside the attribute that uses it; the five XML entities and character references stay.
        let quoted = try SVGGuard.checked(
            svg(
                subset: #"<!ENTITY t 'say "hi"'><!ENTITY ns_svg "http://www.w3.org/2000/svg">"#,
                body: "<desc title=\"&t;\">&amp;&#38;&lt;&t;</desc>"))
        #expect(
            String(decoding: quoted, as: UTF8.self).contains("<desc title=\"say &quot;hi&quot;\">&amp;&#38;&lt;say &quot;hi&quot;</desc>"))
        // No document type: the bytes as they are.
        let plain = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)
        #expect(try SVGGuard.checked(plain) == plain)
    }

    @Test("A document type without entities (and its external DTD) is cut away, never read")
    func externalSubsetNeverRead() throws {
        let text = try SVGGuard.checked(PictureFixtures.bytes("house.svg"))
        #expect(!String(decoding: text, as: UTF8.self).contains("DOCTYPE"))
        let house = try decoder.decode(PictureFixtures.bytes("house.svg"))
        #expect(house.size == PixelSize(width: 200, height: 100))
        // A document type naming a local file as its external subset draws the same: the file is never opened.
        let local = Array(
            #"<!DOCTYPE svg SYSTEM "/nonexistent/talkgrid.dtd"><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>"#
                .utf8)
        #expect(try decoder.decode(local).size == PixelSize(width: 4, height: 4))
    }

    @Test("Billion laughs is refused where its first nested entity is declared")
    func billionLaughs() {
        #expect(refusal(PictureFixtures.bytes("billion-laughs.svg")) == .svgEntityReferences)
        #expect(refusal(svg(subset: #"<!ENTITY a "x"><!ENTITY b "&#38;a;">"#)) == .svgEntityReferences)
    }

    @Test("Quadratic blow-up: a long entity is refused at its declaration, short ones used too often at their bound")
    func quadraticBlowUp() {
        let long = String(repeating: "x", count: SVGDocumentType.maxEntityLength + 1)
        let uses = String(repeating: "&big;", count: 10)
        #expect(
            refusal(svg(subset: "<!ENTITY big \"\(long)\">", body: "<desc>\(uses)</desc>", namespace: "http://www.w3.org/2000/svg"))
                == .svgEntityTooLong)
        // 1,000 bytes used 1,100 times: 1.1 MB written out, more than the 1 MiB bound.
        let thousand = String(repeating: "y", count: 1_000)
        let many = String(repeating: "&k;", count: 1_100)
        #expect(
            refusal(svg(subset: "<!ENTITY k \"\(thousand)\">", body: "<desc>\(many)</desc>", namespace: "http://www.w3.org/2000/svg"))
                == .svgEntityExpansion)
        // The same used 1,000 times (1 MB, within the bound) is drawn.
        let fewer = String(repeating: "&k;", count: 1_000)
        #expect(
            refusal(svg(subset: "<!ENTITY k \"\(thousand)\">", body: "<desc>\(fewer)</desc>", namespace: "http://www.w3.org/2000/svg"))
                == nil)
    }

    @Test(
        "Entities outside the picture are refused: a file, a web address, a public id",
        arguments: [
            #"<!ENTITY xxe SYSTEM "file:///etc/passwd">"#, #"<!ENTITY xxe SYSTEM "http://127.0.0.1:9/secret">"#,
            #"<!ENTITY xxe PUBLIC "-//A//B" "http://127.0.0.1:9/x.ent">"#, #"<!ENTITY pic SYSTEM "x.png" NDATA png>"#,
        ])
    func externalEntities(subset: String) {
        #expect(refusal(svg(subset: subset, body: "<desc>&xxe;</desc>", namespace: "http://www.w3.org/2000/svg")) == .svgExternalEntity)
    }

    @Test(
        "Parameter entities are refused, declared or used",
        arguments: [
            #"<!ENTITY % remote SYSTEM "http://127.0.0.1:9/evil.dtd"> %remote;"#, #"<!ENTITY % inner "<!ENTITY x 'y'>"> %inner;"#,
            "%undeclared;",
        ])
    func parameterEntities(subset: String) {
        #expect(refusal(svg(subset: subset, namespace: "http://www.w3.org/2000/svg")) == .svgParameterEntity)
    }

    @Test("Markup in an entity, too many entities, other declarations, undeclared uses and broken document types are refused")
    func otherShapes() {
        let svgNamespace = "http://www.w3.org/2000/svg"
        #expect(refusal(svg(subset: #"<!ENTITY m "<rect width='1'/>">"#, namespace: svgNamespace)) == .svgEntityMarkup)
        let many = (0...SVGDocumentType.maxEntities).map { "<!ENTITY e\($0) \"\($0)\">" }.joined()
        #expect(refusal(svg(subset: many, namespace: svgNamespace)) == .svgTooManyEntities)
        let enough = (1...SVGDocumentType.maxEntities).map { "<!ENTITY e\($0) \"\($0)\">" }.joined()
        #expect(refusal(svg(subset: enough, namespace: svgNamespace)) == nil)
        #expect(refusal(svg(subset: #"<!ATTLIST svg fill CDATA "red">"#, namespace: svgNamespace)) == .svgDeclaration)
        #expect(
            refusal(svg(subset: #"<!ENTITY ns_svg "http://www.w3.org/2000/svg">"#, body: "<desc>&nbsp;</desc>")) == .svgUndeclaredEntity)
        #expect(refusal(Array(#"<!DOCTYPE svg [<!ENTITY a "b"#.utf8) + Array("<svg/>".utf8)) == .svgDocumentTypeUnreadable)
        // A document type after the first element is never read as one by an XML parser: refused all the same.
        #expect(
            refusal(Array(#"<svg xmlns="http://www.w3.org/2000/svg"><!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]></svg>"#.utf8))
                == .svgDocumentTypeUnreadable)
    }

    @Test("The refusal says what was declared, in words")
    func words() {
        let error = PictureError.svgDocumentType(PictureText.svgExternalEntity(name: "xxe"))
        #expect(error.description.contains("\"xxe\"") && error.description.contains("SYSTEM or PUBLIC"), "\(error.description)")
    }
}
