import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridRun
import TalkGridShipped
import TalkGridStorage
import TalkGridTerminal
import Testing

/// The full-screen board's pictures: prepared by the real worker (gdk-pixbuf and chafa) from
/// the set's media, handed to the painter once ready.
@Suite("Cell pictures prepared in the background")
struct PreparedCellPicturesTests {
    /// A board whose one cell has a red square PNG as a data URI, and one whose data is not a picture.
    static func media() throws -> SetMedia {
        let red = PixelImage(width: 8, height: 8, rgba: Array(repeating: [220, 20, 20, 255], count: 64).flatMap { $0 })
        let png = try #require(red.pngBytes())
        let images = [
            "red": BoardImage(id: "red", data: "data:image/png;base64," + Base64.encode(png)),
            "broken": BoardImage(id: "broken", data: "data:image/png;base64," + Base64.encode(Array("not a png".utf8))),
        ]
        let cells = [Cell(id: "a", label: "red", imageID: "red"), Cell(id: "b", label: "broken", imageID: "broken")]
        let board = Board(id: "b", name: "B", grid: Grid(rows: 1, columns: 2, slots: [["a", "b"]]), cells: cells, images: images)
        return SetMedia(boardSet: BoardSet(rootID: "b", boards: ["b": board], boardOrder: ["b"]), files: .none)
    }

    @Test("a picture not ready is queued and comes as block art of the box asked for; a broken one fails once", .timeLimit(.minutes(1)))
    func preparesAndFails() async throws {
        let (events, continuation) = AsyncStream<String>.makeStream()
        let pictures = PreparedCellPictures(
            media: try Self.media(), symbols: .blocks, environment: ["COLORTERM": "truecolor"], disk: nil,
            onReady: { continuation.yield("ready") },
            onFailure: { reference, _ in continuation.yield("failed \(reference.imageID)") })
        defer { pictures.stop() }
        let red = PictureReference(boardID: "b", imageID: "red")
        let broken = PictureReference(boardID: "b", imageID: "broken")
        #expect(pictures.picture(.image(red), columns: 6, rows: 3) == nil)
        #expect(pictures.picture(.image(broken), columns: 6, rows: 3) == nil)  // not known to be broken yet
        var heard: Set<String> = []
        for await event in events {
            heard.insert(event)
            if heard == ["ready", "failed broken"] { break }
        }
        guard case .characters(let art) = pictures.picture(.image(red), columns: 6, rows: 3) else {
            Issue.record("the red picture is not block art")
            return
        }
        #expect(art.columns == 6 && art.rows == 3)
        // The middle of the picture is red (ink or paper, whichever the block character uses).
        let middle = art[3, 1]
        let colors = [middle.foreground, middle.background].compactMap { $0 }
        #expect(colors.contains { $0.red > 150 && $0.green < 100 })
        #expect(pictures.picture(.image(broken), columns: 6, rows: 3) == .unavailable)
    }

    @Test("a glyph is drawn by the emoji font on a picture thread and comes as block art like any picture", .timeLimit(.minutes(1)))
    func glyphPicture() async throws {
        let (events, continuation) = AsyncStream<Void>.makeStream()
        let pictures = PreparedCellPictures(
            media: try Self.media(), symbols: .blocks, environment: ["COLORTERM": "truecolor"], disk: nil,
            onReady: { continuation.yield() }, onFailure: { _, _ in Issue.record("a glyph is no file that fails") })
        defer { pictures.stop() }
        #expect(pictures.drawsGlyphs)
        #expect(pictures.picture(.glyph("🍎"), columns: 16, rows: 8) == nil, "drawn on a picture thread, not here")
        for await _ in events { break }
        guard case .characters(let art) = pictures.picture(.glyph("🍎"), columns: 16, rows: 8) else {
            Issue.record("the apple is not block art")
            return
        }
        #expect(art.columns == 16 && art.rows == 8)
        // Noto Color Emoji's apple is red: red fills much of the box's middle.
        var middle: [BlockArt.Cell] = []
        for row in 2..<6 { for column in 4..<12 { middle.append(art[column, row]) } }
        func isRed(_ color: RGBColor?) -> Bool {
            guard let color else { return false }
            return color.red > 160 && color.green < 110 && color.blue < 110
        }
        let red = middle.filter { isRed($0.foreground) || isRed($0.background) }.count
        #expect(red > middle.count / 2, "\(red) of \(middle.count) cells red")
    }

    @Test(
        "with a pixel output the picture comes as that protocol's escape sequence, layered for kitty only",
        .timeLimit(.minutes(1)),
        arguments: [(SymbolsSetting.kitty, "\u{1B}_G", true), (.sixel, "\u{1B}P", false), (.iterm, "\u{1B}]1337;File=", false)])
    func pixelOutputs(symbols: SymbolsSetting, start: String, layered: Bool) async throws {
        let (events, continuation) = AsyncStream<Void>.makeStream()
        let pictures = PreparedCellPictures(
            media: try Self.media(), symbols: symbols, environment: [:], cellPixels: PixelSize(width: 10, height: 20), disk: nil,
            onReady: { continuation.yield() }, onFailure: { _, _ in })
        defer { pictures.stop() }
        let red = PictureReference(boardID: "b", imageID: "red")
        #expect(pictures.picture(.image(red), columns: 4, rows: 2) == nil)
        for await _ in events { break }
        guard case .pixels(let picture) = pictures.picture(.image(red), columns: 4, rows: 2) else {
            Issue.record("no pixel picture for \(symbols)")
            return
        }
        #expect(picture.columns == 4 && picture.rows == 2 && picture.isLayered == layered)
        #expect(String(decoding: picture.bytes, as: UTF8.self).contains(start))
    }

