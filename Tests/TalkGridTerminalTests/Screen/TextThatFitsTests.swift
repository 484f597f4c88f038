import TalkGrid
import TalkGridTerminal
import Testing

/// Text that fits: labels break between words (and after "/" or "-"), never inside one; a long
/// message shows its start and where it continues; the rows layout shows pictures.
@Suite("Text that fits")
struct TextThatFitsTests {
    private static func canvas(_ session: Session, size: TerminalSize, pictures: (any CellPictures)? = nil) -> Canvas {
        ScreenPainter(words: ScreenTestSupport.words, pictures: pictures).canvas(for: ScreenModel(session: session), size: size)
    }

    @Test("\"color/visual\" breaks after the slash, never as \"color/vis ual\"", arguments: [(120, 40), (200, 55)])
    func slashedLabel(columns: Int, rows: Int) throws {
        var session = try Session(boardSet: try ScreenTestSupport.bigSet())
        // The band of "color/visual" (row 4, column 14): its region's keys, then its own.
        for key in [6, 2] { _ = session.reduce(.key(.digit(key))) }
        let text = Self.canvas(session, size: TerminalSize(columns: columns, rows: rows)).text
        #expect(text.contains("color/"), "\(text)")
        #expect(!text.contains("color/vis ") && !text.contains(" ual "), "\(text)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.contains("color/") && !line.contains("color/visual") {
            #expect(lines[index + 1].contains(" visual "), "the word after the slash whole on the next line: \(text)")
        }
    }

    @Test("a label's word wider than its cell is shortened on one line, never split over two")
    func longWordShortened() throws {
        let cells = [Cell(id: "a", label: "refrigerator door"), Cell(id: "b", label: "ok")]
        let board = Board(id: "b", name: "B", grid: Grid(rows: 1, columns: 2, slots: [["a", "b"]]), cells: cells)
        let session = try Session(boardSet: BoardSet(rootID: "b", boards: ["b": board], boardOrder: ["b"]))
        // 30 columns: cells of 13 columns, 11 inside their padding.
        let text = Self.canvas(session, size: TerminalSize(columns: 30, rows: 16)).text
        #expect(text.contains("refrigerat…") && text.contains("door"), "\(text)")
        #expect(!text.contains("or door") && !text.contains(" or "), "\(text)")
    }

    /// The core-words keys of `count` different words, in reading order of the first regions.
    private static func longMessage(_ count: Int) throws -> Session {
        var session = try Session(boardSet: try ScreenTestSupport.shippedSet("core-words"), settings: SessionSettings(speakOnSelect: false))
        let keys = (1...9).flatMap { region in [1, 2, 4, 5].map { [region, $0] } }.prefix(count)
        for pair in keys { for key in pair { _ = session.reduce(.key(.digit(key))) } }
        return session
    }

    @Test(
        "a long message shows its start, then … where it continues, then the newest words",
        arguments: [(80, 24, 1), (120, 40, 2)])
    func longMessageStart(columns: Int, rows: Int, lines: Int) throws {
        let session = try Self.longMessage(36)
        let labels = session.message.words.map(\.label)
        let frame = Self.canvas(session, size: TerminalSize(columns: columns, rows: rows))
        let bar = (1...lines).map { frame.text(ofRow: $0) }
        #expect(bar[0].hasPrefix("│ 🙋 I  🤲 want  👉 you"), "the start: \(bar)")
        let last = bar[lines - 1]
        #expect(last.contains("… "), "where it continues: \(bar)")
        #expect(last.contains(try #require(labels.last)), "the word just picked: \(bar)")
        // The tail after "…" is the end of the message, in order.
        let afterEllipsis = last.split(separator: "…").last.map(String.init) ?? ""
        let tail = afterEllipsis.split(separator: " ").filter { $0 != "│" && $0.unicodeScalars.first.map { $0.isASCII } ?? false }
        #expect(!tail.isEmpty && labels.joined(separator: " ").hasSuffix(tail.joined(separator: " ")), "\(tail) ends \(labels)")
    }

    @Test("a message that fits is shown whole, with no …")
    func shortMessage() throws {
        let session = try Self.longMessage(3)
        let row = Self.canvas(session, size: TerminalSize(columns: 80, rows: 24)).text(ofRow: 1)
        #expect(row.contains("I  ") && row.contains("want") && !row.contains("…"))
    }

    @Test("the rows layout shows each cell's picture beside its label, as high as the line", arguments: [(120, 40), (200, 55)])
    func rowsPictures(columns: Int, rows: Int) throws {
        var session = try CellPictureTests.pictureSession()
        _ = session.reduce(.setLayout(.rows))
        let pictures = CellPictureTests.ReadyPictures()
        let frame = Self.canvas(session, size: TerminalSize(columns: columns, rows: rows), pictures: pictures)
        ScreenTestSupport.expectRowsFit(frame)
        #expect(pictures.asked.count == 9, "every line's picture")
        let heights = Set(pictures.asked.map(\.2))
        #expect(heights.count == 1 && (heights.first ?? 0) >= 2, "\(pictures.asked.map { ($0.1, $0.2) })")
        #expect(pictures.asked.allSatisfy { $0.1 == 2 * $0.2 })
        let text = frame.text
        #expect(text.contains("##") && text.contains("apple") && text.contains("a long label here"))
    }

    @Test("in a window too low for pictures in the rows layout, each cell keeps its glyph on one line")
    func rowsLowWindow() throws {
        var session = try CellPictureTests.pictureSession()
        _ = session.reduce(.setLayout(.rows))
        let pictures = CellPictureTests.ReadyPictures()
        let text = Self.canvas(session, size: TerminalSize(columns: 80, rows: 24), pictures: pictures).text
        #expect(pictures.asked.isEmpty)
        #expect(text.contains("🍎  apple"))
    }
}
