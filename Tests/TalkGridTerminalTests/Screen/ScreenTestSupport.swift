import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridTerminal
import TalkGridTestSupport
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

    /// An 11 x 16 home board as big real sets have them (``BigHomeBoard``).
    static func bigSet() throws -> BoardSet { BigHomeBoard.boardSet() }

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

    /// A frame's colours as a golden file keeps them: each row a line of one letter per column
    /// (a wide character's two columns the same letter), each letter one terminal style of `theme`
    /// in true colour, and under the rows what each letter is (`a  fg #000000 bg #FFEC8C bold`).
    static func colourMap(_ frame: Canvas, theme: BoardTheme = .standard) -> String {
        var letters: [CellStyle: Character] = [:]
        var legend: [String] = []
        var rows: [String] = []
        for y in 0..<frame.height {
            var row = ""
            var last: Character = " "
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation else {
                    row.append(last)
                    continue
                }
                let style = theme.style(for: cell.style)
                let letter: Character
                if let known = letters[style] {
                    letter = known
                } else {
                    if letters.count == Self.legendLetters.count { Issue.record("more styles than letters: the map repeats letters") }
                    letter = Self.legendLetters[letters.count % Self.legendLetters.count]
                    letters[style] = letter
                    legend.append("\(letter)  " + Self.describe(style))
                }
                row.append(letter)
                last = letter
            }
            rows.append(row)
        }
        return (rows + [""] + legend).joined(separator: "\n") + "\n"
    }

    /// One letter per style, all one column wide: ASCII, then Latin, Greek and Cyrillic letters,
    /// then (for the many colours of block art) more Cyrillic, Latin and Canadian syllabics.
    private static let legendLetters: [Character] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x21...0x2F, 0xC0...0x24F, 0x391...0x3A9, 0x3B1...0x3C9, 0x410...0x44F,
            0x450...0x482, 0x48A...0x4FF, 0x1E00...0x1EFF, 0x1401...0x166C,
        ]
        return ranges.flatMap { $0 }.compactMap { Unicode.Scalar($0).map(Character.init) }
    }()

    private static func describe(_ style: CellStyle) -> String {
        func hex(_ color: RGBColor?) -> String {
            guard let color else { return "default" }
            return "#" + [color.red, color.green, color.blue].map { String(format: "%02X", $0) }.joined()
        }
        var parts = ["fg \(hex(style.foreground))", "bg \(hex(style.background))"]
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.inverse { parts.append("inverse") }
        return parts.joined(separator: " ")
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
