import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridTerminal
import Testing

/// Sessions, boards and golden files for the screen tests.
enum ScreenTestSupport {
    /// The interface words the screens are drawn in (the shipped English catalogue).
    static let words = ShippedContent.englishWords

    /// A shipped board set, loaded as the executable loads it.
    static func shippedSet(_ name: String) throws -> BoardSet {
        try #require(try ShippedContent.boardSet(named: name))
    }

    /// A session on a shipped set after some keys (tokens as `talkgrid run --keys` writes them).
    static func session(
        _ name: String, settings: SessionSettings = SessionSettings(), keys: [String] = []
    ) throws -> (Session, [SessionEffect]) {
        var session = try Session(boardSet: try shippedSet(name), settings: settings)
        var effects: [SessionEffect] = []
        for token in keys {
            effects = session.reduce(.key(try #require(Key(token: token))))
        }
        return (session, effects)
    }

    /// A 2 x 3 board whose texts need care: multi-scalar emoji, combining marks, wide text, colours.
    static func emojiSet() throws -> BoardSet {
        let cells = [
            Cell(id: "family", label: "Family", glyph: "👨‍👩‍👧", backgroundColor: RGBAColor(red: 255, green: 230, blue: 120)),
            Cell(id: "thumbs", label: "Good job", glyph: "👍🏽", backgroundColor: RGBAColor(red: 20, green: 60, blue: 140)),
            Cell(id: "flag", label: "España", glyph: "🇪🇸", borderColor: RGBAColor(red: 200, green: 0, blue: 0)),
            Cell(id: "cafe", label: "Cafe\u{301} con leche y una tostada grande por favor", glyph: "☕"),
            Cell(id: "rainbow", label: "彩虹 rainbow", glyph: "🏳️‍🌈"),
            Cell(id: "keycap", label: "Number one", glyph: "1️⃣"),
        ]
        let grid = Grid(rows: 2, columns: 3, slots: [["family", "thumbs", "flag"], ["cafe", "rainbow", "keycap"]])
        let board = Board(id: "emoji", name: "Emoji 😀 test", locale: "en", glyph: "🎉", grid: grid, cells: cells)
        return BoardSet(rootID: "emoji", boards: ["emoji": board], boardOrder: ["emoji"])
    }

    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares text with a golden file; `TALKGRID_RECORD_GOLDEN=1` writes the file instead.
    static func expectGolden(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = goldenFolder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["TALKGRID_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record("no golden file \(name).txt; record it with TALKGRID_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let golden = String(decoding: data, as: UTF8.self)
        #expect(text == golden, "screen \(name) differs from its golden file:\n\(text)", sourceLocation: sourceLocation)
    }

    /// Every row of a frame is exactly as wide as the frame (borders never drift).
    static func expectRowsFit(_ frame: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<frame.height {
            let width = (0..<frame.width).reduce(0) { $0 + frame[$1, y].width }
            #expect(width == frame.width, "row \(y) is \(width) columns wide", sourceLocation: sourceLocation)
            #expect(DisplayWidth.of(frame.text(ofRow: y)) == frame.width, "row \(y) text", sourceLocation: sourceLocation)
        }
    }
}
