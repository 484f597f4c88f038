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
        let parsed: ParsedArguments
        switch AuthoringRun.parse(Array(arguments.dropFirst()), command: command, usage: usage, help: help, positionals: 2) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let text = parsed.positionals[1]
        let edit =
            field == "name"
            ? SetBoardSetInfo(name: text) : SetBoardSetInfo(description: AuthoringArguments.field(text))
        return AuthoringRun.perform(path: parsed.positionals[0], command: command, force: false) { _, _ throws(AuthoringError) in edit }
    }
}
