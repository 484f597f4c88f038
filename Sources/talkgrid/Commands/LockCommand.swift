import Foundation
import TalkGrid
import TalkGridStorage

#if canImport(Glibc)
    import Glibc
#endif

/// `talkgrid lock set | clear | status`: the caregiver lock on Quit and the settings of the menu.
///
/// The code is read on the terminal without showing it (or as lines from a pipe), asked twice,
/// and only its salted SHA-256 digest is saved in `config.json`.
enum LockCommand {
    static let usage = "usage: talkgrid lock [set | clear | status]"

    static let help = """
        \(usage)

        The caregiver lock keeps a child on the board: with it, Quit and every setting of the menu
        (/) ask for the caregiver code first. Bringing back a cleared message and saying the last
        message again stay open. Ctrl-C still quits, for the caregiver at the keyboard.

          set     choose the code: 4 to 8 digits from 1 to 9 (0 is the Back key); asked twice
          clear   take the lock away
          status  say whether the lock is on (what plain 'talkgrid lock' does)

        The board's menu sets, changes and removes it too: / then Access, then Caregiver lock.
        On the board, type the code with the number keys; it is checked as soon as all its digits
        are typed, '.' takes back a digit and 0 goes back. A wrong code returns to the board.
        Only a salted SHA-256 digest of the code is kept, in config.json. A forgotten code is no
        trouble: 'talkgrid lock clear' takes the lock away (the lock guards the board, not the
        computer, so anyone at the command line can).
        """

    /// What to do with the lock.
    enum Action: String, CaseIterable {
        case set, clear, status
    }

    /// `[set | clear | status]`.
    struct Options: CommandOptions {
        var action: Action

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            guard arguments.positionals.count <= 1 else { throw UsageError(.lockOneAction) }
            let word = arguments.positionals.first ?? Action.status.rawValue
            guard let action = Action(rawValue: word) else {
                throw UsageError(
                    Suggestion.hinted(
                        CommandText(.lockNoSuchAction, ["action": .text(word)]), for: word, among: Action.allCases.map(\.rawValue)))
            }
            self.action = action
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "lock", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let file = SettingsFile(environment: ProcessInfo.processInfo.environment)
        let loaded = file.load()
        if let problem = loaded.problem { Output.error("talkgrid lock: \(problem)") }
        var settings = loaded.settings
        switch options.action {
        case .status:
            Output.line(
                settings.session.caregiverLock == nil
                    ? "The caregiver lock is off: anyone can quit and change the settings from the menu."
                    : "The caregiver lock is on: Quit and the settings of the menu ask for the caregiver code.")
            return ExitStatus.success
        case .clear:
            guard settings.session.caregiverLock != nil else {
                Output.line("The caregiver lock was already off.")
                return ExitStatus.success
            }
            settings.session.caregiverLock = nil
            return save(
                settings, over: loaded.settings, in: file,
                saying: "The caregiver lock is off: anyone can quit and change the settings from the menu.")
        case .set:
            guard let code = askForCode() else { return ExitStatus.failure }
            let replaced = settings.session.caregiverLock != nil
            settings.session.caregiverLock = CaregiverLock.salted(code: code)
            return save(
                settings, over: loaded.settings, in: file,
                saying: (replaced ? "The caregiver lock has a new code" : "The caregiver lock is on")
                    + ": Quit and the settings of the menu (/) ask for it. 'talkgrid lock clear' takes it away.")
        }
    }

    /// Saves the lock alone: every other setting stays as the file has it then.
    private static func save(_ settings: SavedSettings, over loaded: SavedSettings, in file: SettingsFile, saying message: String) -> Int32
    {
        do {
            try file.save(settings, changedFrom: loaded)
        } catch {
            Output.error("talkgrid lock: nothing was changed: \(error)")
            return ExitStatus.failure
        }
        Output.line(message)
        return ExitStatus.success
    }

    /// The new code, typed twice the same; nil (said why) otherwise.
    private static func askForCode() -> String? {
        guard let code = readCode("Caregiver code (4 to 8 digits from 1 to 9): ") else {
            Output.error("talkgrid lock: no code was typed; nothing was changed")
            return nil
        }
        if let problem = CaregiverLock.problem(with: code) {
            Output.error("talkgrid lock: \(problem); nothing was changed")
            return nil
        }
        guard let again = readCode("The same code again: "), again == code else {
            Output.error("talkgrid lock: the two codes differ; nothing was changed")
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
