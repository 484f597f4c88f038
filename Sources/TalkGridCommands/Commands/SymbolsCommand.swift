import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStore
import TalkGridSymbols

#if canImport(Glibc)
    import Glibc
#endif

/// `talkgrid symbols search|fill|add ...`: pictures for words, offline.
enum SymbolsCommand {
    static let usage = CommandText(.syntaxSymbols).description

    static let help = CommandText.help(.syntaxSymbols, .helpSymbols)

    static func run(_ arguments: [String]) -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "search": return CommandRequest<SearchOptions>.run(rest, command: "symbols search", usage: usage, help: help, search)
        case "fill": return CommandRequest<FillOptions>.run(rest, command: "symbols fill", usage: usage, help: help, fill)
        case "add":
            return CommandRequest<SymbolsAdding.Options>.run(rest, command: "symbols add", usage: usage, help: help, SymbolsAdding.add)
        case "--help", "-h", "help":
            Output.line(help)
            return ExitStatus.success
        default:
            Output.error("talkgrid symbols: \(CommandText(.symbolsWhatToDo))\n\(usage)")
            return ExitStatus.usage
        }
    }

    enum SearchOption: String, CommandOption {
        case lang, limit
        var kind: OptionKind { .value }
    }

    /// `symbols search WORD [--lang L] [--limit N]`.
    struct SearchOptions: CommandOptions {
        var word: String
        var language: String?
        var limit = 10

        init(_ arguments: ParsedArguments<SearchOption>) throws(UsageError) {
            word = try arguments.positionals(exactly: 1)[0]
            language = arguments[.lang]
            if let text = arguments[.limit] {
                guard let number = Int(text), (1...1000).contains(number) else {
                    throw UsageError(.symbolsLimitNumber(value: text))
                }
                limit = number
            }
        }
    }

    private static func search(_ options: SearchOptions) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let language = options.language ?? LocaleLanguage.locale(in: environment) ?? "en"
        let lookup = SymbolLibrary(sources: SymbolSources(environment: environment)).lookup(language: language)
        reportMissing(lookup, language: language, command: "symbols search")
        let matches = lookup.index.search(options.word, limit: options.limit)
        guard !matches.isEmpty else {
            Output.error(
                "talkgrid symbols search: \(CommandText.symbolsNoMatch(word: options.word, language: language))")
            if let near = nearest(options.word, in: lookup.index) { Output.error(near.description) }
            return ExitStatus.failure
        }
        let width = matches.map { DisplayWidth.of($0.symbol.id) }.max() ?? 0
        for match in matches {
            let symbol = match.symbol
            let padding = String(repeating: " ", count: width - DisplayWidth.of(symbol.id))
            let mark = symbol.library.map { "[\($0)]" } ?? symbol.emoji  // a family's own picture: its library
            Output.line("\(symbol.id)\(padding)  \(mark)  \(symbol.words.joined(separator: ", "))")
        }
        return ExitStatus.success
    }

    enum FillOption: String, CommandOption {
        case board, lang, replace
        var kind: OptionKind { self == .replace ? .flag : .value }
    }

    /// `symbols fill SET [--board ID] [--lang L] [--replace]`.
    struct FillOptions: CommandOptions {
        var set: String
        var board: String?
        var language: String?
        var replace: Bool

        init(_ arguments: ParsedArguments<FillOption>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            board = arguments[.board]
            language = arguments[.lang]
            replace = arguments.has(.replace)
        }
    }

    private static func fill(_ options: FillOptions) -> Int32 {
        let library = SymbolLibrary(sources: SymbolSources(environment: ProcessInfo.processInfo.environment))
        var indexes: [String: SymbolIndex] = [:]
        func index(_ language: String) -> SymbolIndex {
            if let known = indexes[language] { return known }
            let lookup = library.lookup(language: language)
            reportMissing(lookup, language: language, command: "symbols fill")
            indexes[language] = lookup.index
            return lookup.index
        }
        var replace = options.replace
        if let editable = try? EditableBoardSet(opening: options.set) {
            if let board = options.board, editable.set.boards[board] == nil {
                Output.error(
                    "talkgrid symbols fill: \(AuthoringError.noSuchBoard(id: board, known: editable.set.boardOrder, set: options.set))")
                return ExitStatus.failure
            }
            let web = SymbolFill.wanted(in: editable.set, board: options.board, language: options.language).filter(\.replacesWebAddress)
            if !web.isEmpty, !replace, Confirmation.canAsk, isatty(1) == 1 {
                let examples = web.prefix(3).map { "\($0.board) \($0.slot.oneBasedText) \($0.word)" }.joined(separator: ", ")
                Output.out(CommandText.symbolsReplaceWebQuestion(count: web.count, examples: examples).description)
                let answer = readLine()?.trimmingSpaces.lowercased()
                replace = answer == "y" || answer == "yes"
            }
            let plan = SymbolFill(
                editable, board: options.board, language: options.language, replace: replace, library: library, index: index)
            if let problem = plan.problem {
                Output.error("talkgrid symbols fill: \(problem); nothing was changed")
                return ExitStatus.failure
            }
            if plan.choices.isEmpty {
                Output.line(CommandText(.symbolsNothingToFill).description)
                for note in plan.notesOnTheRest { Output.line("  \(note)") }
                return ExitStatus.success
            }
        }
        return AuthoringRun.perform(path: options.set, command: "symbols fill", force: false) { editable, _ throws(AuthoringError) in
            SymbolFill(editable, board: options.board, language: options.language, replace: replace, library: library, index: index).edit
        }
    }

    /// "Words with a picture: cookie, cookies": the words spelt nearest to `word` that find a
    /// picture; nil when none is near.
    static func nearest(_ word: String, in index: SymbolIndex) -> CommandText? {
        let words = index.nearestWords(to: word)
        guard !words.isEmpty else { return nil }
        return CommandText.symbolsNearest(words: words.joined(separator: ", "))
    }

    /// Says on standard error which packages are missing and what is searched instead.
    static func reportMissing(_ lookup: SymbolLibrary.Lookup, language: String, command: String) {
        for source in lookup.missing {
            let missing: CommandText =
                switch source {
                case .cldr: .symbolsMissingCLDR(package: source.package)
                case .openMoji: .symbolsMissingOpenMoji(package: source.package)
                case .notoEmoji: .symbolsMissingNoto(package: source.package)
                }
            Output.error("talkgrid \(command): \(missing)")
        }
        if !lookup.hasLanguage {
            Output.error("talkgrid \(command): \(CommandText.symbolsNoLanguage(language: language))")
        }
    }
}
