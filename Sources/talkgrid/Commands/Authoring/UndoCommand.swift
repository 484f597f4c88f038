import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid undo SET [--force]`: takes back the last recorded change of a set.
enum UndoCommand {
    static let usage = "usage: talkgrid undo SET [--force]"

    static let help = """
        \(usage)

        Puts the set back as it was before its last change (a cell, a board, a translation, an
        import, ...). Run it again to go further back; 'talkgrid history SET' lists what can be
        undone. A change whose files were edited by hand since is not undone (that edit would be
        lost) unless --force. How the set was made ('talkgrid new') is never undone.
        """

    struct Options: CommandOptions {
        var set: String
        /// Undo even a change whose files were edited by hand since.
        var force: Bool

        init(_ arguments: ParsedArguments<ForceOption>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            force = arguments.has(.force)
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "undo", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let history: SetHistory
        do {
            let editable = try EditableBoardSet(opening: options.set)
            try editable.requireEditable()
            history = editable.history
        } catch {
            Output.error("talkgrid undo: \(error)")
            return ExitStatus.failure
        }
        do {
            let step = try history.undo(force: options.force)
            Output.line("Undid step \(step.number) (\(HistoryCommand.shown(step.time))): \(step.summary).")
            let left = try history.steps().filter { !$0.isCreation }.count
            Output.line("  \(left == 0 ? "No" : String(left)) earlier change(s) can still be undone.")
            return ExitStatus.success
        } catch {
            Output.error("talkgrid undo: \(error)")
            return ExitStatus.failure
        }
    }
}
