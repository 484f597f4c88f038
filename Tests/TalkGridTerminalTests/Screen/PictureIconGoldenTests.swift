import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridRun
import TalkGridShipped
import TalkGridStorage
import TalkGridTerminal
import Testing

/// Golden screens of the shipped home board with its icons drawn as pictures: each cell's emoji
/// drawn by Noto Color Emoji and turned into colour block art by the board's own picture path
/// (``PreparedCellPictures``), text and colour, once every picture is ready. The art is what
/// Noto Color Emoji and libchafa draw: re-record (TALKGRID_RECORD_GOLDEN=1) when either changes.
@Suite("Shipped board with picture icons, golden files")
struct PictureIconGoldenTests {
    /// The pictures a frame asks for, and how many of them were not ready.
    final class CountedPictures: CellPictures, @unchecked Sendable {
        let prepared: PreparedCellPictures
        // Written only by the painter on the test's own thread.
        var missing = 0

        init(_ prepared: PreparedCellPictures) { self.prepared = prepared }

        var drawsGlyphs: Bool { prepared.drawsGlyphs }

        func picture(_ source: PictureSource, columns: Int, rows: Int) -> CellArt? {
            let art = prepared.picture(source, columns: columns, rows: rows)
            if art == nil { missing += 1 }
            return art
        }

        func frameBegins() {
            missing = 0
            prepared.frameBegins()
        }
    }

    /// The first frame of `screen` in which every picture it asks for is drawn (within a deadline).
    static func frameWithEveryPicture(_ screen: ScreenModel, size: TerminalSize, set: BoardSet) throws -> Canvas {
        let prepared = PreparedCellPictures(
            media: SetMedia(boardSet: set, files: .none), symbols: .blocks, environment: ["COLORTERM": "truecolor"], disk: nil,
            onReady: {}, onFailure: { _, _ in })
        defer { prepared.stop() }
        let pictures = CountedPictures(prepared)
        let painter = ScreenPainter(words: ScreenTestSupport.words, pictures: pictures)
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let frame = painter.canvas(for: screen, size: size)
            if pictures.missing == 0 { return frame }
            try #require(ContinuousClock.now < deadline, "\(pictures.missing) pictures still not ready at \(size)")
            while !prepared.isIdle, ContinuousClock.now < deadline { usleep(2_000) }
        }
    }

    @Test(
        "the first-words home board, every icon a picture: text and colour",
        arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 55)])
    func shippedHomeBoard(size: TerminalSize) throws {
        let set = try ScreenTestSupport.shippedSet("first-words")
        let screen = ScreenModel(session: try Session(boardSet: set))
        let frame = try Self.frameWithEveryPicture(screen, size: size, set: set)
        ScreenTestSupport.expectRowsFit(frame)
        let name = "first-words-pictures-\(size.columns)x\(size.rows)"
        try ScreenTestSupport.expectGolden(frame.text, named: name)
        try ScreenTestSupport.expectGolden(ScreenTestSupport.colourMap(frame), named: name + ".colours")
        // The icons are pictures, not also text; the labels are whole.
        for cell in screen.cells {
            #expect(frame.text.contains(ScreenTestSupport.words.text(cell.label)), "\(cell.label) at \(size)")
        }
        let pictured = screen.cells.compactMap(\.glyph).filter { !frame.text.contains($0) }
        #expect(size.rows < 40 || pictured.count == screen.cells.count, "every icon a picture at \(size)")
    }
}
