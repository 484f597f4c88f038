import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridTerminal
import TalkGridTestSupport
import Testing

/// Golden screens of a board of black line art (as ARASAAC draws it: thin strokes on
/// transparency) with three words picked: the cells' pictures and the message bar's, as block art
/// made by the board's own picture path once every picture is ready. The art is what librsvg,
/// gdk-pixbuf and libchafa draw: re-record (TALKGRID_RECORD_GOLDEN=1) when one of them changes.
@Suite("Line art in the cells and the message, golden files")
struct LineArtGoldenTests {
    /// A 3 x 3 board of core words, each with a line-art picture of 250–600 pixels (a data URI).
    static func lineArtSet() -> BoardSet {
        let labels = ["I", "want", "more", "go", "stop", "help", "eat", "drink", "all done"]
        var random = SeededRandom(seed: 49)
        var images: [String: BoardImage] = [:]
        var cells: [Cell] = []
        for (index, label) in labels.enumerated() {
            let png = GeneratedBoardSet.lineArtPNG(side: 250 + Int(random.next() % 351), random: &random)
            images["i\(index)"] = BoardImage(id: "i\(index)", data: "data:image/png;base64," + Data(png).base64EncodedString())
            cells.append(Cell(id: "c\(index)", label: label, imageID: "i\(index)"))
        }
        let slots = (0..<3).map { row in (0..<3).map { column -> String? in "c\(row * 3 + column)" } }
        let board = Board(id: "core", name: "Core", grid: Grid(rows: 3, columns: 3, slots: slots), cells: cells, images: images)
        return BoardSet(rootID: "core", boards: ["core": board], boardOrder: ["core"])
    }

    @Test(
        "line art with I want more picked: strokes dark in the cells and in the message's pictures, text and colour",
        arguments: [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 55)])
    func lineArtBoard(size: TerminalSize) throws {
        let set = Self.lineArtSet()
        var session = try Session(boardSet: set)
        for token in ["1", "2", "3"] { _ = session.reduce(.key(try #require(Key(token: token)))) }
        let screen = ScreenModel(session: session)
        let frame = try PictureIconGoldenTests.frameWithEveryPicture(screen, size: size, set: set)
        let name = "line-art-message-\(size.columns)x\(size.rows)"
        try ScreenTestSupport.expectGolden(frame.text, named: name)
        try ScreenTestSupport.expectGolden(ScreenTestSupport.colourMap(frame), named: name + ".colours")
        // The message's words stand on the bar's last line, each after its picture as high as the
        // bar (4 x 2 characters, 6 x 3 from 50 lines), in which some colour shown is dark ink (not
        // the grey of averaged strokes).
        let pictureRows = ScreenGeometry(size: size).messageHeight - 2
        let words = frame.text(ofRow: pictureRows)
        for word in ["I", "want", "more"] {
            let column = try #require(words.range(of: " \(word) ").map { words.distance(from: words.startIndex, to: $0.lowerBound) + 1 })
            let box = (column - 1 - 2 * pictureRows)..<(column - 1)
            // The colours shown: a character's ink where it has some, its background where it leaves room.
            let shown = (1...pictureRows).flatMap { y in
                box.flatMap { x -> [RGBColor?] in
                    let style = BoardTheme.standard.style(for: frame[x, y].style)
                    let character = frame[x, y].character
                    return [character == " " ? nil : style.foreground, character == "█" ? nil : style.background]
                }
            }
            let lumas = shown.compactMap { $0 }.map { (77 * Int($0.red) + 150 * Int($0.green) + 29 * Int($0.blue)) >> 8 }
            #expect(lumas.contains { $0 < 80 }, "\(word) at \(size): the picture's darkest colour is \(lumas.min() ?? 255)")
        }
    }
}
