import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridTestSupport
import Testing

@testable import TalkGridPrint

/// Cells on paper as their authors meant them: pictures on dark cells keep a light plate, an SVG
/// stays inside its cell whatever it holds outside its view box, a folder names where it leads.
@Suite("Printed cells")
struct PrintedCellTests {
    /// A one-board set of `rows` x `columns` whose first cell shows `image` (a data URI) or `glyph`
    /// on `background`; the other slots are empty.
    private static func oneCellSet(
        image: String?, glyph: String? = nil, label: String = "word", background: String, rows: Int = 2, columns: Int = 2
    ) throws -> BoardSet {
        let images = image.map { #"[{"id": "p", "data": "\#($0)"}]"# } ?? "[]"
        let picture = image == nil ? "" : #", "image_id": "p""#
        let glyphField = glyph.map { #", "ext_talkgrid_glyph": "\#($0)""# } ?? ""
        let order = (0..<rows).map { row in
            "[" + (0..<columns).map { row == 0 && $0 == 0 ? "\"b1\"" : "null" }.joined(separator: ", ") + "]"
        }
        let board = """
            {"format": "open-board-0.1", "id": "one", "locale": "en", "name": "One",
             "buttons": [{"id": "b1", "label": "\(label)"\(picture)\(glyphField), "background_color": "\(background)"}],
             "images": \(images), "grid": {"rows": \(rows), "columns": \(columns), "order": [\(order.joined(separator: ", "))]}}
            """
        return try BoardSetLoader.loadSet(
            from: InMemoryBoardSetSource(
                displayName: "one",
                files: ["manifest.json": Array(#"{"format": "open-board-0.1", "root": "one.obf"}"#.utf8), "one.obf": Array(board.utf8)]))
    }

    private static func dataURI(_ bytes: [UInt8], type: String) -> String { "data:\(type);base64," + Data(bytes).base64EncodedString() }

    /// The first cell's layout on the printed page of a `rows` x `columns` board.
    private static func firstCell(of set: BoardSet, rows: Int = 2, columns: Int = 2) throws -> CellLayout {
        let settings = PrintSettings()
        let geometry = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: rows, columns: columns)
        let board = try #require(set.boards["one"])
        let cell = try #require(ScreenModel(printing: board).cells.first)
        return CellLayout(cell: cell, label: "word", in: geometry.cell(row: 0, column: 0), showsKeys: false, namesDestination: true)
    }

    @Test(
        "on a black cell a picture is drawn on a light plate: line art's dark strokes, colour art's, an emoji's and a photo's colours stay",
        arguments: ["line-art.png", "apple.png", "🍎", "apple.jpg"])
    func plateOnDarkCell(picture: String) throws {
        let folder = try Fixtures.temporaryFolder("print-plate")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let isGlyph = !picture.contains(".")
        let image = isGlyph ? nil : Self.dataURI(Fixtures.picture(picture), type: picture.hasSuffix("jpg") ? "image/jpeg" : "image/png")
        let set = try Self.oneCellSet(image: image, glyph: isGlyph ? picture : nil, background: "rgb(0, 0, 0)")
        let (path, report) = try PrintFixture.printed(set, in: folder)
        #expect(report.failedPictures.isEmpty)
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let layout = try Self.firstCell(of: set)
        let art = layout.art
        // The cell around the plate stays black: just inside its left edge, halfway down the art.
        let edge = page[Int(layout.box.x + layout.padding), Int(art.y + art.height / 2)]
        #expect(Int(edge.red) + Int(edge.green) + Int(edge.blue) < 60, "the cell's own black: \(edge)")
        // Inside the art box: mostly the light plate, and the picture's own ink on it.
        var light = 0
        var dark = 0
        var red = 0
        var count = 0
        let side = min(art.width, art.height)
        let square = PageRect(x: art.x + (art.width - side) / 2, y: art.y + (art.height - side) / 2, width: side, height: side)
        for y in Int(square.y + 2)..<Int(square.y + square.height - 2) {
            for x in Int(square.x + 2)..<Int(square.x + square.width - 2) {
                let pixel = page[x, y]
                count += 1
                if pixel.red > 230 && pixel.green > 230 && pixel.blue > 220 { light += 1 }
                if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 150 { dark += 1 }
                if pixel.red > 150 && pixel.green < 90 && pixel.blue < 90 { red += 1 }
            }
        }
        // A photo covers its plate with its own pixels; every other picture leaves it light around its ink.
        if picture != "apple.jpg" { #expect(light > count / 4, "\(picture): the plate is light (\(light) of \(count) pixels)") }
        if picture == "line-art.png" {
            #expect(dark > count / 50, "the line art's strokes are dark on the plate (\(dark) of \(count))")
        } else {
            #expect(red > count / 50, "\(picture) keeps its red on the plate (\(red) of \(count))")
        }
    }

    /// A picture shaped like a Noun Project download: the icon in its view box, and an
    /// illustrator's template layer (a black box and an attribution in a font the page lacks)
    /// outside it, right of and below the icon.
    static let nounProjectSVG = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" x="0px" y="0px" viewBox="0 0 100 100">
        <g id="Template" opacity="1"><rect x="105" y="-400" width="900" height="900" fill="#000000"/>
        <rect x="-400" y="104" width="900" height="600" fill="#000000"/>
        <text x="0" y="118" font-size="9" font-family="'Helvetica Neue', Arial-Unicode" fill="#000000">Created by Someone from the Noun Project</text></g>
        <g id="icon"><circle cx="50" cy="50" r="40" fill="none" stroke="#000000" stroke-width="8"/><path d="M30 60 L70 60" stroke="#000000" stroke-width="8"/></g>
        </svg>
        """

    @Test("an SVG with a template layer outside its view box leaves no ink outside its picture: not on the label, not beside the cell")
    func svgStaysInItsCell() throws {
        let folder = try Fixtures.temporaryFolder("print-clip")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.oneCellSet(
            image: Self.dataURI(Array(Self.nounProjectSVG.utf8), type: "image/svg+xml"), label: "cheddar", background: "rgb(255, 255, 255)")
        let (path, report) = try PrintFixture.printed(set, in: folder)
        #expect(report.picturesDrawn == 1 && report.failedPictures.isEmpty)
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let layout = try Self.firstCell(of: set)
        let settings = PrintSettings()
        let geometry = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: 2, columns: 2)
        func isInk(_ x: Int, _ y: Int) -> Bool {
            let pixel = page[x, y]
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 600
        }
        // Outside the first cell, between the title and the footer, the page is white.
        var outside: [(Int, Int)] = []
        for y in Int(geometry.grid.y)..<Int(geometry.grid.y + geometry.grid.height) {
            for x in 0..<page.width where !layout.box.inset(by: -2).contains(x: Double(x), y: Double(y)) && isInk(x, y) {
                outside.append((x, y))
            }
        }
        #expect(outside.count == 0, "ink outside the cell at \(outside.prefix(5)) (\(outside.count) pixels)")
        // Inside it, beside the picture (left and right of its square) nothing is drawn, and the
        // label's box holds only the label's letters.
        let art = layout.art
        let side = min(art.width, art.height)
        let square = PageRect(x: art.x + (art.width - side) / 2, y: art.y, width: side, height: side)
        var beside = 0
        for y in Int(art.y)..<Int(art.y + art.height) {
            for x in Int(art.x)..<Int(square.x - 1) where isInk(x, y) { beside += 1 }
            for x in Int(square.x + square.width + 2)..<Int(art.x + art.width) where isInk(x, y) { beside += 1 }
        }
        #expect(beside == 0, "ink beside the picture, inside the art box: \(beside) pixels")
        let label = try #require(layout.label)
        var labelInk = 0
        var labelPixels = 0
        for y in Int(label.y)..<Int(label.y + label.height) {
            for x in Int(label.x)..<Int(label.x + label.width) {
                labelPixels += 1
                if isInk(x, y) { labelInk += 1 }
            }
        }
        #expect(labelInk < labelPixels / 8, "the label's box is covered: \(labelInk) of \(labelPixels) pixels inked")
        #expect(try PrintFixture.text(path, page: 1).contains("cheddar"))
    }

    @Test("a folder cell on paper names the board it opens and its page; one whose board is not printed says so")
    func folderNamesItsBoard() throws {
        let folder = try Fixtures.temporaryFolder("print-folder")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try PrintFixture.boardSet()
        let (path, _) = try PrintFixture.printed(set, in: folder)
        let home = try PrintFixture.text(path, page: 1)
        #expect(home.contains("→ Food · page 2"), "\(home)")
        // Printed alone, the home board's folder still names Food.
        let (alone, _) = try PrintFixture.printed(set, boards: ["home"], in: folder, name: "alone.pdf")
        #expect(try PrintFixture.text(alone, page: 1).contains("→ Food (not printed here)"))
        // The band is dark across the folder's bottom edge (the "more" cell, row 1, column 0).
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let settings = PrintSettings()
        let geometry = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: 2, columns: 3)
        let box = geometry.cell(row: 1, column: 0)
        var dark = 0
        let y = Int(box.y + box.height - 3)
        for x in Int(box.x + 8)..<Int(box.x + box.width - 8) where Int(page[x, y].red) + Int(page[x, y].green) < 200 { dark += 1 }
        #expect(dark > Int(box.width - 16) * 3 / 4, "the folder's band: \(dark) dark pixels along its bottom")
    }
}
