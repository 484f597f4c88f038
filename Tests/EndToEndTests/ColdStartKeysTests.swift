import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

/// Keys never wait for pictures: the real binary in a tmux pane, started on a set of many
/// pictures with a cold picture cache, is given a word's keys as soon as its board shows, while
/// the pictures of the board and of the boards it opens are still being made.
@Suite("keys during a cold start with pictures", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct ColdStartKeysTests {
    /// The generated symbol book cut to 24 boards: an 11 x 16 root with 91 pictures whose first 23
    /// cells open boards of 7 x 8 cells, 24 of them with a picture: 643 PNG and SVG pictures of
    /// 250–600 pixels in all (made in about 8 s by the debug build), none of them in the cache yet.
    static var book: GeneratedBoardSet {
        var book = GeneratedBoardSet.symbolBook
        book.boards = 24
        book.picturedCells = 24
        return book
    }

    @Test("a word picked in the first second of a cold start with block-art pictures is spoken within 2 s")
    func wordSpokenAtOnce() throws {
        let folder = try Fixtures.temporaryFolder("cold-start")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("book").path
        try Self.book.write(folder: set, archive: nil)
        // Slot 50 of the root (row 4, column 3 from 1) holds "word 0-50", a word with a picture.
        let keys = try #require(SelectionRule.keySequence(toSlotAtRow: 3, column: 2, in: Grid(rows: 11, columns: 16), keypad: .phone))
        let cache = folder.appendingPathComponent("cache")
        let pictures = cache.appendingPathComponent("talkgrid/pictures")

        let started = Date()
        let pane = try TerminalPane(
            ["run", set, "--symbols", "blocks", "--speak-to", "%FOLDER%/wav", "--no-audio"], columns: 200, rows: 55,
            environment: ["XDG_CACHE_HOME": cache.path])
        defer { pane.kill() }
        #expect(pane.waitUntil(seconds: 30) { (try? pane.screen().contains("Board 0")) == true }, "the board never showed")
        // All the keys in one go, as fast as a person who knows them: the loop gets them at once.
        try pane.tmux(["send-keys"] + keys.map(\.token))
        let pressed = Date()
        let picturesAtPress = Self.count(pictures)
        // The budget: synthesising a short word with espeak-ng into a WAV takes about a tenth of a
        // second, the debug binary on a busy two-core machine a few times that. A loop held by
        // picture work, as issue 28 measured it, spoke after 3.5 s cold and 6 s warm.
        let spoken = pane.waitUntil(seconds: 2) { !pane.wavFiles().isEmpty }
        let waited = Date().timeIntervalSince(pressed)
        let after = String(format: "%.1f", pressed.timeIntervalSince(started))
        #expect(spoken, "no WAV \(String(format: "%.1f", waited)) s after the keys \(keys.map(\.token)), pressed \(after) s after start")
        try pane.waitFor("word 0-50", seconds: 10)
        let file = try #require(pane.wavFiles().first)
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: Data("RIFF".utf8)) && bytes.count > 1_000, "\(file.lastPathComponent) holds no speech")
        // The picture work was not done before the keys came: the cache was still filling.
        #expect(pane.waitUntil(seconds: 30) { Self.count(pictures) > picturesAtPress }, "\(picturesAtPress) pictures at the keys")
        try pane.send("C-c")
        #expect(try pane.waitFor("DONE", seconds: 30).contains("EXIT 0"))
    }

    /// How many files a folder holds, 0 when it is not there yet.
    static func count(_ folder: URL) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.count ?? 0
    }
}
