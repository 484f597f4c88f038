import TalkGrid
import Testing

@testable import TalkGridCommandLine
@testable import TalkGridCommands
@testable import TalkGridStart

/// Each command's options are declared as an enum and read into a typed struct; help is its own
/// outcome of parsing; mistakes are usage errors with the messages a person sees.
@Suite("Command-line arguments: typed options, help, usage errors")
struct ParsedArgumentsTests {
    private func request<Options: CommandOptions>(_ type: Options.Type, _ arguments: [String]) throws(UsageError) -> CommandRequest<Options>
    {
        try CommandRequest<Options>(parsing: arguments)
    }

    private func options<Options: CommandOptions>(_ type: Options.Type, _ arguments: [String]) throws -> Options {
        guard case .run(let options) = try request(type, arguments) else {
            throw ParsedAsHelp(arguments: arguments)
        }
        return options
    }

    /// Arguments that were meant to run a command but asked for its help.
    private struct ParsedAsHelp: Error {
        var arguments: [String]
    }

    private func mistake<Options: CommandOptions>(_ type: Options.Type, _ arguments: [String]) -> String? {
        do {
            _ = try request(type, arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("values become typed options: enums, numbers, repeated values, counted flags")
    func typedValues() throws {
        let run = try options(
            RunOptions.self, ["shipped:core-words", "--keypad", "numpad", "--scan-pace=2", "--no-audio", "--lang", "pt_br"])
        #expect(run.path == "shipped:core-words")
        #expect(run.overrides.keypad == .numpad)
        #expect(run.overrides.scanPaceMilliseconds == 2000)
        #expect(run.overrides.language == "pt-BR")
        #expect(run.noAudio && !run.printSpeech)
        let resize = try options(BoardCommand.ResizeOptions.self, ["kid", "home", "4X5", "--drop", "1,1", "--drop=2,3"])
        #expect(resize.rows == 4 && resize.columns == 5)
        #expect(resize.dropping == [GridSlot(row: 0, column: 0), GridSlot(row: 1, column: 2)])
        let remove = try options(CellCommand.RemoveOptions.self, ["kid", "home", "2,3", "--yes", "--yes"])
        #expect(remove.yes == 2 && remove.slot == GridSlot(row: 1, column: 2))
        let show = try options(ShowCommand.Options.self, ["kid", "--width", "40"])
        #expect(show.width == 40 && show.height == nil && show.keypad == .phone)
    }

    @Test("--help and -h are help, whatever else is given, but an unknown option is still a mistake")
    func help() throws {
        for arguments in [["--help"], ["-h"], ["kid", "--keypad", "nope", "--help"]] {
            guard case .help = try request(EffortCommand.Options.self, arguments) else {
                Issue.record("\(arguments) is not help")
                continue
            }
        }
        #expect(mistake(EffortCommand.Options.self, ["--help", "--bogus"]) == "unknown option --bogus")
        #expect(mistake(EffortCommand.Options.self, ["--help=yes"]) == "--help takes no value")
    }

    @Test("unknown options name the nearest one; -x is never a file or a text; after -- everything is")
    func unknownOptions() throws {
        #expect(mistake(RunOptions.self, ["--keypda", "phone"]) == "unknown option --keypda (did you mean '--keypad'?)")
        #expect(mistake(RunOptions.self, ["--hlep"]) == "unknown option --hlep (did you mean '--help'?)")
        #expect(mistake(InfoCommand.Options.self, ["--json=yes", "x"]) == "--json takes no value")
        #expect(mistake(InfoCommand.Options.self, ["-x"]) == "unknown option -x")
        #expect(mistake(HistoryCommand.Options.self, ["kid", "--force"]) == "unknown option --force")
        let said = try options(SayCommand.Options.self, ["--", "-x", "--marks", "-1,2"])
        #expect(said.text == "-x --marks -1,2")
    }

    @Test("a missing value, a value given twice and a bad value are usage errors that say so")
    func badValues() {
        #expect(mistake(RunOptions.self, ["--keys"]) == "--keys needs a value")
        #expect(mistake(RunOptions.self, ["--keys", "1", "--keys=2"]) == "--keys is given twice ('1' and '2'); give it once")
        #expect(mistake(RunOptions.self, ["--keypad", "qwerty"]) == "--keypad is phone or numpad, not 'qwerty'")
        #expect(mistake(RunOptions.self, ["--scan-pace", "9"]) == "--scan-pace is a number of seconds from 0.5 to 5, not '9'")
        #expect(mistake(RunOptions.self, ["--speak-screen", "maybe"]) == "--speak-screen is on or off, not 'maybe'")
        #expect(
            mistake(ValidateCommand.Options.self, ["x", "--max-options", "0"])
                == "--max-options needs a whole number of at least 1, not \"0\"")
        #expect(mistake(NewCommand.Options.self, ["kid", "--rows", "21"]) == "--rows needs a whole number from 1 to 20, not \"21\"")
        #expect(mistake(CellCommand.SetOptions.self, ["kid", "home", "0,1", "--label", "x"])?.contains("is not a cell position") == true)
        #expect(mistake(CellCommand.SetOptions.self, ["kid", "home", "1,1", "--force"]) == "say what to set, e.g. --label or --glyph")
        #expect(mistake(SayCommand.Options.self, ["hi", "--voice", "a", "--lang", "es"]) == "give --voice or --lang, not both")
        #expect(mistake(ExportCommand.Options.self, ["kid"]) == "expected 2 arguments, got 1")
    }

    @Test("a command's task follows from its options")
    func tasks() throws {
        guard case .explain(let code) = try options(ValidateCommand.Options.self, ["--explain", "broken-link"]).task else {
            Issue.record("--explain is not an explanation")
            return
        }
        #expect(code == "broken-link")
        #expect(mistake(ValidateCommand.Options.self, ["--explain", "broken-link", "kid"]) == "--explain takes a code, not paths")
        guard
            case .template(let language, let output, let all) = try options(
                TranslateCommand.Options.self, ["kid", "es", "--template", "out.csv", "--all"]
            ).task
        else {
            Issue.record("--template is not a template")
            return
        }
        #expect(language == "es" && output == "out.csv" && all)
        #expect(mistake(TranslateCommand.Options.self, ["kid", "es", "--list"]) == "expected 1 argument, got 2")
    }
}
