import TalkGrid
import TalkGridCommandLine
import TalkGridEditing

/// `talkgrid board add|set|rename|resize|copy|remove ...`: the boards of a set.
enum BoardCommand {
    static let usage = CommandText(.syntaxBoard).description

    static let help = CommandText.help(.syntaxBoard, .helpBoard)

    static func run(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "add": return CommandRequest<AddOptions>.run(rest, command: "board add", usage: usage, help: help, add)
        case "set": return CommandRequest<SetOptions>.run(rest, command: "board set", usage: usage, help: help, set)
        case "rename": return CommandRequest<RenameOptions>.run(rest, command: "board rename", usage: usage, help: help, rename)
        case "resize": return CommandRequest<ResizeOptions>.run(rest, command: "board resize", usage: usage, help: help, resize)
        case "copy": return CommandRequest<CopyOptions>.run(rest, command: "board copy", usage: usage, help: help, copy)
        case "remove": return CommandRequest<RemoveOptions>.run(rest, command: "board remove", usage: usage, help: help, remove)
        case "--help", "-h", "help":
            Output.line(help)
            return ExitStatus.success
        default:
            let mistake = CommandText(.boardWhatToDo)
            let hinted =
                arguments.first.map { Suggestion.hinted(mistake, for: $0, among: ["add", "set", "rename", "resize", "copy", "remove"]) }
                ?? mistake
            Output.error("talkgrid board: \(hinted)\n\(usage)")
            return ExitStatus.usage
        }
    }

    private static func add(_ options: AddOptions) -> Int32 {
        var copied: BoardDocument?
        if let from = options.from {
            do {
                copied = try sourceBoard(from)
            } catch {
                Output.error("talkgrid board add: \(error)")
                return ExitStatus.failure
            }
        }
        guard let id = options.id ?? copied?.id, let name = options.name ?? copied?.name else {
            Output.error("talkgrid board add: \(CommandText(.boardIdAndName))\n\(usage)")
            return ExitStatus.usage
        }
        guard !name.trimmingSpaces.isEmpty else {
            Output.error("talkgrid board add: \(CommandText(.boardEmptyName))\n\(usage)")
            return ExitStatus.usage
        }
        return AuthoringRun.perform(
            path: options.set, command: "board add", force: options.force, replace: options.replace
        ) { editable, permissions throws(AuthoringError) in
            // A new board takes the root board's size and language, so words can keep their places.
            let root = editable.set.root
            var board = try BlankBoard(
                id: id, name: name, locale: options.locale ?? root?.locale ?? "en", glyph: options.glyph,
                rows: options.rows ?? (root?.grid.rows).flatMap { $0 > 0 ? $0 : nil } ?? 3,
                columns: options.columns ?? (root?.grid.columns).flatMap { $0 > 0 ? $0 : nil } ?? 3)
            board.description = options.description ?? name
            if let copied {
                board.copiedFrom = copied.json
                board.rows = copied.gridSize.rows
                board.columns = copied.gridSize.columns
                board.glyph = copied.json["ext_talkgrid_glyph"]?.string
            }
            return AddBoard(board: board, linkFrom: options.linkFrom, replace: permissions.replace)
        }
    }

    /// The board `SOURCE:BOARD` names (`shipped:core-words:keyboard`, `other-set:food`).
    private static func sourceBoard(_ text: String) throws(AuthoringFailure) -> BoardDocument {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else {
            throw AuthoringFailure(CommandText(.boardFromSyntax))
        }
        let source = try EditableBoardSet(opening: String(text[..<colon]))
        do {
            return try source.documents.board(String(text[text.index(after: colon)...]))
        } catch {
            throw AuthoringFailure("\(text[..<colon]): \(error)")
        }
    }

    private static func set(_ options: SetOptions) -> Int32 {
        return AuthoringRun.perform(path: options.set, command: "board set", force: options.force) {
            _, _ throws(AuthoringError) in options.edit
        }
    }

    private static func rename(_ options: RenameOptions) -> Int32 {
        return AuthoringRun.perform(path: options.set, command: "board rename", force: options.force) {
            _, _ throws(AuthoringError) in RenameBoard(boardID: options.boardID, newID: options.newID)
        }
    }

    private static func resize(_ options: ResizeOptions) -> Int32 {
        return AuthoringRun.perform(path: options.set, command: "board resize", force: options.force) {
            _, _ throws(AuthoringError) in
            ResizeBoard(boardID: options.boardID, rows: options.rows, columns: options.columns, dropping: options.dropping)
        }
    }

    private static func copy(_ options: CopyOptions) -> Int32 {
        return AuthoringRun.perform(path: options.set, command: "board copy", force: options.force) {
            editable, _ throws(AuthoringError) in
            let original = try editable.documents.board(options.boardID)
            var board = try BlankBoard(
                id: options.newID, name: options.name ?? original.name, locale: original.json["locale"]?.string ?? "en",
                glyph: nil, rows: max(original.gridSize.rows, 1), columns: max(original.gridSize.columns, 1))
            board.copiedFrom = original.json
            return AddBoard(board: board)
        }
    }

    private static func remove(_ options: RemoveOptions) -> Int32 {
        let boardID = options.boardID
        return AuthoringRun.perform(
            path: options.set, command: "board remove", force: options.force,
            confirm: { editable, _ in
                let links = RemoveBoard.links(to: boardID, in: editable.documents)
                let name = editable.set.boards[boardID]?.name ?? boardID
                let first =
                    links.isEmpty
                    ? CommandText.boardRemoveQuestion(board: boardID, name: name)
                    : CommandText.boardRemoveQuestionLinked(board: boardID, name: name, count: links.count)
                return Confirmation.confirmed(
                    first: first, second: CommandText.boardRemoveReally(board: boardID), yesCount: options.yes,
                    command: "board remove")
            }
        ) { _, _ throws(AuthoringError) in RemoveBoard(boardID: boardID) }
    }
}
