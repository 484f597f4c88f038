import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// What `talkgrid import` prints, run as a person runs it: notes grouped like `validate`'s
/// findings, a gridset that holds a grid twice, a damaged `.obz` rescued in part.
@Suite("talkgrid import reports (end to end)")
struct ImportReportCommandTests {
    /// The sample gridset with 14 more copies of its Home grid (each with a message bar and a
    /// keyboard jump kept aside): notes of one kind in many grids.
    static func largeGridset(in folder: URL) throws -> String {
        let entries = try ImportFixtures.gridsetEntries()
        let home = try #require(entries.first { $0.0 == "Grids/Home/grid.xml" }?.1)
        var extra: [String: ZipFixture.Content] = [:]
        for number in 1...14 { extra["Grids/Copy \(number)/grid.xml"] = .bytes(home) }
        return try ImportFixtures.gridset(in: folder, changing: extra)
    }

    @Test("notes are grouped by kind as validate groups findings: counted, three located examples, what varies among the rest")
    func grouped() throws {
        let folder = try Fixtures.temporaryFolder("import-report")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let gridset = try Self.largeGridset(in: folder)
        let run = try TalkGridBinary.run(["import", gridset, folder.appendingPathComponent("set").path])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("Not carried over, kept aside or changed (") && $0.hasSuffix("by kind ('--all' lists each one):")
            })
        let kept = try #require(
            lines.firstIndex { $0 == "  note: [command-kept] x 15: kept aside in an ext_ field (other apps ignore it)" })
        #expect(lines[kept + 1].contains("sample.gridset: Grids/Copy 1/grid.xml:") && lines[kept + 1].contains("command Jump.ToKeyboard"))
        #expect(lines[kept + 2].hasPrefix("    ") && lines[kept + 3].hasPrefix("    "))
        #expect(lines[kept + 4] == "    … and 12 more: \"Jump.ToKeyboard\" in 12 files")
        let empty = try #require(lines.firstIndex { $0.hasPrefix("  note: [slot-stays-empty] x ") })
        #expect(lines[empty].hasSuffix(": not carried over"))
        // Every group says at most three notes; far fewer lines than notes.
        let listed = try TalkGridBinary.run(["import", gridset, folder.appendingPathComponent("all").path, "--all"])
        #expect(listed.status == 0)
        let notes = listed.output.split(separator: "\n").filter { $0.hasPrefix("  \(gridset)") }.count
        #expect(notes > 60 && lines.count < notes / 2, "\(lines.count) lines for \(notes) notes")
        #expect(listed.output.contains("Not carried over, kept aside or changed (\(notes)):"))
        let json = try TalkGridBinary.run(["import", gridset, folder.appendingPathComponent("json").path, "--json"])
        let report = try JSONParser.parse(Array(json.output.utf8), file: "report")
        let all = try #require(report["notes"]?.elements)
        #expect(all.count == notes)
        #expect(all.filter { $0["code"]?.string == "command-kept" && $0["subject"]?.string == "Jump.ToKeyboard" }.count == 15)
    }

    @Test("a gridset that holds a grid twice, the same bytes both times (as a Mac zips it), imports and says so")
    func repeatedGrid() throws {
        let folder = try Fixtures.temporaryFolder("import-report")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let entries = try ImportFixtures.gridsetEntries()
        let home = try #require(entries.first { $0.0 == "Grids/Home/grid.xml" }?.1)
        let path = try ImportFixtures.gridset(in: folder, changing: ["Grids/Home/grid.xmx": .bytes(home)])
        try AtomicFile.write(
            ZipFixture.renaming("Grids/Home/grid.xmx", to: "Grids/Home/grid.xml", in: Array(Data(contentsOf: URL(fileURLWithPath: path)))),
            to: path)
        let run = try TalkGridBinary.run(["import", path, folder.appendingPathComponent("set").path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("archive: it holds \"Grids/Home/grid.xml\" twice, the same bytes both times: read as one file"))
        #expect(run.output.contains("checks: 0 errors"))

        // Different bytes under that name: refused, naming both entries, and nothing written.
        var changed = home
        changed[changed.count / 2] = UInt8(ascii: "Q")
        let other = try ImportFixtures.gridset(in: folder, name: "other.gridset", changing: ["Grids/Home/grid.xmx": .bytes(changed)])
        try AtomicFile.write(
            ZipFixture.renaming("Grids/Home/grid.xmx", to: "Grids/Home/grid.xml", in: Array(Data(contentsOf: URL(fileURLWithPath: other)))),
            to: other)
        let target = folder.appendingPathComponent("refused").path
        let refused = try TalkGridBinary.run(["import", other, target])
        #expect(refused.status == 1)
        #expect(refused.error.contains("two different files named \"Grids/Home/grid.xml\""), "\(refused.error)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// An `.obz` (entries stored, so one byte can be damaged): Home opens Food; Food shows apple.png;
    /// Home shows smile.png; `damaged` entries fail their CRC check.
    static func obz(damaging damaged: [String], in folder: URL) throws -> String {
        let png = Fixtures.picture("apple.png")
        var zip = ZipFixture()
        func add(_ name: String, _ text: String) { zip.entries.append(.init(name: name, content: .bytes(Array(text.utf8)), stored: true)) }
        add(
            "manifest.json",
            #"{"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf", "food": "boards/food.obf"}, "images": {}, "sounds": {}}}"#
        )
        add(
            "boards/home.obf",
            #"{"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home", "buttons": [{"id": "1", "label": "Food", "load_board": {"id": "food", "path": "boards/food.obf"}}, {"id": "2", "label": "hello", "image_id": "s"}], "grid": {"rows": 1, "columns": 2, "order": [["1", "2"]]}, "images": [{"id": "s", "path": "images/smile.png", "content_type": "image/png"}], "sounds": []}"#
        )
        add(
            "boards/food.obf",
            #"{"format": "open-board-0.1", "id": "food", "locale": "en", "name": "Food", "buttons": [{"id": "1", "label": "apple", "image_id": "a"}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}, "images": [{"id": "a", "path": "images/apple.png", "content_type": "image/png"}], "sounds": []}"#
        )
        zip.entries.append(.init(name: "images/smile.png", content: .bytes(png), stored: true))
        zip.entries.append(.init(name: "images/apple.png", content: .bytes(png + [1]), stored: true))
        var bytes = try zip.bytes()
        for entry in damaged { bytes = ZipFixture.damaging(entry, in: bytes) }
        let path = folder.appendingPathComponent("damaged.obz").path
        try AtomicFile.write(bytes, to: path)
        return path
    }

    @Test("a damaged .obz imports what can be read, names each part it could not and what uses it, and exits 3")
    func rescue() throws {
        let folder = try Fixtures.temporaryFolder("import-report")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = try Self.obz(damaging: ["boards/food.obf", "images/smile.png"], in: folder)
        let set = folder.appendingPathComponent("set").path
        let run = try TalkGridBinary.run(["import", path, set])
        #expect(run.status == 3, "\(run.output)\(run.error)")
        #expect(run.output.contains("Could not read 2 parts of \(path); they are left out (exit status 3):"))
        #expect(
            run.output.contains(
                "  \(path): \"boards/food.obf\" cannot be read, the archive is damaged there (CRC error). It is the board \"food\". In the set, \"Food\" on \"Home\" opens it."
            ), "\(run.output)")
        #expect(
            run.output.contains(
                "  \(path): \"images/smile.png\" cannot be read, the archive is damaged there (CRC error). In the set, \"hello\" on \"Home\" shows it as its picture."
            ))
        let files = try FileManager.default.subpathsOfDirectory(atPath: set).filter { !$0.hasPrefix(".talkgrid") }.sorted()
        #expect(files == ["boards", "boards/home.obf", "images", "images/apple.png", "manifest.json"])
        let played = try TalkGridBinary.run(["run", set, "--keys", "2 enter", "--no-audio", "--print-speech"])
        #expect(played.output.contains("speak: hello"), "\(played.output)\(played.error)")

        let json = try TalkGridBinary.run(["import", path, folder.appendingPathComponent("json").path, "--json"])
        #expect(json.status == 3)
        let report = try JSONParser.parse(Array(json.output.utf8), file: "report")
        let parts = try #require(report["unreadable"]?.elements)
        #expect(parts.map { $0["entry"]?.string } == ["boards/food.obf", "images/smile.png"])
        #expect(parts[0]["board"]?.string == "food" && parts[0]["usedBy"]?.elements?.first?["kind"]?.string == "opens")
        #expect(parts[1]["usedBy"]?.elements?.first?["label"]?.string == "hello")
    }

    @Test(
        "a damaged .obz whose manifest or first board cannot be read is not imported, and nothing is written",
        arguments: [
            "manifest.json", "boards/home.obf",
        ])
    func nothingToRescue(entry: String) throws {
        let folder = try Fixtures.temporaryFolder("import-report")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let path = try Self.obz(damaging: [entry], in: folder)
        let set = folder.appendingPathComponent("set").path
        let run = try TalkGridBinary.run(["import", path, set])
        #expect(run.status == 1)
        #expect(run.error.contains("\"\(entry)\" cannot be read, the archive is damaged there (CRC error)"), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: set))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["damaged.obz"])
    }

    @Test("an .obz with errors prints them grouped by code (--all: one per line) before the report")
    func groupedErrors() throws {
        let folder = try Fixtures.temporaryFolder("import-report")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run(["import", Fixtures.obfGem("pageset.obz"), folder.appendingPathComponent("set").path])
        #expect(run.status == 0)
        let errors = run.error.split(separator: "\n")
        #expect(errors.contains { $0.hasPrefix("error: [missing-image] x ") } && errors.count < 20, "\(errors.count) lines")
        #expect(errors.contains { $0.hasPrefix("  … and ") })
        #expect(run.output.contains("checks: 941 errors, "))
        let all = try TalkGridBinary.run(["import", Fixtures.obfGem("pageset.obz"), folder.appendingPathComponent("all").path, "--all"])
        #expect(all.error.split(separator: "\n").count == 941)
    }
}
