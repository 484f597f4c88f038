import TalkGrid

/// `talkgrid cell set|move|swap|remove ...`: changes one cell of a board.
enum CellCommand {
    static let usage = """
        usage: talkgrid cell set SET BOARD ROW,COL [--label L] [--glyph G] [--vocalization V] [--link BOARD]
                                 [--action A] [--background COLOR] [--border COLOR] [--hidden on|off] [--replace] [--force]
               talkgrid cell move SET BOARD FROM TO [--force]
               talkgrid cell swap SET BOARD A B [--force]
               talkgrid cell remove SET BOARD ROW,COL [--yes --yes] [--force]
        """

    static let help = """
        \(usage)

        Cells are named by ROW,COL counted from 1: 1,1 is the top left, 2,3 the second row, third column.

        cell set     sets what the cell shows, says and does; an empty slot gets a new cell (give
                     --label). Only the fields given change; an empty value ("") removes a field.
                       --label L          the word shown (and spoken, unless --vocalization)
                       --glyph G          the icon: one emoji or character (drawn as an image for other apps)
                       --vocalization V   what is spoken instead of the label
                       --link BOARD       open board BOARD when picked (a folder cell); a cell that
                                          opens another board already is refused unless --replace
                       --action A         space, home, speak, clear, backspace, or +TEXT to add to the word
                       --background C     colour as rgb(r, g, b) or #rrggbb; --border C likewise
                       --hidden on|off    hide the cell (it keeps its place) or show it again
        cell move    moves a cell to an empty slot of the same board.
        cell swap    exchanges two slots (either may be empty).
        cell remove  removes a cell, and its image and translations if nothing else uses them.
                     Asks twice; without a terminal, give --yes twice.

        Changing a cell prints each field before and after ("label: I want → dog"); 'talkgrid undo SET'
        takes any change back. Every change is checked before it is saved and refused if it would
        add an error (a link to a board the set does not have, ...), unless --force.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "set": return set(rest)
        case "move": return move(rest, swap: false)
        case "swap": return move(rest, swap: true)
        case "remove": return remove(rest)
        case "--help", "-h", "help":
            Output.line(help)
            return ExitStatus.success
        default:
            Output.error("talkgrid cell: say what to do with a cell: set, move, swap or remove\n\(usage)")
            return ExitStatus.usage
        }
    }

    private static func set(_ arguments: [String]) -> Int32 {
        let options: SetOptions
        switch CommandRequest<SetOptions>.options(arguments, command: "cell set", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(
            path: options.set, command: "cell set", force: options.force, replace: options.replace
        ) { _, permissions throws(AuthoringError) in
            var edit = options.edit
            edit.replace = permissions.replace
            edit.allowMissingTarget = permissions.force
            return edit
        }
    }

    private static func move(_ arguments: [String], swap: Bool) -> Int32 {
        let command = swap ? "cell swap" : "cell move"
        let options: MoveOptions
        switch CommandRequest<MoveOptions>.options(arguments, command: command, usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        return AuthoringRun.perform(path: options.set, command: command, force: options.force) {
            _, _ throws(AuthoringError) -> any AuthoringEdit in
            swap
                ? SwapCells(boardID: options.boardID, first: options.from, second: options.to)
                : MoveCell(boardID: options.boardID, from: options.from, to: options.to)
        }
    }

    private static func remove(_ arguments: [String]) -> Int32 {
        let options: RemoveOptions
        switch CommandRequest<RemoveOptions>.options(arguments, command: "cell remove", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let (boardID, slot) = (options.boardID, options.slot)
        return AuthoringRun.perform(
            path: options.set, command: "cell remove", force: options.force,
            confirm: { editable, _ in
                let label = editable.set.boards[boardID]?.cell(row: slot.row, column: slot.column)?.label ?? "the cell"
                return Confirmation.confirmed(
                    first: "Remove \"\(label)\" at \(slot) of board \"\(boardID)\"?",
                    second: "Really remove \"\(label)\"? This cannot be undone.", yesCount: options.yes, command: "cell remove")
            }
        ) { _, _ throws(AuthoringError) in RemoveCell(boardID: boardID, slot: slot) }
    }
}
