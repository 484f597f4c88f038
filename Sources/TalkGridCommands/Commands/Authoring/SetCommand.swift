import TalkGrid
import TalkGridCommandLine

/// `talkgrid set name|description SET TEXT`: the set's own name and description.
enum SetCommand {
    static let usage = CommandText(.syntaxSet).description

    static let help = CommandText.help(.syntaxSet, .helpSet)

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
            let mistake = CommandText(.setWhatToSet)
            let hinted = field.map { Suggestion.hinted(mistake, for: $0, among: ["name", "description"]) } ?? mistake
            Output.error("talkgrid set: \(hinted)\n\(usage)")
            return ExitStatus.usage
        }
        let command = "set \(field ?? "")"
        return CommandRequest<Options>.run(Array(arguments.dropFirst()), command: command, usage: usage, help: help) { options in
            let edit =
                field == "name"
                ? SetBoardSetInfo(name: options.text) : SetBoardSetInfo(description: AuthoringArguments.field(options.text))
            return AuthoringRun.perform(path: options.set, command: command, force: false) { _, _ throws(AuthoringError) in edit }
        }
    }
}
