import Foundation
import TalkGridTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Chaos through the real binary: rounds of random edits (`cell set`, `cell move`, `cell remove`,
/// `board add`), imports, exports, `undo`, `redo`, `recover` and `say --wav` at random paths
/// (inside the set too), some killed with kill -9 or stopped with Ctrl-C (SIGINT) at a random
/// moment, some on a full disk (a small tmpfs filled up, when this process may mount one; else
/// each of those commands runs with a 4 KB file-size limit, `ulimit -f 8`, and the test says so).
///
/// After every command: the set's files changed only together with its history (a command that
/// is not an edit never changes the set), a command that failed changed nothing, no journal or
/// staging folder is left, and no file outside the set changed unless the command named it (an
/// interrupted one may leave only a whole file). After every round: the set opens and runs
/// (`run --keys`), `undo` and `redo` walk its history back and forth to the same bytes, every
/// import folder is a set or can be imported into again (none is stuck), and `validate` lists
/// none of the history's own files.
///
/// `TALKGRID_CHAOS_ROUNDS` (10 by default, about a minute of the debug binary on an idle
/// machine), `TALKGRID_CHAOS_SEED` (the seed a failure names) and `TALKGRID_CHAOS_BINARY` (a
/// release `talkgrid`, for the 100-round run) change the run.
@Suite("chaos: random commands, kill -9, Ctrl-C and a full disk leave every set whole")
struct ChaosTests {
    @Test("seeded rounds of random commands, interrupted at random, checked after every command and round")
    func chaos() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["TALKGRID_CHAOS_SEED"].flatMap { UInt64($0) } ?? UInt64(Date().timeIntervalSince1970)
        let rounds = environment["TALKGRID_CHAOS_ROUNDS"].flatMap { Int($0) } ?? 10
        let folder = try Fixtures.temporaryFolder("chaos")
        defer { Fixtures.removeTemporaryFolder(folder) }
        var chaos = try Chaos(folder: folder.path, seed: seed, binary: environment["TALKGRID_CHAOS_BINARY"] ?? TalkGridBinary.path)
        defer { chaos.tearDown() }
        try chaos.setUp()
        for round in 1...rounds { try chaos.round(round) }
        print(
            "chaos seed \(seed): \(rounds) rounds, \(chaos.commands) commands, \(chaos.killed) killed with kill -9 and "
                + "\(chaos.interrupted) with Ctrl-C while running, \(chaos.onFullDisk) on a full disk (\(chaos.fullDiskKind)), "
                + "\(chaos.failures) problems")
    }
}

/// One chaos run: the work folder, the set, what it must hold, and the counts.
private struct Chaos {
    let folder: String
    let seed: UInt64
    let binary: String
    var random: SeededRandom
    /// Where the set and every file the commands write live (a tmpfs when one could be mounted).
    let work: String
    var mounted = false
    var set: String { work + "/kid" }
    var archive: String { work + "/kid.obz" }
    /// The set's files (not its history) as they must be now.
    var expected: [String: Data] = [:]
    /// The files outside the set and the import folders, as they must be now.
    var outside: [String: Data] = [:]
    /// How long a command typically takes here, in microseconds (kill moments are spread around it).
    var typical: Double = 200_000
    var commands = 0
    var killed = 0
    var interrupted = 0
    var onFullDisk = 0
    var failures = 0
    var fullDiskKind = "tmpfs of 16 MB filled up"
    var environment: [String: String]

    init(folder: String, seed: UInt64, binary: String) throws {
        self.folder = folder
        self.seed = seed
        self.binary = binary
        random = SeededRandom(seed: seed)
        work = folder + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let home = folder + "/home"
        environment = [
            "HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "XDG_CACHE_HOME": home + "/cache",
            "XDG_STATE_HOME": home + "/state", "TALKGRID_LOCK_WAIT_MS": "20000",
        ]
    }

