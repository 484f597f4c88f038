import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// `talkgrid redo SET [--step N] [--force]`: puts back what `undo` took back.
enum RedoCommand: ParsedCommand {
    static let usage = CommandText(.syntaxRedo).description

    static let help = CommandText.help(.syntaxRedo, .helpRedo)

    enum Option: String, CommandOption {
        case step, force
        var kind: OptionKind { self == .step ? .value : .flag }
    }

    struct Options: CommandOptions {
        var set: String
        /// An undone step a later change set aside, to bring back as a new change.
        var step: Int?
        /// Redo even a change whose files were edited since the undo.
        var force: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            if let text = arguments[.step] {
                guard let number = Int(text), number > 0 else {
                    throw UsageError(.redoStepNumber(value: text))
                }
                step = number
            }
            force = arguments.has(.force)
        }
    }

    static func run(_ options: Options) -> Int32 {
        guard let history = editableHistory(of: options.set, command: "redo") else { return ExitStatus.failure }
        do {
            if let number = options.step {
                let (step, broughtBack) = try history.bringBack(
                    step: number,
                    summary: {
                        CommandText.redoBroughtBackSummary(step: $0.number, summary: $0.summary).description
                    },
                    time: Int64(Date().timeIntervalSince1970))
                Output.line(
                    CommandText.redoBroughtBack(step: broughtBack.number, new: step.number, summary: broughtBack.summary, set: options.set)
                        .description)
                return ExitStatus.success
            }
            let step = try history.redo(force: options.force)
            Output.line(
                CommandText.redoRedid(step: step.number, time: HistoryCommand.shown(step.time), summary: step.summary).description)
            let left = try history.redoableSteps().count
            if left > 0 { Output.line(CommandText.redoLeft(count: left).description) }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid redo: \(error)")
            return ExitStatus.failure
        }
    }
}
