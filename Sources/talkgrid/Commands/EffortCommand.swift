import TalkGrid

/// `talkgrid effort SET [--json] [--keypad phone|numpad]`: what every word of a set costs in
/// number-key presses and step-scan presses.
enum EffortCommand {
    static let usage = "usage: talkgrid effort SET [--json] [--keypad phone|numpad]"

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, valued: ["keypad"], switches: ["json", "help"])
        } catch {
            Output.error("talkgrid effort: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if parsed.has("help") {
            Output.line(
                """
                \(usage)

                For every word a cell adds to the message (its vocalization, else its label) that can be
                reached from the root board: the fewest number-key presses and the fewest step-scan presses
                (Next and Select alike) that add it to an empty message, starting on the root board and
                opening folders on the way (grid layout). The text lists the costliest words with their keys
                and a summary per board, to help put frequent words where they are cheap; --json prints
                {"words": [{"word", "board", "keys", "scanPresses"}, ...], "averageKeys", "averageScanPresses"}.
                --keypad changes only the keys shown (the counts are the same for both keypads).
                """)
            return ExitStatus.success
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            Output.error("talkgrid effort: give exactly one board file or set\n\(usage)")
            return ExitStatus.usage
        }
        let keypad: Keypad
        if let name = parsed["keypad"] {
            guard let chosen = Keypad(rawValue: name) else {
                Output.error("talkgrid effort: --keypad is phone or numpad, not '\(name)'\n\(usage)")
                return ExitStatus.usage
            }
            keypad = chosen
        } else {
            keypad = .phone
        }
        let set: BoardSet
        do {
            set = try BoardSetOpening.open(path: path)
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        let report = EffortReport(boardSet: set, keypad: keypad)
        Output.out(parsed.has("json") ? JSONWriter.prettyString(report.json) : report.text())
        return ExitStatus.success
    }
}
