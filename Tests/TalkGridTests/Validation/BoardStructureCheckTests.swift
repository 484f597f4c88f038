import TalkGrid
import Testing

private typealias B = ValidationTestBoards

@Suite("Validation: board structure checks")
struct BoardStructureCheckTests {
    @Test("the baseline test board has no findings at all")
    func baselineIsClean() throws {
        let findings = try B.validate(B.board())
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("format-version: open-board-0.2 is an error at the format value")
    func formatVersion() throws {
        let text = B.board().replacingOccurrences(of: "open-board-0.1", with: "open-board-0.2")
        let findings = try B.validate(text)
        #expect(findings.has("format-version", at: #""open-board-0.2""#, in: text))
        #expect(findings.with("format-version").first?.severity == .error)
        #expect(findings.with("format-version").first?.path == "$.format")
    }

    @Test("unknown-attribute: a field outside the spec is located at its key; ext_ fields pass")
    func unknownAttribute() throws {
        let text = B.board(extra: #""colour": "red", "ext_app_colour": "red""#)
        let findings = try B.validate(text)
        #expect(findings.with("unknown-attribute").count == 1)
        #expect(findings.has("unknown-attribute", at: #""colour""#, in: text))
        #expect(findings.with("unknown-attribute").first?.path == "$.colour")
        let inButton = B.board(buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "lable": "x"}"#)
        #expect(try B.validate(inButton).has("unknown-attribute", at: #""lable""#, in: inButton))
    }

    @Test("missing-description: a board without description_html is warned about")
    func missingDescription() throws {
        let text = B.board().replacingOccurrences(of: #""description_html": "A test board","#, with: "")
        let findings = try B.validate(text)
        #expect(findings.with("missing-description").count == 1)
        #expect(findings.with("missing-description").first?.severity == .warning)
        #expect(try B.validate(B.board()).with("missing-description").isEmpty)
    }

    @Test("missing-label: a button without a label field is an error at the button")
    func missingLabel() throws {
        let text = B.board(buttons: #"{"id": "1", "ext_talkgrid_glyph": "👉"}"#)
        let findings = try B.validate(text)
        #expect(findings.has("missing-label", at: #"{"id": "1""#, in: text))
        #expect(findings.with("missing-label").first?.path == "$.buttons[0]")
    }

    @Test("invalid-hidden: hidden must be a boolean")
    func invalidHidden() throws {
        let text = B.board(buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "hidden": "no"}"#)
        let findings = try B.validate(text)
        #expect(findings.has("invalid-hidden", at: #""no""#, in: text))
        let fine = B.board(buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "hidden": false}"#)
        #expect(try B.validate(fine).isEmpty)
    }

    @Test("invalid-level: a cell's level is a whole number from 1 to 5, reported at its value with the file and path")
    func invalidLevel() throws {
        for bad in ["7", "0", "2.5", #""3""#] {
            let text = B.board(buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "ext_talkgrid_level": "# + bad + "}")
            let findings = try B.validate(text, file: "boards/home.obf")
            let finding = try #require(findings.with("invalid-level").first)
            let member = ValidationTestBoards.position(of: #""ext_talkgrid_level": "# + bad, in: text)
            #expect(finding.line == member.line && finding.column == member.column + #""ext_talkgrid_level": "#.count, "at the value")
            #expect(finding.file == "boards/home.obf" && finding.path == "$.buttons[0].ext_talkgrid_level" && finding.severity == .error)
        }
        let fine = B.board(buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "ext_talkgrid_level": 3}"#)
        #expect(try B.validate(fine).isEmpty)
    }

    @Test("partial-position and invalid-position: all four of left, top, width, height or none, each a number from 0")
    func positions() throws {
        let partial = B.board(buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "left": 0.1, "top": -2}"#)
        let findings = try B.validate(partial)
        #expect(findings.has("partial-position", at: "0.1", in: partial, occurrence: 2))  // the first is in the format
        #expect(findings.with("partial-position").first?.message.contains("width, height") == true)
        #expect(findings.has("invalid-position", at: "-2", in: partial))
        let full = B.board(
            buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "left": 0, "top": 0, "width": 0.5, "height": 0.5}"#)
        #expect(try B.validate(full).isEmpty)
    }

    @Test("grid checks: sizes, over-large grids, short rows and grids that place nothing")
    func gridShape() throws {
        let bad = B.board(grid: #"{"rows": 0, "columns": 21, "order": [["1"]]}"#)
        let findings = try B.validate(bad)
        #expect(findings.has("invalid-grid-size", at: "0,", in: bad))
        #expect(findings.has("large-grid", at: "21", in: bad))
        let short = B.board(
            buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"}, {"id": "2", "label": "go", "ext_talkgrid_glyph": "🚶"}"#,
            grid: #"{"rows": 2, "columns": 2, "order": [["1", "2"], [null]]}"#)
        #expect(try B.validate(short).has("grid-row-length", at: "[null]", in: short))
        let empty = B.board(
            buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉", "hidden": true}"#,
            grid: #"{"rows": 1, "columns": 1, "order": [[null]]}"#)
        let emptyFindings = try B.validate(empty)
        #expect(emptyFindings.has("empty-grid", at: #"{"rows": 1"#, in: empty))
        #expect(emptyFindings.with("button-not-in-grid").isEmpty)  // hidden buttons need no slot
    }

    @Test("loader findings are re-graded: an unknown grid id, a duplicate button id, a missing locale are errors")
    func regradedLoaderFindings() throws {
        let text = B.board(
            buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"}, {"id": "1", "label": "go", "ext_talkgrid_glyph": "🚶"}"#,
            grid: #"{"rows": 1, "columns": 2, "order": [["1", "ghost"]]}"#
        ).replacingOccurrences(of: #""locale": "en","#, with: "")
        let findings = try B.validate(text)
        #expect(findings.has("grid-unknown-button", at: #""ghost""#, in: text))
        #expect(findings.has("duplicate-button-id", at: #""1""#, in: text, occurrence: 2))
        #expect(findings.with("missing-locale").count == 1)
        for code in ["grid-unknown-button", "duplicate-button-id", "missing-locale"] {
            #expect(findings.with(code).allSatisfy { $0.severity == .error }, "\(code)")
        }
    }

    @Test("findings are sorted by file, line and column")
    func sorted() throws {
        let text = B.board(
            extra: #""colour": 1"#, buttons: #"{"id": "1", "label": "", "hidden": "x", "left": 1}"#,
            grid: #"{"rows": 0, "columns": 1, "order": [["1"]]}"#)
        let findings = try B.validate(text)
        #expect(findings.count >= 5)
        let keys = findings.map { [$0.line, $0.column] }
        #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
    }
}
