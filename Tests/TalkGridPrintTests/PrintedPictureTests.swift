import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridTestSupport
import Testing

@testable import TalkGridPrint

@Suite("Pictures shrunk to the size printed and flattened onto their cell")
struct PrintedPictureTests {
    /// Shrinks `image` to `target` over `background` and returns the new pixels as (red, green, blue).
    private func shrunk(_ image: PixelImage, to target: PixelSize, on background: RGBColor) throws -> [[UInt8]] {
        let png = try #require(image.pngBytes())
        let pixbuf = try PictureDecoder().withPixels(of: png, near: target) { pixels in
            var words = [UInt32](repeating: 0, count: target.width * target.height)
            words.withUnsafeMutableBytes { output in
                AreaAverager(from: pixels.size, to: target).shrink(
                    pixels, onto: background, into: output.baseAddress!, outputStride: target.width * 4)
            }
            return words
        }
        return pixbuf.map { [UInt8(($0 >> 16) & 0xFF), UInt8(($0 >> 8) & 0xFF), UInt8($0 & 0xFF)] }
    }

    @Test("each new pixel is the average of the area it covers, transparent parts showing the background")
    func averagesTheArea() throws {
        // 6 x 2: black, white, 50% red, transparent green, white, opaque blue: shrunk to 2 x 1
        // (3 source columns a pixel), then to 4 x 1 (1.5 columns a pixel: shares of a half).
        let row: [[UInt8]] = [
            [0, 0, 0, 255], [255, 255, 255, 255], [255, 0, 0, 128], [0, 255, 0, 0], [255, 255, 255, 255], [0, 0, 255, 255],
        ]
        let image = PixelImage(width: 6, height: 2, rgba: Array((row + row).joined()))
        let paper = RGBColor(red: 100, green: 100, blue: 100)
        let half = try shrunk(image, to: PixelSize(width: 2, height: 1), on: paper)
        // Red: (0 + 255 + (255 * 128 + 100 * 127) / 255) / 3 = 144.3; green and blue (0 + 255 + 49.8) / 3 = 101.6.
        #expect(half[0] == [144, 102, 102])
        // Transparent green shows the grey paper: (100 + 255 + 0) / 3, (100 + 255 + 0) / 3, (100 + 255 + 255) / 3.
        #expect(half[1] == [118, 118, 203])
        let quarter = try shrunk(image, to: PixelSize(width: 4, height: 1), on: paper)
        // The first new pixel: black and half of white.
        #expect(quarter[0] == [85, 85, 85])
        // The last: half of white and opaque blue.
        #expect(quarter[3] == [85, 85, 255])
    }

    @Test("a picture the printed size already is keeps every pixel, flattened")
    func sameSize() throws {
        let image = PixelImage(width: 2, height: 1, rgba: [10, 20, 30, 255, 200, 100, 50, 0])
        let pixels = try shrunk(image, to: PixelSize(width: 2, height: 1), on: RGBColor(red: 1, green: 2, blue: 3))
        #expect(pixels == [[10, 20, 30], [1, 2, 3]])
    }

