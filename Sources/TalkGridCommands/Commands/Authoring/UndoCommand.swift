import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage

/// `talkgrid undo SET [--force]`: takes back the last recorded change of a set.
enum UndoCommand: ParsedCommand {
    static let usage = CommandText(.syntaxUndo).description

    static let help = CommandText.help(.syntaxUndo, .helpUndo)

    struct Options: CommandOptions {
        var set: String
        /// Undo even a change whose files were edited by hand since.
        var force: Bool

        init(_ arguments: ParsedArguments<ForceOption>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            force = arguments.has(.force)
        }
    }

    static func run(_ options: Options) -> Int32 {
        guard let history = editableHistory(of: options.set, command: "undo") else { return ExitStatus.failure }
        do {
            let step = try history.undo(force: options.force)
            Output.line(
                CommandText.undoUndid(step: step.number, time: HistoryCommand.shown(step.time), summary: step.summary).description)
            let left = try history.steps().filter { !$0.isCreation }.count
            Output.line((left == 0 ? CommandText(.undoNoneLeft) : CommandText.undoLeft(count: left)).description)
            Output.line(CommandText.undoRedoHint(set: BoardInput.enclosingSet(of: options.set) ?? options.set).description)
            return ExitStatus.success
        } catch {
            Output.error("talkgrid undo: \(error)")
            return ExitStatus.failure
        }
    }
}

/// The history of the set at `path` as `command` (`undo`, `redo`) changes it; nil (the reason
/// printed) when the set cannot be opened, is not one that changes in place, or has a board that
/// cannot be read: then `talkgrid recover` is what puts it back (an undo would step over it).
func editableHistory(of path: String, command: String) -> SetHistory? {
    let path = EditableBoardSet.setPath(for: path)
    if let damaged = (try? OpenedBoardSet(running: path))?.boardSet.damagedBoards.first {
        Output.error(
            "talkgrid \(command): "
                + CommandText.undoDamagedUseRecover(id: damaged.id, problem: damaged.problem, set: path)
                .description)
        return nil
    }
    do {
        let editable = try EditableBoardSet(opening: path)
        try editable.requireEditable()
        return editable.history(for: command)
    } catch {
        Output.error("talkgrid \(command): \(error)")
        return nil
    }
}
