import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

/// Pictures as other apps write them, through the real binary: Adobe Illustrator SVGs (entities for
/// their namespaces) as in CoughDrop sets, WebP as AsTeRICS Grid stores them.
@Suite("talkgrid with other apps' pictures: Illustrator SVG and WebP")
struct OtherAppsPicturesTests {
    /// A set folder, board "Quick Core 112": "more" and "where" with Illustrator SVG files, "apple" a
    /// WebP file, "pear" a `data:image/webp` URI, "can" a billion-laughs SVG.
    private func makeSet() throws -> URL {
        let folder = try Fixtures.temporaryFolder("other-apps-pictures")
        let files: [(String, [UInt8])] = [
            ("images/more.svg", Fixtures.picture("illustrator.svg")), ("images/where.svg", Fixtures.picture("illustrator.svg") + [0x0A]),
            ("images/apple.webp", Fixtures.picture("apple.webp")), ("images/can.svg", Fixtures.picture("billion-laughs.svg")),
        ]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("boards"), withIntermediateDirectories: true)
        for (path, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(path)) }
        let pear = "data:image/webp;base64," + Base64.encode(Fixtures.picture("apple-lossy.webp"))
        let cells = [
            ("more", "images/more.svg", "image/svg+xml"), ("where", "images/where.svg", "image/svg+xml"),
            ("apple", "images/apple.webp", "image/webp"), ("can", "images/can.svg", "image/svg+xml"),
        ]
        var buttons = cells.enumerated().map {
            #"{"id": "b\#($0.offset)", "label": "\#($0.element.0)", "ext_talkgrid_glyph": "🔹", "image_id": "i\#($0.offset)"}"#
        }
        var images = cells.enumerated().map { #"{"id": "i\#($0.offset)", "path": "\#($0.element.1)", "content_type": "\#($0.element.2)"}"# }
        buttons.append(#"{"id": "b4", "label": "pear", "ext_talkgrid_glyph": "🍐", "image_id": "i4"}"#)
        images.append(#"{"id": "i4", "data": "\#(pear)", "content_type": "image/webp"}"#)
        let board = """
            {"format": "open-board-0.1", "id": "core", "locale": "en", "name": "Quick Core 112", "ext_talkgrid_glyph": "⭐",
             "buttons": [\(buttons.joined(separator: ",\n  "))],
             "grid": {"rows": 2, "columns": 3, "order": [["b0", "b1", "b2"], ["b3", "b4", null]]},
             "images": [\(images.joined(separator: ",\n  "))]}
            """
        try Data(board.utf8).write(to: folder.appendingPathComponent("boards/core.obf"))
        let imagePaths = cells.enumerated().map { #""i\#($0.offset)": "\#($0.element.1)""# }.joined(separator: ", ")
        let manifest = """
            {"format": "open-board-0.1", "root": "boards/core.obf",
             "paths": {"boards": {"core": "boards/core.obf"}, "images": {\(imagePaths)}}}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    @Test("validate draws Illustrator SVGs and WebP, names the hostile SVG by its word and board, and a second run decodes nothing")
    func validate() throws {
        let folder = try makeSet()
        let cache = try Fixtures.temporaryFolder("picture-checks")
        defer {
            Fixtures.removeTemporaryFolder(folder)
            Fixtures.removeTemporaryFolder(cache)
        }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let run = try TalkGridBinary.run(["validate", folder.path, "--json"], environment: environment)
        let findings = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]] ?? []
        let pictures = findings.filter { $0["code"] as? String == "undecodable-picture" }
        #expect(pictures.map { $0["path"] as? String } == ["$.images[3].path"], "\(findings)")
        #expect(
            pictures.first?["message"] as? String
                == "the picture of \"can\" on \"Quick Core 112\" (images/can.svg): the SVG declares the entity \"lol1\" made of other entities (& or % inside it); TalkGrid draws an SVG whose entities are short plain text only"
        )
        #expect(findings.filter { ($0["severity"] as? String) == "error" }.count == 1, "\(findings)")
        let second = try TalkGridBinary.run(["validate", folder.path], environment: environment)
        #expect(second.status == 1)
        #expect(
            second.output.contains("(5 pictures checked: 0 decoded now, the others unchanged since they were last checked)"),
            "\(second.output)")
        #expect(second.output.contains("the picture of \"can\" on \"Quick Core 112\" (images/can.svg)"))
    }

    @Test("cell set --image takes an Illustrator SVG and a WebP; the set validates; print draws them")
    func cellSetImage() throws {
        let folder = try Fixtures.temporaryFolder("other-apps-cell")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        #expect(try TalkGridBinary.run(["new", set]).status == 0)
        let more = folder.appendingPathComponent("more.svg")
        let pear = folder.appendingPathComponent("pear.webp")
        let laughs = folder.appendingPathComponent("laughs.svg")
        try Data(Fixtures.picture("illustrator.svg")).write(to: more)
        try Data(Fixtures.picture("apple-lossy.webp")).write(to: pear)
        try Data(Fixtures.picture("billion-laughs.svg")).write(to: laughs)
        let svg = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "more", "--image", more.path])
        #expect(svg.status == 0 && svg.output.contains("images/more.svg"), "\(svg.output)\(svg.error)")
        let webp = try TalkGridBinary.run(["cell", "set", set, "home", "1,2", "--label", "pear", "--image", pear.path])
        #expect(webp.status == 0 && webp.output.contains("images/pear.webp"), "\(webp.output)\(webp.error)")
        let board = try String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8)
        #expect(board.contains("\"content_type\": \"image/webp\"") && board.contains("\"width\": 96"), "\(board)")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: set + "/images/pear.webp"))) == Fixtures.picture("apple-lossy.webp"))
        let refused = try TalkGridBinary.run(["cell", "set", set, "home", "1,3", "--label", "can", "--image", laughs.path])
        #expect(refused.status == 1 && refused.error.contains("made of other entities"), "\(refused.error)")
        let validated = try TalkGridBinary.run(["validate", set])
        #expect(validated.status == 0, "\(validated.output)")
        let pdf = folder.appendingPathComponent("kid.pdf").path
        let printed = try TalkGridBinary.run(["print", set, pdf])
        #expect(printed.status == 0 && FileManager.default.fileExists(atPath: pdf), "\(printed.output)\(printed.error)")
        #expect(printed.output.contains("2 pictures drawn.") && !printed.output.contains("could not be drawn"), "\(printed.output)")
    }
}
