import TalkGrid

/// `talkgrid board add|remove ...`: adds an empty board to a set, or removes one (asking twice).
enum BoardCommand {
    static let usage = """
        usage: talkgrid board add SET --id ID --name NAME [--rows R --columns C] [--glyph G] [--locale TAG] [--description D] [--link-from BOARD:ROW,COL] [--replace] [--force]
               talkgrid board remove SET BOARD [--yes --yes] [--force]
        """

    static let help = """
        \(usage)

        board add     adds an empty board to the set folder SET, saved as boards/ID.obf and listed
                      in the manifest. Its size and language default to the root board's.
                      --link-from home:2,3 makes the cell at row 2, column 3 of board "home" open
                      it: a new cell with the board's name and glyph. A slot that holds a cell
                      already is refused (it names the cell) unless --replace, or Yes on a terminal.
        board remove  removes a board and its file. Cells of other boards that opened it keep
                      their word but lose the link; each is reported. Asks twice; without a
                      terminal, give --yes twice.

        Rows and columns count from 1: row 1, column 1 is the top left. Every change is checked
        before it is saved and refused if it would add an error, unless --force is given.
        """

    static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "add": return add(Array(arguments.dropFirst()))
        case "remove": return remove(Array(arguments.dropFirst()))
        case "--help", "-h", "help":
            Output.line(help)
            return ExitStatus.success
        default:
            Output.error("talkgrid board: say what to do with a board: add or remove\n\(usage)")
            return ExitStatus.usage
        }
    }

    private static func add(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(
            arguments, command: "board add", usage: usage, help: help,
            valued: ["id", "name", "rows", "columns", "glyph", "locale", "description", "link-from"], switches: ["force", "replace"],
            positionals: 1)
        {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        guard let id = parsed["id"], let name = parsed["name"] else {
            Output.error("talkgrid board add: give the new board's --id and --name\n\(usage)")
            return ExitStatus.usage
        }
        guard !name.trimmingSpaces.isEmpty else {
            Output.error("talkgrid board add: --name needs the board's title people will see, not an empty text\n\(usage)")
            return ExitStatus.usage
        }
        let linkFrom: (boardID: String, slot: GridSlot)?
        let rows: Int?
        let columns: Int?
        do {
            linkFrom = try parsed["link-from"].map { (text: String) throws(UsageError) in try AuthoringArguments.boardSlot(text) }
            rows = try parsed["rows"].map { (text: String) throws(UsageError) in
                try AuthoringArguments.count(text, name: "rows", default: 3)
            }
            columns = try parsed["columns"].map { (text: String) throws(UsageError) in
                try AuthoringArguments.count(text, name: "columns", default: 3)
            }
        } catch {
            Output.error("talkgrid board add: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        return AuthoringRun.perform(
            path: parsed.positionals[0], command: "board add", force: parsed.has("force"), replace: parsed.has("replace")
        ) { editable, permissions throws(AuthoringError) in
            // A new board takes the root board's size and language, so words can keep their places.
            let root = editable.set.root
            var board = try BlankBoard(
                id: id, name: name, locale: parsed["locale"] ?? root?.locale ?? "en", glyph: parsed["glyph"],
                rows: rows ?? (root?.grid.rows).flatMap { $0 > 0 ? $0 : nil } ?? 3,
                columns: columns ?? (root?.grid.columns).flatMap { $0 > 0 ? $0 : nil } ?? 3)
            board.description = parsed["description"] ?? name
            return AddBoard(board: board, linkFrom: linkFrom, replace: permissions.replace)
        }
    }

    private static func remove(_ arguments: [String]) -> Int32 {
        let (yes, rest) = Confirmation.yesCount(in: arguments)
        let parsed: ParsedArguments
        switch AuthoringRun.parse(rest, command: "board remove", usage: usage, help: help, switches: ["force"], positionals: 2) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let boardID = parsed.positionals[1]
        return AuthoringRun.perform(
            path: parsed.positionals[0], command: "board remove", force: parsed.has("force"),
            confirm: { editable, _ in
                let links = RemoveBoard.links(to: boardID, in: editable.documents)
                let name = editable.set.boards[boardID]?.name ?? boardID
                let linked = links.isEmpty ? "" : " \(links.count) cell(s) open it and will lose their link."
                return Confirmation.confirmed(
                    first: "Remove board \"\(boardID)\" (\(name))?\(linked)",
                    second: "Really remove \"\(boardID)\"? This cannot be undone.", yesCount: yes, command: "board remove")
            }
        ) { _, _ throws(AuthoringError) in RemoveBoard(boardID: boardID) }
    }
}
