import Foundation
import TalkGridTestSupport
import Testing

/// The authoring commands run as a person runs them: the built `talkgrid` binary on a temporary
/// copy of a shipped board set, checking output, exit status and the files left behind.
@Suite("talkgrid authoring commands")
struct AuthoringCommandTests {
    typealias Run = TalkGridBinary.Run

    /// Runs `talkgrid` with the arguments (through `sh -c prefix` when given), stdin from /dev/null.
    static func talkgrid(_ arguments: [String], shellPrefix: String? = nil) throws -> Run {
        try TalkGridBinary.run(arguments, shellPrefix: shellPrefix)
    }

    /// A temporary copy of a shipped set; the caller removes `folder`.
    static func copyOfShippedSet(_ name: String = "first-words") throws -> (folder: URL, set: String) {
        let folder = try Fixtures.temporaryFolder("authoring")
        let set = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Fixtures.repositoryRoot.appendingPathComponent("Boards/" + name), to: set)
        return (folder, set.path)
    }

    static func json(_ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test("talkgrid help groups the authoring commands where a caregiver looks for them")
    func help() throws {
        let run = try Self.talkgrid(["help"])
        #expect(run.status == 0)
        for line in ["Make and change boards:", "  new ", "  board ", "  cell ", "  translate ", "  show ", "  export ", "  import "] {
            #expect(run.output.contains(line), "help lacks \(line)")
        }
        let cellHelp = try Self.talkgrid(["cell", "--help"])
        #expect(cellHelp.output.contains("1,1 is the top left"))
        #expect(try Self.talkgrid(["cell", "set", "x"]).status == 2)
        #expect(try Self.talkgrid(["cell", "set", "x", "home", "0,1", "--label", "a"]).status == 2)
    }

    @Test("new, cell set, board add and show build a set from nothing")
    func buildASet() throws {
        let folder = try Fixtures.temporaryFolder("authoring")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("mine").path
        let created = try Self.talkgrid(["new", set, "--name", "Mine", "--rows", "2", "--columns", "2"])
        #expect(created.status == 0, "\(created.error)")
        #expect(created.output.hasPrefix("Created board set \"Mine\""))
        #expect(try Self.talkgrid(["new", set]).status == 1)
        let cell = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "Hello", "--glyph", "👋"])
        #expect(cell.status == 0, "\(cell.error)")
        #expect(cell.output.split(separator: "\n").count == 1)
        let added = try Self.talkgrid(["board", "add", set, "--id", "food", "--name", "Food", "--glyph", "🍎", "--link-from", "home:2,2"])
        #expect(added.status == 0, "\(added.error)")
        let manifest = try Self.json(set + "/manifest.json")
        #expect(((manifest["paths"] as? [String: Any])?["boards"] as? [String: String])?["food"] == "boards/food.obf")
        let food = try Self.json(set + "/boards/food.obf")
        #expect((food["grid"] as? [String: Any])?["rows"] as? Int == 2)
        let shown = try Self.talkgrid(["show", set, "--width", "40"])
        #expect(shown.status == 0)
        for text in ["Home", "Hello", "👋", "Food", "🍎", "▸"] { #expect(shown.output.contains(text)) }
        let validated = try Self.talkgrid(["validate", set])
        #expect(validated.status == 0, "\(validated.output)\(validated.error)")
    }

    @Test("a one-letter folder name and a trailing slash, as typed in the folder the sets are in: new, backup, restore, import")
    func shortFolderNames() throws {
        let folder = try Fixtures.temporaryFolder("authoring")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let here = "cd '\(folder.path)' &&"
        for name in ["s", "x/"] {
            let created = try Self.talkgrid(["new", name], shellPrefix: here)
            #expect(created.status == 0, "\(name): \(created.error)")
        }
        #expect(try Self.talkgrid(["backup", "s", "s.obz"], shellPrefix: here).status == 0)
        let restored = try Self.talkgrid(["restore", "s.obz", "r/"], shellPrefix: here)
        #expect(restored.status == 0, "\(restored.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("r/manifest.json").path))
        #expect(try Self.talkgrid(["export", "x", "x.obz"], shellPrefix: here).status == 0)
        let imported = try Self.talkgrid(["import", "x.obz", "i/"], shellPrefix: here)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(try Self.talkgrid(["validate", "i"], shellPrefix: here).status == 0)
    }

    @Test("cell set keeps every other field and the member order of the board file")
    func cellSetKeepsFields() throws {
        let (folder, set) = try Self.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = set + "/boards/home.obf"
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let run = try Self.talkgrid(["cell", "set", set, "home", "2,3", "--label", "Yes please", "--background", "#00ff00"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("at row 2, column 3"))
        #expect(run.output.contains("→ Yes please"))
        let after = try String(contentsOfFile: file, encoding: .utf8)
        func keys(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { String($0.split(separator: ":")[0]) }
        }
        #expect(keys(after) == keys(before))
        #expect(after.contains("\"label\": \"Yes please\""))
        #expect(after.contains("\"background_color\": \"rgb(0, 255, 0)\""))
        #expect(after.contains("\"es\": {"))
    }

    @Test("move, swap and translate change the grid and the strings, and say so in one line")
    func moveSwapTranslate() throws {
        let (folder, set) = try Self.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let moved = try Self.talkgrid(["cell", "move", set, "want", "1,1", "1,2"])
        #expect(moved.status == 1)
        #expect(moved.error.contains("cell swap"))
        let swapped = try Self.talkgrid(["cell", "swap", set, "home", "1,1", "3,3"])
        #expect(swapped.status == 0, "\(swapped.error)")
        let order = ((try Self.json(set + "/boards/home.obf")["grid"] as? [String: Any])?["order"] as? [[Any]])
        #expect(order?[0][0] as? String == "b9")
        #expect(order?[2][2] as? String == "b1")

        let csv = folder.appendingPathComponent("de.csv")
        try "original,translation\nYes,Ja\nNo,Nein\nZebra,Zebra\n".write(to: csv, atomically: true, encoding: .utf8)
        let translated = try Self.talkgrid(["translate", set, "de", csv.path])
        #expect(translated.status == 0, "\(translated.error)")
        #expect(translated.output.contains("\"Zebra\" (line 4)"))
        #expect(translated.output.contains("still have no de translation"))
        let strings = try Self.json(set + "/boards/home.obf")["strings"] as? [String: [String: String]]
        #expect(strings?["de"]?["Yes"] == "Ja")
        let shown = try Self.talkgrid(["show", set, "--lang", "de"])
        #expect(shown.output.contains("Nein"))
    }

    @Test("cell set on several slots: one --background or --hidden for them all, one step of the history that one undo takes back")
    func severalCells() throws {
        let (folder, set) = try Self.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let before = try Self.bytes(set + "/boards/home.obf")
        let coloured = try Self.talkgrid(["cell", "set", set, "home", "1,1", "1,2", "2,3", "--background", "#ff0000"])
        #expect(coloured.status == 0, "\(coloured.error)")
        #expect(coloured.output.contains("Changed \"I want\", \"I feel\", \"Yes\" on board \"home\""), "\(coloured.output)")
        func buttons() throws -> [String: [String: Any]] {
            let list = try Self.json(set + "/boards/home.obf")["buttons"] as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: list.compactMap { button in (button["id"] as? String).map { ($0, button) } })
        }
        var now = try buttons()
        let red = ["b1", "b2", "b6"].map { now[$0]?["background_color"] as? String }
        #expect(red[0] != nil && red[0] != "rgb(230, 230, 230)" && Set(red).count == 1, "\(red)")
        #expect(now["b3"]?["background_color"] as? String == "rgb(230, 230, 230)", "the cells not named keep their colour")
        let history = try Self.talkgrid(["history", set])
        #expect(history.output.split(separator: "\n").filter { $0.contains("Changed") }.count == 1, "\(history.output)")

        let hidden = try Self.talkgrid(["cell", "set", set, "home", "3,1", "3,2", "--hidden", "on"])
        #expect(hidden.status == 0, "\(hidden.error)")
        now = try buttons()
        #expect(now["b7"]?["hidden"] as? Bool == true && now["b8"]?["hidden"] as? Bool == true && now["b9"]?["hidden"] == nil)

        // Another field for several cells, or an empty slot among them: refused, nothing written.
        let written = try Self.bytes(set + "/boards/home.obf")
        let label = try Self.talkgrid(["cell", "set", set, "home", "1,1", "1,2", "--label", "Hi"])
        #expect(label.status == 2 && label.error.contains("--background C or --hidden on|off"), "\(label.error)")
        let outside = try Self.talkgrid(["cell", "set", set, "home", "1,1", "4,1", "--hidden", "on"])
        #expect(outside.status == 1, "\(outside.output)")
        #expect(try Self.bytes(set + "/boards/home.obf") == written)

        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try Self.bytes(set + "/boards/home.obf") == before)
    }

    @Test("removing asks twice: without a terminal it is refused unless --yes is given twice")
    func askTwice() throws {
        let (folder, set) = try Self.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let food = set + "/boards/food.obf"
        let home = try Self.bytes(set + "/boards/home.obf")
        for yes in [[], ["--yes"]] {
            let refused = try Self.talkgrid(["board", "remove", set, "food"] + yes)
            #expect(refused.status == 1)
            #expect(refused.error.contains("give --yes twice"))
            #expect(FileManager.default.fileExists(atPath: food))
            #expect(try Self.bytes(set + "/boards/home.obf") == home)
        }
        let removed = try Self.talkgrid(["board", "remove", set, "food", "--yes", "--yes"])
        #expect(removed.status == 0, "\(removed.error)")
        #expect(removed.output.contains("\"Food and drink\" at row 2, column 1 on board \"home\""))
        #expect(!FileManager.default.fileExists(atPath: food))
        #expect(try Self.talkgrid(["validate", set]).status == 0)
        #expect(try Self.talkgrid(["board", "remove", set, "home", "--yes", "--yes"]).status == 1)

        #expect(try Self.talkgrid(["cell", "remove", set, "home", "3,3"]).status == 1)
        let cell = try Self.talkgrid(["cell", "remove", set, "home", "3,3", "--yes", "--yes"])
        #expect(cell.status == 0, "\(cell.error)")
        #expect(try !String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8).contains("\"Stop\""))
    }

    @Test("an edit that would add an error is refused and nothing is written, unless --force")
    func refusesNewErrors() throws {
        let (folder, set) = try Self.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let file = set + "/boards/home.obf"
        let before = try Self.bytes(file)
        let refused = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", ""])
        #expect(refused.status == 1)
        #expect(refused.error.contains("[missing-label]"))
        #expect(refused.error.contains("--force"))
        #expect(try Self.bytes(file) == before)
        let forced = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "", "--force"])
        #expect(forced.status == 0)
        #expect(try Self.bytes(file) != before)
    }

    @Test("a save cut short by the system (file size limit) leaves the old board whole and no temporary file")
    func interruptedSave() throws {
        let (folder, set) = try Self.copyOfShippedSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let boards = set + "/boards"
        let file = boards + "/home.obf"
        let before = try Self.bytes(file)
        let listing = try FileManager.default.contentsOfDirectory(atPath: boards).sorted()
        #expect(before.count > 2048)
        // The shell ignores SIGXFSZ (kept across exec), so writes past 1 KiB fail with EFBIG mid-save.
        let run = try Self.talkgrid(
            ["cell", "set", set, "home", "1,1", "--label", "I would like"], shellPrefix: "trap '' XFSZ; ulimit -f 2;")
        #expect(run.status == 1)
        #expect(run.error.contains("not saved"))
        #expect(try Self.bytes(file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: boards).sorted() == listing)
    }

    @Test("export -> import -> export gives the same .obz byte for byte, and the import is a clean set")
    func exportImportExport() throws {
        let (folder, set) = try Self.copyOfShippedSet("core-words")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let first = folder.appendingPathComponent("first.obz").path
        let second = folder.appendingPathComponent("second.obz").path
        let imported = folder.appendingPathComponent("imported").path
        let exported = try Self.talkgrid(["export", set, first])
        #expect(exported.status == 0, "\(exported.error)")
        #expect(exported.output.hasPrefix("Exported 2 boards"))
        let run = try Self.talkgrid(["import", first, imported])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("0 errors"))
        #expect(try Self.talkgrid(["export", imported, second]).status == 0)
        #expect(try Self.bytes(first) == Self.bytes(second))
        #expect(try Self.talkgrid(["export", "shipped:core-words", second, "--replace"]).status == 0)
        #expect(try Self.bytes(first) == Self.bytes(second))
        #expect(try Self.talkgrid(["cell", "set", first, "core", "1,1", "--label", "x"]).error.contains("talkgrid import"))
    }

    @Test("import refuses an archive that would write outside the folder, and leaves nothing behind")
    func importRefusesZipSlip() throws {
        let folder = try Fixtures.temporaryFolder("authoring")
        defer { Fixtures.removeTemporaryFolder(folder) }
        var zip = ZipFixture()
        zip.add("manifest.json", #"{"root": "b.obf", "paths": {"boards": {"b": "b.obf"}}}"#)
        zip.add("../escaped.obf", "{}")
        let archive = folder.appendingPathComponent("evil.obz")
        try Data(zip.bytes()).write(to: archive)
        let target = folder.appendingPathComponent("set").path
        let run = try Self.talkgrid(["import", archive.path, target])
        #expect(run.status == 1)
        #expect(run.error.contains("refused"))
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escaped.obf").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["evil.obz"])
    }

    @Test("import of a single .obf board or of a set folder says what it is and what to do instead")
    func importNotAnArchive() throws {
        let folder = try Fixtures.temporaryFolder("authoring")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let target = folder.appendingPathComponent("set").path
        let board = Fixtures.obfGem("simple.obf")
        let run = try Self.talkgrid(["import", board, target])
        #expect(run.status == 1)
        #expect(run.error.contains("is a single board (.obf), not a board set (.obz)"))
        #expect(run.error.contains("talkgrid show \(board)") && run.error.contains("talkgrid new FOLDER"))
        #expect(!run.error.contains("damaged"))
        let set = try Self.talkgrid(["import", Fixtures.repositoryRoot.appendingPathComponent("Boards/first-words").path, target])
        #expect(set.status == 1)
        #expect(set.error.contains("is a board set folder already"))
        #expect(!FileManager.default.fileExists(atPath: target))
        // A file that is neither a zip nor a board is still called what it is.
        let junk = folder.appendingPathComponent("junk.obz")
        try Data("not a zip".utf8).write(to: junk)
        #expect(try Self.talkgrid(["import", junk.path, target]).error.contains("not a zip archive"))
    }

    @Test("show --lang in a language the board lacks says so and shows the board's own language")
    func showMissingLanguage() throws {
        let missing = try Self.talkgrid(["show", "shipped:first-words", "--lang", "de"])
        #expect(missing.status == 0)
        #expect(missing.error.contains("board \"home\" has no de labels (it has en, es, fr, pt, zh); showing its own language"))
        #expect(missing.output.contains("Home") && missing.output.contains("· en"))
        let spanish = try Self.talkgrid(["show", "shipped:first-words", "--lang", "es-MX"])
        #expect(spanish.error.isEmpty && spanish.output.contains("Inicio"))
    }
}
