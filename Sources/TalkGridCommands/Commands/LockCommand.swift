import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

#if canImport(Glibc)
    import Glibc
#endif

/// `talkgrid lock set | reset | clear | status [SET]`: the caregiver lock on Quit and the settings
/// of the menu, kept with a set's settings (``SettingsFile/init(forSetAt:environment:)``).
///
/// The code is read on the terminal without showing it (or as lines from a pipe), asked twice,
/// and only its salted SHA-256 digest is saved. Without SET the lock is the set run last's (else
/// the account's `config.json`); every answer names the settings file first. `status` only reads
/// the file; a lock whose part cannot be read keeps the board locked, and `reset` gives it a new code.
enum LockCommand: ParsedCommand {
    static let usage = CommandText(.syntaxLock).description

    static let help = CommandText.help(.syntaxLock, .helpLock)

    /// What to do with the lock.
    enum Action: String, CaseIterable {
        case set, reset, clear, status
    }

    /// `[set | reset | clear | status] [SET]`.
    struct Options: CommandOptions {
        var action: Action
        /// The set whose lock is meant; nil: the set run last, else the account's.
        var set: String?

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            guard arguments.positionals.count <= 2 else { throw UsageError(.lockOneAction) }
            set = arguments.positionals.dropFirst().first
            let word = arguments.positionals.first ?? Action.status.rawValue
            guard let action = Action(rawValue: word) else {
                throw UsageError(
                    Suggestion.hinted(
                        CommandText.lockNoSuchAction(action: word), for: word, among: Action.allCases.map(\.rawValue)))
            }
            self.action = action
        }
    }

    static func run(_ options: Options) -> Int32 {
        guard let chosen = PersonSettingsFile.chosen(for: options.set, command: "lock") else { return ExitStatus.failure }
        let file = chosen.file
        let path = chosen.path
        let loaded = file.load()
        for problem in loaded.problems { Output.error("talkgrid lock: \(problem)") }
        var settings = loaded.settings
        let unreadable = settings.session.caregiverLock?.isUnreadable == true
        switch options.action {
        case .status:
            let status: CommandText =
                unreadable
                ? CommandText.lockStatusUnreadable(path: path)
                : CommandText(settings.session.caregiverLock == nil ? .lockStatusOff : .lockStatusOn)
            Output.line(status.description)
            return ExitStatus.success
        case .clear:
            guard settings.session.caregiverLock != nil else {
                Output.line(CommandText(.lockAlreadyOff).description)
                return ExitStatus.success
            }
            settings.session.caregiverLock = nil
            return save(settings, over: loaded.settings, in: file, saying: CommandText(.lockStatusOff))
        case .set, .reset:
            // A forgotten code, or a lock whose part cannot be read: the new code replaces it all the same.
            guard let code = askForCode() else { return ExitStatus.failure }
            let replaced = settings.session.caregiverLock != nil
            settings.session.caregiverLock = CaregiverLock.salted(code: code)
            let said =
                unreadable
                ? CommandText.lockResetUnreadable(path: path) : CommandText(replaced ? .lockNewCode : .lockTurnedOn)
            return save(settings, over: loaded.settings, in: file, saying: said)
        }
    }

    /// Saves the lock alone: every other setting stays as the file has it then.
    private static func save(_ settings: SavedSettings, over loaded: SavedSettings, in file: SettingsFile, saying message: CommandText)
        -> Int32
    {
        do {
            try file.save(settings, changedFrom: loaded)
        } catch {
            Output.error("talkgrid lock: \(CommandText.lockNotSaved(reason: "\(error)"))")
            return ExitStatus.failure
        }
        Output.line(message.description)
        return ExitStatus.success
    }

    /// The new code, typed twice the same on a terminal (from a pipe: one line, or two that agree);
    /// nil (said why) otherwise.
    private static func askForCode() -> String? {
        guard let code = readCode(CommandText(.lockAskCode).description) else {
            Output.error("talkgrid lock: \(CommandText(.lockNoCode))")
            return nil
        }
        if let problem = CaregiverLock.problem(with: code) {
            Output.error("talkgrid lock: \(CommandText.lockBadCode(problem: problem))")
            return nil
        }
        // From a pipe, a script gives the code on one line (a second line, when given, must agree).
        let again = readCode(CommandText(.lockAskAgain).description) ?? (isatty(0) == 1 ? nil : code)
        guard let again, again == code else {
            Output.error("talkgrid lock: \(CommandText(.lockCodesDiffer))")
            return nil
        }
        return code
    }

    /// One line: on a terminal without showing what is typed, else from standard input.
    private static func readCode(_ prompt: String) -> String? {
        if isatty(0) == 1 {
            guard let typed = getpass(prompt) else { return nil }
            return String(cString: typed).trimmingSpaces
        }
        return readLine()?.trimmingSpaces
    }
}
