/// The `talkgrid` command: picks the subcommand and returns the exit status.
///
/// Every subcommand is an `enum` with `static func run(_ arguments: [String]) -> Int32` (`async`
/// where it waits for speech or the board) that prints its own output through ``Output`` and
/// never calls `exit`.
enum TalkGridCommand {
    /// A subcommand: its name, one line of help, and what runs it.
    struct Subcommand: Sendable {
        var name: String
        var group: String
        var summary: String
        var run: @Sendable ([String]) async -> Int32
    }

    static let subcommands: [Subcommand] = [
        Subcommand(
            name: "run", group: "Talk", summary: "Open a board set full-screen and speak (what plain 'talkgrid' does)", run: RunCommand.run),
        Subcommand(name: "say", group: "Talk", summary: "Say a text aloud, or write it to a WAV file", run: SayCommand.run),
        Subcommand(
            name: "voices", group: "Talk", summary: "The voice profiles, and whether espeak-ng has each voice", run: VoicesCommand.run),
        Subcommand(
            name: "lock", group: "Talk", summary: "The caregiver lock: Quit and the menu's settings ask for a code",
            run: LockCommand.run),
        Subcommand(
            name: "info", group: "Look at boards", summary: "What a board file or set holds, and what is wrong with it",
            run: InfoCommand.run),
        Subcommand(
            name: "validate", group: "Look at boards",
            summary: "Check boards: FILE:LINE:COLUMN findings; --explain CODE says how to fix one", run: ValidateCommand.run),
        Subcommand(
            name: "show", group: "Look at boards", summary: "Print a board as TalkGrid shows it, with the keys of every cell",
            run: ShowCommand.run),
        Subcommand(
            name: "effort", group: "Look at boards", summary: "What every word costs in key presses and switch presses",
            run: EffortCommand.run),
        Subcommand(name: "new", group: "Make and change boards", summary: "Create a board set in a new folder", run: NewCommand.run),
        Subcommand(
            name: "board", group: "Make and change boards",
            summary: "board add / set / rename / resize / copy / remove: the boards of a set",
            run: BoardCommand.run),
        Subcommand(
            name: "cell", group: "Make and change boards",
            summary: "cell set / move / swap / remove: change one cell (ROW,COL from 1,1 top left)", run: CellCommand.run),
        Subcommand(
            name: "translate", group: "Make and change boards", summary: "Add a language to a set from a two-column CSV file",
            run: TranslateCommand.run),
        Subcommand(
            name: "set", group: "Make and change boards", summary: "set name / set description: the set's own name and description",
            run: SetCommand.run),
        Subcommand(
            name: "undo", group: "Make and change boards", summary: "Take back the last change of a set (again to go further back)",
            run: UndoCommand.run),
        Subcommand(
            name: "history", group: "Make and change boards", summary: "List the recorded changes of a set, with time",
            run: HistoryCommand.run),
        Subcommand(
            name: "export", group: "Share with other AAC apps", summary: "Write a set as one .obz file other OBF apps open",
            run: ExportCommand.run),
        Subcommand(
            name: "import", group: "Share with other AAC apps",
            summary: "Bring boards from an .obz, AsTeRICS Grid, Grid 3 or Cboard into a set folder, safely",
            run: ImportCommand.run),
        Subcommand(
            name: "interface-check", group: "Translate TalkGrid itself",
            summary: "Check a translation of TalkGrid's own words (Interface/LANG.json): what is missing or differs",
            run: InterfaceCheckCommand.run),
    ]

    static func main(_ arguments: [String]) async -> Int32 {
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
                    Output.error(
                        "talkgrid help: there is no command '\(arguments[1])'\(Suggestion.hint(for: arguments[1], among: subcommands.map(\.name)))"
                    )
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
            let hint = Suggestion.nearest(to: name, among: subcommands.map(\.name)).map { "Did you mean 'talkgrid \($0)'? " } ?? ""
            Output.error("talkgrid: unknown command '\(name)'. \(hint)Run 'talkgrid help' to see the commands.")
            return ExitStatus.usage
        }
        return await subcommand.run(Array(arguments.dropFirst()))
    }

    /// The version `talkgrid --version` prints.
    static let version = "0.9.0"

    /// The help text: commands grouped by what a caregiver wants to do.
    static func help() -> String {
        var text = "TalkGrid: symbol boards that speak.\n\nUsage: talkgrid COMMAND [ARGUMENTS]\n"
        var groups: [String] = []
        for subcommand in subcommands where !groups.contains(subcommand.group) { groups.append(subcommand.group) }
        for group in groups {
            text += "\n\(group):\n"
            for subcommand in subcommands where subcommand.group == group {
                let padded = subcommand.name + String(repeating: " ", count: max(1, 12 - subcommand.name.count))
                text += "  \(padded)\(subcommand.summary)\n"
            }
        }
        text +=
            "\nRun 'talkgrid help COMMAND' (or 'talkgrid COMMAND --help') for the details of one command; 'talkgrid --version' for the version.\n"
        return text
    }
}
