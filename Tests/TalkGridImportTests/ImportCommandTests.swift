import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

/// `talkgrid import` run as a person runs it: the real binary, its output and exit status.
@Suite("talkgrid import (end to end)")
struct ImportCommandTests {
    /// One sample per format, with keys that open a linked grid and pick a word there.
    struct Sample: Sendable, CustomStringConvertible {
        var file: String
        var extra: [String] = []
        var keys: String
        var word: String
        var description: String { file }
    }

    static let samples = [
        Sample(file: "asterics/family.grd", keys: "1 2 1 enter", word: "apple"),
        Sample(file: "sample.gridset", keys: "4 2 1 1 enter", word: "water"),
        Sample(
            file: "cboard/boards.json",
            extra: ["--strings", ImportFixtures.path("cboard/en-US.json"), "--strings", ImportFixtures.path("cboard/es-ES.json")],
            keys: "2 1 enter", word: "apple"),
    ]

    @Test("import → validate (0 errors) → run --keys speaks a word from a linked grid → export .obz → import it", arguments: samples)
    func roundTrip(sample: Sample) throws {
        let folder = try Fixtures.temporaryFolder("import-e2e")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let source = sample.file.hasSuffix(".gridset") ? try ImportFixtures.gridset(in: folder) : ImportFixtures.path(sample.file)
        let set = folder.appendingPathComponent("set").path
        let imported = try TalkGridBinary.run(["import", source, set] + sample.extra)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.contains("Imported the ") && imported.output.contains("0 errors"))
        #expect(imported.output.contains("Not carried over, kept aside or changed"))
        let validated = try TalkGridBinary.run(["validate", set])
        #expect(validated.status == 0 && validated.output.contains("0 errors"), "\(validated.output)\(validated.error)")
        let run = try TalkGridBinary.run(["run", set, "--keys", sample.keys, "--no-audio", "--print-speech"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("speak: \(sample.word)"), "\(run.output)")
        let obz = folder.appendingPathComponent("set.obz").path
        let exported = try TalkGridBinary.run(["export", set, obz])
        #expect(exported.status == 0, "\(exported.error)")
        let again = try TalkGridBinary.run(["import", obz, folder.appendingPathComponent("again").path])
        #expect(again.status == 0 && again.output.contains("0 errors"), "\(again.output)\(again.error)")
    }

    @Test("--json reports the format, the counts, every note with its place, and the check")
    func json() throws {
        let folder = try Fixtures.temporaryFolder("import-e2e")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let run = try TalkGridBinary.run([
            "import", ImportFixtures.path("asterics/family.grd"), folder.appendingPathComponent("set").path, "--json",
        ])
        #expect(run.status == 0, "\(run.error)")
        let report = try JSONParser.parse(Array(run.output.utf8), file: "report")
        #expect(report["format"]?.string == "asterics-grid" && report["boards"]?.number?.int == 2)
        #expect(report["languages"]?.elements?.compactMap(\.string) == ["en", "es"])
        #expect(report["validation"]?["errors"]?.number?.int == 0)
        let notes = try #require(report["notes"]?.elements)
        #expect(
            notes.contains {
                $0["kind"]?.string == "kept-as-extension" && $0["line"]?.number?.int ?? 0 > 0
                    && $0["where"]?.string == "grid 'Start', element 7"
            })
    }

    @Test("formats TalkGrid cannot import yet are refused by name with exit status 1, and nothing is written")
    func refusals() throws {
        let folder = try Fixtures.temporaryFolder("import-e2e")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let snap = folder.appendingPathComponent("talk.spb")
        try Data("SQLite format 3\u{0}".utf8).write(to: snap)
        let target = folder.appendingPathComponent("set").path
        let run = try TalkGridBinary.run(["import", snap.path, target])
        #expect(run.status == 1)
        #expect(run.error.contains("TalkGrid cannot import Snap files yet") && !run.error.contains("manifest.json"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a folder that is not empty is refused and left as it was")
    func occupiedFolder() throws {
        let folder = try Fixtures.temporaryFolder("import-e2e")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let target = folder.appendingPathComponent("set")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: target.appendingPathComponent("notes.txt"))
        let run = try TalkGridBinary.run(["import", ImportFixtures.path("asterics/family.grd"), target.path])
        #expect(run.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["notes.txt"])
    }
}
