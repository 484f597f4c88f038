import Foundation
import TalkGrid
import Testing

@testable import TalkGridStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("SetHistory: redo, set-aside steps and the set's lock")
struct SetHistoryRedoTests {
    func text(_ folder: TemporaryFolder, _ name: String) -> String? {
        try? String(contentsOfFile: folder(name), encoding: .utf8)
    }

    func change(_ history: SetHistory, _ entry: String, _ content: String?, _ summary: String) throws {
        try history.apply(
            [FileChange(entry: entry, content: content.map { .bytes(Array($0.utf8)) } ?? .removed)], command: "t", summary: summary,
            time: 1)
    }

    @Test("undo then redo walk the whole history back and forth to the same bytes, removed and new files included")
    func walkBackAndForth() throws {
        let folder = try TemporaryFolder()
        try folder.write("one", to: "a.txt")
        let history = SetHistory(root: folder.path)
        try change(history, "a.txt", "two", "a two")
        try change(history, "b.txt", "bee", "b new")
        try change(history, "a.txt", nil, "a gone")
        let states: [[String?]] = [["one", nil], ["two", nil], ["two", "bee"], [nil, "bee"]]
        func state() -> [String?] { [text(folder, "a.txt"), text(folder, "b.txt")] }
        #expect(state() == states[3])
        for index in stride(from: 2, through: 0, by: -1) {
            try history.undo()
            #expect(state() == states[index])
        }
        #expect(try history.redoableSteps().map(\.summary) == ["a two", "b new", "a gone"])
        #expect(try history.steps().isEmpty)
        for index in 1...3 {
            #expect(try history.redo().number == index)
            #expect(state() == states[index])
        }
        #expect(throws: HistoryError.nothingToRedo(folder: folder.path, setAside: [])) { try history.redo() }
        #expect(try history.steps().map(\.summary) == ["a two", "b new", "a gone"])
        #expect(try history.undoneSteps().isEmpty)
        // And back again: an undone-and-redone step undoes as it did the first time.
        try history.undo()
        #expect(state() == states[2])
    }

