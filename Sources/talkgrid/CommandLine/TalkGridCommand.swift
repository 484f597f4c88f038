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
            name: "info", group: "Look at boards", summary: "What a board file or set holds, and what is wrong with it",
            run: InfoCommand.run),
        Subcommand(
            name: "validate", group: "Look at boards",
            summary: "Check boards: FILE:LINE:COLUMN findings; --explain CODE says how to fix one", run: ValidateCommand.run),
        Subcommand(
            name: "show", group: "Look at boards", summary: "Print a board as TalkGrid shows it, with the keys of every cell",
            run: ShowCommand.run),
        Subcommand(name: "new", group: "Make and change boards", summary: "Create a board set in a new folder", run: NewCommand.run),
        Subcommand(
            name: "board", group: "Make and change boards", summary: "board add / board remove: add an empty board to a set, or remove one",
            run: BoardCommand.run),
        Subcommand(
            name: "cell", group: "Make and change boards",
            summary: "cell set / move / swap / remove: change one cell (ROW,COL from 1,1 top left)", run: CellCommand.run),
        Subcommand(
            name: "translate", group: "Make and change boards", summary: "Add a language to a set from a two-column CSV file",
            run: TranslateCommand.run),
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
        if name == "help" || name == "--help" || name == "-h" {
            Output.out(help())
            return ExitStatus.success
        }
        if name.hasPrefix("--") {
            return await RunCommand.run(arguments)  // `talkgrid --lang es` runs the board with options
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            Output.error("talkgrid: unknown command '\(name)'. Run 'talkgrid help' to see the commands.")
            return ExitStatus.usage
        }
        return await subcommand.run(Array(arguments.dropFirst()))
    }

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
        text += "\nRun 'talkgrid COMMAND --help' for the details of one command.\n"
        return text
    }
}
