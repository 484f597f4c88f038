import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("Picture decoding")
struct PictureDecoderTests {
    let decoder = PictureDecoder()

    @Test("PNG, JPEG, GIF and SVG decode to RGBA pixels", arguments: ["apple.png", "apple.jpg", "apple.gif", "house.svg"])
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
        "SVG references outside the picture and XML entities are refused before the SVG library runs",
        arguments: ["local-file.svg", "network.svg", "relative-image.svg", "billion-laughs.svg", "style-import.svg"])
    func svgReferences(name: String) {
        #expect {
            try decoder.decode(PictureFixtures.bytes(name))
        } throws: { error in
            guard case .svgReference = error as? PictureError else { return false }
            return true
        }
    }

    @Test("An SVG is kept as vectors after the same checks; other formats are not vectors; a hostile SVG is refused")
    func vectors() throws {
        #expect(try decoder.vector(PictureFixtures.bytes("house.svg")) != nil)
        #expect(try decoder.vector(PictureFixtures.bytes("apple.png")) == nil)
        #expect(throws: PictureError.svgReference(CaregiverText(PictureTextKey.svgEntities))) {
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
