import Foundation
import TalkGridTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Two hands, one set: `talkgrid` commands that change one set at the same moment wait for each
/// other, so every change that says it was saved is in the set; a process killed half way
/// leaves its change whole or not at all; and undo and redo then walk the whole history.
@Suite("edits that meet lose nothing")
struct ConcurrentEditsTests {
    /// One `talkgrid` process started in the background, its output going to files.
    final class Started {
        let process = Process()
        let errorFile: URL

        init(_ arguments: [String], in folder: URL, name: String, environment: [String: String] = [:]) throws {
            errorFile = folder.appendingPathComponent(name + ".err")
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: TalkGridBinary.path)
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
        }

        /// Waits for the end; the exit status, or nil when a signal ended it.
        func finished() -> (status: Int32?, error: String) {
            process.waitUntilExit()
            let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            return (process.terminationReason == .exit ? process.terminationStatus : nil, error)
        }
    }

    /// The labels of the cells of a board file, read straight from its JSON.
    static func labels(_ set: String, board: String) throws -> Set<String> {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(set)/boards/\(board).obf"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let buttons = json["buttons"] as? [[String: Any]] ?? []
        return Set(buttons.compactMap { $0["label"] as? String })
    }

    /// Every file of the set but TalkGrid's own folder, with its bytes.
    static func snapshot(_ set: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let root = URL(fileURLWithPath: set)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        for case let url as URL in walker {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.hasPrefix(".talkgrid") { continue }
            if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true { files[relative] = try Data(contentsOf: url) }
        }
        return files
    }

    @Test("3, 5 and 8 edits at once, 20 rounds, some killed: every saved edit is in the set, undo and redo walk it all")
    func editsAtOnce() throws {
        var random = SeededRandom(seed: UInt64(Date().timeIntervalSince1970))
        let folder = try Fixtures.temporaryFolder("two-hands")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid", "--rows", "3", "--columns", "3"]).status == 0)
        let made = try Self.snapshot(set)
        var steps = 0
        var report: [String] = []
        for round in 0..<20 {
            let board = "round\(round)"
            let added = try TalkGridBinary.run(["board", "add", set, "--id", board, "--name", "Round \(round)"])
            try #require(added.status == 0, "\(added.error)")
            steps += 1
            let count = [3, 5, 8][round % 3]
            let killing = round % 4 == 3
            let edits = try (0..<count).map { index in
                try Started(
                    ["cell", "set", set, board, "\(index / 3 + 1),\(index % 3 + 1)", "--label", "r\(round)e\(index)"], in: folder,
                    name: "r\(round)e\(index)")
            }
            if killing {
                usleep(UInt32(random.next() % 150_000))
                for index in 0..<count where random.next() % 3 == 0 { kill(edits[index].process.processIdentifier, SIGKILL) }
            }
            let outcomes = edits.map { $0.finished() }
            let labels = try Self.labels(set, board: board)
            for (index, outcome) in outcomes.enumerated() {
                let label = "r\(round)e\(index)"
                switch outcome.status {
                case 0:
                    #expect(labels.contains(label), "round \(round): edit \(index) said it saved \(label), but the board lacks it")
                case nil:
                    report.append("round \(round): edit \(index) killed, \(labels.contains(label) ? "saved whole" : "left out whole")")
                case let status?:
                    #expect(!labels.contains(label), "round \(round): edit \(index) failed (\(status)) yet its cell is there")
                    #expect(!outcome.error.isEmpty, "round \(round): edit \(index) failed (\(status)) without saying why")
                    report.append("round \(round): edit \(index) exit \(status): \(outcome.error)")
                }
                if !killing { #expect(outcome.status == 0, "round \(round): edit \(index): \(outcome.error)") }
            }
            // Each saved edit is one step; the set loads and validates after every round, kills included.
            let validated = try TalkGridBinary.run(["validate", set])
            #expect(validated.status == 0, "round \(round): \(validated.output) \(validated.error)")
            steps += outcomes.indices.filter { labels.contains("r\(round)e\($0)") }.count
        }
        // Walk back as far as the history goes (its last 100 steps: with the creation step kept, to
        // the set as it was made), then forward again, comparing every state on the way.
        let kept = 100
        let pruned = steps + 1 > kept
        var backwards: [[String: Data]] = [try Self.snapshot(set)]
        while true {
            let undo = try TalkGridBinary.run(["undo", set])
            if undo.status != 0 {
                #expect(undo.error.contains(pruned ? "left to undo" : "how the set was made"), "\(undo.error)")
                break
            }
            backwards.append(try Self.snapshot(set))
        }
        if !pruned { #expect(backwards.last == made, "undo goes back to the set as it was made") }
        #expect(backwards.count - 1 == (pruned ? kept : steps), "\(backwards.count - 1) undone of \(steps) saved steps")
        for expected in backwards.reversed().dropFirst() {
            let redo = try TalkGridBinary.run(["redo", set])
            try #require(redo.status == 0, "\(redo.error)")
            #expect(try Self.snapshot(set) == expected)
        }
        #expect(try TalkGridBinary.run(["redo", set]).status == 1)
        print(report.joined(separator: "\n"))
    }

    @Test("a change that meets another says it waits on a terminal, and gives up naming the other process")
    func waitsThenNamesTheOther() throws {
        let folder = try Fixtures.temporaryFolder("two-hands-wait")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid"]).status == 0)
        let lock = set + "/.talkgrid/lock"
        let holder = try SetLockHolder(set: set, running: "printf '4242 talkgrid translate' > '\(lock)'; sleep 8", in: folder)
        defer { holder.stop() }
        // stderr a terminal (script(1) gives the command one), so the wait is told.
        let command = [TalkGridBinary.path, "cell", "set", set, "home", "1,1", "--label", "more"].map { "'\($0)'" }.joined(separator: " ")
        let run = try TalkGridBinary.run(
            [], shellPrefix: "TALKGRID_LOCK_WAIT_MS=1500 script -qec \"\(command)\" /dev/null; exit $?; ",
            environment: [:])
        #expect(run.status == 1)
        #expect(run.output.contains("Another change to this set is being saved; waiting…"), "\(run.output)")
        #expect(run.output.contains("process 4242: talkgrid translate"), "\(run.output)")
        #expect(run.output.contains("nothing was changed"), "\(run.output)")
        #expect(try Self.labels(set, board: "home").isEmpty)
        holder.stop()
        // The other process gone (its lock with it), the same command saves at once.
        let again = try TalkGridBinary.run(["cell", "set", set, "home", "1,1", "--label", "more"])
        #expect(again.status == 0, "\(again.error)")
        #expect(try Self.labels(set, board: "home") == ["more"])
    }
}
