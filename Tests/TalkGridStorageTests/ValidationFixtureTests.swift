import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// The obf gem's `.obz` and `.zip` fixtures through the storage module and the validator.
@Suite("Validation of the obf gem's board-set fixtures")
struct ValidationFixtureTests {
    /// The findings about a fixture, checked whole and checked while loading (which must agree).
    private func validate(_ name: String) throws -> [Diagnostic] {
        let source = try ObzSource(path: TalkGridTestSupport.Fixtures.obfGem(name))
        let whole = Validator().validate(try BoardSetLoader.loadSet(from: source))
        let whileLoading = Validator().validate(try Validator().load(source))
        #expect(whileLoading == whole, "\(name): checked while loading, other findings than checked whole")
        return whole
    }

    private func errors(_ findings: [Diagnostic], _ code: String) -> [Diagnostic] {
        findings.filter { $0.code == code && $0.severity == .error }
    }

    @Test("lots_of_stuff.obz: the 5 dangling i9/i11 image ids of root_board and url_images are errors at the id")
    func lotsOfStuff() throws {
        let findings = try validate("lots_of_stuff.obz")
        let dangling = errors(findings, "missing-image")
        let prefixed = dangling.filter { $0.file.hasSuffix("root_board.obf") || $0.file.hasSuffix("url_images.obf") }
        #expect(prefixed.count == 5)
        #expect(
            prefixed.allSatisfy {
                $0.path.hasSuffix(".image_id") && $0.line > 0 && ($0.message.contains("\"i9\"") || $0.message.contains("\"i11\""))
            })
        // inline_images.obf dangles too (image_id 9 and 11, images 99 and 119), which the README's count leaves out.
        #expect(dangling.filter { $0.file.hasSuffix("inline_images.obf") }.count == 2)
        // ":clear" actions are valid, unlike in the reference validator.
        #expect(!findings.contains { $0.code == "invalid-action" })
    }

    @Test("pageset.obz: 15 broken links, the first about boards/special::unfinnished.obf")
    func pageset() throws {
        let findings = try validate("pageset.obz")
        let broken = errors(findings, "broken-link")
        #expect(broken.count == 15)
        let first = try #require(broken.first)
        #expect(first.message.contains("boards/special::unfinnished.obf"))
        #expect(first.path.hasSuffix(".load_board.path") && first.line > 0)
        #expect(findings.contains { $0.code == "missing-image" && $0.severity == .error })
    }

    @Test("deep_simple.zip is invalid: no format and #hex colours are errors; the archive should be named .obz")
    func deepSimple() throws {
        let findings = try validate("deep_simple.zip")
        #expect(!errors(findings, "missing-format").isEmpty)
        #expect(!errors(findings, "color-form").isEmpty)
        #expect(findings.contains { $0.code == "file-extension" && $0.severity == .warning })
        #expect(findings.contains { $0.code == "button-not-in-grid" })
    }

    @Test("links.obz and path_images.obz have no errors; their links and image paths resolve", arguments: ["links.obz", "path_images.obz"])
    func cleanSets(name: String) throws {
        let findings = try validate(name)
        #expect(!findings.contains { $0.severity == .error }, "\(findings.filter { $0.severity == .error }.map(\.description))")
        #expect(!findings.contains { ["broken-link", "missing-file", "unlisted-file"].contains($0.code) })
    }

    @Test("manifest_paths.zip: images found only through the manifest are warnings, __MACOSX junk is not reported")
    func manifestPaths() throws {
        let findings = try validate("manifest_paths.zip")
        #expect(findings.contains { $0.code == "media-from-manifest" && $0.severity == .warning })
        #expect(!findings.contains { $0.message.contains("__MACOSX") })
    }

    @Test("p4me_1.zip, a zip without manifest.json, is refused")
    func noManifest() throws {
        let source = try ObzSource(path: TalkGridTestSupport.Fixtures.obfGem("p4me_1.zip"))
        #expect(throws: BoardLoadError.missingManifest(source: TalkGridTestSupport.Fixtures.obfGem("p4me_1.zip"))) {
            try BoardSetLoader.loadSet(from: source)
        }
    }

    @Test("every code found in the fixture sets is explained", arguments: TalkGridTestSupport.Fixtures.obfGemSets)
    func explained(name: String) throws {
        for code in Set(try validate(name).map(\.code)) {
            #expect(DiagnosticCatalogue.rule(for: code) != nil, "\(code)")
        }
    }
}
