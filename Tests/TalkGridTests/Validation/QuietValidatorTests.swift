import TalkGridShipped
import Testing

@testable import TalkGrid

/// A real app's set is not a wall of warnings: an app's own ways (CoughDrop's numeric ids, its
/// licence fields) are one note each per set, and a picture's finding names the cell and board a
/// caregiver knows it by.
@Suite("Validation: quiet on real sets")
struct QuietValidatorTests {
    typealias B = ValidationTestBoards

    /// `boards` boards of four cells with numeric ids and a picture each, CoughDrop-shaped (its
    /// `default_layout`, `protected` and `license.uneditable`) when `coughDrop` is true.
    static func files(boards: Int, coughDrop: Bool, textID: Bool = false) -> [String: String] {
        var files: [String: String] = [:]
        var paths: [String] = []
        for board in 1...boards {
            var buttons: [String] = []
            var images: [String] = []
            for cell in 1...4 {
                let id = textID && board == 1 && cell == 1 ? #""one""# : "\(cell)"
                buttons.append(#"{"id": \#(id), "label": "word \#(board)-\#(cell)", "ext_talkgrid_glyph": "👉", "image_id": "i\#(cell)"}"#)
                let app = coughDrop ? #", "protected": false, "license": {"type": "CC BY", "uneditable": true}"# : ""
                images.append(#"{"id": "i\#(cell)", "url": "https://symbols.example/\#(cell).png", "content_type": "image/png"\#(app)}"#)
            }
            let first = textID && board == 1 ? #""one""# : "1"
            files["b\(board).obf"] = B.board(
                id: "b\(board)", extra: coughDrop ? #""default_layout": "landscape""# : "", buttons: buttons.joined(separator: ",\n    "),
                grid: #"{"rows": 2, "columns": 2, "order": [[\#(first), 2], [3, 4]]}"#, images: "[" + images.joined(separator: ", ") + "]")
            paths.append(#""b\#(board)": "b\#(board).obf""#)
        }
        files["manifest.json"] =
            #"{"format": "open-board-0.1", "root": "b1.obf", "paths": {"boards": {\#(paths.joined(separator: ", "))}}}"#
        return files
    }

    @Test("CoughDrop's numeric button ids are one note for the set, at the first; its licences' uneditable is one app field")
    func coughDropSet() throws {
        let findings = try B.validateSet(Self.files(boards: 3, coughDrop: true))
        #expect(!findings.contains { $0.code == "numeric-id" }, "\(findings)")
        let notes = findings.filter { $0.code == "app-numeric-ids" }
        #expect(notes.count == 1 && notes.first?.severity == .note)
        #expect(notes.first?.text == NumericButtonIDs.buttonIDsNumbers(app: "CoughDrop", count: 12, files: 3))
        #expect(notes.first?.file == "set.obz/b1.obf" && notes.first?.path == "$.buttons[0].id")
        let words = ShippedContent.commandLineWords.text(try #require(notes.first).text)
        #expect(words == "12 button ids in 3 files are numbers, as CoughDrop writes them; they are read as text", "\(words)")
        let uneditable = findings.filter { $0.code == "app-field" && $0.subject == "uneditable" }
        #expect(uneditable.count == 1 && uneditable.first?.path == "$.images[0].license.uneditable")
        #expect(
            uneditable.first?.text
                == AttributeNamesCheck.appFieldTimesInFiles(
                    object: CaregiverText(FindingTextKey.objectLicense), field: "uneditable", app: "CoughDrop", times: "12", files: "3"))
        #expect(!findings.contains { $0.code == "unknown-attribute" }, "\(findings)")
        // Besides the notes, only the boards nothing links to (the fixture has no links).
        let others = findings.filter { $0.severity != .note && $0.code != "unreachable-board" }
        #expect(others.isEmpty, "\(others.map(\.description))")
    }

    @Test("--strict reports every numeric id and every uneditable again")
    func strict() throws {
        let findings = try B.validateSet(Self.files(boards: 3, coughDrop: true), options: ValidationOptions(strict: true))
        #expect(findings.filter { $0.code == "numeric-id" }.count == 12)
        #expect(findings.filter { $0.code == "unknown-attribute" && $0.subject == "uneditable" }.count == 12)
        #expect(!findings.contains { $0.code == "app-numeric-ids" || $0.code == "app-field" })
    }

    @Test("Every button id a number, no app known: one note; one text id among numbers: a warning each, a slip not a way")
    func allOrSome() throws {
        let all = try B.validateSet(Self.files(boards: 2, coughDrop: false))
        #expect(
            all.filter { $0.code == "app-numeric-ids" }.map(\.text) == [NumericButtonIDs.buttonIDsNumbers(app: nil, count: 8, files: 2)])
        #expect(!all.contains { $0.code == "numeric-id" })
        #expect(
            ShippedContent.commandLineWords.text(NumericButtonIDs.buttonIDsNumbers(app: nil, count: 8, files: 2))
                == "all 8 button ids in 2 files are numbers, as the app that wrote them writes them; they are read as text")
        let some = try B.validateSet(Self.files(boards: 2, coughDrop: false, textID: true))
        #expect(some.filter { $0.code == "numeric-id" }.count == 7)
        #expect(!some.contains { $0.code == "app-numeric-ids" })
    }

    /// Says every picture whose image id is in `bad` cannot be drawn.
    private struct FailingPictures: PictureInspection {
        var bad: Set<String>
        func problem(withImage imageID: String, onBoard boardID: String) -> String? {
            bad.contains(imageID) ? "the SVG declares a parameter entity" : nil
        }
    }

    @Test("A picture's finding names the word of the cell that shows it and the board, next to the file")
    func pictureWords() throws {
        let board = B.board(
            id: "core",
            buttons: """
                {"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "image_id": "i1"},
                {"id": "2", "label": "", "vocalization": "where", "ext_talkgrid_glyph": "❓", "image_id": "i2"}
                """,
            grid: #"{"rows": 1, "columns": 2, "order": [["1", "2"]]}"#,
            images: """
                [{"id": "i1", "path": "images/more.svg", "content_type": "image/svg+xml"},
                 {"id": "i2", "data": "data:image/svg+xml;base64,PHN2Zy8+", "content_type": "image/svg+xml"},
                 {"id": "i3", "path": "images/spare.svg", "content_type": "image/svg+xml"}]
                """
        ).replacingOccurrences(of: "\"Board core\"", with: "\"Quick Core 112\"")
        let set = try BoardSetLoader.loadSet(
            from: InMemoryBoardSetSource(
                displayName: "set",
                files: [
                    "manifest.json": Array(#"{"format": "open-board-0.1", "root": "core.obf"}"#.utf8), "core.obf": Array(board.utf8),
                    "images/more.svg": Array("<svg/>".utf8), "images/spare.svg": Array("<svg/>".utf8),
                ]))
        let findings = Validator(pictures: FailingPictures(bad: ["i1", "i2", "i3"])).validate(set).filter {
            $0.code == "undecodable-picture"
        }
        let words = ShippedContent.commandLineWords
        #expect(
            findings.map { words.text($0.text) } == [
                "the picture of \"more\" on \"Quick Core 112\" (images/more.svg): the SVG declares a parameter entity",
                "the picture of \"where\" on \"Quick Core 112\" (its data: URI): the SVG declares a parameter entity",
                "a picture on \"Quick Core 112\" that no cell shows (images/spare.svg): the SVG declares a parameter entity",
            ])
    }
}
