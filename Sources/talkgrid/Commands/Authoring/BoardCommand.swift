import TalkGrid

/// `talkgrid board add|set|rename|resize|copy|remove ...`: the boards of a set.
enum BoardCommand {
    static let usage = """
        usage: talkgrid board add SET --id ID --name NAME [--rows R --columns C] [--glyph G] [--locale TAG] [--description D] [--link-from BOARD:ROW,COL] [--replace] [--force]
               talkgrid board add SET --from SOURCE:BOARD [--id ID] [--name NAME] [--link-from BOARD:ROW,COL] [--replace]
               talkgrid board set SET BOARD [--name N] [--glyph G] [--description D] [--locale TAG]
               talkgrid board rename SET OLD NEW
               talkgrid board resize SET BOARD ROWSxCOLS [--drop ROW,COL ...]
               talkgrid board copy SET BOARD NEW [--name NAME]
               talkgrid board remove SET BOARD [--yes --yes] [--force]
        """

    static let help = """
        \(usage)

        board add     adds an empty board to the set folder SET, saved as boards/ID.obf and listed
                      in the manifest. Its size and language default to the root board's.
                      --link-from home:2,3 makes the cell at row 2, column 3 of board "home" open
                      it: a new cell with the board's name and glyph. A slot that holds a cell
                      already is refused (it names the cell) unless --replace, or Yes on a terminal.
                      --from shipped:core-words:keyboard copies a board of another set (a folder,
                      an .obz or a shipped set) instead, e.g. the spelling keyboard.
        board set     changes a board's name, glyph, description or language ("" removes one);
                      it prints each change ("name: Food → Snacks").
        board rename  gives a board a new id and file; the manifest and every link follow.
        board resize  changes the number of rows and columns (e.g. 4x4); cells keep their places.
                      A cell that would be left out is refused unless named with --drop ROW,COL.
        board copy    copies a board into a new one (boards/NEW.obf), to change it from there.
        board remove  removes a board and its file. Cells of other boards that opened it keep
                      their word but lose the link; each is reported. Asks twice; without a
                      terminal, give --yes twice.

        Rows and columns count from 1: row 1, column 1 is the top left. Every change is checked
        before it is saved and refused if it would add an error, unless --force is given.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "add": return add(rest)
        case "set": return set(rest)
        case "rename": return rename(rest)
        case "resize": return resize(rest)
        case "copy": return copy(rest)
        case "remove": return remove(Array(arguments.dropFirst()))
        case "--help", "-h", "help":
            Output.line(help)
            return ExitStatus.success
        default:
            let hint = arguments.first.map { Suggestion.hint(for: $0, among: ["add", "set", "rename", "resize", "copy", "remove"]) } ?? ""
            Output.error("talkgrid board: say what to do with a board: add, set, rename, resize, copy or remove\(hint)\n\(usage)")
            return ExitStatus.usage
        }
    }

    private static func add(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(
            arguments, command: "board add", usage: usage, help: help,
            valued: ["id", "name", "rows", "columns", "glyph", "locale", "description", "link-from", "from"],
            switches: ["force", "replace"],
            positionals: 1)
        {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        var copied: BoardDocument?
        if let from = parsed["from"] {
            do {
                copied = try sourceBoard(from)
            } catch {
                Output.error("talkgrid board add: \(error)")
                return ExitStatus.failure
            }
        }
        guard let id = parsed["id"] ?? copied?.id, let name = parsed["name"] ?? copied?.name else {
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
            if let copied {
                board.copiedFrom = copied.json
                board.rows = copied.gridSize.rows
                board.columns = copied.gridSize.columns
                board.glyph = copied.json["ext_talkgrid_glyph"]?.string
            }
            return AddBoard(board: board, linkFrom: linkFrom, replace: permissions.replace)
        }
    }

    /// The board `SOURCE:BOARD` names (`shipped:core-words:keyboard`, `other-set:food`).
    private static func sourceBoard(_ text: String) throws(AuthoringFailure) -> BoardDocument {
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex else {
            throw AuthoringFailure("--from takes SOURCE:BOARD, e.g. shipped:core-words:keyboard")
        }
        let source = try EditableBoardSet(opening: String(text[..<colon]))
        do {
            return try source.documents.board(String(text[text.index(after: colon)...]))
        } catch {
            throw AuthoringFailure("\(text[..<colon]): \(error)")
        }
    }

    private static func set(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(
            arguments, command: "board set", usage: usage, help: help, valued: ["name", "glyph", "description", "locale"],
            switches: ["force"], positionals: 2)
        {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        var edit = SetBoard(boardID: parsed.positionals[1])
        edit.name = parsed["name"]
        edit.glyph = AuthoringArguments.field(parsed["glyph"])
        edit.description = AuthoringArguments.field(parsed["description"])
        edit.locale = parsed["locale"]
        guard edit.name != nil || edit.glyph != nil || edit.description != nil || edit.locale != nil else {
            Output.error("talkgrid board set: say what to set: --name, --glyph, --description or --locale\n\(usage)")
            return ExitStatus.usage
        }
        let finished = edit
        return AuthoringRun.perform(path: parsed.positionals[0], command: "board set", force: parsed.has("force")) {
            _, _ throws(AuthoringError) in finished
        }
    }

    private static func rename(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(arguments, command: "board rename", usage: usage, help: help, switches: ["force"], positionals: 3) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(path: parsed.positionals[0], command: "board rename", force: parsed.has("force")) {
            _, _ throws(AuthoringError) in RenameBoard(boardID: parsed.positionals[1], newID: parsed.positionals[2])
        }
    }

    private static func resize(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, valued: ["drop"], switches: ["force", "help"], repeatable: ["drop"])
        } catch {
            Output.error("talkgrid board resize: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if parsed.has("help") {
            Output.line(help)
            return ExitStatus.success
        }
        let size = parsed.positionals.count == 3 ? parsed.positionals[2].lowercased().split(separator: "x").compactMap { Int($0) } : []
        guard size.count == 2 else {
            Output.error("talkgrid board resize: give SET BOARD ROWSxCOLS, e.g. 'talkgrid board resize kid home 4x4'\n\(usage)")
            return ExitStatus.usage
        }
        var dropping: Set<GridSlot> = []
        do {
            for text in parsed.repeated["drop"] ?? [] { dropping.insert(try AuthoringArguments.slot(text)) }
        } catch {
            Output.error("talkgrid board resize: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        return AuthoringRun.perform(path: parsed.positionals[0], command: "board resize", force: parsed.has("force")) {
            _, _ throws(AuthoringError) in
            ResizeBoard(boardID: parsed.positionals[1], rows: size[0], columns: size[1], dropping: dropping)
        }
    }

    private static func copy(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(
            arguments, command: "board copy", usage: usage, help: help, valued: ["name"], switches: ["force"], positionals: 3)
        {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(path: parsed.positionals[0], command: "board copy", force: parsed.has("force")) {
            editable, _ throws(AuthoringError) in
            let original = try editable.documents.board(parsed.positionals[1])
            var board = try BlankBoard(
                id: parsed.positionals[2], name: parsed["name"] ?? original.name, locale: original.json["locale"]?.string ?? "en",
                glyph: nil, rows: max(original.gridSize.rows, 1), columns: max(original.gridSize.columns, 1))
            board.copiedFrom = original.json
            return AddBoard(board: board)
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
