import Foundation
import TalkGridTestSupport
import Testing

/// The set-up the window's editing suites share: a copy of the shipped first-words set, the window
/// in edit mode on it, and what the command line says of the set afterwards (`talkgrid history`,
/// `talkgrid validate`).
protocol EditingWindowSuite {}

extension EditingWindowSuite {
    /// A copy of the shipped first-words set in a temporary folder; the caller removes `folder`.
    static func copyOfFirstWords() throws -> (folder: URL, set: String) {
        try Fixtures.copyOfShippedSet("first-words", label: "window-edit")
    }

    /// The window in edit mode on `set` (`--edit`, no lock), once its edit bar shows; the caller stops it.
    static func editMode(_ set: String) throws -> WindowSession {
        let window = try WindowSession(arguments: [set, "--edit"])
        guard window.shows("Undo") else {
            let log = window.log
            window.stop()
            throw WindowSession.Failure(description: "edit mode never showed its bar; talkgrid printed:\n\(log)")
        }
        return window
    }

    static func talkgrid(_ arguments: [String], home: URL? = nil) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(
            arguments,
            environment: home.map { ["HOME": $0.path, "XDG_CONFIG_HOME": $0.path, "LANG": "C.UTF-8"] } ?? ["LANG": "C.UTF-8"])
    }

    /// The steps `talkgrid history` lists (one line each, starting with the step's number).
    static func history(_ set: String) throws -> [String] {
        try talkgrid(["history", set]).output.split(separator: "\n").map(String.init).filter {
            $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true
        }
    }

    /// `talkgrid validate` finds no errors in the set.
    static func validates(_ set: String) throws -> Bool {
        let run = try talkgrid(["validate", set])
        return run.status == 0 && !run.output.contains("error:")
    }

    /// Waits for the history to hold `count` steps, one of which says `words`; the set then validates without errors.
    static func savedStep(_ set: String, count: Int, saying words: String) throws -> Bool {
        let steps = { (try? history(set)) ?? [] }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, steps().count < count { Thread.sleep(forTimeInterval: 0.1) }
        let saved = steps()
        return try saved.count == count && saved.contains { $0.contains(words) } && validates(set)
    }

    /// The rows of a board's `grid.order` as saved (ids, or nil).
    static func order(_ set: String, _ board: String) -> [[String?]] {
        let order = (Self.board(set, board)["grid"] as? [String: Any])?["order"] as? [[Any]] ?? []
        return order.map { $0.map { $0 as? String } }
    }

    /// A board's file as saved, read as JSON (empty when it cannot be read).
    static func board(_ set: String, _ board: String) -> [String: Any] {
        let data = try? Data(contentsOf: URL(fileURLWithPath: set + "/boards/\(board).obf"))
        return data.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any] ?? [:]
    }

    /// The labels of a board's cells as saved, by row and column (1-based, as `ROW,COL`).
    static func labels(_ set: String, _ board: String) -> [String: String] {
        let saved = Self.board(set, board)
        let buttons = saved["buttons"] as? [[String: Any]] ?? []
        let labels = Dictionary(buttons.map { ("\($0["id"] ?? "")", $0["label"] as? String ?? "") }) { first, _ in first }
        var placed: [String: String] = [:]
        for (row, ids) in order(set, board).enumerated() {
            for (column, id) in ids.enumerated() {
                if let id, let label = labels[id] { placed["\(row + 1),\(column + 1)"] = label }
            }
        }
        return placed
    }
}
