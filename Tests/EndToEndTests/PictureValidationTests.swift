import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

/// `talkgrid validate` decodes every picture of a set and names the ones that cannot be drawn.
@Suite("talkgrid validate: pictures")
struct PictureValidationTests {
    /// A set folder whose board has a good PNG, a truncated PNG, a 100,000 x 100,000 header, an
    /// empty file, an SVG that names a local file (as a data URI) and a good SVG data URI.
    private func makeSet() throws -> URL {
        let folder = try Fixtures.temporaryFolder("picture-validation")
        let files: [(String, [UInt8])] = [
            ("images/apple.png", Fixtures.picture("apple.png")), ("images/broken.png", Fixtures.picture("truncated.png")),
            ("images/huge.png", Fixtures.picture("huge-header.png")), ("images/empty.png", []),
        ]
        for (path, bytes) in files {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: folder.appendingPathComponent(path))
        }
        let hostileSVG = "data:image/svg+xml;base64," + Base64.encode(Fixtures.picture("local-file.svg"))
        let goodSVG = "data:image/svg+xml;base64," + Base64.encode(Fixtures.picture("house.svg"))
        let names = ["apple", "broken", "huge", "empty"]
        var images = names.enumerated().map { index, name in
            #"{"id": "i\#(index)", "path": "images/\#(name).png", "content_type": "image/png"}"#
        }
        images.append(#"{"id": "i4", "data": "\#(hostileSVG)", "content_type": "image/svg+xml"}"#)
        images.append(#"{"id": "i5", "data": "\#(goodSVG)", "content_type": "image/svg+xml"}"#)
        let buttons = (0..<6).map { #"{"id": "b\#($0)", "label": "word \#($0)", "image_id": "i\#($0)"}"# }
        let board = """
            {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home",
             "buttons": [\(buttons.joined(separator: ",\n  "))],
             "grid": {"rows": 2, "columns": 3, "order": [["b0", "b1", "b2"], ["b3", "b4", "b5"]]},
             "images": [
              \(images.joined(separator: ",\n  "))
             ]}
            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("boards"), withIntermediateDirectories: true)
        try Data(board.utf8).write(to: folder.appendingPathComponent("boards/home.obf"))
        let imagePaths = names.enumerated().map { #""i\#($0.offset)": "images/\#($0.element).png""# }.joined(separator: ", ")
        let manifest = """
            {"format": "open-board-0.1", "root": "boards/home.obf",
             "paths": {"boards": {"home": "boards/home.obf"}, "images": {\(imagePaths)}}}
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    @Test("Undecodable, empty, absurdly large and outside-referring pictures are errors at their image entry")
    func findings() throws {
        let folder = try makeSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run(["validate", folder.path, "--json"])
        #expect(run.status == 1)
        let findings = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]] ?? []
        let pictures = findings.filter { $0["code"] as? String == "undecodable-picture" }
        let paths = Set(pictures.compactMap { $0["path"] as? String })
        #expect(paths == ["$.images[1].path", "$.images[2].path", "$.images[3].path", "$.images[4].data"], "\(pictures)")
        func message(_ path: String) -> String {
            pictures.first { $0["path"] as? String == path }?["message"] as? String ?? ""
        }
        #expect(
            message("$.images[1].path").contains(
                "the picture of \"word 1\" on \"Home\" (images/broken.png): the PNG picture cannot be decoded"),
            "\(message("$.images[1].path"))")
        #expect(message("$.images[4].data").hasPrefix("the picture of \"word 4\" on \"Home\" (its data: URI): the SVG refers to"))
        #expect(message("$.images[2].path").contains("100000 x 100000 pixels"))
        #expect(message("$.images[3].path").contains("empty"))
        #expect(message("$.images[4].data").contains("file:///etc/passwd"))
        for finding in pictures {
            #expect((finding["file"] as? String ?? "").hasSuffix("boards/home.obf"))
            #expect((finding["line"] as? Int ?? 0) > 1)
        }
        let explained = try TalkGridBinary.run(["validate", "--explain", "undecodable-picture"])
        #expect(explained.status == 0 && explained.output.contains("8,192 pixels"))
    }

    @Test("A second validate of an unchanged set decodes no picture again; a picture changed since is decoded and reported")
    func checkedOnce() throws {
        let folder = try makeSet()
        let cache = try Fixtures.temporaryFolder("picture-checks")
        defer {
            Fixtures.removeTemporaryFolder(folder)
            Fixtures.removeTemporaryFolder(cache)
        }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let first = try TalkGridBinary.run(["validate", folder.path], environment: environment)
        #expect(first.status == 1)
        #expect(first.output.contains("(6 pictures decoded)"), "\(first.output)")
        #expect(FileManager.default.fileExists(atPath: cache.path + "/talkgrid/picture-checks"))
        // All six are known now, the four bad ones with their reasons: the same findings, nothing decoded.
        let second = try TalkGridBinary.run(["validate", folder.path], environment: environment)
        #expect(
            second.output.contains("(6 pictures checked: 0 decoded now, the others unchanged since they were last checked)"),
            "\(second.output)")
        #expect(
            second.output
                == first.output.replacingOccurrences(
                    of: "(6 pictures decoded)",
                    with: "(6 pictures checked: 0 decoded now, the others unchanged since they were last checked)"))
        // The good PNG replaced by a broken one (same name): its identity changed, so it is decoded and reported.
        try Data(Fixtures.picture("truncated.png")).write(to: folder.appendingPathComponent("images/apple.png"))
        let third = try TalkGridBinary.run(["validate", folder.path, "--json"], environment: environment)
        let findings = try JSONSerialization.jsonObject(with: Data(third.output.utf8)) as? [[String: Any]] ?? []
        let paths = Set(findings.filter { $0["code"] as? String == "undecodable-picture" }.compactMap { $0["path"] as? String })
        #expect(paths.contains("$.images[0].path"), "\(findings)")
        // A damaged cache file is ignored whole: everything is decoded again.
        try Data("not a cache".utf8).write(to: cache.appendingPathComponent("talkgrid/picture-checks"))
        let fourth = try TalkGridBinary.run(["validate", folder.path], environment: environment)
        #expect(fourth.output.contains("(6 pictures decoded)"), "\(fourth.output)")
    }
}
