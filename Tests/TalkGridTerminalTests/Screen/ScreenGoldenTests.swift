import Foundation
import TalkGrid
import TalkGridTerminal
import Testing

/// Golden screens: the screen model drawn at 80 x 24 and 120 x 40, grid and rows, for an English
/// board, a Chinese board and a board of emoji. Re-record on purpose with TALKGRID_RECORD_GOLDEN=1.
@Suite("Board screen golden files")
struct ScreenGoldenTests {
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)]
    static let layouts: [BoardLayout] = [.grid, .rows]

    /// The screen of a case in a layout, with what a person would see after a few keys.
    static func screen(_ name: String, layout: BoardLayout) throws -> ScreenModel {
        switch name {
        case "english":
            // "I want" opens a board; pick two words there.
            let (session, effects) = try ScreenTestSupport.session(
                "first-words", settings: SessionSettings(layout: layout), keys: ["1", "2", "3"])
            let notice = effects.compactMap { effect -> Announcement? in
                if case .announce(let announcement) = effect { return announcement }
                return nil
            }.last
            return ScreenModel(session: session, status: ScreenStatus(isSpeaking: true, notice: notice))
        case "chinese":
            let (session, _) = try ScreenTestSupport.session(
                "first-words", settings: SessionSettings(layout: layout, language: "zh"), keys: ["6", "1"])
            return ScreenModel(
                session: session, status: ScreenStatus(notice: Announcement(.speechUnavailable, .noticeNoSound(reason: "没有声卡"))))
        default:
            var session = try Session(boardSet: try ScreenTestSupport.emojiSet(), settings: SessionSettings(layout: layout))
            for digit in [1, 5, 2] { _ = session.reduce(.key(.digit(digit))) }
            return ScreenModel(session: session)
        }
    }

    @Test(
        "golden screens", arguments: ["english", "chinese", "emoji"],
        [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func golden(name: String, size: TerminalSize) throws {
        for layout in Self.layouts {
            let frame = try ScreenPainter(words: ScreenTestSupport.words).canvas(for: Self.screen(name, layout: layout), size: size)
            ScreenTestSupport.expectRowsFit(frame)
            try ScreenTestSupport.expectGolden(frame.text, named: "\(name)-\(layout)-\(size.columns)x\(size.rows)")
        }
    }

    @Test("the core-words board zoomed in, and the clear confirmation", arguments: [TerminalSize(columns: 80, rows: 24)])
    func zoomAndConfirmation(size: TerminalSize) throws {
        let (zoomed, _) = try ScreenTestSupport.session("core-words", keys: ["5"])
        let frame = ScreenPainter(words: ScreenTestSupport.words).canvas(for: ScreenModel(session: zoomed), size: size)
        ScreenTestSupport.expectRowsFit(frame)
        try ScreenTestSupport.expectGolden(frame.text, named: "core-words-zoomed-\(size.columns)x\(size.rows)")

        let (confirming, _) = try ScreenTestSupport.session("first-words", keys: ["6", "*"])
        let confirmation = ScreenPainter(words: ScreenTestSupport.words).canvas(for: ScreenModel(session: confirming), size: size)
        ScreenTestSupport.expectRowsFit(confirmation)
        try ScreenTestSupport.expectGolden(confirmation.text, named: "confirm-clear-\(size.columns)x\(size.rows)")
    }

    @Test(
        "the 11 x 16 board magnified, text and colour: the top level's nine regions, one key's region filling the board area, two keys' cells",
        arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 55)])
    func magnifiedZoom(size: TerminalSize) throws {
        let set = try ScreenTestSupport.bigSet()
        for (name, keys) in [("top", [Int]()), ("one-key", [5]), ("two-keys", [5, 3])] {
            var session = try Session(boardSet: set)
            for key in keys { _ = session.reduce(.key(.digit(key))) }
            let frame = ScreenPainter(words: ScreenTestSupport.words).canvas(for: ScreenModel(session: session), size: size)
            ScreenTestSupport.expectRowsFit(frame)
            try ScreenTestSupport.expectGolden(frame.text, named: "big-\(name)-\(size.columns)x\(size.rows)")
            try ScreenTestSupport.expectGolden(
                ScreenTestSupport.colourMap(frame), named: "big-\(name)-\(size.columns)x\(size.rows).colours")
        }
    }

    @Test(
        "scanning screens, text and colour: a region highlighted on the core-words board, and the message bar after a word",
        arguments: [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func scanning(size: TerminalSize) throws {
        let settings = SessionSettings(speakOnSelect: false, access: .stepScan)
        for (name, keys) in [("region", ["space", "space", "space", "space"]), ("message", ["enter", "enter"])] {
            let (session, _) = try ScreenTestSupport.session("core-words", settings: settings, keys: keys)
            let frame = ScreenPainter(words: ScreenTestSupport.words).canvas(for: ScreenModel(session: session), size: size)
            ScreenTestSupport.expectRowsFit(frame)
            try ScreenTestSupport.expectGolden(frame.text, named: "scanning-\(name)-\(size.columns)x\(size.rows)")
            try ScreenTestSupport.expectGolden(
                ScreenTestSupport.colourMap(frame), named: "scanning-\(name)-\(size.columns)x\(size.rows).colours")
        }
    }

    @Test("magnified, each cell shows the keys still to press for it, and pressing them picks that cell's word")
    func magnifiedKeysPickTheirWords() throws {
        let set = try ScreenTestSupport.bigSet()
        var session = try Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        _ = session.reduce(.key(.digit(5)))
        let screen = ScreenModel(session: session)
        let region = try #require(screen.zoomRegion)
        let text = ScreenPainter(words: ScreenTestSupport.words).canvas(for: screen, size: TerminalSize(columns: 120, rows: 40)).text
        for cell in screen.cells where region.contains(row: cell.row, column: cell.column) {
            let rest = cell.keySequence.dropFirst(1).map(\.token).joined(separator: " ")
            let label = ScreenTestSupport.words.text(cell.label)
            #expect(text.contains(label), "\(label) is on screen")
            #expect(text.contains(" \(rest) "), "the keys \(rest) for \(label)")
            var picking = session
            for key in cell.keySequence.dropFirst(1) { _ = picking.reduce(.key(key)) }
            #expect(picking.message.words.last?.label == label || cell.opensBoard, "keys 5 \(rest) pick \(label)")
        }
    }
}
