import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// `talkgrid effort SET [--json] [--keypad phone|numpad]`: what every word of a set costs in
/// number-key presses and step-scan presses.
enum EffortCommand: ParsedCommand {
    static let usage = CommandText(.syntaxEffort).description

    static let help = CommandText.help(
        .syntaxEffort,
        .helpEffort(
            shape:
                #"{"words": [{"word", "board", "keys", "scanPresses"}, ...], "averageKeys", "averageScanPresses", "speakScanPresses", "speakScanPressesThroughControls"}"#
        ))

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
                throw UsageError(.usageOneBoardFileOrSet)
            }
            self.path = path
            json = arguments.has(.json)
            if let name = arguments[.keypad] {
                guard let chosen = Keypad(rawValue: name) else { throw UsageError(.usageKeypadChoice(value: name)) }
                keypad = chosen
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let set: BoardSet
        do {
            set = try OpenedBoardSet(path: options.path).boardSet
        } catch {
            Output.error("\(error)")
            return ExitStatus.failure
        }
        let report = EffortReport(boardSet: set, keypad: options.keypad)
        Output.out(options.json ? JSONWriter.prettyString(report.json) : report.text(in: CommandText.words))
        return ExitStatus.success
    }
}
