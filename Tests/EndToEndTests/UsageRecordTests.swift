import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// The usage record as a family meets it: the real binary in a tmux pane records the picks (with
/// how they were made) and the messages in the set's own folder; `talkgrid said` and `talkgrid
/// report` read it back; `"history": false` keeps nothing; `--forget` deletes.
@Suite("the usage record, said and report", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct UsageRecordTests {
    /// A new set with the words I, want, juice on keys 1, 2, 3 of its home board.
    private static func newSet(in folder: URL) throws -> String {
        let set = folder.appendingPathComponent("sam").path
        let made = try TalkGridBinary.run(["new", set, "--words", "I,want,juice"])
        #expect(made.status == 0, "\(made.error)")
        return set
    }

    private static func record(of set: String) -> UsageRecord {
        UsageRecord(folder: set + "/.talkgrid/usage")
    }

    @Test("picks by keys and the message go to the set's own record; said and report read it")
    func keys() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.newSet(in: folder)
        let pane = try TerminalPane(["run", set, "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("Message")
        for key in ["1", "2", "3"] { try pane.send(key) }
        #expect(pane.waitUntil { (try? pane.messageBar())?.contains("juice") ?? false })
        try pane.send("Enter")
        try TerminalBoardTests().quit(pane)
        let events = try Self.record(of: set).events().map(\.event)
        #expect(events.map(\.action) == [.pick, .pick, .pick, .said])
        #expect(events.allSatisfy { $0.method == .key && $0.language == "en" && $0.board == "home" })
        #expect(events.map(\.text) == ["I", "want", "juice", "I want juice"])
        let month = try #require(try Self.record(of: set).months().first)
        let file = set + "/.talkgrid/usage/\(month).log"
        let permissions = try #require(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        #expect(permissions == 0o600, "readable by its owner alone")

        let said = try TalkGridBinary.run(["said", set])
        #expect(said.status == 0, "\(said.error)")
        let lines = said.output.split(separator: "\n")
        #expect(lines.count == 2 && lines[1].hasSuffix("  I want juice"), "\(said.output)")
        let report = try TalkGridBinary.run(["report", set, "--json"])
        #expect(report.status == 0, "\(report.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
        #expect(json["messages"] as? Int == 1 && json["words"] as? Int == 3)
        #expect((json["picksByMethod"] as? [String: Int]) == ["key": 3])
    }

    @Test("step scanning: the pick is recorded as a step-scan pick")
    func stepScanning() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.newSet(in: folder)
        let pane = try TerminalPane(["run", set, "--no-audio", "--access", "step-scan"])
        defer { pane.kill() }
        try pane.waitFor("Next moves, Select picks")
        try pane.send("Enter")
        #expect(pane.waitUntil { (try? pane.screen())?.contains("I  ") ?? false })
        try TerminalBoardTests().quit(pane)
        let picks = try Self.record(of: set).events().map(\.event).filter { $0.action == .pick }
        #expect(picks.map(\.method) == [.step] && picks.first?.text == "I", "\(picks)")
    }

    @Test("\"history\": false records nothing")
    func historyOff() throws {
        let folder = try Fixtures.temporaryFolder("usage")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.newSet(in: folder)
        let pane = try TerminalPane(["run", set, "--no-audio"], config: #"{"history": false}"#)
        defer { pane.kill() }
        try pane.waitFor("Message")
        try pane.send("1")
        try pane.send("Enter")
        #expect(pane.waitUntil { (try? pane.screen())?.contains("I") ?? false })
        try TerminalBoardTests().quit(pane)
        #expect(!FileManager.default.fileExists(atPath: set + "/.talkgrid/usage"))
    }

    @Test("said shows each message at the local time it was said, across a move between time zones; --forget deletes")
    func timeZones() throws {
        let folder = try Fixtures.temporaryFolder("said")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.newSet(in: folder)
        let usage = set + "/.talkgrid/usage"
        try FileManager.default.createDirectory(atPath: usage, withIntermediateDirectories: true)
        // Said in Madrid at 23:30, then in New York at 20:00 the same evening (01:00 UTC the next day).
        let lines = [
            "2026-11-30T23:30:00+01:00\tsaid\tkey\ten\thome\t-\t-\tgood night",
            "2026-11-30T20:00:00-05:00\tsaid\ttouch\ten\thome\t-\t-\thello New York",
            "2026-12-02T08:00:00-05:00\tsaid\tkey\ten\thome\t-\t-\tmorning",
        ]
        try (RecordedEvent.header + lines[0...1].joined(separator: "\n") + "\n").write(
            toFile: usage + "/2026-11.log", atomically: true, encoding: .utf8)
        try (RecordedEvent.header + lines[2] + "\n").write(toFile: usage + "/2026-12.log", atomically: true, encoding: .utf8)

        let inMadrid = try TalkGridBinary.run(["said", set, "--since", "2026-11-30"], environment: ["TZ": "CET-1"])
        #expect(inMadrid.status == 0, "\(inMadrid.error)")
        #expect(
            inMadrid.output
                == "2026-11-30\n  23:30  good night\n  20:00 (UTC-05:00)  hello New York\n\n2026-12-02 (UTC-05:00)\n  08:00  morning\n")
        let inNewYork = try TalkGridBinary.run(["said", set, "--since", "2026-11-30"], environment: ["TZ": "EST5"])
        #expect(
            inNewYork.output
                == "2026-11-30 (UTC+01:00)\n  23:30  good night\n  20:00 (UTC-05:00)  hello New York\n\n2026-12-02\n  08:00  morning\n")

        let forgot = try TalkGridBinary.run(["said", set, "--forget", "--before", "2026-12-01"])
        #expect(forgot.status == 0 && forgot.output.contains("2"), "\(forgot.output)\(forgot.error)")
        let after = try TalkGridBinary.run(["said", set, "--since", "2026-11-01"], environment: ["TZ": "EST5"])
        #expect(after.output == "2026-12-02\n  08:00  morning\n")
        #expect(!FileManager.default.fileExists(atPath: usage + "/2026-11.log"))
        _ = try TalkGridBinary.run(["said", set, "--forget"])
        let none = try TalkGridBinary.run(["said", set, "--since", "2026-11-01"])
        #expect(none.output.hasPrefix("Nothing was said"))

        let mistake = try TalkGridBinary.run(["said", set, "--days", "7", "--since", "2026-11-01"])
        #expect(mistake.status == 2 && mistake.error.contains("not both"))
        let badDate = try TalkGridBinary.run(["said", set, "--since", "30/11/2026"])
        #expect(badDate.status == 2 && badDate.error.contains("YYYY-MM-DD"))
    }

    @Test("report --pdf draws the page a therapist prints, in the language the person spoke; never inside the set")
    func pdf() throws {
        let folder = try Fixtures.temporaryFolder("report-pdf")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.newSet(in: folder)
        let usage = set + "/.talkgrid/usage"
        try FileManager.default.createDirectory(atPath: usage, withIntermediateDirectories: true)
        func record(language: String) throws {
            var lines = RecordedEvent.header
            for day in 1...6 {
                for (hour, message) in [("09", "I want juice"), ("16", "want juice")] {
                    let time = "2026-11-0\(day)T\(hour):00:0"
                    lines += "\(time)0+01:00\tpick\tkey\t\(language)\thome\tb2\tword\twant\n"
                    lines += "\(time)4+01:00\tpick\ttouch\t\(language)\thome\tb3\tword\tjuice\n"
                    lines += "\(time)8+01:00\tsaid\tkey\t\(language)\thome\t-\t-\t\(message)\n"
                }
            }
            try lines.write(toFile: usage + "/2026-11.log", atomically: true, encoding: .utf8)
        }
        try record(language: "en")
        let file = folder.appendingPathComponent("sam-report.pdf").path
        let made = try TalkGridBinary.run(["report", set, "--since", "2026-11-01", "--days", "7", "--pdf", file])
        #expect(made.status == 2, "--days and --since together are refused")
        let wrote = try TalkGridBinary.run(["report", set, "--since", "2026-11-01", "--pdf", file])
        #expect(wrote.status == 0 && wrote.output == "Wrote \(file).\n", "\(wrote.error)")
        let info = try ChildProcess.run(["pdfinfo", file])
        #expect(info.output.contains("Pages:           1") && info.output.contains("A4"), "\(info.output)")
        let text = try ChildProcess.run(["pdftotext", file, "-"]).output
        for words in [
            "What sam said, 2026-11-01 to", "Private:", "Messages", "12", "Words", "30", "Mean length of utterance (words)", "2.5",
            "Words per minute", "Words per day", "Words by hour of the week", "Mon", "Most used words", "want", "12 times", "juice",
        ] {
            #expect(text.contains(words), "\(words) is on the page: \(text)")
        }
        // The page as a printer sees it: the bars of the words said each day are drawn in their blue.
        let page = try Self.renderedPage(file, in: folder)
        let bars = page.pixels.filter { abs($0.0 - 56) <= 2 && abs($0.1 - 107) <= 2 && abs($0.2 - 184) <= 2 }.count
        #expect(bars > 500, "\(bars) pixels of the bars' blue")

        // A record in French gives the page in French, with the board's word for messages.
        try record(language: "fr")
        let french = try TalkGridBinary.run(["report", set, "--since", "2026-11-01", "--pdf", file, "--replace"])
        #expect(french.status == 0, "\(french.error)")
        let frenchText = try ChildProcess.run(["pdftotext", file, "-"]).output
        for words in ["Ce que sam a dit, du 2026-11-01 au", "Messages", "Mots par jour", "Mots les plus utilisés", "12 fois", "lun."] {
            #expect(frenchText.contains(words), "\(words) is on the French page: \(frenchText)")
        }

        let again = try TalkGridBinary.run(["report", set, "--since", "2026-11-01", "--pdf", file])
        #expect(again.status == 1 && again.error.contains("--replace"))
        let inside = try TalkGridBinary.run(["report", set, "--pdf", set + "/report.pdf"])
        #expect(inside.status == 1 && inside.error.contains("not written: "))
        #expect(!FileManager.default.fileExists(atPath: set + "/report.pdf"))
        let both = try TalkGridBinary.run(["report", set, "--pdf", file, "--lam", folder.path + "/x.lam"])
        #expect(both.status == 2 && both.error.contains("not both"))
    }

    /// The first page of a PDF rendered by poppler's pdftoppm at 50 dots per inch, as RGB pixels.
    private static func renderedPage(_ file: String, in folder: URL) throws -> (width: Int, pixels: [(Int, Int, Int)]) {
        let prefix = folder.appendingPathComponent("page").path
        let rendered = try ChildProcess.run(["pdftoppm", "-r", "50", "-singlefile", file, prefix])
        #expect(rendered.status == 0, "\(rendered.output)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: prefix + ".ppm")))
        // P6, width, height, 255, one whitespace byte, then the pixels.
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") { index += 1 }
            let start = index
            while bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        #expect(fields[0] == "P6" && fields[3] == "255", "\(fields)")
        let body = bytes[(index + 1)...]
        let pixels = stride(from: body.startIndex, to: body.endIndex - 2, by: 3).map {
            (Int(body[$0]), Int(body[$0 + 1]), Int(body[$0 + 2]))
        }
        return (Int(fields[1]) ?? 0, pixels)
    }

    @Test("report --lam writes the period as a LAM file: never inside the set, only a .lam, over one only with --replace")
    func lam() throws {
        let folder = try Fixtures.temporaryFolder("lam")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = try Self.newSet(in: folder)
        let usage = set + "/.talkgrid/usage"
        try FileManager.default.createDirectory(atPath: usage, withIntermediateDirectories: true)
        try
            (RecordedEvent.header + "2026-11-30T10:00:00+00:00\tpick\tkey\ten\thome\tc1\tword\tI\n"
            + "2026-11-30T10:00:05+00:00\tsaid\tkey\ten\thome\t-\t-\tI\n").write(
                toFile: usage + "/2026-11.log", atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("sam.lam").path
        let wrote = try TalkGridBinary.run(["report", set, "--since", "2026-11-30", "--lam", file])
        #expect(wrote.status == 0, "\(wrote.error)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\n10:00:00 CTL *[YY-MM-DD=26-11-30]*\n10:00:00 SMP \"I\"\n10:00:05 CTL \"SPEAK\"\n"))
        let again = try TalkGridBinary.run(["report", set, "--since", "2026-11-30", "--lam", file])
        #expect(again.status == 1 && again.error.contains("not written: ") && again.error.contains("--replace"), "\(again.error)")
        let replaced = try TalkGridBinary.run(["report", set, "--since", "2026-11-30", "--lam", file, "--replace"])
        #expect(replaced.status == 0, "\(replaced.error)")

        let inside = try TalkGridBinary.run(["report", set, "--lam", set + "/said.lam"])
        #expect(inside.status == 1 && inside.error.contains("not written: "), "\(inside.error)")
        #expect(!FileManager.default.fileExists(atPath: set + "/said.lam"))
        let notes = folder.appendingPathComponent("notes.txt").path
        try "the therapist's notes".write(toFile: notes, atomically: true, encoding: .utf8)
        let overNotes = try TalkGridBinary.run(["report", set, "--lam", notes, "--replace"])
        #expect(overNotes.status == 1 && overNotes.error.contains("notes.lam"), "\(overNotes.error)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "the therapist's notes")
    }
}
