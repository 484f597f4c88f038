import Foundation
import Testing

@testable import TalkGridStorage

@Suite("SetHistory")
struct SetHistoryTests {
    func text(_ folder: TemporaryFolder, _ name: String) -> String? {
        try? String(contentsOfFile: folder(name), encoding: .utf8)
    }

    @Test("changes are recorded as steps and undone one by one, newest first, removed files coming back")
    func undoRestores() throws {
        let folder = try TemporaryFolder()
        try folder.write("one", to: "a.txt")
        let history = SetHistory(root: folder.path)
        try history.apply([FileChange(entry: "a.txt", content: .bytes(Array("two".utf8)))], command: "t", summary: "a two", time: 1)
        try history.apply(
            [
                FileChange(entry: "a.txt", content: .removed),
                FileChange(entry: "sub/b.txt", content: .bytes(Array("new".utf8))),
            ], command: "t", summary: "a gone, b new", time: 2)
        #expect(text(folder, "a.txt") == nil && text(folder, "sub/b.txt") == "new")
        #expect(try history.steps().map(\.summary) == ["a two", "a gone, b new"])
        #expect(try history.undo().summary == "a gone, b new")
        #expect(text(folder, "a.txt") == "two" && text(folder, "sub/b.txt") == nil)
        try history.undo()
        #expect(text(folder, "a.txt") == "one")
        #expect(throws: HistoryError.nothingToUndo(folder: folder.path)) { try history.undo() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder(".talkgrid/tmp")).isEmpty)
    }

    @Test("a file edited by hand after a change is not overwritten by undo unless forced")
    func handEditProtected() throws {
        let folder = try TemporaryFolder()
        try folder.write("one", to: "a.txt")
        let history = SetHistory(root: folder.path)
        try history.apply([FileChange(entry: "a.txt", content: .bytes(Array("two".utf8)))], command: "t", summary: "a two", time: 1)
        try folder.write("hand", to: "a.txt")
        #expect(throws: HistoryError.changedOutside(entries: ["a.txt"], summary: "a two")) { try history.undo() }
        #expect(text(folder, "a.txt") == "hand")
        try history.undo(force: true)
        #expect(text(folder, "a.txt") == "one")
    }

    @Test("a journal left by a change cut short is rolled back when the set is next opened")
    func journalRolledBack() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "manifest.json")
        try folder.write("old", to: "b.txt")
        let history = SetHistory(root: folder.path)
        // What a killed process leaves: the journal, one file already changed, a temporary file.
        let journal = HistoryStep(
            kind: .change, number: 1, time: 1, command: "t", summary: "half", isCreation: false,
            files: [
                .init(entry: "b.txt", before: Array("old".utf8), afterDigest: nil),
                .init(entry: "c.txt", before: nil, afterDigest: nil),
            ])
        try FileSystem.makeFolders(folder(".talkgrid/tmp"))
        try Data(try journal.encoded()).write(to: URL(fileURLWithPath: folder(".talkgrid/journal")))
        try folder.write("new", to: "b.txt")
        try folder.write("new", to: "c.txt")
        try folder.write("x", to: ".talkgrid/tmp/.b.txt.tmp-123456")
        guard case .boardSetFolder = try BoardInput(opening: folder.path) else {
            Issue.record("not opened as a set folder")
            return
        }
        #expect(text(folder, "b.txt") == "old" && text(folder, "c.txt") == nil)
        #expect(!history.hasUnfinishedChange)
        #expect(try history.steps().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder(".talkgrid/tmp")).isEmpty)
    }

    @Test("the history keeps at most maximumSteps records, dropping the oldest")
    func bounded() throws {
        let folder = try TemporaryFolder()
        let history = SetHistory(root: folder.path)
        for number in 1...(SetHistory.maximumSteps + 5) {
            try history.apply(
                [FileChange(entry: "a.txt", content: .bytes(Array("\(number)".utf8)))], command: "t", summary: "\(number)", time: 1)
        }
        let steps = try history.steps()
        #expect(steps.count == SetHistory.maximumSteps)
        #expect(steps.first?.number == 6 && steps.last?.number == SetHistory.maximumSteps + 5)
    }

    @Test("TalkGrid's own folder is never part of the set a reader lists")
    func privateFolderHidden() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "manifest.json")
        try SetHistory(root: folder.path).apply(
            [FileChange(entry: "a.txt", content: .bytes([1]))], command: "t", summary: "a", time: 1)
        #expect(try FolderSource(path: folder.path).entryPaths() == ["a.txt", "manifest.json"])
        #expect(throws: HistoryError.self) {
            try SetHistory(root: folder.path).apply(
                [FileChange(entry: ".talkgrid/journal", content: .bytes([1]))], command: "t", summary: "x", time: 1)
        }
    }
}
