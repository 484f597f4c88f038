import Foundation
import TalkGridTestSupport
import Testing

/// What the binary says tells the truth, as a caregiver meets it: questions that promise nothing
/// false, notices when an edit changes what the child hears, "did you mean" for every mistyped
/// name, Quit asked twice when no lock guards it, a code read from a pipe, Ctrl-C answered at once.
@Suite("The words tell the truth: questions, notices, suggestions, quit, lock and Ctrl-C in the real binary")
struct TruthfulWordsTests {
    private static func talkgrid(_ arguments: [String], input: String? = nil, home: URL? = nil) throws -> TalkGridBinary.Run {
        let environment = home.map { ["HOME": $0.path, "XDG_CONFIG_HOME": $0.path, "LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""] }
        return try TalkGridBinary.run(
            arguments, shellPrefix: input.map { "printf '%s' \(TerminalPane.quoted($0)) |" }, environment: environment)
    }

    /// A new set in a temporary folder; the caller removes `folder`.
    private static func newSet() throws -> (folder: URL, set: String) {
        let folder = try Fixtures.temporaryFolder("truthful")
        let set = folder.appendingPathComponent("kid").path
        #expect(try talkgrid(["new", set, "--name", "Kid"]).status == 0)
        return (folder, set)
    }

    @Test("a removal's questions say that undo brings it back, on a terminal and without one")
    func removalQuestions() throws {
        let (folder, set) = try Self.newSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        #expect(try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "eat"]).status == 0)
        let refused = try Self.talkgrid(["cell", "remove", set, "home", "1,1", "--yes"])
        #expect(refused.status == 1)
        #expect(
            refused.error.contains("no terminal to ask") && refused.error.contains("'talkgrid undo' brings it back"), "\(refused.error)")
        #expect(!refused.error.contains("cannot be undone"))
        // On a terminal (script(1) gives one): Yes to the first question shows the second.
        let command = [TalkGridBinary.path, "cell", "remove", set, "home", "1,1"].map { "'\($0)'" }.joined(separator: " ")
        let asked = try TalkGridBinary.run(
            [], shellPrefix: "printf 'y\\nn\\n' | script -qec \"\(command)\" /dev/null; exit $?; ", environment: [:])
        #expect(asked.output.contains("Really remove \"eat\"? ('talkgrid undo' brings it back.)"), "\(asked.output)")
        #expect(!asked.output.contains("cannot be undone"))
        #expect(asked.output.contains("Nothing was changed."))
        // And the promise holds: removed, then undone, the cell is back.
        #expect(try Self.talkgrid(["cell", "remove", set, "home", "1,1", "--yes", "--yes"]).status == 0)
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try Self.talkgrid(["show", set]).output.contains("eat"))
    }

