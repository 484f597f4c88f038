import Foundation
import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("Picture decoding")
struct PictureDecoderTests {
    let decoder = PictureDecoder()

    @Test(
        "PNG, JPEG, GIF, WebP and SVG decode to RGBA pixels",
        arguments: [
            "apple.png", "apple.jpg", "apple.gif", "apple.webp", "apple-lossy.webp", "two-frames.webp", "house.svg", "illustrator.svg",
        ])
    func decodesEachFormat(name: String) throws {
        let image = try decoder.decode(PictureFixtures.bytes(name))
        #expect(image.width > 0 && image.height > 0)
        #expect(image.rgba.count == image.width * image.height * 4)
    }

    @Test("The apple's middle is red and its corner transparent (PNG keeps alpha)")
    func pixelsAreRight() throws {
        let image = try decoder.decode(PictureFixtures.bytes("apple.png"))
        #expect(image.size == PixelSize(width: 64, height: 64))
        let middle = image[32, 40]
        #expect(middle.red > 200 && middle.green < 60 && middle.alpha == 255)
        #expect(image[0, 0].alpha == 0)
    }

    @Test("Decoding to fit a box keeps proportions; SVG is drawn at the box size")
    func fitsKeepingProportions() throws {
        let house = try decoder.decode(PictureFixtures.bytes("house.svg"), fitting: PixelSize(width: 400, height: 400))
        #expect(house.size == PixelSize(width: 400, height: 200))
        let apple = try decoder.decode(PictureFixtures.bytes("apple.jpg"), fitting: PixelSize(width: 48, height: 24))
        #expect(apple.height == 24 && apple.width == 24)
    }

    @Test("A WebP decodes like the PNG it was made from; lossy, at the size asked for; an animation as its first frame")
    func webp() throws {
        let webp = try decoder.decode(PictureFixtures.bytes("apple.webp"))
        #expect(webp == (try decoder.decode(PictureFixtures.bytes("apple.png"))))
        let lossy = try decoder.decode(PictureFixtures.bytes("apple-lossy.webp"), fitting: PixelSize(width: 48, height: 48))
        #expect(lossy.size == PixelSize(width: 48, height: 48))
        let middle = lossy[16, 18]  // apple(96) draws the 64-pixel apple in its top left corner
        #expect(middle.red > 190 && middle.green < 70 && middle.alpha > 240)
        let first = try decoder.decode(PictureFixtures.bytes("two-frames.webp"))
        #expect(first.size == PixelSize(width: 32, height: 32))
        #expect(first[16, 16].red == 255 && first[16, 16].blue == 0)
        let inspected = try decoder.inspect(PictureFixtures.bytes("apple-lossy.webp"))
        #expect(inspected.format == .webp && inspected.size == PixelSize(width: 96, height: 96))
        #expect(try decoder.vector(PictureFixtures.bytes("apple.webp")) == nil)
        let uri = "data:image/webp;base64," + Base64.encode(PictureFixtures.bytes("apple.webp"))
        #expect(try decoder.decode(dataURI: uri) == webp)
    }

    @Test("A data: URI decodes like the file")
    func dataURI() throws {
        let bytes = PictureFixtures.bytes("apple.png")
        let fromURI = try decoder.decode(dataURI: "data:image/png;base64," + Base64.encode(bytes))
        #expect(fromURI == (try decoder.decode(bytes)))
        #expect(throws: PictureError.invalidDataURI) { try decoder.decode(dataURI: "data:image/png;base64,@@@") }
    }

    @Test("The format is recognised by its bytes, never by the name")
    func sniffing() {
        #expect(PictureFormat(sniffing: PictureFixtures.bytes("apple.png")) == .png)
        #expect(PictureFormat(sniffing: PictureFixtures.bytes("apple.jpg")) == .jpeg)
        #expect(PictureFormat(sniffing: PictureFixtures.bytes("apple.gif")) == .gif)
        #expect(PictureFormat(sniffing: PictureFixtures.bytes("apple.webp")) == .webp)
        #expect(PictureFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(PictureFormat(sniffing: PictureFixtures.bytes("house.svg")) == .svg)
        #expect(PictureFormat(sniffing: PictureFixtures.bytes("not-a-picture.png")) == nil)
        #expect(PictureFormat(sniffing: Array("\u{FEFF}  <svg/>".utf8)) == .svg)
    }
}

@Suite("Hostile pictures")
struct HostilePictureTests {
    let decoder = PictureDecoder()

