import Foundation
import TalkGrid

/// `talkgrid show PATH [--board ID] [--lang TAG] [--width W] [--height H] [--keypad phone|numpad]`.
enum ShowCommand {
    static let usage = "usage: talkgrid show PATH [--board ID] [--lang TAG] [--width W] [--height H] [--keypad phone|numpad]"

    static let help = """
        \(usage)

        Prints a board as TalkGrid lays it out, without starting a session: each cell with the
        keys that pick it, its glyph and its label (▸ marks a cell that opens a board).
        PATH is a board file, a set folder, an .obz or shipped:NAME.

          --board ID     the board to show (default: the set's root board)
          --lang TAG     show the labels in this language, from the boards' translations
          --width W      columns to fit in (default: the terminal's width, else 80)
          --height H     lines to fit in (default: as many as the board needs)
          --keypad K     phone (1 2 3 on top, the default) or numpad (7 8 9 on top)
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(
            arguments, command: "show", usage: usage, help: help, valued: ["board", "lang", "width", "height", "keypad"],
            positionals: 1)
        {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let width: Int
        let height: Int?
        let keypad: Keypad
        do {
            width = try number(parsed["width"], name: "width") ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) } ?? 80
            height = try number(parsed["height"], name: "height")
            guard let chosen = Keypad(rawValue: parsed["keypad"] ?? "phone") else {
                throw UsageError("--keypad takes phone or numpad")
            }
            keypad = chosen
        } catch {
            Output.error("talkgrid show: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        let set: BoardSet
        do {
            set = try EditableBoardSet(opening: parsed.positionals[0]).set
        } catch {
            Output.error("talkgrid show: \(error)")
            return ExitStatus.failure
        }
        let boardID = parsed["board"] ?? set.rootID
        guard let board = set.boards[boardID] else {
            if let damaged = set.damagedBoard(named: boardID) {
                Output.error("talkgrid show: \(damaged.notice)")
                return ExitStatus.failure
            }
            Output.error(
                "talkgrid show: the set has no board \"\(boardID)\" (it has \(set.boardOrder.map { "\"\($0)\"" }.joined(separator: ", ")))")
            return ExitStatus.failure
        }
        var language = parsed["lang"]
        if let asked = language {
            let offered = Array(Set([board.locale].compactMap { $0 } + board.strings.keys)).sorted()
            if LanguageTag.bestMatch(for: asked, in: offered) == nil {
                let has = offered.isEmpty ? "none named" : offered.joined(separator: ", ")
                Output.error("talkgrid show: board \"\(board.id)\" has no \(asked) labels (it has \(has)); showing its own language")
                language = nil
            }
        }
        Output.out(BoardPreview(board: board, keypad: keypad, language: language).rendered(width: width, height: height))
        return ExitStatus.success
    }

    private static func number(_ text: String?, name: String) throws(UsageError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), (8...1000).contains(value) else {
            throw UsageError("--\(name) needs a whole number from 8 to 1000, not \"\(text)\"")
        }
        return value
    }
}
