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
        let options: AddOptions
        switch CommandRequest<AddOptions>.options(arguments, command: "board add", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
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
            Output.error("talkgrid board add: give the new board's --id and --name\n\(usage)")
            return ExitStatus.usage
        }
        guard !name.trimmingSpaces.isEmpty else {
            Output.error("talkgrid board add: --name needs the board's title people will see, not an empty text\n\(usage)")
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
        let options: SetOptions
        switch CommandRequest<SetOptions>.options(arguments, command: "board set", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(path: options.set, command: "board set", force: options.force) {
            _, _ throws(AuthoringError) in options.edit
        }
    }

    private static func rename(_ arguments: [String]) -> Int32 {
        let options: RenameOptions
        switch CommandRequest<RenameOptions>.options(arguments, command: "board rename", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(path: options.set, command: "board rename", force: options.force) {
            _, _ throws(AuthoringError) in RenameBoard(boardID: options.boardID, newID: options.newID)
        }
    }

    private static func resize(_ arguments: [String]) -> Int32 {
        let options: ResizeOptions
        switch CommandRequest<ResizeOptions>.options(arguments, command: "board resize", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(path: options.set, command: "board resize", force: options.force) {
            _, _ throws(AuthoringError) in
            ResizeBoard(boardID: options.boardID, rows: options.rows, columns: options.columns, dropping: options.dropping)
        }
    }

    private static func copy(_ arguments: [String]) -> Int32 {
        let options: CopyOptions
        switch CommandRequest<CopyOptions>.options(arguments, command: "board copy", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
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

    private static func remove(_ arguments: [String]) -> Int32 {
        let options: RemoveOptions
        switch CommandRequest<RemoveOptions>.options(arguments, command: "board remove", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let boardID = options.boardID
        return AuthoringRun.perform(
            path: options.set, command: "board remove", force: options.force,
            confirm: { editable, _ in
                let links = RemoveBoard.links(to: boardID, in: editable.documents)
                let name = editable.set.boards[boardID]?.name ?? boardID
                let linked = links.isEmpty ? "" : " \(links.count) cell(s) open it and will lose their link."
                return Confirmation.confirmed(
                    first: "Remove board \"\(boardID)\" (\(name))?\(linked)",
                    second: "Really remove \"\(boardID)\"? This cannot be undone.", yesCount: options.yes, command: "board remove")
            }
        ) { _, _ throws(AuthoringError) in RemoveBoard(boardID: boardID) }
    }
}
