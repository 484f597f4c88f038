import Foundation
import Testing

@testable import TalkGrid
@testable import TalkGridCommandLine
@testable import TalkGridCommands
@testable import TalkGridEditing
@testable import TalkGridStorage

/// The editor on screen keeps its set open between saves (``KeptOpenSet``): each save reads and
/// checks only the boards it changes, yet an edit that meets another (the command line's, another
/// window's, a hand edit, an undo) still applies to what the other saved, and the history and the
/// checks are the command line's.
@Suite("The window's editor keeps its set open between saves")
struct SetEditorTests {
    /// A copy of the shipped first-words set in a new temporary folder.
    private static func copyOfFirstWords() throws -> (folder: URL, set: String) {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-set-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let set = folder.appendingPathComponent("first-words")
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Boards/first-words"), to: set)
        return (folder, set.path)
    }

    private static func editor(_ set: String) throws -> SetEditor {
        switch SetEditor.opening(set) {
        case .success(let editor): return editor
        case .failure(let refusal): throw refusal
        }
    }

    private static func relabel(_ slot: GridSlot, _ label: String) -> SetCell {
        var edit = SetCell(boardID: "home", slot: slot)
        edit.label = .set(label)
        return edit
    }

    /// The labels of the home board's cells as saved, by slot.
    private static func labels(_ set: String) throws -> [GridSlot: String] {
        let board = try #require(try BoardSetLoader.loadSet(from: FolderSource(path: set)).boards["home"])
        var labels: [GridSlot: String] = [:]
        for cell in board.cells {
            if let place = board.grid.position(of: cell.id) { labels[GridSlot(row: place.row, column: place.column)] = cell.label }
        }
        return labels
    }

    private static func steps(_ set: String) throws -> [HistoryStep] { try SetHistory(root: set).steps() }

    @Test("two saves in a row: the second applies to the first's set, one step each with its words")
    func savesInARow() throws {
        let (folder, set) = try Self.copyOfFirstWords()
        defer { try? FileManager.default.removeItem(at: folder) }
        let editor = try Self.editor(set)
        let first = editor.setCell(Self.relabel(GridSlot(row: 0, column: 0), "I need"), newBoard: nil, picture: nil, translations: nil)
        let second = editor.setCell(Self.relabel(GridSlot(row: 0, column: 1), "I think"), newBoard: nil, picture: nil, translations: nil)
        guard case .saved = first, case .saved = second else { Issue.record("\(first) \(second)"); return }
        let labels = try Self.labels(set)
        #expect(labels[GridSlot(row: 0, column: 0)] == "I need" && labels[GridSlot(row: 0, column: 1)] == "I think", "\(labels)")
        let steps = try Self.steps(set)
        #expect(steps.count == 2 && steps.last?.summary.contains("I think") == true, "\(steps.map(\.summary))")
    }

