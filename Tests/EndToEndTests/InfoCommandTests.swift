import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid info` on the reference library's files, as a caregiver runs it.
@Suite("talkgrid info")
struct InfoCommandTests {
    private func info(_ name: String) throws -> (TalkGridBinary.Run, [String: Any]) {
        let run = try TalkGridBinary.run(["info", Fixtures.obfGem(name), "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        return (run, object)
    }

    @Test("links.obz: 3 boards whose path-only links resolve through the manifest")
    func links() throws {
        let (run, object) = try info("links.obz")
        #expect(run.status == 0)
        #expect(object["boards"] as? Int == 3)
        #expect(object["brokenLinks"] as? Int == 0)
        #expect((object["unreachableBoards"] as? [String])?.isEmpty == true)
        for key in ["root", "boards", "buttons", "images", "sounds", "locales", "unreachableBoards", "brokenLinks", "diagnostics"] {
            #expect(object[key] != nil, "missing key \(key)")
        }
    }

    @Test("pageset.obz: 81 boards, 1,007 buttons, 15 broken links")
    func pageset() throws {
        let (run, object) = try info("pageset.obz")
        #expect(run.status == 0)
        #expect(object["boards"] as? Int == 81)
        #expect(object["buttons"] as? Int == 1007)
        #expect(object["brokenLinks"] as? Int == 15)
        let diagnostics = object["diagnostics"] as? [[String: Any]] ?? []
        let broken = diagnostics.filter { $0["code"] as? String == "broken-link" }
        #expect(broken.count == 15)
        #expect(broken.contains { ($0["message"] as? String)?.contains("boards/special::unfinnished.obf") == true })
        let first = try #require(broken.first)
        for key in ["severity", "code", "message", "file", "line", "column", "path"] { #expect(first[key] != nil) }
        #expect((first["line"] as? Int ?? 0) > 0)
    }

    @Test("deep_simple.zip: 98 boards, 1,405 buttons, one board unreachable, root page1")
    func deepSimple() throws {
        let (run, object) = try info("deep_simple.zip")
        #expect(run.status == 0)
        #expect(object["root"] as? String == "page1")
        #expect(object["boards"] as? Int == 98)
        #expect(object["buttons"] as? Int == 1405)
        #expect((object["unreachableBoards"] as? [String])?.count == 1)
    }

    @Test("lots_of_stuff.obz and manifest_paths.zip report the dangling image ids", arguments: ["lots_of_stuff.obz", "manifest_paths.zip"])
    func danglingImages(name: String) throws {
        let (run, object) = try info(name)
        #expect(run.status == 0)
        #expect(object["boards"] as? Int == 5)
        let diagnostics = object["diagnostics"] as? [[String: Any]] ?? []
        let missing = diagnostics.filter { $0["code"] as? String == "missing-image" }
        // Every button whose image_id names no image is reported, at its own image_id.
        #expect(missing.count == 7)
        #expect(missing.allSatisfy { ($0["path"] as? String)?.hasSuffix(".image_id") == true && ($0["line"] as? Int ?? 0) > 0 })
        let dangling = Set(missing.compactMap { ($0["message"] as? String)?.split(separator: "\"").dropFirst().first.map(String.init) })
        #expect(dangling == ["i9", "i11", "9", "11"])
        #expect(!diagnostics.contains { ($0["file"] as? String)?.contains("__MACOSX") == true })
    }

    @Test("path_images.obz: images stored in the zip resolve")
    func pathImages() throws {
        let (run, object) = try info("path_images.obz")
        #expect(run.status == 0)
        let diagnostics = object["diagnostics"] as? [[String: Any]] ?? []
        #expect(!diagnostics.contains { ["missing-file", "missing-media", "missing-image"].contains($0["code"] as? String ?? "") })
    }

    @Test(
        "the six files that are not boards are rejected with a reason and exit status 1",
        arguments: [
            ("hash.json", "not a board"), ("array.json", "an array"), ("string.json", "a string"),
            ("sfy.data", "property list"), ("grid.xml", "XML"), ("p4me_1.zip", "no manifest.json"),
        ])
    func rejected(name: String, words: String) throws {
        let run = try TalkGridBinary.run(["info", Fixtures.obfGem(name)])
        #expect(run.status == 1)
        #expect(run.error.contains(words), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test("usage errors exit 2; a missing file exits 1 with its path")
    func usage() throws {
        #expect(try TalkGridBinary.run(["info"]).status == 2)
        #expect(try TalkGridBinary.run(["info", "a", "b"]).status == 2)
        #expect(try TalkGridBinary.run(["info", "--bogus", "x"]).status == 2)
        let missing = try TalkGridBinary.run(["info", "/nonexistent/boards.obz"])
        #expect(missing.status == 1)
        #expect(missing.error.contains("/nonexistent/boards.obz"))
        #expect(try TalkGridBinary.run(["no-such-command"]).status == 2)
    }

    @Test("the text form is for people: counts and the first problems")
    func text() throws {
        let run = try TalkGridBinary.run(["info", Fixtures.obfGem("pageset.obz")])
        #expect(run.status == 0)
        #expect(run.output.contains("Boards:        81"))
        #expect(run.output.contains("Broken links:  15"))
        #expect(run.output.contains("talkgrid validate"))
    }

    @Test("foreign.obf: its 3 pictures are only on the web; info counts them (TalkGrid never fetches them)")
    func webOnlyPictures() throws {
        let (run, object) = try info("foreign.obf")
        #expect(run.status == 0)
        #expect(object["images"] as? Int == 3)
        #expect(object["webOnlyImages"] as? Int == 3)
        let text = try TalkGridBinary.run(["info", Fixtures.obfGem("foreign.obf")])
        #expect(text.output.contains("Images:        3 (3 only on the web: not fetched, glyphs shown)"))
    }
}

/// `validate` and `info` agree on the findings and their severities; `--all` and `--json` list every finding.
@Suite("talkgrid validate and info agree")
struct ValidateInfoAgreementTests {
    @Test("info --json lists exactly validate --json's findings, with the same severities", arguments: ["pageset.obz", "aboutme.json"])
    func agree(name: String) throws {
        let path = Fixtures.obfGem(name)
        let info = try TalkGridBinary.run(["info", path, "--json"])
        let validate = try TalkGridBinary.run(["validate", path, "--json"])
        let infoFindings =
            (try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]]
        let validateFindings = try JSONSerialization.jsonObject(with: Data(validate.output.utf8)) as? [[String: Any]]
        func keyed(_ list: [[String: Any]]?) -> [String] {
            (list ?? []).map { "\($0["severity"] ?? "") \($0["code"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0)" }
        }
        #expect(!keyed(validateFindings).isEmpty)
        #expect(keyed(infoFindings) == keyed(validateFindings))
        // The findings and the counts line; the commands that fix them follow ("To fix them with TalkGrid:").
        func findingLines(_ output: String) -> [Substring] {
            Array(output.split(separator: "\n").prefix { $0 != "To fix them with TalkGrid:" })
        }
        let all = try TalkGridBinary.run(["validate", path, "--all"])
        #expect(findingLines(all.output).count == keyed(validateFindings).count + 1)
        let grouped = try TalkGridBinary.run(["validate", path])
        #expect(grouped.status == all.status)
        #expect(findingLines(grouped.output).last == findingLines(all.output).last)
        #expect(grouped.output.split(separator: "\n").last == all.output.split(separator: "\n").last)
        #expect(findingLines(grouped.output).count < findingLines(all.output).count)
    }

    /// A set a caregiver broke three ways: a picture file cut short, a link to a board that is not
    /// there, and a board with a JSON syntax error (a missing comma).
    private func brokenThreeWays() throws -> URL {
        let folder = try Fixtures.temporaryFolder("info-validate")
        for sub in ["boards", "images"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data(Fixtures.picture("truncated.png")).write(to: folder.appendingPathComponent("images/broken.png"))
        let home = """
            {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home",
             "buttons": [
              {"id": "b0", "label": "apple", "image_id": "i0"},
              {"id": "b1", "label": "toys", "load_board": {"id": "toys", "path": "boards/toys.obf"}},
              {"id": "b2", "label": "food", "load_board": {"id": "food", "path": "boards/food.obf"}}
             ],
             "grid": {"rows": 1, "columns": 3, "order": [["b0", "b1", "b2"]]},
             "images": [{"id": "i0", "path": "images/broken.png", "content_type": "image/png"}]}
            """
        let food = """
            {"format": "open-board-0.1", "id": "food", "locale": "en", "name": "Food",
             "buttons": [{"id": "b0", "label": "bread"}
              {"id": "b1", "label": "milk"}],
             "grid": {"rows": 1, "columns": 2, "order": [["b0", "b1"]]}}
            """
        let manifest = """
            {"format": "open-board-0.1", "root": "boards/home.obf",
             "paths": {"boards": {"home": "boards/home.obf", "food": "boards/food.obf"}, "images": {"i0": "images/broken.png"}}}
            """
        try Data(home.utf8).write(to: folder.appendingPathComponent("boards/home.obf"))
        try Data(food.utf8).write(to: folder.appendingPathComponent("boards/food.obf"))
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        return folder
    }

    @Test(
        "an undecodable picture, a broken link and a syntax error: info and validate list the same findings with the same severities; info says the picture was not decoded"
    )
    func agreeOnABrokenSet() throws {
        let folder = try brokenThreeWays()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try OverwriteRefusalTests.snapshot(folder.path)
        let info = try TalkGridBinary.run(["info", folder.path, "--json"])
        let validate = try TalkGridBinary.run(["validate", folder.path, "--json"])
        #expect(info.status == 0 && validate.status == 1)
        let infoObject = try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any]
        let infoFindings = infoObject?["diagnostics"] as? [[String: Any]] ?? []
        let validateFindings = try JSONSerialization.jsonObject(with: Data(validate.output.utf8)) as? [[String: Any]] ?? []
        func keyed(_ list: [[String: Any]]) -> [String] {
            list.map { "\($0["severity"] ?? "") \($0["code"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0)" }
        }
        let decodedOnly = validateFindings.filter { $0["code"] as? String == "undecodable-picture" }
        #expect(keyed(decodedOnly).map { $0.hasPrefix("error undecodable-picture") && $0.hasSuffix("home.obf:8:34") } == [true])
        // Every finding but the decoded picture's is the same, in the same order, with the same severity.
        #expect(keyed(infoFindings) == keyed(validateFindings.filter { $0["code"] as? String != "undecodable-picture" }))
        let codes = Set(
            infoFindings.compactMap { finding in
                (finding["code"] as? String).map { "\(finding["severity"] ?? "") \($0)" }
            })
        #expect(codes.isSuperset(of: ["error invalid-json", "error broken-link"]), "\(codes)")
        #expect(infoObject?["picturesNotDecoded"] as? Int == 1)

        // The text forms say the same counts, and which check each ran.
        let infoText = try TalkGridBinary.run(["info", folder.path]).output
        let validateText = try TalkGridBinary.run(["validate", folder.path]).output
        #expect(
            infoText.contains("Problems:      3 errors, 4 warnings (1 picture not decoded: talkgrid validate decodes them)"), "\(infoText)")
        // The picture failed in the --json run above: that verdict is kept, so it is not decoded again.
        #expect(
            validateText.contains(
                "\n4 errors, 4 warnings in \(folder.path) (1 picture checked: 0 decoded now, as it is unchanged since it was last checked)\n"
            ),
            "\(validateText)")
        #expect(infoText.contains("a comma is missing after line 2") && validateText.contains("a comma is missing after line 2"))
        #expect(try OverwriteRefusalTests.snapshot(folder.path) == before, "neither command changed a byte")
    }
}