    @Test("edits that change what the person hears say so: translations left behind, folders that stop saying, keys that move")
    func meaningChanges() throws {
        let (folder, set) = try Self.newSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        #expect(try Self.talkgrid(["board", "add", set, "--id", "food", "--name", "Food"]).status == 0)
        #expect(try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "I want"]).status == 0)
        #expect(try Self.talkgrid(["cell", "set", set, "home", "1,2", "--label", "eat"]).status == 0)
        let csv = folder.appendingPathComponent("es.csv")
        try "original,translation\nI want,Quiero\neat,comer\n".write(to: csv, atomically: true, encoding: .utf8)
        #expect(try Self.talkgrid(["translate", set, "es", csv.path]).status == 0)

        let relabelled = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "I need"])
        #expect(relabelled.status == 0)
        #expect(
            relabelled.output.contains(
                "In es, 1,1 on board \"home\" now shows and says \"I need\" untranslated: its translation \"Quiero\" was for \"I want\""),
            "\(relabelled.output)")
        let linked = try Self.talkgrid(["cell", "set", set, "home", "1,2", "--link", "food"])
        #expect(linked.output.contains("1,2 on board \"home\" now opens \"food\" and no longer says \"eat\""), "\(linked.output)")
        #expect(linked.output.contains("add --vocalization \"eat\""))
        let vocalized = try Self.talkgrid(["cell", "set", set, "home", "1,2", "--vocalization", "eat"])
        #expect(vocalized.output.contains("now also says \"eat\" when it opens its board"), "\(vocalized.output)")
        let swapped = try Self.talkgrid(["cell", "swap", set, "home", "1,1", "1,2"])
        #expect(swapped.output.contains("The keys for 1,1 on board \"home\" now say \"eat\" (they said \"I need\")"), "\(swapped.output)")
        let resized = try Self.talkgrid(["board", "resize", set, "home", "4x4"])
        #expect(resized.output.contains("Board \"home\" is now 4 x 4: the keys that pick its cells change"), "\(resized.output)")
        // An edit that changes nothing the person hears says nothing more.
        let coloured = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--background", "#ffeeaa"])
        #expect(coloured.status == 0 && coloured.output.split(separator: "\n").count == 1, "\(coloured.output)")
    }

    @Test("mistyped board ids, cell positions, command words and voices get the nearest names, never a list of hundreds")
    func suggestions() throws {
        let (folder, set) = try Self.newSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        for number in 1...20 {
            #expect(try Self.talkgrid(["board", "add", set, "--id", "i-want-\(number)", "--name", "I want \(number)"]).status == 0)
        }
        let cut = try Self.talkgrid(["cell", "set", set, "i-want", "1,1", "--label", "x"])
        #expect(cut.status == 1)
        #expect(cut.error.contains("the set has no board \"i-want\"; did you mean \"i-want-1\""), "\(cut.error)")
        #expect(!cut.error.contains("i-want-20"), "at most a few names: \(cut.error)")
        let far = try Self.talkgrid(["show", set, "--board", "zebra"])
        #expect(far.error.contains("there are 21; 'talkgrid info \(set) --boards' lists them"), "\(far.error)")
        let listed = try Self.talkgrid(["info", set, "--boards"])
        #expect(listed.status == 0 && listed.output.split(separator: "\n").count == 21, "\(listed.output)")
        #expect(listed.output.contains("i-want-7  \"I want 7\"  3 x 3, 0 cells"))

        #expect(try Self.talkgrid(["cell", "set", set, "home", "2,2", "--label", "more"]).status == 0)
        let empty = try Self.talkgrid(["cell", "remove", set, "home", "2,3", "--yes", "--yes"])
        #expect(empty.error.contains("holds no cell; the nearest cells are 2,2 \"more\""), "\(empty.error)")
        let word = try Self.talkgrid(["cell", "sett", set])
        #expect(word.status == 2 && word.error.contains("did you mean 'set'?"), "\(word.error)")
        let voice = try Self.talkgrid(["say", "--voice", "es-ESS", "hola"])
        #expect(voice.status == 1 && voice.error.contains("did you mean \"es-ES\""), "\(voice.error)")
    }

    @Test("without a caregiver lock Quit is asked twice; with one the code comes first, then one Yes")
    func quitTwice() throws {
        let home = try Fixtures.temporaryFolder("truthful-home")
        defer { Fixtures.removeTemporaryFolder(home) }
        let once = try Self.talkgrid(["run", "--keys", "/ 9 1", "--no-audio", "--print-speech"], home: home)
        #expect(once.output.contains("Really quit? The board closes"), "\(once.output)")
        let twice = try Self.talkgrid(["run", "--keys", "/ 9 1 1 2", "--no-audio", "--print-speech"], home: home)
        #expect(twice.status == 0 && twice.output.contains("Really quit?"))
        #expect(!twice.output.contains("Opened"), "the run ended at the second Yes: \(twice.output)")
        // A code from a pipe on one line (a script's way), then Quit asks for it and once more.
        let locked = try Self.talkgrid(["lock", "set"], input: "2468\n", home: home)
        #expect(locked.status == 0 && locked.output.contains("The caregiver lock is on"), "\(locked.error)")
        let withLock = try Self.talkgrid(["run", "--keys", "/ 9 2 4 6 8 1", "--no-audio", "--print-speech"], home: home)
        #expect(withLock.output.contains("Quit TalkGrid?") && !withLock.output.contains("Really quit?"), "\(withLock.output)")
        // Two lines from a pipe must agree.
        #expect(try Self.talkgrid(["lock", "set"], input: "2468\n2469\n", home: home).error.contains("the two codes differ"))
    }

    @Test("the first full-screen run tells the caregiver that a lock exists, on the board and after it")
    func firstRunTellsOfTheLock() throws {
        let pane = try TerminalPane(["run", "--no-audio"])
        defer { pane.kill() }
        try pane.waitFor("without a caregiver lock anyone can quit")
        try pane.send("/", "9", "1")
        try pane.waitFor("Really quit?")
        try pane.send("1")
        let end = try pane.waitFor("DONE")
        #expect(end.contains("talkgrid: there is no caregiver lock yet"), "\(end)")
    }

    @Test("Ctrl-C while a change waits to be saved says at once that it stops when the files are safe, then stops after saving")
    func interruptedSave() throws {
        let (folder, set) = try Self.newSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let release = folder.appendingPathComponent("release").path
        let holder = try SetLockHolder(set: set, running: "while [ ! -e '\(release)' ]; do sleep 0.05; done", in: folder)
        defer { holder.stop() }

        let errors = folder.appendingPathComponent("errors")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let edit = Process()
        edit.executableURL = URL(fileURLWithPath: TalkGridBinary.path)
        edit.arguments = ["cell", "set", set, "home", "1,1", "--label", "more"]
        edit.standardInput = FileHandle.nullDevice
        edit.standardOutput = FileHandle.nullDevice
        edit.standardError = try FileHandle(forWritingTo: errors)
        try edit.run()
        // Once the command catches SIGINT (it waits for the lock then), press Ctrl-C.
        #expect(Self.waitUntil { Self.catchesInterrupt(edit.processIdentifier) })
        kill(edit.processIdentifier, SIGINT)
        #expect(
            Self.waitUntil {
                (try? String(contentsOf: errors, encoding: .utf8))?.contains("stopping as soon as the files are safe") == true
            })
        #expect(edit.isRunning, "it finishes its change first")
        _ = FileManager.default.createFile(atPath: release, contents: nil)
        edit.waitUntilExit()
        #expect(edit.terminationStatus == 130)
        let said = try String(contentsOf: errors, encoding: .utf8)
        #expect(said.contains("stopped after saving"), "\(said)")
        #expect(try Self.talkgrid(["show", set]).output.contains("more"), "the change was saved whole")
        #expect(try Self.talkgrid(["validate", set]).status == 0)
    }

    /// Whether process `pid` has a handler for SIGINT (its `SigCgt` mask in /proc).
    private static func catchesInterrupt(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
            let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << (UInt64(SIGINT) - 1)) != 0
    }

    /// Polls `condition` every 10 ms for up to 30 s.
    private static func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