    @Test("an edit made meanwhile by another editor, or by hand, on the same board is kept: the next save applies to it")
    func editsThatMeet() throws {
        let (folder, set) = try Self.copyOfFirstWords()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Self.editor(set)
        _ = window.setCell(Self.relabel(GridSlot(row: 0, column: 0), "I need"), newBoard: nil, picture: nil, translations: nil)
        // Another window (its own editor, its own set kept open) changes another cell of the same board.
        let other = try Self.editor(set)
        let meanwhile = other.setCell(Self.relabel(GridSlot(row: 0, column: 1), "I think"), newBoard: nil, picture: nil, translations: nil)
        guard case .saved = meanwhile else { Issue.record("\(meanwhile)"); return }
        _ = window.setCell(Self.relabel(GridSlot(row: 0, column: 2), "I see"), newBoard: nil, picture: nil, translations: nil)
        var labels = try Self.labels(set)
        #expect(labels[GridSlot(row: 0, column: 0)] == "I need")
        #expect(labels[GridSlot(row: 0, column: 1)] == "I think", "the other window's change is kept: \(labels)")
        #expect(labels[GridSlot(row: 0, column: 2)] == "I see")

        // A hand edit of the board file (a text editor writing in place): kept too.
        let file = set + "/boards/home.obf"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"I see\""))
        try text.replacingOccurrences(of: "\"I see\"", with: "\"I look\"").write(toFile: file, atomically: false, encoding: .utf8)
        _ = window.setCell(Self.relabel(GridSlot(row: 0, column: 0), "I want"), newBoard: nil, picture: nil, translations: nil)
        labels = try Self.labels(set)
        #expect(labels[GridSlot(row: 0, column: 2)] == "I look", "the hand edit is kept: \(labels)")
        #expect(labels[GridSlot(row: 0, column: 0)] == "I want")
        #expect(try Self.steps(set).count == 4)
    }

    @Test("Undo and Redo, then a save: it applies to the set as the undo left it")
    func undoThenSave() throws {
        let (folder, set) = try Self.copyOfFirstWords()
        defer { try? FileManager.default.removeItem(at: folder) }
        let editor = try Self.editor(set)
        _ = editor.setCell(Self.relabel(GridSlot(row: 0, column: 0), "I need"), newBoard: nil, picture: nil, translations: nil)
        _ = editor.setCell(Self.relabel(GridSlot(row: 0, column: 1), "I think"), newBoard: nil, picture: nil, translations: nil)
        guard case .saved = editor.undo() else { Issue.record("undo"); return }
        _ = editor.setCell(Self.relabel(GridSlot(row: 0, column: 2), "I see"), newBoard: nil, picture: nil, translations: nil)
        let labels = try Self.labels(set)
        #expect(labels[GridSlot(row: 0, column: 0)] == "I need")
        #expect(labels[GridSlot(row: 0, column: 1)] != "I think", "undone: \(labels)")
        #expect(labels[GridSlot(row: 0, column: 2)] == "I see")
    }

    @Test("an edit that would add an error is refused as the command line refuses it, and the next one is saved")
    func refusedThenSaved() throws {
        let (folder, set) = try Self.copyOfFirstWords()
        defer { try? FileManager.default.removeItem(at: folder) }
        let editor = try Self.editor(set)
        var broken = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        broken.link = .set("no-such-board")
        broken.allowMissingTarget = true
        let refused = editor.setCell(broken, newBoard: nil, picture: nil, translations: nil)
        guard case .notSaved = refused else { Issue.record("saved a link to no board: \(refused)"); return }
        #expect(try Self.steps(set).isEmpty)
        let saved = editor.setCell(Self.relabel(GridSlot(row: 0, column: 0), "I need"), newBoard: nil, picture: nil, translations: nil)
        guard case .saved = saved else { Issue.record("\(saved)"); return }
        #expect(try Self.labels(set)[GridSlot(row: 0, column: 0)] == "I need")
    }

    @Test("a save writes the board's bytes the check read back, serialised once, and records them in its step")
    func savedAsReadBack() throws {
        let (folder, set) = try Self.copyOfFirstWords()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = try #require(try KeptOpenSet.opening(set))
        let change = try Self.relabel(GridSlot(row: 0, column: 0), "I need").applied(to: kept.editable.documents)
        guard case .success(var (checked, _)) = kept.check(change) else { Issue.record("not read back"); return }
        let entry = try #require(change.changedEntries.first)
        let readBack = try #require(checked.files[entry])
        #expect(readBack == change.documents.bytes(of: entry))
        // The same board written on one line: saved as the check gave it, not serialised again.
        let oneLine = Array(JSONWriter.compactString(try JSONParser.parse(readBack, file: entry)).utf8)
        checked.files[entry] = oneLine
        guard case .success(let saved) = kept.editable.record(change, force: false, command: "cell set", checked: checked) else {
            Issue.record("not saved")
            return
        }
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: set + "/" + entry))) == oneLine)
        #expect(saved.step?.files.first { $0.entry == entry }?.afterDigest == SHA256.hexDigest(oneLine))
    }
}
