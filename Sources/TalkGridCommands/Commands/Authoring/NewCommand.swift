import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage
import TalkGridSymbols

/// `talkgrid new FOLDER [--name NAME] [--locale TAG] [--rows R --columns C] [--board-name NAME] [--glyph G] [--words W,W,...]`.
enum NewCommand: ParsedCommand {
    static let usage = CommandText(.syntaxNew).description

    static let help = CommandText.help(.syntaxNew, .helpNew)

    enum Option: String, CommandOption {
        case name, locale, rows, columns, glyph, description, words
        case boardName = "board-name"
        var kind: OptionKind { .value }
    }

    struct Options: CommandOptions {
        var folder: String
        /// The set's name, when given.
        var name: String?
        var locale: String?
        var rows: Int
        var columns: Int
        var boardName: String?
        var glyph: String?
        var description: String?
        /// `--words "apple, more, all done"`: cells for the first board, each with its picture from the symbols.
        var words: [String] = []

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            guard arguments.positionals.count == 1, let folder = arguments.positionals.first else {
                throw UsageError(.newFolderMissing)
            }
            switch LabelText.problem(in: folder) {
            case .blank?: throw UsageError(.newFolderBlank(folder: folder))
            case .controlCharacter(let scalar, let position)?:
                throw UsageError(
                    .newFolderControlCharacter(folder: LabelText.shown(folder), character: LabelText.name(of: scalar), position: position))
            case nil: break
            }
            self.folder = folder
            rows = try AuthoringArguments.count(arguments[.rows], name: "rows", default: 3)
            columns = try AuthoringArguments.count(arguments[.columns], name: "columns", default: 3)
            for option in [Option.name, .boardName] where arguments[option]?.trimmingSpaces.isEmpty == true {
                throw UsageError(.newEmptyName(option: option.rawValue))
            }
            if let name = arguments[.name], case .controlCharacter(let scalar, let position)? = LabelText.problem(in: name) {
                throw UsageError(
                    .newNameControlCharacter(name: LabelText.shown(name), character: LabelText.name(of: scalar), position: position))
            }
            (name, locale, boardName, glyph, description) = (
                arguments[.name], arguments[.locale], arguments[.boardName], arguments[.glyph], arguments[.description]
            )
            if let list = arguments[.words] {
                words = list.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
                guard !words.isEmpty else { throw UsageError(.newWordsEmpty) }
                guard words.count <= rows * columns else {
                    throw UsageError(.newWordsDoNotFit(count: words.count, size: "\(rows) x \(columns)"))
                }
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let folder = options.folder
        if let refusal = NewSetFolder.refusal(of: folder) {
            Output.error("talkgrid new: \(refusal)")
            return ExitStatus.failure
        }
        // `talkgrid new .` in an empty folder: the set is named after that folder, not ".".
        let name = options.name ?? URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let change: AuthoringChange
        do {
            var root = try BlankBoard(
                id: "home", name: options.boardName ?? "Home", locale: options.locale ?? "en",
                glyph: options.glyph ?? "🏠", rows: options.rows, columns: options.columns)
            // A description from the start, so a new set passes 'validate --strict'.
            root.description = options.description ?? "The first board of \(name)"
            change = NewBoardSet(name: name, root: root).documents(source: folder)
        } catch {
            Output.error("talkgrid new: \(error)")
            return ExitStatus.failure
        }
        do {
            try NewSetFolder.make(change, in: folder)
        } catch {
            Output.error("talkgrid new: \(error)")
            return ExitStatus.failure
        }
        Output.line(CommandText.newCreated(summary: change.summary, folder: folder).description)
        return options.words.isEmpty ? ExitStatus.success : placeWords(options)
    }

    /// `--words`: the first board's cells, each with its picture from the symbols, as the set's second step.
    private static func placeWords(_ options: Options) -> Int32 {
        let language = options.locale ?? "en"
        let library = SymbolLibrary(sources: SymbolSources(environment: ProcessInfo.processInfo.environment))
        var lookup: SymbolLibrary.Lookup?
        func index(_ language: String) -> SymbolIndex {
            if let lookup { return lookup.index }
            let found = library.lookup(language: language)
            SymbolsCommand.reportMissing(found, language: language, command: "new")
            lookup = found
            return found.index
        }
        return AuthoringRun.perform(path: options.folder, command: "new --words", force: false) { editable, _ throws(AuthoringError) in
            let plan = SymbolFill(
                words: options.words, on: "home", columns: options.columns, language: language, editable, library: library, index: index)
            return plan.edit(
                summary: CommandText.newWordsPlaced(count: options.words.count, pictures: plan.choices.count).caregiverText)
        }
    }
}
