import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGrid

private typealias B = ValidationTestBoards

@Suite("Validation: the obf gem's single-file fixtures and the catalogue")
struct ValidatorFixtureTests {
    private func validate(_ name: String) throws -> [Diagnostic] {
        Validator().validate(try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes(name), file: name))
    }

    @Test("simple.obf and inline_images.obf have no errors", arguments: ["simple.obf", "inline_images.obf"])
    func cleanFixtures(name: String) throws {
        let findings = try validate(name)
        #expect(findings.errors.isEmpty, "\(findings.errors.map(\.description))")
    }

    @Test("aboutme.json is invalid: its name should end with .obf, its links lead nowhere, it has no locale")
    func aboutMe() throws {
        let findings = try validate("aboutme.json")
        #expect(!findings.errors.isEmpty)
        let fileName = try #require(findings.with("file-extension").first)
        #expect(fileName.message.contains(".obf") && fileName.severity == .warning)
        #expect(!findings.with("broken-link").isEmpty)
        #expect(findings.with("missing-locale").count == 1)
        #expect(findings.with("color-form").allSatisfy { $0.severity == .error && $0.line > 0 })
    }

    @Test("foreign.obf: the missing locale and the non-rgb colour #444 are reported")
    func foreign() throws {
        let findings = try validate("foreign.obf")
        #expect(findings.with("missing-locale").count == 1)
        let colour = try #require(findings.with("color-form").first { $0.message.contains("#444") })
        #expect(colour.severity == .error && colour.line > 0 && colour.path.hasSuffix("_color"))
    }

    @Test(
        "files that are not boards are rejected by the loader",
        arguments: ["hash.json", "array.json", "string.json", "grid.xml", "sfy.data"])
    func notBoards(name: String) throws {
        #expect(throws: BoardLoadError.self) { try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes(name), file: name) }
    }

    @Test("every code in the catalogue is unique and explained")
    func catalogueIsWellFormed() {
        let codes = DiagnosticCatalogue.rules.map(\.code)
        #expect(Set(codes).count == codes.count)
        let ownCodes = Validator.checks.flatMap { $0.rules.map(\.code) } + LoaderRules.rules.map(\.code)
        #expect(Set(ownCodes).count == ownCodes.count, "a check redefines a code instead of reusing its rule")
        for rule in DiagnosticCatalogue.rules {
            #expect(!rule.summary.description.isEmpty && rule.explanation.description.count > 40, "\(rule.code)")
            #expect(rule.code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.code)")
            #expect(DiagnosticCatalogue.rule(for: rule.code) == rule)
        }
        #expect(DiagnosticCatalogue.rule(for: "no-such-code") == nil)
    }

    /// A board that breaks as many rules as one board can.
    static let kitchenSink = """
        {"format": "open-board-7", "id": 7, "locale": "EN_us", "name": "", "colour": 1, "ext_talkgrid_glyph": "xy",
         "license": "free",
         "buttons": [
           {"id": 1, "label": 2, "vocalization": [], "hidden": 1, "left": -1, "action": "go", "actions": [3, ":dance"],
            "background_color": "#fff", "border_color": "nope", "image_id": "x", "sound_id": "y", "load_board": {"name": "n"}},
           {"id": 1, "label": "a", "load_board": 3},
           {"label": " "}, 5
         ],
         "grid": {"rows": 30, "columns": "2", "order": [[1, "ghost", 1, {}], 3]},
         "images": [{"id": "i", "width": 0, "content_type": "text/x", "data": "data:x", "symbol": 1, "path": "p"}, {"id": "i"}, {}, 2],
         "sounds": [{"id": "s", "duration": 0}, {"id": "s", "data": "data:audio/x;base64,@"}, 1],
         "strings": {"fr": {"zzz": "y", "a": 1}, "de": 2}}
        """

    @Test("every code the validator emits is in the catalogue")
    func everyEmittedCodeIsExplained() throws {
        var findings = try B.validate(
            Self.kitchenSink, file: "sink.json", options: ValidationOptions(maximumOptionsPerScreen: 1, voiceLanguages: []))
        findings += try B.validate(#"{"buttons": {}}"#)
        findings += try B.validate(#"{"grid": []}"#)
        findings += try B.validate(#"{"format": "x", "grid": {"order": 1}, "buttons": [], "images": {}, "sounds": 1, "strings": []}"#)
        for name in ["simple.obf", "inline_images.obf", "foreign.obf", "aboutme.json"] { findings += try validate(name) }
        let manifest =
            #"{"root": "a.obf", "paths": {"boards": {"a": "a.obf", "b": 1, "c": "c.obf"}, "images": 1, "sounds": {"s": 2, "t": "t.mp3"}}, "x": 1}"#
        let board =
            #"{"id": "a", "buttons": [{"id": "1", "label": "a", "load_board": {"path": "d.obf"}}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}, "images": [{"id": "i", "path": "nope.png"}, {"id": "j"}]}"#
        findings += try B.validateSet(["manifest.json": manifest, "a.obf": board, "d.obf": "[]", "e.obf": "{", "x.txt": ""], name: "s.zip")
        let codes = Set(findings.map(\.code))
        #expect(codes.count > 40)
        for code in codes.sorted() {
            #expect(DiagnosticCatalogue.rule(for: code) != nil, "\(code) has no explanation")
        }
        // The severity printed is the catalogue's.
        for finding in findings {
            if let rule = DiagnosticCatalogue.rule(for: finding.code) { #expect(finding.severity == rule.severity, "\(finding.code)") }
        }
    }
}