    @Test("a large picture is embedded at its printed size, its transparent half the cell's colour, no dark fringe")
    func largePictureInThePDF() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        // 1,500 x 1,000: the left half opaque red, the right half transparent (its colour black).
        var rgba = [UInt8](repeating: 0, count: 1500 * 1000 * 4)
        for y in 0..<1000 {
            for x in 0..<750 { rgba.replaceSubrange(((y * 1500 + x) * 4)..<((y * 1500 + x) * 4 + 4), with: [220, 0, 0, 255]) }
        }
        let png = try #require(PixelImage(width: 1500, height: 1000, rgba: rgba).pngBytes())
        let uri = "data:image/png;base64," + Data(png).base64EncodedString()
        let board = """
            {"format": "open-board-0.1", "id": "big", "locale": "en", "name": "Big",
             "buttons": [{"id": "b1", "label": "flag", "image_id": "flag", "background_color": "rgb(0, 120, 255)"}],
             "images": [{"id": "flag", "data": "\(uri)"}],
             "grid": {"rows": 3, "columns": 3, "order": [["b1", null, null], [null, null, null], [null, null, null]]}}
            """
        let set = try BoardSetLoader.loadSet(
            from: InMemoryBoardSetSource(
                displayName: "big",
                files: ["manifest.json": Array(#"{"format": "open-board-0.1", "root": "big.obf"}"#.utf8), "big.obf": Array(board.utf8)]))
        let (path, report) = try PrintFixture.printed(set, in: folder)
        #expect(report.picturesDrawn == 1 && report.failedPictures.isEmpty)
        let settings = PrintSettings()
        let geometry = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: 3, columns: 3)
        let cell = geometry.cell(row: 0, column: 0)
        let printedBoard = try #require(set.boards["big"])
        let screenCell = try #require(ScreenModel(printing: printedBoard).cells.first)
        let layout = CellLayout(cell: screenCell, label: "flag", in: cell, showsKeys: false)
        let request = PictureRequest(
            PictureReference(boardID: "big", imageID: "flag"), art: layout.art, scale: PictureRequest.printScale, background: .white)
        let expected = PixelSize(width: 1500, height: 1000).fitted(into: request.pixels)
        #expect(expected.width < 1500)
        let rows = try PrintFixture.poppler("pdfimages", ["-list", path]).split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.count == 1 && rows.first?[3] == "\(expected.width)" && rows.first?[4] == "\(expected.height)")
        // Rendered: left of the picture's middle red, right of it the cell's blue; along the edge
        // between them only mixes of the two (no black from the transparent pixels' colour).
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let middleX = layout.art.x + layout.art.width / 2
        let middleY = Int(layout.art.y + layout.art.height / 2)
        let red = page[Int(middleX - 10), middleY]
        let blue = page[Int(middleX + 10), middleY]
        #expect(red.red > 200 && red.green < 20 && red.blue < 20)
        #expect(blue.red < 20 && abs(Int(blue.green) - 120) < 8 && blue.blue > 240)
        for x in Int(middleX - 3)...Int(middleX + 3) {
            let pixel = page[x, middleY]
            #expect(Int(pixel.red) + Int(pixel.blue) > 200, "dark fringe at \(x): \(pixel)")
        }
    }

    @Test("a cell's colour emoji is a picture at print resolution on the cell's colour, not a 72 dpi glyph with a mask")
    func sharpEmoji() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let board = """
            {"format": "open-board-0.1", "id": "e", "locale": "en", "name": "Emoji",
             "buttons": [{"id": "b1", "label": "apple", "ext_talkgrid_glyph": "🍎", "background_color": "rgb(255, 240, 200)"}],
             "grid": {"rows": 2, "columns": 2, "order": [["b1", null], [null, null]]}}
            """
        let set = try BoardSetLoader.loadSet(
            from: InMemoryBoardSetSource(
                displayName: "e",
                files: ["manifest.json": Array(#"{"format": "open-board-0.1", "root": "e.obf"}"#.utf8), "e.obf": Array(board.utf8)]))
        let (path, _) = try PrintFixture.printed(set, in: folder)
        // pdfimages -list: page, num, type, width, height, color, comp, bpc, enc, interp, object, ID, x-ppi, y-ppi, ...
        let rows = try PrintFixture.poppler("pdfimages", ["-list", path]).split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        // One opaque image (no smask), as sharp across as down, at least 200 dpi (a big cell is capped at 1,200 pixels).
        #expect(rows.count == 1 && rows.first?[2] == "image" && rows.first?[12] == rows.first?[13], "\(rows)")
        #expect((Int(rows.first?[12] ?? "") ?? 0) >= 200, "\(rows)")
        #expect(try PrintFixture.text(path, page: 1).contains("apple"))
    }
}
