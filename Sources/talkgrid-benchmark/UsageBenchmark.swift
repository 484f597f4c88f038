import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport

/// What the people around the person wait for, on a year of heavy use: `talkgrid report` as text,
/// as a PDF page and as a LAM file (300 days, 200 messages a day of five words, picked from the
/// 78-board real-sized set's own cells), time and peak memory; recording a pick on the key path
/// (``UsageRecorder/record(_:)``, which hands the writing to its own queue) next to the same event
/// appended and flushed in place; and `backup` and `restore` of the set with its pictures, its
/// history and the year's record, next to `export` of the same set.
struct UsageBenchmark {
    let talkgrid: String
    var days = 300
    var messagesADay = 200
    var wordsAMessage = 5
    var processRuns = 5
    var picks = 5_000

    func run(into report: inout BenchmarkReport) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-usage-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folder = base + "/coughdrop-78"
        let words: [(board: String, cell: String, label: String)]
        let recorded: Int
        do {
            try? FileManager.default.removeItem(atPath: base)
            try GeneratedBoardSet.coughDrop(boards: 78).write(folder: folder, archive: nil)
            words = try Self.words(of: folder)
            recorded = try writeYear(of: words, into: UsageRecord(folder: folder + "/.talkgrid/usage"))
        } catch {
            report.note("usage", "could not write the generated set and its record: \(error)")
            return
        }
        let logBytes = (try? FileManager.default.subpathsOfDirectory(atPath: folder + "/.talkgrid/usage"))?.reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: folder + "/.talkgrid/usage/" + $1)[.size] as? Int) ?? 0)
        }
        report.note(
            "usage",
            "78-board CoughDrop-shaped set; a record of \(days) days x \(messagesADay) messages x \(wordsAMessage) words (\(recorded) events, \((logBytes ?? 0) / 1_000_000) MB); \(processRuns) runs of each command, in turns"
        )
        let period = ["--days", String(days + 30)]
        let commands: [(name: String, arguments: [String])] = [
            ("report as text", [talkgrid, "report", folder] + period),
            ("report --pdf", [talkgrid, "report", folder] + period + ["--pdf", base + "/report.pdf"]),
            ("report --lam", [talkgrid, "report", folder] + period + ["--lam", base + "/usage.lam"]),
            ("reference: said (the year's messages, listed)", [talkgrid, "said", folder] + period),
            ("reference: python3 reading the record's lines", ["python3", "-c", Self.pythonReadScript, folder + "/.talkgrid/usage"]),
        ]
        let prepare: (Int) -> [String: String]? = { _ in
            try? FileManager.default.removeItem(atPath: base + "/report.pdf")
            try? FileManager.default.removeItem(atPath: base + "/usage.lam")
            return nil
        }
        let timed = measureInTurns(
            commands.map(\.arguments), rounds: processRuns, environment: ProcessInfo.processInfo.environment, prepare: prepare)
        for (index, command) in commands.enumerated() {
            report.add("usage", "\(command.name), a year of heavy use, median", timed[index].wall.median, unit: "ms")
            if index < 3 {
                report.add("usage", "\(command.name), peak memory", Double(peakMemory(command.arguments)) / 1024, unit: "MB")
            }
        }
        let pdfOK = FileManager.default.fileExists(atPath: base + "/report.pdf") || runProcess(commands[1].arguments).status == 0
        report.add("usage", "report --pdf wrote its file (must be 1)", pdfOK ? 1 : 0, unit: "")

        measurePicks(of: words, into: &report, scratch: base + "/picks")
        measureMoving(folder, base: base, into: &report)
    }

    /// The cells of the set's first boards that say a word: what the generated year picks.
    private static func words(of folder: String) throws -> [(board: String, cell: String, label: String)] {
        let set = try OpenedBoardSet(path: folder).boardSet
        var found: [(board: String, cell: String, label: String)] = []
        for board in set.boards.values.sorted(by: { $0.id < $1.id }).prefix(10) {
            for cell in board.cells where !cell.label.isEmpty && !cell.hidden { found.append((board.id, cell.id, cell.label)) }
        }
        return found
    }

    /// Writes the year, a day at a time, as the recorder would have: each message's picks
    /// between 08:00 and 20:00 (a seeded spread), then the message said. Returns the events written.
    private func writeYear(of words: [(board: String, cell: String, label: String)], into record: UsageRecord) throws -> Int {
        var random = SeededRandom(seed: 20_261_206)
        let firstDay = Int64(Date().timeIntervalSince1970) / 86_400 - Int64(days)
        var batch: [RecordedEvent] = []
        var written = 0
        for day in 0..<Int64(days) {
            for message in 0..<messagesADay {
                var second = (firstDay + day) * 86_400 + 8 * 3_600 + Int64(message * 12 * 3_600 / messagesADay)
                var said: [String] = []
                for _ in 0..<wordsAMessage {
                    // Most picks among the first hundred cells: a person's everyday words.
                    let index =
                        Int.random(in: 0..<10, using: &random) < 8
                        ? Int.random(in: 0..<min(100, words.count), using: &random) : Int.random(in: 0..<words.count, using: &random)
                    let word = words[index]
                    second += Int64(2 + Int.random(in: 0..<5, using: &random))
                    batch.append(
                        RecordedEvent(
                            time: UsageTime(seconds: second, offset: 3_600),
                            event: UsageEvent(
                                .pick, method: Int.random(in: 0..<4, using: &random) == 0 ? .touch : .key, language: "en",
                                board: word.board, cell: word.cell,
                                unit: .word, text: word.label)))
                    said.append(word.label)
                }
                second += 1
                batch.append(
                    RecordedEvent(
                        time: UsageTime(seconds: second, offset: 3_600),
                        event: UsageEvent(.said, method: .key, language: "en", board: words[0].board, text: said.joined(separator: " "))))
            }
            try record.append(batch)  // a day at a time, each event into its month's file
            written += batch.count
            batch.removeAll(keepingCapacity: true)
        }
        return written
    }

    /// A pick on the key path: the recorder's `record` (returns at once) next to appending the same
    /// event in place (what a recorder without its queue would make the key wait for).
    private func measurePicks(of words: [(board: String, cell: String, label: String)], into report: inout BenchmarkReport, scratch: String)
    {
        let recorder = UsageRecorder(record: UsageRecord(folder: scratch + "/queued"))
        let inPlace = UsageRecord(folder: scratch + "/in-place")
        var queued: [Double] = []
        var direct: [Double] = []
        var failures = 0
        for index in 0..<picks {
            let word = words[index % words.count]
            let event = UsageEvent(.pick, method: .key, language: "en", board: word.board, cell: word.cell, unit: .word, text: word.label)
            var start = nowMilliseconds()
            recorder.record([event])
            queued.append(nowMilliseconds() - start)
            start = nowMilliseconds()
            do {
                try inPlace.append([RecordedEvent(time: UsageRecorder.now(), event: event)])
            } catch {
                failures += 1
            }
            direct.append(nowMilliseconds() - start)
        }
        recorder.finish()
        failures += recorder.takeFailures().count
        let recordedLines = ((try? UsageRecord(folder: scratch + "/queued").events()) ?? []).count
        let onTheKeyPath = Timings(samples: queued)
        let reference = Timings(samples: direct)
        report.add("usage", "recording a pick on the key path (UsageRecorder.record), median", onTheKeyPath.median, unit: "ms")
        report.add("usage", "recording a pick on the key path (UsageRecorder.record), p99", onTheKeyPath.p99, unit: "ms")
        report.add("usage", "reference: the same event appended in place, median", reference.median, unit: "ms")
        report.add("usage", "reference: the same event appended in place, p99", reference.p99, unit: "ms")
        report.add("usage", "picks written by the recorder's queue (must be \(picks))", Double(recordedLines), unit: "")
        report.add("usage", "picks that failed to write (must be 0)", Double(failures), unit: "")
    }

    /// `backup` and `restore` of the whole set (boards, pictures, history, the year's record) next to `export`.
    private func measureMoving(_ folder: String, base: String, into report: inout BenchmarkReport) {
        let backup = base + "/person-backup.obz"
        let restored = base + "/restored"
        let exported = base + "/set.obz"
        // A restore needs a fresh folder and a backup needs a fresh file: removed before each run.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = base + "/config"
        environment["XDG_STATE_HOME"] = base + "/state"
        var failures = 0
        var timings: [[Double]] = [[], [], []]
        for _ in 0..<processRuns {
            for (index, arguments) in [
                [talkgrid, "backup", folder, backup], [talkgrid, "restore", backup, restored], [talkgrid, "export", folder, exported],
            ].enumerated() {
                if index == 0 { try? FileManager.default.removeItem(atPath: backup) }
                if index == 1 { try? FileManager.default.removeItem(atPath: restored) }
                if index == 2 { try? FileManager.default.removeItem(atPath: exported) }
                let run = runProcess(arguments, environment: environment)
                if run.status != 0 { failures += 1 }
                timings[index].append(run.milliseconds)
            }
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: backup)[.size] as? Int) ?? 0
        report.add(
            "usage", "backup of the 78-board set with pictures, history and a year's record, median", Timings(samples: timings[0]).median,
            unit: "ms")
        report.add("usage", "restore of that backup into a new folder, median", Timings(samples: timings[1]).median, unit: "ms")
        report.add("usage", "reference: export of the same set as .obz, median", Timings(samples: timings[2]).median, unit: "ms")
        report.add("usage", "backup file size", Double(size) / 1_000_000, unit: "MB")
        report.add("usage", "backups, restores and exports that failed (must be 0)", Double(failures), unit: "")
    }

    /// The reference for reading the record: Python splitting every month's lines on tabs.
    static let pythonReadScript = """
        import glob, sys
        n = 0
        for name in sorted(glob.glob(sys.argv[1] + '/*.log')):
            with open(name, encoding='utf-8') as f:
                for line in f: n += len(line.split('\\t'))
        print(n)
        """
}
