import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridPrint
import TalkGridShipped
import TalkGridTestSupport
import Testing

@Suite("Printing boards as PDF, read back with poppler")
struct SetPrinterTests {
    @Test("pages come root first, then in link order, unreachable boards last")
    func pageOrder() throws {
        #expect(PageOrder.boards(of: try PrintFixture.boardSet()) == ["home", "food", "orphan"])
        let shipped = try #require(try ShippedContent.boardSet(named: "core-words"))
        #expect(PageOrder.boards(of: shipped) == ["core", "keyboard"])
    }

    @Test("one page per board, A4 landscape by default, each page titled with its board")
    func pagesAndTitles() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let (path, report) = try PrintFixture.printed(try PrintFixture.boardSet(), in: folder)
        #expect(report.boardIDs == ["home", "food", "orphan"])
        let info = try PrintFixture.poppler("pdfinfo", [path])
        #expect(info.contains("Pages:           3"))
        #expect(info.contains("Page size:       841.89 x 595.276 pts (A4)"))
        #expect(try PrintFixture.text(path, page: 1).contains("Home"))
        #expect(try PrintFixture.text(path, page: 2).contains("Food"))
        let orphan = try PrintFixture.text(path, page: 3)
        #expect(orphan.contains("Orphan") && orphan.contains("lonely") && orphan.contains("page 3 of 3"))
    }

    @Test("labels are on their page in reading order, Chinese and accented words whole; hidden cells left out")
    func labelsInReadingOrder() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let (path, _) = try PrintFixture.printed(try PrintFixture.boardSet(), in: folder)
        let text = try PrintFixture.text(path, page: 1)
        var rest = text[...]
        // A label under a picture sits at the foot of its cell, a label alone in the middle: the
        // row's pictured cells read left to right, then the next row.
        #expect(text.contains("café"))
        for label in ["Home", "我想喝水", "élève", "more", "broken", "Fixture set", "page 1 of 3", "2026-11-30"] {
            let found = try #require(rest.range(of: label), "\(label) missing or out of order in:\n\(text)")
            rest = rest[found.upperBound...]
        }
        #expect(!text.contains("secret"))
    }

    @Test("the footer's words come from the caregiver's catalogue")
    func footerWords() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let entries: [String: WordCatalogue.Entry] = [PrintTextKey.footerPage.catalogueKey: .text("Seite {number} von {count}")]
        let (path, _) = try PrintFixture.printed(
            try PrintFixture.boardSet(), in: folder, caregiverWords: InterfaceWords(WordCatalogue(language: "de", entries: entries)))
        let text = try PrintFixture.text(path, page: 2)
        #expect(text.contains("Seite 2 von 3") && !text.contains("page 2 of 3"))
    }

    @Test("--keys on prints each cell's key sequence; off prints none")
    func keySequences() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try PrintFixture.boardSet()
        let on = try PrintFixture.printed(set, settings: PrintSettings(showsKeys: true), boards: ["food"], in: folder, name: "on.pdf")
        let off = try PrintFixture.printed(set, boards: ["food"], in: folder, name: "off.pdf")
        let food = try #require(set.boards["food"])
        let sequences = ScreenModel(printing: food).cells.map { $0.keySequence.map(\.token).joined(separator: " ") }
        #expect(sequences.count == 3 && !sequences.contains(""))
        let keyed = Set(try PrintFixture.text(on.path, page: 1).split(separator: "\n").map(String.init))
        let plain = Set(try PrintFixture.text(off.path, page: 1).split(separator: "\n").map(String.init))
        for sequence in sequences {
            #expect(keyed.contains(sequence))
            #expect(!plain.contains(sequence))
        }
        #expect(keyed.contains("apple"))
    }

    @Test("--keys on prints, on an 11 x 16 board, each cell's whole key sequence as the zoom picks it")
    func zoomKeySequences() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = BigHomeBoard.boardSet()
        let home = try #require(set.root)
        let (path, _) = try PrintFixture.printed(set, settings: PrintSettings(showsKeys: true), boards: ["home"], in: folder)
        // pdftotext reads a hint's small spaces as none ("1 1 1" as "111"): each line of digits is one hint.
        let hints = try PrintFixture.text(path, page: 1).split(separator: "\n").filter { $0.allSatisfy(\.isNumber) }.map(String.init)
        var sequences: [String] = []
        for cell in ScreenModel(printing: home).cells {
            // The keys printed pick the cell in a session, as `run` takes them.
            var session = try Session(boardSet: set)
            for key in cell.keySequence { _ = session.reduce(.key(key)) }
            let picked = try #require(home.cells.first { $0.id == cell.id })
            if let link = picked.link {
                #expect(session.shownBoard.id == link.id)
            } else {
                #expect(session.message.words.last?.label == picked.label)
            }
            #expect(cell.keySequence.count >= 2)
            sequences.append(cell.keySequence.map(\.token).joined())
        }
        #expect(sequences.count == home.cells.count)
        #expect(hints.sorted() == sequences.sorted())
    }

    @Test("--lang prints the labels' translation from the board's strings")
    func translation() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let (path, _) = try PrintFixture.printed(
            try PrintFixture.boardSet(), settings: PrintSettings(language: "es"), boards: ["home"], in: folder)
        let text = try PrintFixture.text(path, page: 1)
        #expect(text.contains("más") && text.contains("cafetería"))
    }

    @Test("Letter and portrait give the paper asked for", arguments: [PageOrientation.portrait, .landscape])
    func letter(orientation: PageOrientation) throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let settings = PrintSettings(paper: .letter, orientation: orientation)
        let (path, _) = try PrintFixture.printed(try PrintFixture.boardSet(), settings: settings, boards: ["home"], in: folder)
        let size = orientation == .portrait ? "612 x 792 pts (letter)" : "792 x 612 pts (letter)"
        #expect(try PrintFixture.poppler("pdfinfo", [path]).contains("Page size:       \(size)"))
    }

    @Test("a rendered page carries the cells' backgrounds and their pictures; a damaged picture is listed once")
    func renderedColoursAndPictures() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try PrintFixture.boardSet()
        let (path, report) = try PrintFixture.printed(set, boards: ["home", "home"], in: folder)
        #expect(report.picturesDrawn == 4)
        #expect(report.failedPictures.map(\.imageID) == ["broken"])
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let settings = PrintSettings()
        let geometry = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: 2, columns: 3)
        // The café cell's background, near its top left corner (inside the border, away from the label).
        let cafe = geometry.cell(row: 0, column: 1)
        let background = page[Int(cafe.x + 12), Int(cafe.y + 12)]
        #expect(abs(Int(background.red) - PrintFixture.cafeBackground.red) < 6)
        #expect(abs(Int(background.green) - PrintFixture.cafeBackground.green) < 6)
        #expect(abs(Int(background.blue) - PrintFixture.cafeBackground.blue) < 6)
        // The apple (PNG) and the house (SVG): their picture areas are not all the cell's background.
        for column in [0, 2] {
            let cell = geometry.cell(row: 0, column: column)
            let corner = page[Int(cell.x + 8), Int(cell.y + 8)]
            var differing = 0
            for y in stride(from: Int(cell.y + cell.height * 0.2), to: Int(cell.y + cell.height * 0.6), by: 2) {
                for x in stride(from: Int(cell.x + cell.width * 0.3), to: Int(cell.x + cell.width * 0.7), by: 2) {
                    let pixel = page[x, y]
                    if abs(Int(pixel.red) - Int(corner.red)) + abs(Int(pixel.green) - Int(corner.green))
                        + abs(Int(pixel.blue) - Int(corner.blue)) > 60
                    {
                        differing += 1
                    }
                }
            }
            #expect(differing > 50, "column \(column + 1): the picture is missing")
        }
        // The hidden cell's place stays the page's white.
        let hidden = geometry.cell(row: 1, column: 1)
        let middle = page[Int(hidden.x + hidden.width / 2), Int(hidden.y + hidden.height / 2)]
        #expect(middle.red > 250 && middle.green > 250 && middle.blue > 250)
    }

    @Test("the SVG is drawn as vectors (no image in the PDF); the PNG is one opaque image for both pages, no larger than printed")
    func picturesInThePDF() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let (path, report) = try PrintFixture.printed(try PrintFixture.boardSet(), boards: ["home", "home"], in: folder)
        #expect(report.picturesDrawn == 4)
        // pdfimages -list: page, num, type, width, height, color, comp, bpc, enc, interp, object, ID, ...
        let rows = try PrintFixture.poppler("pdfimages", ["-list", path]).split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        let apple = try PictureDecoder().decode(Fixtures.picture("apple.png"))
        let apples = rows.filter { $0[3] == "\(apple.width)" && $0[4] == "\(apple.height)" }
        #expect(apples.map { $0[0] } == ["1", "2"], "the apple on each page")
        #expect(apples.allSatisfy { $0[2] == "image" } && Set(apples.map { $0[10] }).count == 1, "one picture object for both pages")
        #expect(!rows.contains { $0[2] == "smask" && $0[10] == apples.first?[10] }, "no mask: flattened onto its cell")
        // Besides the apple, only the title's colour emoji is an image: the house is drawn as paths.
        #expect(Set(rows.map { $0[10] }).count == 2)
    }

    @Test("--grayscale takes the colour out of backgrounds")
    func grayscale() throws {
        let folder = try Fixtures.temporaryFolder("print")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let settings = PrintSettings(grayscale: true)
        let (path, _) = try PrintFixture.printed(try PrintFixture.boardSet(), settings: settings, boards: ["home"], in: folder)
        #expect(try PrintFixture.text(path, page: 1).contains("café"))
        let page = try PrintFixture.rendered(path, page: 1, in: folder)
        let cafe = PageGeometry(width: settings.pageSize.width, height: settings.pageSize.height, rows: 2, columns: 3).cell(
            row: 0, column: 1)
        let pixel = page[Int(cafe.x + 12), Int(cafe.y + 12)]
        #expect(abs(Int(pixel.red) - Int(pixel.green)) < 8 && abs(Int(pixel.green) - Int(pixel.blue)) < 8)
        #expect(pixel.red < 200)  // still darker than white: the colour's lightness is kept
    }

    @Test("output that refuses the bytes stops printing with a write error")
    func writeFailure() throws {
        let printer = SetPrinter(
            settings: PrintSettings(), words: ShippedContent.englishWords, caregiverWords: ShippedContent.commandLineWords)
        #expect(throws: PrintError.self) {
            _ = try printer.print(
                try PrintFixture.boardSet(), boards: ["home"], setName: "x", date: "", pictureBytes: { _ in nil }, write: { _ in false })
        }
    }
}
