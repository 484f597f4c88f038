import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage
import TalkGridWords

/// `talkgrid predict SET "MESSAGE" [--spelling LETTERS] [--lang L] [--all-words] [--json]`: the
/// words the board offers ahead after a message so far, best first.
enum PredictCommand: ParsedCommand {
    static let usage = CommandText(.syntaxPredict).description

    static let help = CommandText.help(
        .syntaxPredict, .helpPredict(shape: #"{"message", "predictions": [{"word", "board", "cell", "keys", "likelihood"}, ...]}"#))

    enum Option: String, CommandOption {
        case spelling, lang, json
        case allWords = "all-words"
        var kind: OptionKind { self == .spelling || self == .lang ? .value : .flag }
    }

    struct Options: CommandOptions {
        var set: String
        var message: String
        var spelling: String?
        var language: String?
        var allWords: Bool
        var json: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            set = positionals[0]
            message = positionals[1]
            spelling = arguments[.spelling]
            language = arguments[.lang]
            allWords = arguments.has(.allWords)
            json = arguments.has(.json)
            if let language, !LanguageTag.isWellFormed(language) {
                throw UsageError(.predictLanguageTag(value: language))
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let set: BoardSet
        do {
            set = try OpenedBoardSet(path: options.set).boardSet
        } catch {
            Output.error("\(error)")
            return ExitStatus.failure
        }
        let language = options.language ?? set.boards[set.rootID]?.locale ?? "en"
        let (frequencies, missing) = WordData(environment: ProcessInfo.processInfo.environment).frequencies(language: language)
        if missing.contains(.wordfreq) {
            Output.error("talkgrid predict: \(CommandText.predictMissingWordfreq(package: WordPackage.wordfreq.package))")
        }
        let pairs = WordPairsFile(setPath: options.set)?.read() ?? WordPairs()
        let predictor = Predictor(
            setWords: SetWords(boardSet: set), frequencies: frequencies, pairs: pairs, includesCommonWords: options.allWords)
        let words = options.message.split(whereSeparator: \.isWhitespace).map(String.init)
        let predictions = predictor.predictions(after: words, spelling: options.spelling)
        if options.json {
            let list = predictions.map { prediction in
                JSONNode.object([
                    ("word", JSONNode(.string(prediction.word))),
                    ("board", prediction.setWord.map { JSONNode(.string($0.boardID)) } ?? JSONNode(.null)),
                    ("cell", prediction.setWord.map { JSONNode(.string($0.cellID)) } ?? JSONNode(.null)),
                    ("keys", prediction.setWord.map { JSONNode(.number(JSONNumber($0.keys))) } ?? JSONNode(.null)),
                    ("likelihood", JSONNode(.number(JSONNumber(text: String(format: "%.3g", prediction.likelihood))))),
                ])
            }
            Output.out(JSONWriter.prettyString(.object([("message", JSONNode(.string(options.message))), ("predictions", .array(list))])))
            return ExitStatus.success
        }
        guard !predictions.isEmpty else {
            Output.error("talkgrid predict: \(CommandText(.predictNothing))")
            return ExitStatus.failure
        }
        let width = predictions.map { DisplayWidth.of($0.word) }.max() ?? 0
        for prediction in predictions {
            let padding = String(repeating: " ", count: width - DisplayWidth.of(prediction.word))
            let place = prediction.setWord.map { "  \($0.glyph ?? " ")  \($0.boardID)" } ?? ""
            Output.line("\(prediction.word)\(padding)\(place)")
        }
        return ExitStatus.success
    }
}
