import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// `talkgrid export` keeps the fields another app wrote for itself, so a set goes back to that
/// app whole (CoughDrop → TalkGrid → CoughDrop); `--spec-only` writes only the spec's fields.
@Suite("talkgrid export: other apps' fields")
struct ExportFieldsTests {
    /// A set as CoughDrop writes one: `protected` and `license.uneditable` on pictures, a
    /// `default_layout`, a `background`, fields of its own on buttons.
    static let board = """
        {"format": "open-board-0.1", "id": "quick-core", "locale": "en", "name": "Quick Core", "default_layout": "landscape",
         "background": {"image": "x.png", "position": "stretch"}, "protected": false,
         "buttons": [{"id": 1, "label": "more", "image_id": "i1", "part_of_speech": "adverb", "add_to_vocalization": true}],
         "grid": {"rows": 1, "columns": 1, "order": [[1]]},
         "images": [{"id": "i1", "path": "images/more.png", "content_type": "image/png", "protected": true, "protected_source": "lessonpix",
                     "license": {"type": "private", "uneditable": true, "copyright_notice_url": "https://example.org"}}],
         "sounds": []}
        """

    static func set(in folder: URL) throws -> String {
        let set = folder.appendingPathComponent("set")
        try FileManager.default.createDirectory(at: set.appendingPathComponent("boards"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: set.appendingPathComponent("images"), withIntermediateDirectories: true)
        try Data(
            #"{"format": "open-board-0.1", "root": "boards/quick-core.obf", "paths": {"boards": {"quick-core": "boards/quick-core.obf"}}, "ext_coughdrop_settings": {"a": 1}, "default_locale": "en"}"#
                .utf8
        ).write(to: set.appendingPathComponent("manifest.json"))
        try Data(board.utf8).write(to: set.appendingPathComponent("boards/quick-core.obf"))
        try Data(Fixtures.picture("apple.png")).write(to: set.appendingPathComponent("images/more.png"))
        return set.path
    }

    @Test("by default every field is exported as read; --spec-only leaves out and counts the ones the spec does not define")
    func fields() throws {
        let folder = try Fixtures.temporaryFolder("export-fields")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.set(in: folder)
        let kept = folder.appendingPathComponent("kept.obz").path
        let run = try TalkGridBinary.run(["export", set, kept])
        #expect(run.status == 0, "\(run.error)")
        #expect(!run.output.contains("Left out"), "\(run.output)")
        let archive = try ObzSource(path: kept)
        let board = try JSONParser.parse(archive.contents(of: "boards/quick-core.obf"), file: "board")
        #expect(board["default_layout"]?.string == "landscape" && board["background"]?["position"]?.string == "stretch")
        #expect(board["protected"]?.bool == false && board["buttons"]?.elements?[0]["part_of_speech"]?.string == "adverb")
        let image = try #require(board["images"]?.elements?.first)
        #expect(image["protected"]?.bool == true && image["license"]?["uneditable"]?.bool == true)
        #expect(try JSONParser.parse(archive.contents(of: "manifest.json"), file: "m")["default_locale"]?.string == "en")

        // Back in, and out again: the same archive, byte for byte.
        let again = folder.appendingPathComponent("again").path
        #expect(try TalkGridBinary.run(["import", kept, again]).status == 0)
        let twice = folder.appendingPathComponent("twice.obz").path
        #expect(try TalkGridBinary.run(["export", again, twice]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == Data(contentsOf: URL(fileURLWithPath: twice)))

        let spec = folder.appendingPathComponent("spec.obz").path
        let specOnly = try TalkGridBinary.run(["export", set, spec, "--spec-only"])
        #expect(specOnly.status == 0, "\(specOnly.error)")
        #expect(specOnly.output.contains("Left out 9 fields that are not in the OBF spec: "), "\(specOnly.output)")
        let plain = try JSONParser.parse(ObzSource(path: spec).contents(of: "boards/quick-core.obf"), file: "board")
        #expect(plain["default_layout"] == nil && plain["protected"] == nil && plain["images"]?.elements?[0]["protected"] == nil)
        #expect(plain["images"]?.elements?[0]["license"]?["type"]?.string == "private")
        #expect(plain["images"]?.elements?[0]["license"]?["uneditable"] == nil)
        #expect(try JSONParser.parse(ObzSource(path: spec).contents(of: "manifest.json"), file: "m")["ext_coughdrop_settings"] != nil)
    }
}
