import Foundation
import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("Thin strokes in block art")
struct InkKeepingTests {
    /// Line art as ARASAAC draws it, `side` pixels square: a black ring, a diagonal and a bar
    /// `stroke` pixels wide on transparency.
    static func lineArt(side: Int, stroke: Int) -> PixelImage {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        let half = Double(stroke) / 2
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) - Double(side) * 0.4
                let dy = Double(y) - Double(side) * 0.45
                let ring = abs((dx * dx + dy * dy).squareRoot() - Double(side) * 0.28) < half
                let diagonal = x > side / 2 && abs(Double(x - y)) < half
                let bar = abs(Double(y - side * 4 / 5)) < half && x > side / 8 && x < side * 7 / 8
                if ring || diagonal || bar { rgba[(y * side + x) * 4 + 3] = 255 }
            }
        }
        return PixelImage(width: side, height: side, rgba: rgba)
    }

    /// The luma (0–255) of the colours a cell of block art shows: its foreground where the
    /// character has ink, its background where it leaves room.
    static func shownLumas(_ cell: BlockArt.Cell) -> [Int] {
        func luma(_ color: RGBColor?) -> Int? {
            color.map { (77 * Int($0.red) + 150 * Int($0.green) + 29 * Int($0.blue)) >> 8 }
        }
        let foreground = cell.character == " " ? nil : luma(cell.foreground)
        let background = cell.character == "█" ? nil : luma(cell.background)
        return [foreground, background].compactMap { $0 }
    }

    @Test(
        "black line art with strokes 2 % of the picture wide keeps dark ink at 4 x 2 cells, the smallest picture drawn",
        arguments: [BlockColors.trueColor, .palette256])
    func thinStrokesKeepInk(colors: BlockColors) throws {
        let request = ArtRequest(columns: 4, rows: 2, output: .blocks(colors), background: .white)
        guard case .blocks(let art)? = PictureArtist().art(for: Self.lineArt(side: 300, stroke: 6), request: request) else {
            Issue.record("expected block art")
            return
        }
        // Averaged into chafa's pixels the strokes were grey (the darkest shown colour about 217).
        let inked = art.cells.filter { Self.shownLumas($0).contains { $0 < 100 } }
        #expect(inked.count >= 3, "cells with dark ink: \(inked.count) of \(art.cells.count)")
        #expect(art.cells.flatMap(Self.shownLumas).min() ?? 255 < 60)
        // The paper stays: the picture is not one blot.
        #expect(art.cells.flatMap(Self.shownLumas).contains { $0 > 220 })
    }

    @Test("a character's grey, a thin stroke averaged with its paper, is drawn as the stroke's ink; a faint trace stays light")
    func inkedCharacters() {
        // Two characters: the left one's 8 x 8 pixels hold a black stroke two pixels high, the
        // right one's a single dark blue pixel.
        var rgba = [UInt8](repeating: 255, count: 16 * 8 * 4)
        for x in 0..<8 {
            for y in 3..<5 { rgba.replaceSubrange(((y * 16 + x) * 4)..<((y * 16 + x) * 4 + 3), with: [0, 0, 0]) }
        }
        rgba.replaceSubrange(((4 * 16 + 12) * 4)..<((4 * 16 + 12) * 4 + 3), with: [0, 0, 90])
        let sampled = PixelImage(width: 16, height: 8, rgba: rgba)
        let grey = RGBColor(red: 150, green: 150, blue: 150)
        let faint = RGBColor(red: 240, green: 240, blue: 245)
        let chosen = BlockArt(
            columns: 2, rows: 1,
            cells: [
                BlockArt.Cell(character: "▅", foreground: grey, background: .white),
                BlockArt.Cell(character: "▗", foreground: faint, background: .white),
            ])
        let inked = InkKeeping.inked(chosen, from: sampled)
        #expect(inked[0, 0].foreground == .black && inked[0, 0].background == .white)
        #expect(InkKeeping.luma(inked[1, 0].foreground ?? .black) > 200, "\(String(describing: inked[1, 0].foreground))")
        // Art of another size than the pixels is left as it is.
        #expect(InkKeeping.inked(chosen, from: PixelImage(width: 8, height: 8, rgba: Array(rgba.prefix(256)))) == chosen)
    }

    @Test("sampling keeps a one-pixel line as full ink in its pixel and leaves the paper and flat colours as they are")
    func sampling() throws {
        // 16 x 16: white, a black column at x = 5, and a flat grey bottom half on the right.
        var rgba = [UInt8](repeating: 255, count: 16 * 16 * 4)
        for y in 0..<16 {
            for channel in 0..<3 { rgba[(y * 16 + 5) * 4 + channel] = 0 }
            for x in 8..<16 where y >= 8 {
                for channel in 0..<3 { rgba[(y * 16 + x) * 4 + channel] = 120 }
            }
        }
        let image = PixelImage(width: 16, height: 16, rgba: rgba)
        let sampled = image.rgba.withUnsafeBufferPointer { bytes in
            InkKeeping.sampled(
                PixelRows(width: 16, height: 16, channels: 4, rowStride: 64, bytes: bytes), to: PixelSize(width: 4, height: 2))
        }
        #expect(sampled.size == PixelSize(width: 4, height: 2))
        #expect(sampled[1, 0].red == 0 && sampled[1, 1].red == 0)  // the line's quarter of its footprint: full ink
        #expect(sampled[0, 0].red == 255 && sampled[3, 0].red == 255)  // paper
        #expect(sampled[3, 1].red == 120)  // a flat colour, not ink, unchanged
        // Spread by one pixel, the ink takes its neighbours, never the other way round.
        let spread = InkKeeping.spread(sampled, radius: 1)
        #expect(spread[0, 0].red == 0 && spread[2, 1].red == 0 && spread[3, 1].red == 120)
    }

    @Test("block art's cache key names the sampling (art sampled before is not reused); pixel outputs' does not")
    func cacheKey() {
        let content = ContentDigest(of: "x")
        let blocks = ArtRequest(columns: 4, rows: 2, output: .blocks(.trueColor), background: .white)
        #expect(ArtKey(content: content, request: blocks).fileNameParts.contains(InkKeeping.version))
        let kitty = ArtRequest(columns: 4, rows: 2, output: .kitty, background: .white)
        #expect(!ArtKey(content: content, request: kitty).fileNameParts.contains(InkKeeping.version))
    }
}
