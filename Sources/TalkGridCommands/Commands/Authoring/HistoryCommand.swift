import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage

/// `talkgrid history SET`: the recorded changes of a set, oldest first.
enum HistoryCommand: ParsedCommand {
    static let usage = CommandText(.syntaxHistory).description

    static let help = CommandText.help(
        .syntaxHistory, .helpHistory(steps: SetHistory.maximumSteps, megabytes: SetHistory.maximumBytes >> 20))

    struct Options: CommandOptions {
        var set: String

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
        }
    }

    static func run(_ options: Options) -> Int32 {
        // The history is read without loading the boards: it lists the changes of a set whose boards cannot be read too.
        let path = EditableBoardSet.setPath(for: options.set)
        guard let root = SetHistory.root(forSetAt: path), (try? BoardInput(opening: path)) != nil else {
            do {
                try EditableBoardSet(opening: path).requireEditable()  // says why it has no history
            } catch {
                Output.error("talkgrid history: \(error)")
            }
            return ExitStatus.failure
        }
        do {
            let history = SetHistory(root: root, command: "history")
            let steps = try history.steps()
            let undone = try history.undoneSteps()
            guard !steps.isEmpty || !undone.isEmpty else {
                Output.line(CommandText.historyEmpty(set: options.set).description)
                return ExitStatus.success
            }
            let last = steps.last?.number ?? 0
            for step in (steps + undone).sorted(by: { $0.number < $1.number }) {
                var line =
                    "\(String(repeating: " ", count: max(0, 4 - String(step.number).count)))\(step.number)  \(shown(step.time))  \(step.summary)"
                if undone.contains(where: { $0.number == step.number }) {
                    line +=
                        "  "
                        + (step.number > last
                        ? CommandText(.historyUndone)
                        : CommandText.historySetAside(set: ShellWord.quoted(options.set), step: step.number))
                        .description
                }
                Output.line(line)
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
