import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStore
import TalkGridWords

/// `talkgrid forms WORD [--after WORDS] [--lang L] [--json]`: a word's forms, one a line with its kind, and
/// `talkgrid forms --about`: the word data's place, licences and credits.
enum FormsCommand: ParsedCommand {
    static let usage = CommandText(.syntaxForms).description

    static let help = CommandText.help(
        .syntaxForms, .helpForms(shape: #"{"word", "language", "forms": [{"form", "kind"}, ...]}"#))

    enum Option: String, CommandOption {
        case lang, json, about, after
        var kind: OptionKind { self == .lang || self == .after ? .value : .flag }
    }

    struct Options: CommandOptions {
        var word: String?
        var language: String?
        var json: Bool
        var about: Bool
        /// The words before it in the message, which order its forms.
        var after: [String]

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            about = arguments.has(.about)
            if about {
                word = nil
            } else {
                word = try arguments.positionals(exactly: 1)[0]
            }
            language = arguments[.lang]
            json = arguments.has(.json)
            after = (arguments[.after] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            if let language, !LanguageTag.isWellFormed(language) {
                throw UsageError(.predictLanguageTag(value: language))
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let data = WordData(environment: environment)
        guard let word = options.word else {
            let state = data.version ?? CommandText.formsMissingLemminflect(package: "lemminflect, wordfreq").description
            Output.line(CommandText.formsAbout(folder: data.folder ?? "-", state: state).description)
            return ExitStatus.success
        }
        let language = options.language ?? LocaleLanguage.locale(in: environment) ?? "en"
        let (wordForms, missing) = data.forms(language: language)
        if missing.contains(.lemminflect) {
            Output.error("talkgrid forms: \(CommandText.formsMissingLemminflect(package: WordPackage.lemminflect.package))")
        }
        if !WordForms.hasForms(language: language) {
            Output.error("talkgrid forms: \(CommandText.formsNone(language: language))")
        }
        let forms = wordForms.ordered(wordForms.forms(of: word, language: language), after: options.after, language: language)
        if options.json {
            let list = forms.map { form in
                JSONNode.object([("form", JSONNode(.string(form.text))), ("kind", JSONNode(.string(FormTextKey(form.kind).rawValue)))])
            }
            Output.out(
                JSONWriter.prettyString(
                    .object([
                        ("word", JSONNode(.string(word))), ("language", JSONNode(.string(LanguageTag.normalized(language)))),
                        ("forms", .array(list)),
                    ])))
            return ExitStatus.success
        }
        let width = forms.map { DisplayWidth.of($0.text) }.max() ?? 0
        for form in forms {
            let padding = String(repeating: " ", count: width - DisplayWidth.of(form.text))
            Output.line("\(form.text)\(padding)  \(CommandText.words.text(FormTextKey(form.kind)))")
        }
        return ExitStatus.success
    }
}
