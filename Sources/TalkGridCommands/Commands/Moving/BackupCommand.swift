import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// `talkgrid backup SET FILE [--replace]`: everything of the person in one file (see
/// ``SetBackup``), made under the set's lock and written atomically.
enum BackupCommand: ParsedCommand {
    static let usage = CommandText(.syntaxBackup).description
    static let help = CommandText.help(.syntaxBackup, .helpBackup)

    enum Option: String, CommandOption {
        case replace
        var kind: OptionKind { .flag }
    }

    struct Options: CommandOptions {
        var set: String
        var file: String
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            set = positionals[0]
            file = positionals[1]
            replace = arguments.has(.replace)
        }
    }

    static func run(_ options: Options) -> Int32 {
        if let refusal = OutputFile.obz.refusal(writingTo: options.file, replace: options.replace) {
            Output.error("talkgrid backup: \(refusal)")
            return ExitStatus.failure
        }
        do throws(HistoryError) {
            let contents = try SetBackup.write(
                setAt: options.set, to: options.file, history: SetHistory(root: options.set, holder: "talkgrid backup"),
                settingsFile: SettingsFile(forSetAt: options.set, environment: ProcessInfo.processInfo.environment))
            Output.line(
                CommandText.backupWritten(
                    set: options.set, file: options.file, files: contents.setFiles, steps: contents.historySteps,
                    months: contents.usageMonths
                ).description)
            if !contents.settings { Output.line(CommandText(.backupNoSettings).description) }
            return ExitStatus.success
        } catch .storage(.notAFolder(let path)) where path == options.set {
            Output.error("talkgrid backup: \(CommandText.backupNotAFolder(set: options.set))")
            return ExitStatus.failure
        } catch {
            Output.error("talkgrid backup: \(error)")
            return ExitStatus.failure
        }
    }
}
