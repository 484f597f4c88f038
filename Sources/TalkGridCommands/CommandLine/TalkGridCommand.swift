import TalkGridCommandLine
import TalkGridStorage

/// The `talkgrid` command: picks the subcommand and returns the exit status.
///
/// Every subcommand is an `enum` with `static func run(_ arguments: [String]) -> Int32` (`async`
/// where it waits for speech or the board) that prints its own output through ``Output`` and
/// never calls `exit`.
public enum TalkGridCommand {
    /// A subcommand: its name, one line of help, and what runs it.
    struct Subcommand: Sendable {
        var name: String
        var group: CommandTextKey
        var summary: CommandTextKey
        var run: @Sendable ([String]) async -> Int32
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "run", group: .groupTalk, summary: .summaryRun, run: RunCommand.run),
        Subcommand(name: "say", group: .groupTalk, summary: .summarySay, run: SayCommand.run),
        Subcommand(
            name: "voices", group: .groupTalk, summary: .summaryVoices, run: VoicesCommand.run),
        Subcommand(
            name: "lock", group: .groupTalk, summary: .summaryLock, run: LockCommand.run),
        Subcommand(name: "level", group: .groupTalk, summary: .summaryLevel, run: LevelCommand.run),
        Subcommand(
            name: "info", group: .groupLook, summary: .summaryInfo,
            run: InfoCommand.run),
        Subcommand(
            name: "validate", group: .groupLook,
            summary: .summaryValidate, run: ValidateCommand.run),
        Subcommand(
            name: "show", group: .groupLook, summary: .summaryShow,
            run: ShowCommand.run),
        Subcommand(
            name: "print", group: .groupLook, summary: .summaryPrint, run: PrintCommand.run),
        Subcommand(
            name: "effort", group: .groupLook, summary: .summaryEffort,
            run: EffortCommand.run),
        Subcommand(name: "said", group: .groupLook, summary: .summarySaid, run: SaidCommand.run),
        Subcommand(name: "report", group: .groupLook, summary: .summaryReport, run: ReportCommand.run),
        Subcommand(name: "new", group: .groupMake, summary: .summaryNew, run: NewCommand.run),
        Subcommand(
            name: "board", group: .groupMake,
            summary: .summaryBoard,
            run: BoardCommand.run),
        Subcommand(
            name: "cell", group: .groupMake,
            summary: .summaryCell, run: CellCommand.run),
        Subcommand(name: "symbols", group: .groupMake, summary: .summarySymbols, run: SymbolsCommand.run),
        Subcommand(name: "forms", group: .groupMake, summary: .summaryForms, run: FormsCommand.run),
        Subcommand(name: "predict", group: .groupLook, summary: .summaryPredict, run: PredictCommand.run),
        Subcommand(
            name: "translate", group: .groupMake, summary: .summaryTranslate,
            run: TranslateCommand.run),
        Subcommand(
            name: "set", group: .groupMake, summary: .summarySet,
            run: SetCommand.run),
        Subcommand(
            name: "undo", group: .groupMake, summary: .summaryUndo,
            run: UndoCommand.run),
        Subcommand(
            name: "redo", group: .groupMake, summary: .summaryRedo,
            run: RedoCommand.run),
        Subcommand(
            name: "history", group: .groupMake, summary: .summaryHistory,
            run: HistoryCommand.run),
        Subcommand(name: "recover", group: .groupMake, summary: .summaryRecover, run: RecoverCommand.run),
        Subcommand(
            name: "export", group: .groupShare, summary: .summaryExport,
            run: ExportCommand.run),
        Subcommand(
            name: "import", group: .groupShare,
            summary: .summaryImport,
            run: ImportCommand.run),
        Subcommand(name: "backup", group: .groupShare, summary: .summaryBackup, run: BackupCommand.run),
        Subcommand(name: "restore", group: .groupShare, summary: .summaryRestore, run: RestoreCommand.run),
        Subcommand(
            name: "interface-check", group: .groupTranslate,
            summary: .summaryInterfaceCheck,
            run: InterfaceCheckCommand.run),
    ]

    public static func main(_ arguments: [String]) async -> Int32 {
        // A change of a set cut short earlier (kill -9, a closed terminal) is put right by whichever
        // command opens the set next: that command says so in one line.
        RecoveredChange.observe { Output.error($0.notice.description) }
        guard let name = arguments.first else {
            return await RunCommand.run([])
        }
        if name == "--version" || name == "version" {
            Output.line("talkgrid \(version)")
            return ExitStatus.success
        }
        if name == "help" || name == "--help" || name == "-h" {
            // `talkgrid help cell` is `talkgrid cell --help`.
            if arguments.count > 1, name == "help" {
                guard let subcommand = subcommands.first(where: { $0.name == arguments[1] }) else {
                    let mistake = CommandText(.talkgridNoSuchCommand, ["command": .text(arguments[1])])
                    Output.error("talkgrid help: \(Suggestion.hinted(mistake, for: arguments[1], among: subcommands.map(\.name)))")
                    return ExitStatus.usage
                }
                return await subcommand.run(["--help"])
            }
            Output.out(help())
            return ExitStatus.success
        }
        if name.hasPrefix("--") {
            return await RunCommand.run(arguments)  // `talkgrid --lang es` runs the board with options
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            let mistake =
                Suggestion.nearest(to: name, among: subcommands.map(\.name)).map {
                    CommandText(.talkgridUnknownCommandNear, ["command": .text(name), "suggestion": .text($0)])
                } ?? CommandText(.talkgridUnknownCommand, ["command": .text(name)])
            Output.error("talkgrid: \(mistake)")
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        // Commands that write whole files; the edits defer Ctrl-C around their save themselves.
        guard ["import", "export", "undo", "redo", "recover", "print", "new", "backup", "restore"].contains(name) else {
            return await subcommand.run(rest)
        }
        return await Interruption.whileChangingFiles { await subcommand.run(rest) }
    }

    /// The version `talkgrid --version` prints.
    static let version = "0.9.0"

    /// The help text: commands grouped by what a caregiver wants to do.
    static func help() -> String {
        var text = "\(CommandText(.talkgridHelpTitle))\n\n\(CommandText(.talkgridHelpUsage))\n"
        var groups: [CommandTextKey] = []
        for subcommand in subcommands where !groups.contains(subcommand.group) { groups.append(subcommand.group) }
        for group in groups {
            text += "\n\(CommandText(group)):\n"
            for subcommand in subcommands where subcommand.group == group {
                let padded = subcommand.name + String(repeating: " ", count: max(1, 12 - subcommand.name.count))
                text += "  \(padded)\(CommandText(subcommand.summary))\n"
            }
        }
        text += "\n\(CommandText(.talkgridHelpMore))\n"
        return text
    }
}
