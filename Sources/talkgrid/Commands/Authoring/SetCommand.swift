import TalkGrid

/// `talkgrid set name|description SET TEXT`: the set's own name and description.
enum SetCommand {
    static let usage = """
        usage: talkgrid set name SET NAME
               talkgrid set description SET TEXT
        """

    static let help = """
        \(usage)

        set name         the set's name, shown when choosing a set (manifest ext_talkgrid_name)
        set description  what the set is for and who it is for ("" removes it)

        Each change is checked, saved and recorded; 'talkgrid undo SET' takes it back.
        """

    /// `SET TEXT`, after `name` or `description`.
    struct Options: CommandOptions {
        var set: String
        var text: String

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (set, text) = (positionals[0], positionals[1])
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let field = arguments.first
        guard field == "name" || field == "description" else {
            if field == "--help" || field == "-h" || field == "help" {
                Output.line(help)
                return ExitStatus.success
            }
            let hint = field.map { Suggestion.hint(for: $0, among: ["name", "description"]) } ?? ""
            Output.error("talkgrid set: say what to set: name or description\(hint)\n\(usage)")
            return ExitStatus.usage
        }
        let command = "set \(field ?? "")"
        let options: Options
        switch CommandRequest<Options>.options(Array(arguments.dropFirst()), command: command, usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let edit =
            field == "name"
            ? SetBoardSetInfo(name: options.text) : SetBoardSetInfo(description: AuthoringArguments.field(options.text))
        return AuthoringRun.perform(path: options.set, command: command, force: false) { _, _ throws(AuthoringError) in edit }
    }
}