    mutating func setUp() throws {
        if getuid() == 0, (try? ChildProcess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", work]))?.status == 0 {
            mounted = true
        } else {
            fullDiskKind = "no tmpfs could be mounted: a 4 KB file-size limit (ulimit -f 8) instead"
        }
        let made = try run(["new", set, "--name", "Kid", "--rows", "3", "--columns", "3", "--words", "yes,no,more"])
        try #require(made.status == 0, "seed \(seed): \(made.output)")
        let started = Date()
        let exported = try run(["export", set, archive])
        try #require(exported.status == 0, "seed \(seed): \(exported.output)")
        typical = max(Date().timeIntervalSince(started) * 1_000_000, 20_000)
        expected = try snapshot(set)
        outside = try snapshotOutside()
    }

    mutating func tearDown() {
        if mounted { _ = try? ChildProcess.run(["umount", "-l", work]) }
    }

    // MARK: Running

    /// What one command did.
    struct Outcome {
        var status: Int32
        var output: String
        /// It was still running when killed or interrupted.
        var cutShort = false
    }

    /// How a command is cut short.
    enum Cut {
        case none, kill, interrupt
    }

    /// Runs `talkgrid` with `arguments` to its end, or cuts it short after a random part of the typical time.
    mutating func run(_ arguments: [String], cut: Cut = .none, sizeLimited: Bool = false) throws -> Outcome {
        let outputPath = folder + "/output-\(commands)"
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let argv = sizeLimited ? ["/bin/sh", "-c", "ulimit -f 8; exec \"$0\" \"$@\"", binary] + arguments : [binary] + arguments
        let child = try ChildProcess(argv, environment: environment, outputPath: outputPath)
        var cutShort = false
        if cut != .none {
            usleep(UInt32(typical * Double.random(in: 0.1...1.3, using: &random)))
            if child.isRunning {
                cutShort = true
                kill(child.pid, cut == .kill ? SIGKILL : SIGINT)
            }
        }
        let status = child.wait()
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Outcome(status: status, output: output, cutShort: cutShort)
    }

    /// Records a problem with the seed that shows it, and takes the set and the folder as they are now.
    mutating func problem(_ text: String, round: Int, command: [String], output: String) {
        failures += 1
        Issue.record("seed \(seed), round \(round), talkgrid \(command.joined(separator: " ")): \(text)\n\(output)")
        expected = (try? snapshot(set)) ?? expected
        outside = (try? snapshotOutside()) ?? outside
    }

    // MARK: A round

    mutating func round(_ round: Int) throws {
        for _ in 0..<Int.random(in: 3...7, using: &random) { try step(round: round) }
        try check(round: round)
    }