    @Test("A 100,000 x 100,000 PNG header is refused before any pixel is allocated")
    func hugeHeader() {
        #expect(throws: PictureError.dimensionsTooLarge(width: 100_000, height: 100_000, limits: .standard)) {
            try decoder.decode(PictureFixtures.bytes("huge-header.png"))
        }
    }

    @Test("A PNG bomb (20,000 x 20,000 zeros) is refused at its header")
    func bomb() {
        #expect(throws: PictureError.dimensionsTooLarge(width: 20_000, height: 20_000, limits: .standard)) {
            try decoder.decode(PictureFixtures.bytes("bomb.png"))
        }
    }

    @Test(
        "A WebP over the limits is refused at its header, before the loader allocates it",
        arguments: ["webp-bomb.webp", "declared"])
    func webpBomb(name: String) {
        // "declared": the lossless apple's header saying 16,384 x 16,384 (its data does not match).
        var bytes = PictureFixtures.bytes(name == "declared" ? "apple.webp" : name)
        if name == "declared" {
            let bits = UInt32(16_383) | UInt32(16_383) << 14 | 1 << 28
            bytes.replaceSubrange(21..<25, with: withUnsafeBytes(of: bits.littleEndian, Array.init))
        }
        let side = name == "declared" ? 16_384 : 5_000
        #expect(throws: PictureError.dimensionsTooLarge(width: side, height: side, limits: .standard)) {
            try decoder.decode(bytes)
        }
    }

    @Test("A WebP cut short or with a damaged header is refused, not drawn half grey")
    func webpDamaged() {
        let whole = PictureFixtures.bytes("apple.webp")
        for bytes in [Array(whole.prefix(whole.count - 20)), Array(whole.prefix(40)), Array(whole.prefix(20))] {
            #expect(throws: PictureError.undecodable(format: .webp, reason: "the data ends too early")) { try decoder.decode(bytes) }
        }
        var damaged = whole
        damaged[20] = 0
        #expect(throws: PictureError.undecodable(format: .webp, reason: "the WebP header is damaged")) { try decoder.decode(damaged) }
    }

    @Test(
        "SVG references outside the picture are refused before the SVG library runs",
        arguments: ["local-file.svg", "network.svg", "relative-image.svg", "style-import.svg"])
    func svgReferences(name: String) {
        #expect {
            try decoder.decode(PictureFixtures.bytes(name))
        } throws: { error in
            guard case .svgReference = error as? PictureError else { return false }
            return true
        }
    }

    @Test(
        "An SVG may embed its font and its pictures as data: URLs (a Noun Project icon's font); other kinds and oversized data are refused")
    func svgEmbeddedData() throws {
        let png = "data:image/png;base64," + Data(PictureFixtures.bytes("apple.png")).base64EncodedString()
        let font = "data:font/woff2;base64," + String(repeating: "d09GMgABAAAA", count: 8)
        func svg(_ body: String) -> [UInt8] {
            Array(
                #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">\#(body)</svg>"#
                    .utf8)
        }
        let embedded = svg(
            #"<style>@font-face { font-family: "Icon"; src: url('\#(font)') format("woff2"); }</style>"#
                + #"<image x="0" y="0" width="64" height="64" xlink:href="\#(png)"/><text font-family="Icon" y="60">a</text>"#)
        let image = try decoder.decode(embedded, fitting: PixelSize(width: 64, height: 64))
        // The embedded apple is drawn: red in the middle.
        let middle = image[32, 36]
        #expect(middle.red > 150 && middle.green < 100 && middle.alpha > 200, "\(middle)")
        #expect(try decoder.vector(embedded) != nil)

        #expect(throws: PictureError.svgReference(PictureText.svgDataKind(kind: "text/html"))) {
            try decoder.decode(svg(#"<image href="data:text/html;base64,PGgxPg==" width="9" height="9"/>"#))
        }
        #expect(throws: PictureError.svgReference(PictureText.svgDataKind(kind: "image/svg+xml"))) {
            try decoder.decode(svg(#"<image href="data:image/svg+xml;utf8,&lt;svg/&gt;" width="9" height="9"/>"#))
        }
        let huge = "data:image/png;base64," + String(repeating: "A", count: SVGGuard.largestData)
        let tooLarge = PictureText.svgDataTooLarge(bytes: huge.utf8.count, limit: SVGGuard.largestData)
        #expect(throws: PictureError.svgReference(tooLarge)) {
            try decoder.decode(svg(#"<image href="\#(huge)" width="9" height="9"/>"#))
        }
    }

    @Test("An SVG is kept as vectors after the same checks; other formats are not vectors; a hostile SVG is refused")
    func vectors() throws {
        #expect(try decoder.vector(PictureFixtures.bytes("house.svg")) != nil)
        #expect(try decoder.vector(PictureFixtures.bytes("apple.png")) == nil)
        #expect(throws: PictureError.svgDocumentType(PictureText.svgEntityReferences(name: "lol1"))) {
            try decoder.vector(PictureFixtures.bytes("billion-laughs.svg"))
        }
        #expect {
            try decoder.vector(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect".utf8))
        } throws: { error in
            guard case .undecodable(format: .svg, _) = error as? PictureError else { return false }
            return true
        }
    }

    @Test("Empty, oversized, unknown and truncated files are refused with their reason")
    func brokenFiles() {
        #expect(throws: PictureError.empty) { try decoder.decode([]) }
        let small = PictureDecoder(limits: PictureLimits(maxBytes: 100, maxSide: 100, maxPixels: 10_000))
        #expect(throws: PictureError.fileTooLarge(bytes: 491, limit: 100)) { try small.decode(PictureFixtures.bytes("apple.png")) }
        #expect(throws: PictureError.unknownFormat) { try decoder.decode(PictureFixtures.bytes("not-a-picture.png")) }
        #expect {
            try decoder.decode(PictureFixtures.bytes("truncated.png"))
        } throws: { error in
            guard case .undecodable(.png, let reason) = error as? PictureError else { return false }
            return !reason.isEmpty
        }
    }

    @Test("Tighter limits refuse a picture the standard ones admit")
    func limitsApply() {
        let tight = PictureDecoder(limits: PictureLimits(maxBytes: 1 << 20, maxSide: 32, maxPixels: 1024))
        #expect(throws: PictureError.dimensionsTooLarge(width: 64, height: 64, limits: tight.limits)) {
            try tight.decode(PictureFixtures.bytes("apple.png"))
        }
    }
}
