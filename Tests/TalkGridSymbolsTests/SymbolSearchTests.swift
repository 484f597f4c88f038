import Foundation
import TalkGridSymbols
import TalkGridTestSupport
import Testing

/// The search over the real CLDR annotations (Debian's unicode-cldr-core, which scripts/setup
/// installs) and TalkGrid's own core-word table.
@Suite struct SymbolSearchTests {
    /// A library over the installed CLDR, a small OpenMoji folder of its own and no cache.
    static func library(cache: String? = nil, cldr: String = "/usr/share/unicode/cldr/common", openMoji: String? = nil) -> SymbolLibrary {
        SymbolLibrary(sources: SymbolSources(cldr: cldr, openMoji: openMoji, notoFont: "/nonexistent/font.ttf", cache: cache))
    }

    @Test(arguments: [
        ("en", "apple"), ("es", "manzana"), ("pt", "maçã"), ("fr", "pomme"), ("zh", "苹果"), ("de", "Apfel"),
        ("es", "manzanas"), ("pt", "maca"), ("de", "äpfel"), ("en", "APPLES"), ("pt-BR", "maçãs"), ("fr", "pommes"),
    ])
    func sameAppleInEveryLanguage(language: String, word: String) throws {
        let lookup = Self.library().lookup(language: language)
        #expect(lookup.hasLanguage)
        let first = try #require(lookup.index.search(word).first)
        #expect(first.symbol.id == "red-apple")
        #expect(first.symbol.emoji == "🍎")
    }

    @Test func wordsAreInTheLanguageAsked() throws {
        let spanish = Self.library().lookup(language: "es").index
        let apple = try #require(spanish.symbol(named: "red-apple"))
        #expect(apple.name == "manzana roja")
        #expect(apple.words.contains("manzana"))
        #expect(spanish.symbol(named: "🍎") == apple)
        #expect(spanish.symbol(named: "1F34E") == apple)
    }

    @Test func coreWordsComeFirst() throws {
        let index = Self.library().lookup(language: "es").index
        let want = try #require(index.search("quiero").first)
        #expect(want.kind == .coreWord)
        #expect(want.symbol.emoji == "🤲")
        let german = Self.library().lookup(language: "de").index
        #expect(german.search("fertig").first?.symbol.emoji == "✅")
        #expect(Self.library().lookup(language: "zh").index.search("要").first?.symbol.emoji == "🤲")
    }

    @Test func bestFirstOrder() throws {
        let index = Self.library().lookup(language: "en").index
        let matches = index.search("dog", limit: 50)
        #expect(matches.first?.symbol.emoji == "🐶" || matches.first?.symbol.emoji == "🐕")
        let kinds = matches.map(\.kind)
        #expect(kinds == kinds.sorted())
        #expect(index.search("bicyc").first?.kind == .prefix)
        #expect(index.search("").isEmpty)
        #expect(index.bestMatch(for: "go out")?.symbol.emoji == "🚪")
    }

    @Test func phraseFallsBackToItsWords() throws {
        let index = Self.library().lookup(language: "en").index
        #expect(index.search("my red bicycle", limit: 1).isEmpty)
        #expect(index.bestMatch(for: "my red bicycle")?.symbol.id == "bicycle")
    }

    @Test func unknownLanguageSaysSo() {
        let lookup = Self.library().lookup(language: "tlh")
        #expect(!lookup.hasLanguage)
    }

    @Test func withoutCLDRTheCoreTableIsSearched() throws {
        let lookup = Self.library(cldr: "/nonexistent/cldr").lookup(language: "es")
        #expect(lookup.missing.contains(.cldr))
        #expect(lookup.hasLanguage)
        #expect(lookup.index.search("manzana").first?.symbol.id == "red-apple")
        #expect(lookup.index.search("perro").isEmpty)
    }

    @Test func openMojiPicturesAreFoundByTheirFiles() throws {
        let folder = try Fixtures.temporaryFolder("openmoji")
        defer { Fixtures.removeTemporaryFolder(folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("svg"), withIntermediateDirectories: true)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><circle cx="36" cy="36" r="30" fill="red"/></svg>"#
        for name in ["1F34E", "2601-FE0F"] {
            try Data(svg.utf8).write(to: folder.appendingPathComponent("svg/\(name).svg"))
        }
        let library = Self.library(openMoji: folder.path)
        let index = library.lookup(language: "en").index
        let apple = try #require(index.symbol(named: "red-apple"))
        #expect(apple.openMoji == "1F34E")
        #expect(index.symbol(named: "cloud")?.emoji == "☁️")
        let picture = try #require(library.picture(for: apple))
        #expect(picture.source == .openMoji)
        #expect(picture.fileName == "red-apple.svg")
        #expect(picture.drawing == .svg(Array(svg.utf8)))
        #expect(picture.license.authorName == "OpenMoji")
        #expect(picture.license.type == "CC BY-SA 4.0")
        // Without OpenMoji's file and without Noto there is no picture to give.
        let banana = try #require(index.symbol(named: "banana"))
        #expect(library.picture(for: banana) == nil)
    }

    @Test func theIndexIsCachedAndRebuiltWhenASourceChanges() throws {
        let folder = try Fixtures.temporaryFolder("symbol-cache")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let cache = folder.appendingPathComponent("symbols").path
        var library = Self.library(cache: cache)
        let built = library.lookup(language: "fr").index
        let file = cache + "/fr.index"
        #expect(FileManager.default.fileExists(atPath: file))
        let kept = library.lookup(language: "fr").index
        #expect(kept == built)
        // A changed core-word table is a new signature: the index is built again with its words.
        library.coreWordBytes = Array(#"{"words": [{"emoji": "🍎", "fr": ["croquer"]}]}"#.utf8)
        #expect(library.lookup(language: "fr").index.search("croquer").first?.symbol.id == "red-apple")
        // A damaged cache file is built again too.
        try Data("talkgrid-symbols 2\nnot this\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(library.lookup(language: "fr").index.search("croquer").first?.symbol.id == "red-apple")
    }

    @Test func theCacheKeepsFewLanguages() throws {
        let folder = try Fixtures.temporaryFolder("symbol-cache-bound")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let cache = folder.appendingPathComponent("symbols").path
        let library = Self.library(cache: cache)
        for language in ["en", "es", "pt", "fr", "de", "zh", "it", "nl", "sv", "da", "fi", "pl", "cs", "ja"] {
            _ = library.lookup(language: language)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".index") }
        #expect(files.count == SymbolIndexCache.maxFiles)
    }
}
