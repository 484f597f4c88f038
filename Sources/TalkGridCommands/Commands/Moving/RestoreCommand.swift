import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// `talkgrid restore FILE DIR`: a backup made by `talkgrid backup` unpacked into a new set folder
/// through the same checks as an untrusted `.obz`, with its edit history, usage record and settings
/// (kept with the set, never in this computer account's `config.json`).
enum RestoreCommand: ParsedCommand {
    static let usage = CommandText(.syntaxRestore).description
    static let help = CommandText.help(.syntaxRestore, .helpRestore)

    struct Options: CommandOptions {
        var file: String
        var folder: String

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            file = positionals[0]
            folder = positionals[1]
        }
    }

    static func run(_ options: Options) -> Int32 {
        // A restored set is a set of its own, never a folder inside another one.
        if let refusal = OutputFile.refusal(writingInto: options.folder) {
            Output.error("talkgrid restore: \(refusal)")
            return ExitStatus.failure
        }
        let settings: String?
        do throws(SetBackup.RestoreFailure) {
            settings = try SetBackup.restoreSet(from: options.file, into: options.folder)
        } catch {
            switch error {
            case .notABackup:
                Output.error(
                    "talkgrid restore: \(CommandText.restoreNotBackup(file: options.file, folder: options.folder))")
            case .notASet(let reason):
                Output.error(
                    "talkgrid restore: \(CommandText.restoreNotASet(file: options.file, reason: "\(reason)"))")
            case .storage(let error):
                Output.error("talkgrid restore: \(error)")
            }
            return ExitStatus.failure
        }
        Output.line(CommandText.restoreRestored(file: options.file, folder: options.folder).description)
        // The settings stay with the set: the account's config.json is never written.
        if let settings { Output.line(CommandText.restoreSettingsRestored(config: settings).description) }
        return ExitStatus.success
    }
}
