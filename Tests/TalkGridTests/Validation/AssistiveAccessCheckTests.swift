import TalkGrid
import Testing

private typealias B = ValidationTestBoards

@Suite("Validation: Assistive Access checks")
struct AssistiveAccessCheckTests {
    @Test("cell-without-icon and cell-without-label: every visible cell has an icon and a label")
    func cellIconAndLabel() throws {
        let text = B.board(
            buttons:
                #"{"id": "1", "label": "want"}, {"id": "2", "label": " ", "ext_talkgrid_glyph": "👉"}, {"id": "3", "label": "", "hidden": true}"#,
            grid: #"{"rows": 1, "columns": 2, "order": [["1", "2"]]}"#)
        let findings = try B.validate(text)
        #expect(findings.has("cell-without-icon", at: #"{"id": "1""#, in: text))
        #expect(findings.has("cell-without-label", at: #"" ""#, in: text))
        #expect(findings.with("cell-without-icon").count == 1)  // the hidden cell is not checked
        #expect(findings.with("cell-without-label").count == 1)
    }

    @Test("an image counts as a cell's icon")
    func imageIsAnIcon() throws {
        let text = B.board(
            buttons: #"{"id": "1", "label": "want", "image_id": "i"}"#,
            images: #"[{"id": "i", "url": "https://e.org/i.png", "content_type": "image/png"}]"#)
        #expect(try B.validate(text).with("cell-without-icon").isEmpty)
    }

    @Test("board-without-icon: a board needs ext_talkgrid_glyph (one glyph) or an image_url")
    func boardIcon() throws {
        let none = B.board().replacingOccurrences(of: #""ext_talkgrid_glyph": "🏠","#, with: "")
        #expect(try B.validate(none).has("board-without-icon", at: "{", in: none))
        let tooLong = B.board().replacingOccurrences(of: #""ext_talkgrid_glyph": "🏠""#, with: #""ext_talkgrid_glyph": "home""#)
        #expect(try B.validate(tooLong).has("board-without-icon", at: #""home""#, in: tooLong, occurrence: 2))  // the first is the id
        let imageURL = none.replacingOccurrences(
            of: #""name": "Board home","#, with: #""name": "Board home", "image_url": "https://e.org/h.png","#)
        #expect(try B.validate(imageURL).with("board-without-icon").isEmpty)
    }

    @Test("too-many-options: more visible cells than the limit, configurable")
    func tooManyOptions() throws {
        let buttons = (1...4).map { #"{"id": "\#($0)", "label": "w\#($0)", "ext_talkgrid_glyph": "•"}"# }.joined(separator: ", ")
        let text = B.board(buttons: buttons, grid: #"{"rows": 2, "columns": 2, "order": [["1", "2"], ["3", "4"]]}"#)
        let strict = try B.validate(text, options: ValidationOptions(maximumOptionsPerScreen: 3))
        #expect(strict.has("too-many-options", at: #"{"rows": 2"#, in: text))
        #expect(strict.with("too-many-options").first?.message.contains("4 cells") == true)
        #expect(try B.validate(text, options: ValidationOptions(maximumOptionsPerScreen: 4)).isEmpty)
        #expect(ValidationOptions().maximumOptionsPerScreen == 36)
    }

    @Test("word-moves: the same word at another place on a board of the same size")
    func motorPlanning() throws {
        let grid = #"{"rows": 1, "columns": 2, "order": [["1", "2"]]}"#
        let home = B.board(
            id: "home",
            buttons:
                #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"}, {"id": "2", "label": "More", "ext_talkgrid_glyph": "➕", "load_board": {"id": "more"}}"#,
            grid: grid)
        let more = B.board(
            id: "more",
            buttons: #"{"id": "1", "label": "more", "ext_talkgrid_glyph": "➕"}, {"id": "2", "label": "want", "ext_talkgrid_glyph": "👉"}"#,
            grid: grid)
        let manifest =
            #"{"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf", "more": "boards/more.obf"}}}"#
        let findings = try B.validateSet(["manifest.json": manifest, "boards/home.obf": home, "boards/more.obf": more])
        let moves = findings.with("word-moves")
        #expect(moves.count == 2)  // "more" (case does not matter) and "want"
        #expect(moves.allSatisfy { $0.file == "set.obz/boards/more.obf" })
        #expect(findings.has("word-moves", at: #""1""#, in: more, occurrence: 2))
        #expect(moves.contains { $0.path == "$.grid.order[0][1]" && $0.message.contains("want") })

        let same = more.replacingOccurrences(of: #"[["1", "2"]]"#, with: #"[["2", "1"]]"#)
        let fine = try B.validateSet(["manifest.json": manifest, "boards/home.obf": home, "boards/more.obf": same])
        #expect(fine.with("word-moves").isEmpty)
    }

    @Test("no-voice: a language with no installed voice; skipped when the caller gives no voice list")
    func voices() throws {
        let text = B.board(extra: #""strings": {"fr": {"want": "veux"}}"#)
        let findings = try B.validate(text, options: ValidationOptions(voiceLanguages: ["en-US"]))
        #expect(findings.with("no-voice").count == 1)
        #expect(findings.has("no-voice", at: #""fr""#, in: text))
        // Only the texts the French translation leaves out remain (untranslated-text), no voice problem.
        #expect(
            try B.validate(text, options: ValidationOptions(voiceLanguages: ["en", "fr-FR"])).allSatisfy { $0.code == "untranslated-text" })
        #expect(try B.validate(text).with("no-voice").isEmpty)
    }
}
