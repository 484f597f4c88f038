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
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.set, isDirectory: &isFolder), isFolder.boolValue else {
            Output.error("talkgrid backup: \(CommandText.backupNotAFolder(set: options.set))")
            return ExitStatus.failure
        }
        do {
            let history = SetHistory(root: options.set, holder: "talkgrid backup")
            _ = try history.recoverIfNeeded()
            // A set with settings of its own carries them in its folder; else the account's it runs with go along.
            let settingsFile = SettingsFile(forSetAt: options.set, environment: ProcessInfo.processInfo.environment)
            let settings =
                settingsFile.readPath == settingsFile.path
                ? nil : settingsFile.readPath.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) }
            let made = try history.whileLocked { () -> Result<([ZipWriter.Entry], SetBackup.Contents), StorageError> in
                Result { () throws(StorageError) in try SetBackup.entries(ofSetAt: options.set, settings: settings) }
            }.get()
            try ZipWriter.write(made.0, to: options.file)
            let contents = made.1
            Output.line(
                CommandText.backupWritten(
                    set: options.set, file: options.file, files: contents.setFiles, steps: contents.historySteps,
                    months: contents.usageMonths
                ).description)
            if !contents.settings { Output.line(CommandText(.backupNoSettings).description) }
            return ExitStatus.success
        } catch {
            Output.error("talkgrid backup: \(error)")
            return ExitStatus.failure
        }
    }
}
