import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// `talkgrid level [SET] [1-5]`: the person's vocabulary level (``VocabularyLevel``), kept with a
/// set's settings as the caregiver lock is (``SettingsFile/init(forSetAt:environment:)``).
///
/// Without a level it says which it is (only reading the file); with one it saves it, every other
/// setting staying as the file has it. Without SET the set run last is meant (else the account's
/// `config.json`); every answer names the settings file first.
enum LevelCommand: ParsedCommand {
    static let usage = CommandText(.syntaxLevel).description

    static let help = CommandText.help(.syntaxLevel, .helpLevel)

    /// `[SET] [LEVEL]`: a last argument of digits is the level.
    struct Options: CommandOptions {
        var set: String?
        var level: Int?

        init(_ arguments: ParsedArguments<NoOption>) throws(UsageError) {
            var positionals = arguments.positionals
            guard positionals.count <= 2 else { throw UsageError(.levelArguments) }
            if let last = positionals.last, positionals.count == 2 || last.allSatisfy(\.isNumber) {
                guard let number = Int(last), VocabularyLevel.levels.contains(number) else {
                    throw UsageError(.levelChoice(value: last))
                }
                level = number
                positionals.removeLast()
            }
            set = positionals.first
        }
    }

    static func run(_ options: Options) -> Int32 {
        guard let chosen = PersonSettingsFile.chosen(for: options.set, command: "level") else { return ExitStatus.failure }
        let file = chosen.file
        let loaded = file.load()
        for problem in loaded.problems { Output.error("talkgrid level: \(problem)") }
        guard let level = options.level else {
            Output.line(CommandText.levelIs(level: loaded.settings.session.level).description)
            return ExitStatus.success
        }
        var settings = loaded.settings
        settings.session.level = level
        do {
            try file.save(settings, changedFrom: loaded.settings)
        } catch {
            Output.error("talkgrid level: \(CommandText.lockNotSaved(reason: "\(error)"))")
            return ExitStatus.failure
        }
        Output.line(CommandText.levelNowIs(level: level).description)
        return ExitStatus.success
    }
}
