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
        let parsed: ParsedArguments
        switch AuthoringRun.parse(
            arguments, command: "cell set", usage: usage, help: help,
            valued: ["label", "glyph", "vocalization", "link", "action", "background", "border", "hidden"],
            switches: ["force", "replace"], positionals: 3)
        {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        var edit: SetCell
        do {
            edit = SetCell(boardID: parsed.positionals[1], slot: try AuthoringArguments.slot(parsed.positionals[2]))
            if let hidden = parsed["hidden"] {
                switch hidden {
                case "on", "yes", "true": edit.hidden = true
                case "off", "no", "false": edit.hidden = false
                default: throw UsageError("--hidden takes on or off, not \"\(hidden)\"")
                }
            }
        } catch {
            Output.error("talkgrid cell set: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if let label = parsed["label"] { edit.label = label.isEmpty ? .remove : .set(label) }
        edit.glyph = AuthoringArguments.field(parsed["glyph"])
        edit.vocalization = AuthoringArguments.field(parsed["vocalization"])
        edit.link = AuthoringArguments.field(parsed["link"])
        edit.action = AuthoringArguments.field(parsed["action"])
        edit.background = AuthoringArguments.field(parsed["background"])
        edit.border = AuthoringArguments.field(parsed["border"])
        guard !parsed.options.isEmpty else {
            Output.error("talkgrid cell set: say what to set, e.g. --label or --glyph\n\(usage)")
            return ExitStatus.usage
        }
        let finished = edit
        return AuthoringRun.perform(
            path: parsed.positionals[0], command: "cell set", force: parsed.has("force"), replace: parsed.has("replace")
        ) { _, permissions throws(AuthoringError) in
            var edit = finished
            edit.replace = permissions.replace
            edit.allowMissingTarget = permissions.force
            return edit
        }
    }

    private static func move(_ arguments: [String], swap: Bool) -> Int32 {
        let command = swap ? "cell swap" : "cell move"
        let parsed: ParsedArguments
        switch AuthoringRun.parse(arguments, command: command, usage: usage, help: help, switches: ["force"], positionals: 4) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let from: GridSlot
        let to: GridSlot
        do {
            from = try AuthoringArguments.slot(parsed.positionals[2])
            to = try AuthoringArguments.slot(parsed.positionals[3])
        } catch {
            Output.error("talkgrid \(command): \(error)\n\(usage)")
            return ExitStatus.usage
        }
        let boardID = parsed.positionals[1]
        return AuthoringRun.perform(path: parsed.positionals[0], command: command, force: parsed.has("force")) {
            _, _ throws(AuthoringError) -> any AuthoringEdit in
            swap ? SwapCells(boardID: boardID, first: from, second: to) : MoveCell(boardID: boardID, from: from, to: to)
        }
    }

    private static func remove(_ arguments: [String]) -> Int32 {
        let (yes, rest) = Confirmation.yesCount(in: arguments)
        let parsed: ParsedArguments
        switch AuthoringRun.parse(rest, command: "cell remove", usage: usage, help: help, switches: ["force"], positionals: 3) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let slot: GridSlot
        do {
            slot = try AuthoringArguments.slot(parsed.positionals[2])
        } catch {
            Output.error("talkgrid cell remove: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        let boardID = parsed.positionals[1]
        return AuthoringRun.perform(
            path: parsed.positionals[0], command: "cell remove", force: parsed.has("force"),
            confirm: { editable, _ in
                let label = editable.set.boards[boardID]?.cell(row: slot.row, column: slot.column)?.label ?? "the cell"
                return Confirmation.confirmed(
                    first: "Remove \"\(label)\" at \(slot) of board \"\(boardID)\"?",
                    second: "Really remove \"\(label)\"? This cannot be undone.", yesCount: yes, command: "cell remove")
            }
        ) { _, _ throws(AuthoringError) in RemoveCell(boardID: boardID, slot: slot) }
    }
}
