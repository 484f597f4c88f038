import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage

/// `talkgrid translate ...`: a set's languages, from and to spreadsheets (CSV).
enum TranslateCommand: ParsedCommand {
    static let usage = CommandText(.syntaxTranslate).description

    static let help = CommandText.help(.syntaxTranslate, .helpTranslate)

    enum Option: String, CommandOption {
        case template, force, replace, all, list, remove
        var kind: OptionKind { self == .template ? .value : .flag }
    }

    struct Options: CommandOptions {
        /// What to do with the set's languages.
        enum Task {
            /// `--list`: the languages and how much of each is translated.
            case list
            /// `--remove`: take a language out.
            case remove(language: String)
            /// `--template OUT.csv`: the texts to translate, as a spreadsheet.
            case template(language: String, output: String, all: Bool)
            /// `FILE.csv`: read translations in.
            case read(language: String, csv: String)
        }

        var set: String
        var task: Task
        var force: Bool
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let expected = arguments.has(.list) ? 1 : arguments.has(.remove) || arguments[.template] != nil ? 2 : 3
            let positionals = try arguments.positionals(exactly: expected)
            set = positionals[0]
            force = arguments.has(.force)
            replace = arguments.has(.replace)
            if arguments.has(.list) {
                task = .list
            } else if arguments.has(.remove) {
                task = .remove(language: positionals[1])
            } else if let output = arguments[.template] {
                task = .template(language: positionals[1], output: output, all: arguments.has(.all))
            } else {
                task = .read(language: positionals[1], csv: positionals[2])
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let path = options.set
        let language: String
        let csvPath: String
        switch options.task {
        case .list:
            return list(path)
        case .remove(let removed):
            return AuthoringRun.perform(path: path, command: "translate --remove", force: options.force) {
                _, _ throws(AuthoringError) in RemoveTranslations(language: removed)
            }
        case .template(let wanted, let output, let all):
            return template(path, language: wanted, to: output, all: all, replace: options.replace)
        case .read(let wanted, let csv):
            (language, csvPath) = (wanted, csv)
        }
        guard let data = FileManager.default.contents(atPath: csvPath) else {
            Output.error("talkgrid translate: \(CommandText.translateUnreadable(file: csvPath))")
            return ExitStatus.failure
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Output.error("talkgrid translate: \(CommandText.translateNotUTF8(file: csvPath))")
            return ExitStatus.failure
        }
        let table: TranslationTable
        do {
            table = try TranslationTable(csv: text)
        } catch {
            Output.error("talkgrid translate: \(csvPath): \(error)")
            return ExitStatus.failure
        }
        Output.line(
            CommandText.translateRead(count: table.entries.count, file: csvPath, separator: table.delimiterName).description)
        return AuthoringRun.perform(path: path, command: "translate", force: options.force, replace: options.replace) {
            _, permissions throws(AuthoringError) in
            var edit = AddTranslations(language: language, table: table)
            edit.replace = permissions.replace
            return edit
        }
    }

    /// `--list`: each language with how much of the set it covers.
    private static func list(_ path: String) -> Int32 {
        let documents: BoardSetDocuments
        do {
            documents = try EditableBoardSet(opening: path).documents
        } catch {
            Output.error("talkgrid translate: \(error)")
            return ExitStatus.failure
        }
        let total = TranslationTemplate(documents, language: "", all: true).rows.count
        let own = documents.rootID.flatMap { try? documents.board($0) }?.json["locale"]?.string.map(LanguageTag.normalized)
        for language in AddTranslations.languages(of: documents) {
            if language == own {
                Output.line(CommandText.translateOwnLanguage(language: language, count: total).description)
                continue
            }
            let missing = TranslationTemplate(documents, language: language, all: false).rows.count
            Output.line(
                (missing > 0
                    ? CommandText.translateCoverageToDo(language: language, done: total - missing, count: total, missing: missing)
                    : CommandText.translateCoverage(language: language, done: total - missing, count: total)).description)
        }
        return ExitStatus.success
    }

    /// `--template`: the texts to translate, as a spreadsheet.
    private static func template(_ path: String, language: String, to output: String, all: Bool, replace: Bool) -> Int32 {
        let documents: BoardSetDocuments
        let tag: String
        do {
            documents = try EditableBoardSet(opening: path).documents
            tag = try AddTranslations.checkLanguage(language, in: documents, replace: replace)
        } catch {
            Output.error("talkgrid translate: \(error)")
            return ExitStatus.failure
        }
        if let refusal = OutputFile.csv.refusal(writingTo: output, replace: replace) {
            Output.error("talkgrid translate: \(refusal)")
            return ExitStatus.failure
        }
        let template = TranslationTemplate(documents, language: tag, all: all)
        do {
            try AtomicFile.write(Array(template.csv.utf8), to: output)
        } catch {
            Output.error("talkgrid translate: \(error)")
            return ExitStatus.failure
        }
        let count = template.rows.count
        Output.line(
            (all
                ? CommandText.translateWroteAll(count: count, set: path, file: output)
                : CommandText.translateWroteToTranslate(count: count, set: path, file: output)).description)
        Output.line(CommandText.translateNext(set: path, language: tag, file: output).description)
        return ExitStatus.success
    }
}
