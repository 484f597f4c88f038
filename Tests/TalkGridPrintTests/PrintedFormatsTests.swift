import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridTestSupport
import Testing

@testable import TalkGridPrint

@Suite("Printed pictures from other apps: Illustrator SVG as vectors, WebP as an image")
struct PrintedFormatsTests {
    @Test("an Illustrator SVG is drawn as paths through librsvg and a WebP as one image; both show the apple's red")
    func illustratorAndWebP() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        func uri(_ name: String, _ type: String) -> String { "data:\(type);base64," + Data(Fixtures.picture(name)).base64EncodedString() }
        let board = """
            {"format": "open-board-0.1", "id": "core", "locale": "en", "name": "Core",
             "buttons": [{"id": "1", "label": "more", "image_id": "ai"}, {"id": "2", "label": "apple", "image_id": "webp"}],
             "images": [{"id": "ai", "data": "\(uri("illustrator.svg", "image/svg+xml"))"},
                        {"id": "webp", "data": "\(uri("apple.webp", "image/webp"))"}],
             "grid": {"rows": 1, "columns": 2, "order": [["1", "2"]]}}
            """
        let set = try BoardSetLoader.loadSet(
            from: InMemoryBoardSetSource(
                displayName: "core",
                files: ["manifest.json": Array(#"{"format": "open-board-0.1", "root": "core.obf"}"#.utf8), "core.obf": Array(board.utf8)]))
        let (path, report) = try PrintFixture.printed(set, in: folder)
        #expect(report.picturesDrawn == 2 && report.failedPictures.isEmpty, "\(report.failedPictures)")
        // pdfimages -list: only the WebP is an image (the SVG is paths), at most its own 64 pixels.
        let rows = try PrintFixture.poppler("pdfimages", ["-list", path]).split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.count == 1 && rows.first?[2] == "image" && rows.first?[3] == "64", "\(rows)")
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let settings = PrintSettings()
        let geometry = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: 1, columns: 2)
        for column in 0..<2 {
            let cell = geometry.cell(row: 0, column: column)
            var red = 0
            for y in stride(from: Int(cell.y), to: Int(cell.y + cell.height), by: 3) {
                for x in stride(from: Int(cell.x), to: Int(cell.x + cell.width), by: 3) {
                    let pixel = page[x, y]
                    if pixel.red > 180 && pixel.green < 80 && pixel.blue < 80 { red += 1 }
                }
            }
            #expect(red > 100, "column \(column + 1): the picture's red is missing (\(red) red points)")
        }
    }
}
