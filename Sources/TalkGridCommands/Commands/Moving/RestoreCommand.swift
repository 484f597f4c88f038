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
        do {
            let source = try ObzSource(path: options.file)
            guard SetBackup.isBackup(source) else {
                Output.error(
                    "talkgrid restore: \(CommandText.restoreNotBackup(file: options.file, folder: options.folder))")
                return ExitStatus.failure
            }
            let settings = try SetBackup.restore(source, into: options.folder)
            // The set must open as a set, and its history read, before it is called restored.
            do {
                _ = try OpenedBoardSet(path: options.folder)
                _ = try SetHistory(root: options.folder).steps()
            } catch {
                try? FileManager.default.removeItem(atPath: options.folder)
                Output.error(
                    "talkgrid restore: \(CommandText.restoreNotASet(file: options.file, reason: "\(error)"))")
                return ExitStatus.failure
            }
            Output.line(CommandText.restoreRestored(file: options.file, folder: options.folder).description)
            // The settings stay with the set: the account's config.json is never written.
            let path = SettingsFile.path(ofSetAt: options.folder)
            if let settings, !FileManager.default.fileExists(atPath: path) {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(settings, to: path)
            }
            if FileManager.default.fileExists(atPath: path) {
                Output.line(CommandText.restoreSettingsRestored(config: path).description)
            }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid restore: \(error)")
            return ExitStatus.failure
        }
    }
}
