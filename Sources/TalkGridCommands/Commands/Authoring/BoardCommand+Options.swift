import TalkGrid
import TalkGridCommandLine

/// The options of each `talkgrid board` command, checked as they are parsed.
extension BoardCommand {
    /// `board add SET --id ID --name NAME ...` or `board add SET --from SOURCE:BOARD ...`.
    struct AddOptions: CommandOptions {
        enum Option: String, CommandOption {
            case id, name, rows, columns, glyph, locale, description, from, force, replace
            case linkFrom = "link-from"
            var kind: OptionKind { self == .force || self == .replace ? .flag : .value }
        }

        var set: String
        var id: String?
        var name: String?
        var rows: Int?
        var columns: Int?
        var glyph: String?
        var locale: String?
        var description: String?
        /// The cell that is to open the new board.
        var linkFrom: (boardID: String, slot: GridSlot)?
        /// `SOURCE:BOARD`, the board to copy from another set.
        var from: String?
        var force: Bool
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            id = arguments[.id]
            name = arguments[.name]
            glyph = arguments[.glyph]
            locale = arguments[.locale]
            description = arguments[.description]
            from = arguments[.from]
            force = arguments.has(.force)
            replace = arguments.has(.replace)
            linkFrom = try arguments[.linkFrom].map { (text: String) throws(UsageError) in try AuthoringArguments.boardSlot(text) }
            rows = try arguments[.rows].map { (text: String) throws(UsageError) in
                try AuthoringArguments.count(text, name: "rows", default: 3)
            }
            columns = try arguments[.columns].map { (text: String) throws(UsageError) in
                try AuthoringArguments.count(text, name: "columns", default: 3)
            }
        }
    }

    /// `board set SET BOARD [--name N] [--glyph G] [--description D] [--locale TAG]`, or
    /// `board set SET BOARD --add-row N | --remove-row N [--drop-cells] | --add-column N | --remove-column N [--drop-cells]`.
    struct SetOptions: CommandOptions {
        enum Option: String, CommandOption {
            case name, glyph, description, locale, force
            case addRow = "add-row"
            case removeRow = "remove-row"
            case addColumn = "add-column"
            case removeColumn = "remove-column"
            case dropCells = "drop-cells"
            var kind: OptionKind { self == .force || self == .dropCells ? .flag : .value }
        }

        var set: String
        /// A ``SetBoard``, or a ``ChangeGridLine`` (a row or column added or removed at a place).
        var edit: any AuthoringEdit
        var force: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            set = positionals[0]
            force = arguments.has(.force)
            var lines: [ChangeGridLine] = []
            for (option, line, change) in [
                (Option.addRow, ChangeGridLine.Line.row, ChangeGridLine.Change.add), (.removeRow, .row, .remove),
                (.addColumn, .column, .add), (.removeColumn, .column, .remove),
            ] {
                guard let text = arguments[option] else { continue }
                // A new line may go after the last one (a 20th row of 19): 1 through 21 passes here, the edit says more.
                let number = try AuthoringArguments.count(text, name: option.rawValue, default: 1, maximum: BlankBoard.maximumSide + 1)
                lines.append(
                    ChangeGridLine(
                        boardID: positionals[1], line: line, change: change, index: number - 1, removingCells: arguments.has(.dropCells)))
            }
            var edit = SetBoard(boardID: positionals[1])
            edit.name = arguments[.name]
            edit.glyph = AuthoringArguments.field(arguments[.glyph])
            edit.description = AuthoringArguments.field(arguments[.description])
            edit.locale = arguments[.locale]
            let setsFields = edit.name != nil || edit.glyph != nil || edit.description != nil || edit.locale != nil
            if arguments.has(.dropCells), !lines.contains(where: { $0.change == .remove }) { throw UsageError(.boardDropCellsAlone) }
            if let line = lines.first {
                guard lines.count == 1, !setsFields else { throw UsageError(.boardOneLineChange) }
                self.edit = line
                return
            }
            guard setsFields else { throw UsageError(.boardWhatToSet) }
            self.edit = edit
        }
    }

    /// `board rename SET OLD NEW`.
    struct RenameOptions: CommandOptions {
        var set: String
        var boardID: String
        var newID: String
        var force: Bool

        init(_ arguments: ParsedArguments<ForceOption>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 3)
            (set, boardID, newID) = (positionals[0], positionals[1], positionals[2])
            force = arguments.has(.force)
        }
    }

    /// `board resize SET BOARD ROWSxCOLS [--drop ROW,COL ...]`.
    struct ResizeOptions: CommandOptions {
        enum Option: String, CommandOption {
            case drop, force
            var kind: OptionKind { self == .drop ? .repeatable : .flag }
        }

        var set: String
        var boardID: String
        var rows: Int
        var columns: Int
        /// The cells that may be left out.
        var dropping: Set<GridSlot> = []
        var force: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = arguments.positionals
            let size = positionals.count == 3 ? positionals[2].lowercased().split(separator: "x").compactMap { Int($0) } : []
            guard size.count == 2 else {
                throw UsageError(.boardResizeSyntax)
            }
            (set, boardID, rows, columns) = (positionals[0], positionals[1], size[0], size[1])
            for text in arguments.values(of: .drop) { dropping.insert(try AuthoringArguments.slot(text)) }
            force = arguments.has(.force)
        }
    }

    /// `board copy SET BOARD NEW [--name NAME]`.
    struct CopyOptions: CommandOptions {
        enum Option: String, CommandOption {
            case name, force
            var kind: OptionKind { self == .force ? .flag : .value }
        }

        var set: String
        var boardID: String
        var newID: String
        var name: String?
        var force: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 3)
            (set, boardID, newID) = (positionals[0], positionals[1], positionals[2])
            name = arguments[.name]
            force = arguments.has(.force)
        }
    }

    /// `board remove SET BOARD [--yes --yes] [--force]`.
    struct RemoveOptions: CommandOptions {
        var set: String
        var boardID: String
        /// How many questions `--yes` answers.
        var yes: Int
        var force: Bool

        init(_ arguments: ParsedArguments<ConfirmedOption>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (set, boardID) = (positionals[0], positionals[1])
            yes = arguments.count(of: .yes)
            force = arguments.has(.force)
        }
    }
}