    @Test("a new change after an undo sets the undone steps aside, listed, and one can be brought back as a new change")
    func setAsideAndBroughtBack() throws {
        let folder = try TemporaryFolder()
        let history = SetHistory(root: folder.path)
        try change(history, "a.txt", "1", "a1")
        try change(history, "a.txt", "2", "a2")
        try history.undo()
        let step = try history.apply(
            [FileChange(entry: "b.txt", content: .bytes(Array("b".utf8)))], command: "t", summary: "b", time: 1)
        #expect(step.number == 3, "an undone step keeps its number")
        #expect(try history.stepsSetAside(by: step).map(\.number) == [2])
        #expect(throws: HistoryError.nothingToRedo(folder: folder.path, setAside: [2])) { try history.redo() }
        #expect(try history.undoneSteps().map(\.summary) == ["a2"])
        let (new, old) = try history.bringBack(step: 2, summary: { "back: \($0.summary)" }, time: 2)
        #expect(old.summary == "a2" && new.number == 4 && new.summary == "back: a2")
        #expect(text(folder, "a.txt") == "2" && text(folder, "b.txt") == "b")
        #expect(try history.undoneSteps().isEmpty)
        try history.undo()  // the brought-back step is an ordinary change
        #expect(text(folder, "a.txt") == "1")
        #expect(throws: HistoryError.noSuchUndoneStep(folder: folder.path, number: 9)) {
            try history.bringBack(step: 9, summary: { $0.summary }, time: 3)
        }
    }

    @Test("redo refuses to overwrite a file changed since the undo, unless forced")
    func redoProtectsLaterEdits() throws {
        let folder = try TemporaryFolder()
        let history = SetHistory(root: folder.path)
        try change(history, "a.txt", "1", "a1")
        try history.undo()
        try folder.write("hand", to: "a.txt")
        #expect(throws: HistoryError.changedSinceUndo(entries: ["a.txt"], summary: "a1")) { try history.redo() }
        #expect(text(folder, "a.txt") == "hand")
        try history.redo(force: true)
        #expect(text(folder, "a.txt") == "1")
    }

    /// Leaves the files and the journal as a process killed at `point` of an undo or a redo would.
    @Test(
        "an undo or a redo cut short at any point is finished or rolled back, never half done",
        arguments: ["undo-restored", "undo-redo-written", "undo-committed", "redo-restored", "redo-committed"])
    func cutShort(point: String) throws {
        let folder = try TemporaryFolder()
        let history = SetHistory(root: folder.path)
        try change(history, "a.txt", "1", "a1")
        try change(history, "a.txt", "2", "a2")
        let private_ = folder(".talkgrid")
        let undoJournal = HistoryStep(
            kind: .undo, number: 2, time: 1, command: "undo", summary: "a2", isCreation: false,
            files: [.init(entry: "a.txt", before: Array("2".utf8), afterDigest: SHA256.hexDigest(Array("1".utf8)))])
        try FileSystem.makeFolders(private_ + "/history/undone")
        let expected: (a: String, steps: [Int], undone: [Int])
        if point.hasPrefix("undo") {
            try Data(try undoJournal.encoded()).write(to: URL(fileURLWithPath: private_ + "/journal"))
            try folder.write("1", to: "a.txt")
            if point != "undo-restored" {
                try Data(try undoJournal.encoded()).write(to: URL(fileURLWithPath: private_ + "/history/undone/000002.redo"))
            }
            if point == "undo-committed" {
                try FileManager.default.moveItem(
                    atPath: private_ + "/history/000002.step", toPath: private_ + "/history/undone/000002.step")
                expected = ("1", [1], [2])
            } else {
                expected = ("2", [1, 2], [])
            }
        } else {
            try history.undo()
            let redoJournal = HistoryStep(
                kind: .redo, number: 2, time: 1, command: "redo", summary: "a2", isCreation: false,
                files: [.init(entry: "a.txt", before: Array("1".utf8), afterDigest: nil)])
            try Data(try redoJournal.encoded()).write(to: URL(fileURLWithPath: private_ + "/journal"))
            try folder.write("2", to: "a.txt")
            if point == "redo-committed" {
                try FileManager.default.moveItem(
                    atPath: private_ + "/history/undone/000002.step", toPath: private_ + "/history/000002.step")
                expected = ("2", [1, 2], [])
            } else {
                expected = ("1", [1], [2])
            }
        }
        #expect(try history.recoverIfNeeded() == !point.hasSuffix("committed"))
        #expect(text(folder, "a.txt") == expected.a)
        #expect(try history.steps().map(\.number) == expected.steps)
        #expect(try history.undoneSteps().map(\.number) == expected.undone)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: private_ + "/history/undone").sorted()
        #expect(leftovers == expected.undone.flatMap { ["00000\($0).redo", "00000\($0).step"] })
        // Whatever was recovered walks on: undo and redo still agree with the files.
        if expected.undone.isEmpty {
            try history.undo()
            #expect(text(folder, "a.txt") == "1")
        } else {
            try history.redo()
            #expect(text(folder, "a.txt") == "2")
        }
    }

    @Test("while the lock is held, a change made inside takes it again at once, and another process waits, then gives up naming it")
    func lockHeldAcrossReadAndWrite() throws {
        let folder = try TemporaryFolder()
        let history = SetHistory(root: folder.path, holder: "talkgrid cell set", waitMilliseconds: 200)
        try history.whileLocked {
            #expect((try? change(history, "a.txt", "1", "inside")) != nil)
            // A second SetHistory of the same set in this process shares the held lock.
            #expect((try? SetHistory(root: folder.path).apply([], command: "t", summary: "again", time: 1)) != nil)
        }
        #expect(try history.steps().map(\.summary) == ["inside", "again"])
        #expect(text(folder, ".talkgrid/lock") == "\(getpid()) talkgrid cell set\n")

        // Another process (flock(1)) holds the lock, having written who it is.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        let ready = folder(".ready")
        holder.arguments = [
            folder(".talkgrid/lock"), "-c", "printf '4242 talkgrid board add' > '\(folder(".talkgrid/lock"))'; touch '\(ready)'; sleep 5",
        ]
        try holder.run()
        defer {
            holder.terminate()
            holder.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: ready) && Date() < deadline { usleep(10_000) }
        #expect(throws: HistoryError.busy(folder: folder.path, holder: "4242 talkgrid board add")) {
            try change(history, "a.txt", "2", "blocked")
        }
        #expect(text(folder, "a.txt") == "1")
    }
}
