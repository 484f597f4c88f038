import TalkGridShipped
import Testing

@testable import TalkGrid

/// The grouped text `validate` and `info` print: golden, with many findings of one code and one of each severity.
@Suite("Findings grouped for people")
struct FindingReportTests {
    typealias B = ValidationTestBoards

    /// Five boards: every one has an unknown field (two different names), CoughDrop's default_layout, and the
    /// root links to a board that is not there; two boards are never linked to.
    static func findings(strict: Bool = false) throws -> [Diagnostic] {
        var files: [String: String] = [
            "manifest.json":
                #"{"format": "open-board-0.1", "root": "b1.obf", "paths": {"boards": {"b1": "b1.obf", "b2": "b2.obf", "b3": "b3.obf", "b4": "b4.obf", "b5": "b5.obf"}}}"#
        ]
        for index in 1...5 {
            let link = index == 1 ? #", "load_board": {"id": "nowhere"}"# : ""
            let field = index <= 3 ? #""colour": "red""# : #""size": 2"#
            files["b\(index).obf"] = B.board(
                id: "b\(index)", extra: field + #", "default_layout": "landscape""#,
                buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"\#(link)}"#)
        }
        return try B.validateSet(files, name: "kid.obz", options: ValidationOptions(strict: strict))
    }

    @Test("grouped: errors, then warnings, then notes; a count, the meaning, three examples and what varies")
    func golden() throws {
        let report = FindingReport(try Self.findings())
        #expect(report.text(in: ShippedContent.commandLineWords) == Self.expected, "\n\(report.text(in: ShippedContent.commandLineWords))")
        #expect(ShippedContent.commandLineWords.text(report.counts) == "1 error, 9 warnings, 1 note")
    }

    static let expected = """
        error: [broken-link] x 1: a button opens a board that is not in the set
          kid.obz/b1.obf:10:82: button "want" links to the board with id "nowhere", which is not in the set (at $.buttons[0].load_board.id)
        warning: [unknown-attribute] x 5: a field the OBF spec does not define
          kid.obz/b1.obf:8:3: the board field "colour" is not in the OBF spec; prefix an app's own fields with ext_ (at $.colour)
          kid.obz/b2.obf:8:3: the board field "colour" is not in the OBF spec; prefix an app's own fields with ext_ (at $.colour)
          kid.obz/b3.obf:8:3: the board field "colour" is not in the OBF spec; prefix an app's own fields with ext_ (at $.colour)
          … and 2 more: "size" in 2 files
        warning: [unreachable-board] x 4: no chain of links from the root reaches a board
          kid.obz/b2.obf:1:1: board "Board b2" cannot be reached from the root board by any link
          kid.obz/b3.obf:1:1: board "Board b3" cannot be reached from the root board by any link
          kid.obz/b4.obf:1:1: board "Board b4" cannot be reached from the root board by any link
          … and 1 more in kid.obz/b5.obf
        note: [app-field] x 1: a well-known app's own field outside ext_
          kid.obz/b1.obf:8:20: the board field "default_layout" is CoughDrop's own (5 times in 5 files); other apps ignore it (at $.default_layout)

        """

    @Test("with --strict every app field is an unknown-attribute, and nothing is lost or added by grouping")
    func strictAndComplete() throws {
        let strict = try Self.findings(strict: true)
        #expect(!strict.contains { $0.code == "app-field" })
        #expect(strict.filter { $0.code == "unknown-attribute" && $0.subject == "default_layout" }.count == 5)
        let report = FindingReport(strict)
        #expect(report.groups.flatMap(\.findings).count == strict.count)
        #expect(Set(report.groups.flatMap(\.findings)) == Set(strict))
    }

    @Test("what varies among the rest is counted by distinct files, in whatever order the findings come")
    func restCountsDistinctFiles() {
        func finding(_ file: String, _ subject: String?) -> Diagnostic {
            Diagnostic(
                .warning, code: "unknown-attribute", .jsonEmpty, file: file, position: TextPosition(line: 1, column: 1, offset: 0),
                subject: subject)
        }
        let words = ShippedContent.commandLineWords
        func rest(_ findings: [Diagnostic]) -> String {
            words.text(FindingReport.rest(findings.count, of: Array(findings.indices)[...], in: findings))
        }
        let unsorted = [
            finding("a", "x"), finding("b", "x"), finding("a", "x"), finding("c", "y"), finding("b", "y"), finding("a", "x"),
            finding("c", nil),
        ]
        let text = rest(unsorted)
        #expect(text.hasPrefix("… and 7 more: "), "\(text)")
        #expect(text.contains(#""x" in 2 files (4 times)"#) && text.contains(#""y" in 2 files"#) && !text.contains("3 files"), "\(text)")
        #expect(rest(unsorted.sorted { $0.file < $1.file }) == text)
        #expect(rest([finding("a", nil), finding("b", nil), finding("a", nil)]) == "… and 3 more in 2 files")
        #expect(rest([finding("a", nil), finding("a", nil)]) == "… and 2 more in a")
        // Only the findings at the positions given count.
        #expect(words.text(FindingReport.rest(1, of: [1][...], in: unsorted)) == #"… and 1 more: "x" in 1 file"#)
    }

    @Test("large counts are written with thousands separators")
    func numbers() {
        #expect(FindingReport.number(8_993) == "8,993")
        #expect(FindingReport.number(1_234_567) == "1,234,567")
        #expect(FindingReport.number(999) == "999")
        #expect(ShippedContent.commandLineWords.text(FindingReport.counted(ReportText.countErrors, 1)) == "1 error")
        #expect(ShippedContent.commandLineWords.text(FindingReport.counted(ReportText.countWarnings, 8_993)) == "8,993 warnings")
    }
}
