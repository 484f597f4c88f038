import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage

/// `talkgrid recover SET [FILE]`: puts back the boards of a set that cannot be read (or FILE) as
/// TalkGrid saved them last, from the set's history, as one change `undo` takes back.
enum RecoverCommand: ParsedCommand {
    static let usage = CommandText(.syntaxRecover).description

    static let help = CommandText.help(.syntaxRecover, .helpRecover)

    struct Options: CommandOptions {
        var set: String
        /// The one file to put back (`boards/home.obf`), inside the set.
        var file: String?

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            let positionals = arguments.positionals
            guard (1...2).contains(positionals.count) else { throw UsageError(.recoverArguments(given: positionals.count)) }
            set = positionals[0]
            file = positionals.count == 2 ? positionals[1] : nil
        }
    }

    static func run(_ options: Options) -> Int32 {
        let path = EditableBoardSet.setPath(for: options.set)
        guard let root = SetHistory.root(forSetAt: path) else {
            // Not a set folder or board file: opening it says why.
            do {
                try EditableBoardSet(opening: path).requireEditable()
            } catch {
                Output.error("talkgrid recover: \(error)")
            }
            return ExitStatus.failure
        }
        let isFolder = root == path
        var entries: [String]?
        if let file = options.file {
            let entry = BoardSet.normalizedEntryPath(
                file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file)
            guard HistoryStep.keepsSavedVersion(of: entry) else {
                Output.error("talkgrid recover: \(CommandText.recoverOnlyBoards(entry: file))")
                return ExitStatus.failure
            }
            entries = [isFolder ? entry : (path as NSString).lastPathComponent]
        }
        let outcome: SetRecovery.Outcome
        do {
            outcome = try SetRecovery(history: SetHistory(root: root, command: "recover")).recover(
                entries: entries, boardFile: isFolder ? nil : (path as NSString).lastPathComponent,
                summary: { CommandText.recoverSummary(entries: $0.joined(separator: ", ")).description },
                time: Int64(Date().timeIntervalSince1970))
        } catch {
            Output.error("talkgrid recover: \(CommandText.editNotSaved(reason: error))")
            return ExitStatus.failure
        }
        if let step = outcome.step {
            Output.line(
                CommandText.recoverPutBack(entries: outcome.putBack.joined(separator: ", "), step: step.number, set: path).description)
        }
        for entry in outcome.unchanged { Output.line(CommandText.recoverAsSaved(entry: entry).description) }
        for (entry, problem) in outcome.withoutSavedVersion {
            Output.error(
                "talkgrid recover: "
                    + CommandText.recoverNoSavedVersion(entry: entry, set: path, problem: problem.map { "\($0)" } ?? "").description)
        }
        if outcome.step == nil && outcome.unchanged.isEmpty && outcome.withoutSavedVersion.isEmpty {
            Output.line(CommandText.recoverNothing(set: path).description)
        }
        return outcome.withoutSavedVersion.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
