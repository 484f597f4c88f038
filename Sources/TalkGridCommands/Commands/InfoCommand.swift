import TalkGrid
import TalkGridCommandLine
import TalkGridPictures
import TalkGridStorage

/// `talkgrid info PATH [--json|--boards]`: what a board file or set holds and what is wrong with it.
enum InfoCommand: ParsedCommand {
    static let usage = CommandText(.syntaxInfo).description

    static let help = CommandText.help(.syntaxInfo, .helpInfo)

    enum Option: String, CommandOption {
        case json, boards
        var kind: OptionKind { .flag }
    }

    struct Options: CommandOptions {
        var path: String
        var json: Bool
        /// List every board, one a line, instead of the summary.
        var boards: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
                throw UsageError(.usageOneBoardFileOrSet)
            }
            self.path = path
            json = arguments.has(.json)
            boards = arguments.has(.boards)
        }
    }

    static func run(_ options: Options) -> Int32 {
        let checking = ValidateCommand.standardOptions()
        let opened: OpenedBoardSet
        do {
            opened = try OpenedBoardSet(checking: options.path, with: Validator(options: checking))
        } catch {
            Output.error("\(error)")
            return ExitStatus.failure
        }
        let set = opened.boardSet
        if options.boards {
            for id in set.boardOrder {
                guard let board = set.boards[id] else { continue }
                let line = CommandText.infoBoardLine(
                    id: id, name: board.name, rows: board.grid.rows, columns: board.grid.columns, count: board.cells.count)
                Output.line(line.description)
            }
            return ExitStatus.success
        }
        // validate's findings, but for the pictures' decoding (counted and said, as it takes seconds on large sets).
        let findings = SetFindings(opened, options: checking, pictures: .counted)
        var summary = BoardSetSummary(set, findings: findings.diagnostics)
        summary.picturesNotDecoded = findings.pictures
        if options.json {
            let json = summary.json(in: CommandText.words)
            Output.out(JSONWriter.prettyString(json))
            ProcessEnd.keep(json)  // a node for every finding and its every field: left for the process's end
        } else {
            Output.out(summary.text(in: CommandText.words))
        }
        ProcessEnd.keep(summary)
        ProcessEnd.keep(set)
        return ExitStatus.success
    }
}
