import TalkGrid
import Testing

private typealias B = ValidationTestBoards

@Suite("Validation: manifests, links and files of a set")
struct SetCheckTests {
    static let manifest = """
        {
          "format": "open-board-0.1",
          "root": "boards/home.obf",
          "paths": {
            "boards": {"home": "boards/home.obf", "more": "boards/more.obf"}
          }
        }
        """

    static let home = B.board(
        id: "home",
        buttons: #"{"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "load_board": {"id": "more", "path": "boards/more.obf"}}"#)
    static let more = B.board(
        id: "more", buttons: #"{"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "load_board": {"id": "home"}}"#)

    static var files: [String: String] { ["manifest.json": manifest, "boards/home.obf": home, "boards/more.obf": more] }

    @Test("a consistent two-board set has no findings")
    func cleanSet() throws {
        let findings = try B.validateSet(Self.files)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("manifest-format: a manifest without format is an error at the manifest")
    func manifestFormat() throws {
        var files = Self.files
        let text = Self.manifest.replacingOccurrences(of: #""format": "open-board-0.1","#, with: "")
        files["manifest.json"] = text
        let findings = try B.validateSet(files)
        #expect(findings.with("manifest-format").count == 1)
        #expect(findings.with("manifest-format").first?.file == "set.obz/manifest.json")
        #expect(findings.has("manifest-format", at: "{", in: text))
    }

    @Test("manifest-id-mismatch: paths.boards lists a board under another id than its own")
    func idMismatch() throws {
        var files = Self.files
        let text = Self.manifest.replacingOccurrences(of: #""more": "boards/more.obf""#, with: #""extra": "boards/more.obf""#)
        files["manifest.json"] = text
        let findings = try B.validateSet(files)
        #expect(findings.has("manifest-id-mismatch", at: #""extra""#, in: text))
        #expect(findings.with("manifest-id-mismatch").first?.severity == .error)
    }

    @Test("unlisted-file and missing-file: files nothing lists, and listed files that are absent")
    func files() throws {
        var files = Self.files
        let text = Self.manifest.replacingOccurrences(
            of: #""boards": {"home": "boards/home.obf", "more": "boards/more.obf"}"#,
            with: #""boards": {"home": "boards/home.obf", "more": "boards/more.obf"}, "images": {"p": "images/p.png"}"#)
        files["manifest.json"] = text
        files["notes.txt"] = "hello"
        let findings = try B.validateSet(files)
        #expect(findings.has("missing-file", at: #""images/p.png""#, in: text))
        #expect(findings.with("unlisted-file").count == 1)
        #expect(findings.with("unlisted-file").first?.message.contains("notes.txt") == true)
        #expect(try B.validateSet(Self.files).with("unlisted-file").isEmpty)
    }

    @Test(
        "unlisted-file: a file counts as listed by the manifest's paths, a board's image path or a link's; the rest are named, sorted, clutter left out"
    )
    func listedEveryWay() throws {
        var files = Self.files
        files["manifest.json"] = Self.manifest.replacingOccurrences(
            of: #""boards": {"home": "boards/home.obf", "more": "boards/more.obf"}"#,
            with:
                #""boards": {"home": "boards/home.obf", "more": "boards/more.obf"}, "images": {"a": "./images/a.png"}, "sounds": {"s": "sounds/s.mp3"}"#
        )
        files["boards/more.obf"] = B.board(
            id: "more",
            buttons: #"{"id": "1", "label": "b", "image_id": "b", "load_board": {"id": "home", "path": "boards/../boards/home.obf"}}"#,
            images: #"[{"id": "b", "path": "images/b.png", "content_type": "image/png"}]"#)
        for name in ["images/a.png", "images/b.png", "sounds/s.mp3", "zz.txt", "images/c.png", "__MACOSX/x", "sub/.DS_Store"] {
            files[name] = "x"
        }
        let unlisted = try B.validateSet(files).with("unlisted-file").map(\.message)
        #expect(unlisted.count == 2, "\(unlisted)")
        #expect(unlisted.first?.contains("images/c.png") == true)
        #expect(unlisted.last?.contains("zz.txt") == true)
    }

    @Test("file-extension: a set archive named .zip is warned about; .obz passes")
    func archiveExtension() throws {
        #expect(try B.validateSet(Self.files, name: "set.zip").with("file-extension").count == 1)
        #expect(try B.validateSet(Self.files, name: "set.obz").with("file-extension").isEmpty)
    }

    @Test("broken-link is an error at the link's path; unreachable-board is a warning")
    func links() throws {
        var files = Self.files
        let home = B.board(
            id: "home", buttons: #"{"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "load_board": {"path": "boards/gone.obf"}}"#)
        files["boards/home.obf"] = home
        let findings = try B.validateSet(files)
        #expect(findings.has("broken-link", at: #""boards/gone.obf""#, in: home))
        #expect(findings.with("broken-link").first?.severity == .error)
        #expect(findings.with("broken-link").first?.path == "$.buttons[0].load_board.path")
        #expect(findings.with("unreachable-board").count == 1)
        #expect(findings.with("unreachable-board").first?.severity == .warning)
    }

    @Test("link-mismatch: a link whose id and path name different boards")
    func linkMismatch() throws {
        var files = Self.files
        let home = B.board(
            id: "home",
            buttons: #"{"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "load_board": {"id": "home", "path": "boards/more.obf"}}"#)
        files["boards/home.obf"] = home
        let findings = try B.validateSet(files)
        #expect(findings.has("link-mismatch", at: #""boards/more.obf""#, in: home))
    }

    @Test("a single .obf named .json gets file-extension, and its links to other boards are errors")
    func singleFile() throws {
        let text = B.board(buttons: #"{"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "load_board": {"id": "more"}}"#)
        let findings = try B.validate(text, file: "board.json")
        #expect(findings.with("file-extension").count == 1)
        #expect(findings.has("broken-link", at: #""more"}"#, in: text))
    }
}