    @Test(
        "the pictures of boards one link away are prepared while the person looks at the board: opened, they draw in the first frame",
        .timeLimit(.minutes(1)))
    func preparedAhead() async throws {
        let red = PixelImage(width: 8, height: 8, rgba: Array(repeating: [220, 20, 20, 255], count: 64).flatMap { $0 })
        let png = try #require(red.pngBytes())
        let folder = Cell(id: "go", label: "fruit", link: BoardLink(id: "fruit"))
        let home = Board(id: "home", name: "Home", grid: Grid(rows: 1, columns: 1, slots: [["go"]]), cells: [folder])
        let fruit = Board(
            id: "fruit", name: "Fruit", grid: Grid(rows: 1, columns: 2, slots: [["a", "b"]]),
            cells: [Cell(id: "a", label: "apple", imageID: "red"), Cell(id: "b", label: "cherry", imageID: "red")],
            images: ["red": BoardImage(id: "red", data: "data:image/png;base64," + Base64.encode(png))])
        let set = BoardSet(rootID: "home", boards: ["home": home, "fruit": fruit], boardOrder: ["home", "fruit"])
        let session = try Session(boardSet: set)
        #expect(session.sessionsAhead().map(\.currentBoard.id) == ["fruit"], "the root is shown: only the board one link away")

        let readies = Mutex(0)
        let pictures = PreparedCellPictures(
            media: SetMedia(boardSet: set, files: .none), symbols: .blocks, environment: [:], disk: nil,
            onReady: { readies.withLock { $0 += 1 } }, onFailure: { _, _ in })
        defer { pictures.stop() }
        let size = TerminalSize(columns: 100, rows: 30)
        let boxes = PictureBox.boxesAhead(
            of: session, status: ScreenStatus(), size: size, words: ShippedContent.englishWords, drawsPixels: false)
        #expect(
            boxes.count == 2
                && boxes.allSatisfy {
                    $0.source == .image(PictureReference(boardID: "fruit", imageID: "red")) && $0.columns > 0 && $0.rows >= 2
                })
        pictures.prepareAhead { boxes }
        try await CueSpeechTests.waitUntil { pictures.readyCount == 1 && pictures.isIdle }
        #expect(readies.withLock { $0 } == 0, "a picture prepared ahead, shown nowhere, asks for no redraw")
        // Opened now: every picture of the board is there in the first frame.
        var opened = session
        _ = opened.reduce(.key(try #require(Key(token: "1"))))
        #expect(opened.currentBoard.id == "fruit")
        let canvas = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures).canvas(
            for: ScreenModel(session: opened), size: size)
        #expect(canvas.cells.contains { $0.style.part == .picture }, "the first frame of the opened board has no picture")
    }

    @Test("pictures that become ready together ask for one redraw until a frame begins; a frame asks again", .timeLimit(.minutes(1)))
    func oneRedrawPerFrame() async throws {
        let cells = (0..<6).map { Cell(id: "c\($0)", label: "word \($0)", imageID: "i\($0)") }
        var images: [String: BoardImage] = [:]
        for index in 0..<6 {
            let shade = UInt8(40 * index)
            let image = PixelImage(width: 8, height: 8, rgba: Array(repeating: [shade, 20, 200, 255], count: 64).flatMap { $0 })
            images["i\(index)"] = BoardImage(
                id: "i\(index)", data: "data:image/png;base64," + Base64.encode(try #require(image.pngBytes())))
        }
        let board = Board(
            id: "b", name: "B", grid: Grid(rows: 2, columns: 3, slots: [["c0", "c1", "c2"], ["c3", "c4", "c5"]]), cells: cells,
            images: images)
        let set = BoardSet(rootID: "b", boards: ["b": board], boardOrder: ["b"])
        let readies = Mutex(0)
        let pictures = PreparedCellPictures(
            media: SetMedia(boardSet: set, files: .none), symbols: .blocks, environment: [:], disk: nil,
            onReady: { readies.withLock { $0 += 1 } }, onFailure: { _, _ in })
        defer { pictures.stop() }
        let painter = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures)
        let screen = ScreenModel(session: try Session(boardSet: set))
        let size = TerminalSize(columns: 100, rows: 30)
        _ = painter.canvas(for: screen, size: size)
        try await CueSpeechTests.waitUntil { pictures.readyCount == 6 && pictures.isIdle }
        #expect(readies.withLock { $0 } == 1, "six pictures ready, no frame drawn since: one redraw")
        let canvas = painter.canvas(for: screen, size: size)
        #expect(canvas.cells.filter { $0.style.part == .picture }.count >= 6)
        #expect(readies.withLock { $0 } == 1, "a frame with every picture waits for none")
    }
}
