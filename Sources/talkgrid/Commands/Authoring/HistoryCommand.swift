import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid history SET`: the recorded changes of a set, oldest first.
enum HistoryCommand {
    static let usage = CommandText(.syntaxHistory).description

    static let help = CommandText.help(
        .syntaxHistory, .helpHistory, ["steps": .number(SetHistory.maximumSteps), "megabytes": .number(SetHistory.maximumBytes >> 20)])

    struct Options: CommandOptions {
        var set: String

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "history", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        do {
            let editable = try EditableBoardSet(opening: options.set)
            try editable.requireEditable()
            let steps = try editable.history.steps()
            guard !steps.isEmpty else {
                Output.line(CommandText(.historyEmpty, ["set": .text(options.set)]).description)
                return ExitStatus.success
            }
            for step in steps {
                Output.line(
                    "\(String(repeating: " ", count: max(0, 4 - String(step.number).count)))\(step.number)  \(shown(step.time))  \(step.summary)"
                )
            }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid history: \(error)")
            return ExitStatus.failure
        }
    }

    /// A step's time as the person's clock shows it: `2026-11-30 05:50`.
    static func shown(_ time: Int64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time)))
    }
}