    /// A random command, perhaps cut short or on a full disk, then the checks every command gets.
    mutating func step(round: Int) throws {
        let arguments = randomCommand()
        let isEdit = ["cell", "board", "undo", "redo", "recover"].contains(arguments[0])
        let cut: Cut
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3: cut = .kill
        case 3..<6: cut = .interrupt
        default: cut = .none
        }
        let fullDisk = Int.random(in: 0..<10, using: &random) == 0
        let historyBefore = try historyListing()
        if fullDisk {
            onFullDisk += 1
            if mounted { try fill(leaving: Int.random(in: 0...96_000, using: &random)) }
        }
        commands += 1
        let outcome = try run(arguments, cut: cut, sizeLimited: fullDisk && !mounted)
        if fullDisk && mounted { try? FileManager.default.removeItem(atPath: work + "/filler") }
        if outcome.cutShort { if cut == .kill { killed += 1 } else { interrupted += 1 } }
        // The next command finishes or rolls back what was cut short: `history` reads without loading the boards.
        let listed = try run(["history", set])
        if listed.status != 0 {
            problem("history failed after it", round: round, command: arguments, output: outcome.output + listed.output)
            return
        }
        for leftover in [set + "/.talkgrid/journal", set + "/.talkgrid/staging"] where FileManager.default.fileExists(atPath: leftover) {
            problem("left \(leftover) behind", round: round, command: arguments, output: outcome.output)
        }
        let historyAfter = try historyListing()
        let now = try snapshot(set)
        if historyAfter == historyBefore {
            if now != expected {
                problem(
                    "the set changed without a step in its history: \(changedEntries(expected, now))", round: round, command: arguments,
                    output: outcome.output)
            }
        } else if !isEdit {
            problem("a command that is not an edit changed the set's history", round: round, command: arguments, output: outcome.output)
        } else if outcome.status != 0 && !outcome.cutShort {
            problem(
                "it failed (exit \(outcome.status)) and still changed the set: \(changedEntries(expected, now))", round: round,
                command: arguments, output: outcome.output)
        }
        expected = now
        try checkOutside(after: arguments, outcome: outcome, round: round)
    }

    /// A random command of the mix, with random paths where it writes a file.
    mutating func randomCommand() -> [String] {
        func slot() -> String { "\(Int.random(in: 1...3, using: &random)),\(Int.random(in: 1...3, using: &random))" }
        let number = Int.random(in: 0..<1_000, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<22: return ["cell", "set", set, "home", slot(), "--label", "w\(number)"]
        case 22..<30: return ["cell", "move", set, "home", slot(), slot()]
        case 30..<37: return ["cell", "remove", set, "home", slot(), "--yes", "--yes"]
        case 37..<44: return ["board", "add", set, "--id", "b\(number)", "--name", "Board \(number)"]
        case 44..<52: return ["import", archive, work + "/imported-\(number % 3)"]
        case 52..<60:
            let target = [work + "/out-\(number % 3).obz", set + "/kid.obz", set + "/boards/home.obf"][number % 3]
            return ["export", set, target] + (Bool.random(using: &random) ? ["--replace"] : [])
        case 60..<72: return ["undo", set]
        case 72..<80: return ["redo", set]
        case 80..<86: return ["recover", set] + (Bool.random(using: &random) ? ["boards/home.obf"] : [])
        default:
            let target = [
                work + "/said-\(number % 3).wav", set + "/boards/home.obf", set + "/manifest.json", set + "/said.wav",
                set + "/boards/said.wav",
            ][number % 5]
            return ["say", "hi", "--wav", target, "--no-audio"] + (Bool.random(using: &random) ? ["--replace"] : [])
        }
    }

    /// Fills the work folder's file system, leaving about `slack` bytes free.
    func fill(leaving slack: Int) throws {
        let path = work + "/filler"
        guard let handle = fopen(path, "w") else { return }
        defer { fclose(handle) }
        let chunk = [UInt8](repeating: 0x55, count: 65_536)
        while fwrite(chunk, 1, chunk.count, handle) == chunk.count {}
        fflush(handle)
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        _ = truncate(path, max(0, info.st_size - off_t(slack)))
    }

    // MARK: Checks

    /// After a round: the set runs, the history walks back and forth to the same bytes, no import folder is stuck.
    mutating func check(round: Int) throws {
        let ran = try run(["run", set, "--keys", "1", "--no-audio", "--print-speech", "--no-history"])
        if ran.status != 0 { problem("the set does not run", round: round, command: ["run", set], output: ran.output) }
        let validated = try run(["validate", set])
        if validated.output.contains(".talkgrid") {
            problem("validate lists the history's own files", round: round, command: ["validate", set], output: validated.output)
        }
        // Back, then forth: each redo gives the bytes the matching undo started from.
        let undoable = try stepCount() - 1
        let back = min(undoable, Int.random(in: 1...4, using: &random))
        var states = [expected]
        for _ in 0..<max(0, back) {
            let undone = try run(["undo", set])
            guard undone.status == 0 else {
                problem("undo failed", round: round, command: ["undo", set], output: undone.output)
                return
            }
            states.append(try snapshot(set))
        }
        for index in stride(from: states.count - 2, through: 0, by: -1) {
            let redone = try run(["redo", set])
            guard redone.status == 0 else {
                problem("redo failed", round: round, command: ["redo", set], output: redone.output)
                return
            }
            let now = try snapshot(set)
            if now != states[index] {
                problem(
                    "redo did not give back the bytes undo started from: \(changedEntries(states[index], now))", round: round,
                    command: ["redo", set], output: redone.output)
                return
            }
        }
        for index in 0..<3 {
            let target = work + "/imported-\(index)"
            guard FileManager.default.fileExists(atPath: target) else { continue }
            if try run(["info", target]).status == 0 { continue }
            let again = try run(["import", archive, target])
            if again.status != 0 {
                problem(
                    "the folder is stuck: neither a set nor importable again", round: round, command: ["import", archive, target],
                    output: again.output)
            } else if try run(["info", target]).status != 0 {
                problem("imported again, and still not a set", round: round, command: ["import", archive, target], output: again.output)
            }
        }
        outside = try snapshotOutside()
    }

    /// No file outside the set changed unless the command named it; one cut short leaves only a whole file.
    mutating func checkOutside(after arguments: [String], outcome: Outcome, round: Int) throws {
        let now = try snapshotOutside()
        for entry in changedEntries(outside, now) {
            if entry.contains(".tmp") || entry.contains(".talkgrid/journal") {
                problem("left a temporary file: \(entry)", round: round, command: arguments, output: outcome.output)
                continue
            }
            if entry.hasPrefix("imported-") { continue }  // an import's folder: checked after the round
            if outcome.status == 0 && outcome.output.contains(entry) { continue }
            if outcome.cutShort, let bytes = now[entry], isWhole(bytes, name: entry) { continue }
            problem(
                "changed \(entry) outside the set without saying so (exit \(outcome.status))", round: round, command: arguments,
                output: outcome.output)
        }
        outside = now
    }

    /// Whether a file a command wrote is whole: a WAV whose header gives its size, or an archive `info` reads.
    func isWhole(_ bytes: Data, name: String) -> Bool {
        if name.hasSuffix(".wav") {
            guard bytes.count >= 44, bytes.prefix(4) == Data("RIFF".utf8) else { return false }
            let size = bytes[4..<8].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            return size + 8 == bytes.count
        }
        return (try? ChildProcess.run([binary, "info", work + "/" + name], environment: environment).status) == 0
    }

    /// The entries whose bytes differ between two snapshots (added and removed included).
    func changedEntries(_ before: [String: Data], _ after: [String: Data]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    /// The set's files without its history.
    func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let entry = enumerator?.nextObject() as? String {
            if entry.split(separator: "/").contains(".talkgrid") { continue }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder)
            if !isFolder.boolValue { files[entry] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + entry)) }
        }
        return files
    }

    /// The work folder's files outside the set (import folders by name only: their files are theirs).
    func snapshotOutside() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: work) where name != "kid" && name != "filler" {
            if name.hasPrefix("imported-") {
                files[name] = Data()
                continue
            }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: work + "/" + name, isDirectory: &isFolder)
            files[name] = isFolder.boolValue ? Data("folder".utf8) : try Data(contentsOf: URL(fileURLWithPath: work + "/" + name))
        }
        return files
    }

    /// The names of the set's history records, recorded and undone.
    func historyListing() throws -> [String] {
        let history = set + "/.talkgrid/history"
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: history)) ?? []
        let undone = (try? FileManager.default.contentsOfDirectory(atPath: history + "/undone")) ?? []
        return (recorded.filter { $0.hasSuffix(".step") } + undone.map { "undone/" + $0 }).sorted()
    }

    /// The number of recorded steps (the set's creation among them).
    func stepCount() throws -> Int {
        try historyListing().filter { !$0.hasPrefix("undone/") }.count
    }
}
