import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridTestSupport
import Testing

@testable import TalkGridPrint

@Suite("A window's pictures, prepared at their tile's size and kept on disk for the next start")
struct PreparedPictureCacheTests {
    let request = PictureRequest(
        PictureReference(boardID: "b", imageID: "1"), art: PageRect(x: 0, y: 0, width: 24, height: 12), scale: 1,
        background: RGBColor(red: 250, green: 250, blue: 240))

    /// A 48 x 24 PNG: the left half red, the right half transparent.
    let png: [UInt8] = {
        var rgba: [UInt8] = []
        for _ in 0..<24 { for x in 0..<48 { rgba += x < 24 ? [220, 0, 0, 255] : [0, 0, 0, 0] } }
        return PixelImage(width: 48, height: 24, rgba: rgba).pngBytes() ?? []
    }()

    let svg = Array(
        #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="blue"/></svg>"#.utf8)

    private func prepared(_ bytes: [UInt8], decoder: PictureDecoder = PictureDecoder(), disk: DiskCache?) -> DrawablePicture? {
        let preparer = PicturePreparer(decoder: decoder, workers: 1, vectorsAsPixels: true, disk: disk) { _ in bytes }
        return preparer.prepare([request]).wait()[request]
    }

    /// Runs `body` with a disk cache in a new temporary folder (its path given too), removed after.
    private func withDiskCache(_ body: (_ folder: String, _ disk: DiskCache) throws -> Void) throws {
        let url = try Fixtures.temporaryFolder("tiles")
        defer { Fixtures.removeTemporaryFolder(url) }
        try body(url.path, DiskCache(folder: url.path))
    }

    private func payload(_ picture: DrawablePicture?) -> [UInt8]? {
        guard case .raster(let surface)? = picture else { return nil }
        return surface.cachePayload
    }

    @Test("a picture prepared once is read back from the disk by the next run, pixel for pixel, without decoding it")
    func readBack() throws {
        try withDiskCache { folder, disk in
            let first = try #require(payload(prepared(png, disk: disk)))
            // 24 x 12, its left half red, its right half the tile's background.
            #expect(Array(first[0..<4]) == [0, 24, 0, 12])
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(names.count == 1 && names[0].hasSuffix(".tile"))
            // A decoder that refuses every picture: what the next run draws can only come from the disk.
            let refusing = PictureDecoder(limits: PictureLimits(maxBytes: 1, maxSide: 1, maxPixels: 1))
            guard case .failed = prepared(png, decoder: refusing, disk: nil) else {
                Issue.record("the refusing decoder decoded the picture")
                return
            }
            #expect(payload(prepared(png, decoder: refusing, disk: disk)) == first)
        }
    }

    @Test("a damaged file on disk is never drawn: the picture is decoded again and the file written anew")
    func damagedFile() throws {
        try withDiskCache { folder, disk in
            let good = try #require(payload(prepared(png, disk: disk)))
            let name = try #require(FileManager.default.contentsOfDirectory(atPath: folder).first)
            let path = folder + "/" + name
            var file = try #require(FileManager.default.contents(atPath: path).map(Array.init))
            file[file.count / 2] ^= 0xFF
            #expect(FileManager.default.createFile(atPath: path, contents: Data(file)))
            #expect(payload(prepared(png, disk: disk)) == good)
            #expect(FileManager.default.contents(atPath: path).map(Array.init) != file)
        }
    }

    @Test("an SVG is drawn at the tile's size once, as pixels, instead of at every paint")
    func vectorAsPixels() throws {
        let pixels = try #require(payload(prepared(svg, disk: nil)))
        #expect(Array(pixels[0..<4]) == [0, 24, 0, 12])
        // Cairo's RGB24 is 0xXXRRGGBB in the machine's order: blue is the first byte here.
        #expect(Array(pixels[4..<7]) == [255, 0, 0])
        // Print keeps the vectors, for a sharp PDF.
        let print = PicturePreparer(decoder: PictureDecoder(), workers: 1) { _ in svg }
        guard case .vector? = print.prepare([request]).wait()[request] else {
            Issue.record("print got no vectors")
            return
        }
    }
}
