import TalkGrid

/// `talkgrid info PATH [--json]`: what a board file or set holds and what is wrong with it.
enum InfoCommand {
    static let usage = "usage: talkgrid info PATH [--json]"

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, switches: ["json", "help"])
        } catch {
            Output.error("talkgrid info: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if parsed.has("help") {
            Output.line(
                "\(usage)\n\nShows what a board file (.obf), board-set folder or .obz holds: boards, buttons, images,\nsounds, languages, boards no link reaches, broken links, and the problems talkgrid validate\nfinds, grouped by code. --json prints the same as one JSON object, with every finding."
            )
            return ExitStatus.success
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            Output.error("talkgrid info: give exactly one board file or set\n\(usage)")
            return ExitStatus.usage
        }
        let set: BoardSet
        do {
            set = try BoardSetOpening.open(path: path)
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        let summary = BoardSetSummary(set, findings: Validator(options: ValidateCommand.standardOptions()).validate(set))
        if parsed.has("json") {
            Output.out(JSONWriter.prettyString(summary.json))
        } else {
            Output.out(summary.text)
        }
        return ExitStatus.success
    }
}
