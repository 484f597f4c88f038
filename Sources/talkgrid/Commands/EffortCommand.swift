import TalkGrid

/// `talkgrid effort SET [--json] [--keypad phone|numpad]`: what every word of a set costs in
/// number-key presses and step-scan presses.
enum EffortCommand {
    static let usage = "usage: talkgrid effort SET [--json] [--keypad phone|numpad]"

    static let help = """
        \(usage)

        For every word a cell adds to the message (its vocalization, else its label) that can be
        reached from the root board: the fewest number-key presses and the fewest step-scan presses
        (Next and Select alike) that add it to an empty message, starting on the root board and
        opening folders on the way (grid layout). The text lists the costliest words with their keys
        and a summary per board, to help put frequent words where they are cheap; --json prints
        {"words": [{"word", "board", "keys", "scanPresses"}, ...], "averageKeys", "averageScanPresses"}.
        --keypad changes only the keys shown (the counts are the same for both keypads).
        """

    enum Option: String, CommandOption {
        case json, keypad
        var kind: OptionKind { self == .keypad ? .value : .flag }
    }

    struct Options: CommandOptions {
        var path: String
        var json: Bool
        var keypad = Keypad.phone

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
                throw UsageError("give exactly one board file or set")
            }
            self.path = path
            json = arguments.has(.json)
            if let name = arguments[.keypad] {
                guard let chosen = Keypad(rawValue: name) else { throw UsageError("--keypad is phone or numpad, not '\(name)'") }
                keypad = chosen
            }
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "effort", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let set: BoardSet
        do {
            set = try BoardSetOpening.open(path: options.path)
        } catch {
            Output.error(error.description)
            return ExitStatus.failure
        }
        let report = EffortReport(boardSet: set, keypad: options.keypad)
        Output.out(options.json ? JSONWriter.prettyString(report.json) : report.text())
        return ExitStatus.success
    }
}
