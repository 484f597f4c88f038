import TalkGridRun
import TalkGridShipped
import TalkGridStore

@testable import TalkGrid

/// The English words of an interface text, as the program shows them.
func english(_ text: InterfaceText) -> String { ShippedContent.englishWords.text(text) }

/// The English words of a screen text.
func english(_ text: ScreenText) -> String { ShippedContent.englishWords.text(text) }

/// Boards built in code for the session tests.
enum SessionTestBoards {
    /// A board whose grid holds cells with the given labels (nil: an empty slot); each cell's id is
    /// its label.
    static func board(
        id: String = "home", name: String = "Home", locale: String? = "en", _ rows: [[String?]],
        edit: (inout [Cell]) -> Void = { _ in }
    ) -> Board {
        var cells: [Cell] = []
        var grid = Grid(rows: rows.count, columns: rows.map(\.count).max() ?? 0)
        for (row, line) in rows.enumerated() {
            for (column, label) in line.enumerated() {
                guard let label else { continue }
                grid.slots[row][column] = label
                if !cells.contains(where: { $0.id == label }) { cells.append(Cell(id: label, label: label)) }
            }
        }
        edit(&cells)
        return Board(id: id, name: name, locale: locale, grid: grid, cells: cells)
    }

    /// A board of `rows` x `columns` cells labelled `r0c0`, `r0c1`, ...
    static func numbered(rows: Int, columns: Int, id: String = "home") -> Board {
        board(id: id, (0..<rows).map { row in (0..<columns).map { "r\(row)c\($0)" } })
    }

    /// A set of boards, the first one the root.
    static func set(_ boards: Board...) -> BoardSet {
        BoardSet(
            rootID: boards[0].id, boards: Dictionary(uniqueKeysWithValues: boards.map { ($0.id, $0) }),
            boardOrder: boards.map(\.id),
            boardIDsByPath: Dictionary(uniqueKeysWithValues: boards.map { ("boards/\($0.id).obf", $0.id) }))
    }

    /// A session on a set, speak-on-select off unless asked.
    static func session(_ boards: Board..., settings: SessionSettings = SessionSettings(speakOnSelect: false)) throws
        -> Session
    {
        let set = BoardSet(
            rootID: boards[0].id, boards: Dictionary(uniqueKeysWithValues: boards.map { ($0.id, $0) }),
            boardOrder: boards.map(\.id),
            boardIDsByPath: Dictionary(uniqueKeysWithValues: boards.map { ("boards/\($0.id).obf", $0.id) }))
        return try Session(boardSet: set, settings: settings)
    }
}

extension Session {
    /// Presses keys written as a script and returns the output lines.
    mutating func press(_ script: String) throws -> [String] {
        var run = ScriptedRun(session: self)
        let lines = run.run(try KeyScript.parse(script))
        self = run.session
        return lines
    }

    /// Presses keys and returns every effect.
    mutating func effects(_ script: String) throws -> [SessionEffect] {
        try KeyScript.parse(script).flatMap { reduce($0) }
    }
}

extension [SessionEffect] {
    /// The announcements among the effects.
    var announcements: [Announcement] {
        compactMap { if case .announce(let announcement) = $0 { announcement } else { nil } }
    }

    /// The effects without the usage record's events.
    var withoutRecords: [SessionEffect] {
        filter { if case .record = $0 { false } else { true } }
    }

    /// The usage record's events among the effects.
    var records: [UsageEvent] {
        compactMap { if case .record(let event) = $0 { event } else { nil } }
    }

    /// The utterances to speak among the effects.
    var spoken: [Utterance] {
        compactMap { if case .speak(let utterance) = $0 { utterance } else { nil } }
    }
}
