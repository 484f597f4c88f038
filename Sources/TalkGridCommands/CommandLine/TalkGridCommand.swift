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

        init(name: String, group: CommandTextKey, summary: CommandTextKey, run: @escaping @Sendable ([String]) async -> Int32) {
            (self.name, self.group, self.summary, self.run) = (name, group, summary, run)
        }

        /// A command that reads its options as every command does.
        init<Command: ParsedCommand>(name: String, group: CommandTextKey, summary: CommandTextKey, command: Command.Type) {
            self.init(name: name, group: group, summary: summary) { await Command.run(arguments: $0, command: name) }
        }
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "run", group: .groupTalk, summary: .summaryRun, run: RunCommand.run),
        Subcommand(name: "say", group: .groupTalk, summary: .summarySay, command: SayCommand.self),
        Subcommand(
            name: "voices", group: .groupTalk, summary: .summaryVoices, command: VoicesCommand.self),
        Subcommand(
            name: "lock", group: .groupTalk, summary: .summaryLock, command: LockCommand.self),
        Subcommand(name: "level", group: .groupTalk, summary: .summaryLevel, command: LevelCommand.self),
        Subcommand(
            name: "info", group: .groupLook, summary: .summaryInfo,
            command: InfoCommand.self),
        Subcommand(
            name: "validate", group: .groupLook,
            summary: .summaryValidate, command: ValidateCommand.self),
        Subcommand(
            name: "show", group: .groupLook, summary: .summaryShow,
            command: ShowCommand.self),
        Subcommand(
            name: "print", group: .groupLook, summary: .summaryPrint, command: PrintCommand.self),
        Subcommand(
            name: "effort", group: .groupLook, summary: .summaryEffort,
            command: EffortCommand.self),
        Subcommand(name: "said", group: .groupLook, summary: .summarySaid, command: SaidCommand.self),
        Subcommand(name: "report", group: .groupLook, summary: .summaryReport, command: ReportCommand.self),
        Subcommand(name: "new", group: .groupMake, summary: .summaryNew, command: NewCommand.self),
        Subcommand(
            name: "board", group: .groupMake,
            summary: .summaryBoard,
            run: BoardCommand.run),
        Subcommand(
            name: "cell", group: .groupMake,
            summary: .summaryCell, run: CellCommand.run),
        Subcommand(name: "symbols", group: .groupMake, summary: .summarySymbols, run: SymbolsCommand.run),
        Subcommand(name: "forms", group: .groupMake, summary: .summaryForms, command: FormsCommand.self),
        Subcommand(name: "predict", group: .groupLook, summary: .summaryPredict, command: PredictCommand.self),
        Subcommand(
            name: "translate", group: .groupMake, summary: .summaryTranslate,
            command: TranslateCommand.self),
        Subcommand(
            name: "set", group: .groupMake, summary: .summarySet,
            run: SetCommand.run),
        Subcommand(
            name: "undo", group: .groupMake, summary: .summaryUndo,
            command: UndoCommand.self),
        Subcommand(
            name: "redo", group: .groupMake, summary: .summaryRedo,
            command: RedoCommand.self),
        Subcommand(
            name: "history", group: .groupMake, summary: .summaryHistory,
            command: HistoryCommand.self),
        Subcommand(name: "recover", group: .groupMake, summary: .summaryRecover, command: RecoverCommand.self),
        Subcommand(
            name: "export", group: .groupShare, summary: .summaryExport,
            command: ExportCommand.self),
        Subcommand(
            name: "import", group: .groupShare,
            summary: .summaryImport,
            command: ImportCommand.self),
        Subcommand(name: "backup", group: .groupShare, summary: .summaryBackup, command: BackupCommand.self),
        Subcommand(name: "restore", group: .groupShare, summary: .summaryRestore, command: RestoreCommand.self),
        Subcommand(
            name: "interface-check", group: .groupTranslate,
            summary: .summaryInterfaceCheck,
            command: InterfaceCheckCommand.self),
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
                    let mistake = CommandText.talkgridNoSuchCommand(command: arguments[1])
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
                    CommandText.talkgridUnknownCommandNear(command: name, suggestion: $0)
                } ?? CommandText.talkgridUnknownCommand(command: name)
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
