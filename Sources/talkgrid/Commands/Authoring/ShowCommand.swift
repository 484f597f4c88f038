import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridTerminal

/// `talkgrid show PATH [--board ID] [--lang TAG] [--width W] [--height H] [--keypad phone|numpad]`.
enum ShowCommand {
    static let usage = CommandText(.syntaxShow).description

    static let help = CommandText.help(.syntaxShow, .helpShow)

    enum Option: String, CommandOption {
        case board, lang, width, height, keypad
        var kind: OptionKind { .value }
    }

    struct Options: CommandOptions {
        var path: String
        var boardID: String?
        var language: String?
        /// Columns to fit in, when given.
        var width: Int?
        /// Lines to fit in, when given.
        var height: Int?
        var keypad = Keypad.phone

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            path = try arguments.positionals(exactly: 1)[0]
            boardID = arguments[.board]
            language = arguments[.lang]
            width = try Self.number(arguments[.width], name: "width")
            height = try Self.number(arguments[.height], name: "height")
            if let name = arguments[.keypad] {
                guard let chosen = Keypad(rawValue: name) else { throw UsageError(.showKeypadChoice) }
                keypad = chosen
            }
        }

        private static func number(_ text: String?, name: String) throws(UsageError) -> Int? {
            guard let text else { return nil }
            guard let value = Int(text), (8...1000).contains(value) else {
                throw UsageError(.showSizeRange, ["option": .text(name), "value": .text(text)])
            }
            return value
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "show", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let width = options.width ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) } ?? 80
        let set: BoardSet
        do {
            set = try EditableBoardSet(opening: options.path).set
        } catch {
            Output.error("talkgrid show: \(error)")
            return ExitStatus.failure
        }
        let boardID = options.boardID ?? set.rootID
        guard let board = set.boards[boardID] else {
            if let damaged = set.damagedBoard(named: boardID) {
                Output.error("talkgrid show: \(damaged.notice)")
                return ExitStatus.failure
            }
            let boards = set.boardOrder.map { "\"\($0)\"" }.joined(separator: ", ")
            Output.error("talkgrid show: \(CommandText(.showNoSuchBoard, ["board": .text(boardID), "boards": .text(boards)]))")
            return ExitStatus.failure
        }
        var language = options.language
        if let asked = language {
            let offered = Array(Set([board.locale].compactMap { $0 } + board.strings.keys)).sorted()
            if LanguageTag.bestMatch(for: asked, in: offered) == nil {
                let has = offered.isEmpty ? CommandText(.runNoLanguagesNamed).description : offered.joined(separator: ", ")
                let notice = CommandText(
                    .showNoLabelsInLanguage, ["board": .text(board.id), "language": .text(asked), "offered": .text(has)])
                Output.error("talkgrid show: \(notice)")
                language = nil
            }
        }
        Output.out(printed(board, keypad: options.keypad, language: language, width: width, height: options.height))
        return ExitStatus.success
    }

    /// A board as `show` prints it: the printout of the screen renderer, then what does not fit
    /// and what the marks mean.
    static func printed(_ board: Board, keypad: Keypad, language: String?, width: Int, height: Int? = nil) -> String {
        let screen = ScreenModel(printing: board, keypad: keypad, language: language)
        let printout = ScreenPainter(words: ShippedContent.englishWords).printout(of: screen, width: width, height: height)
        var text = printout.canvas.text
        let columns = screen.layout.columns
        if printout.shownColumns < columns {
            let note = CommandText(
                .showColumnsDoNotFit, ["first": .number(printout.shownColumns + 1), "last": .number(columns), "width": .number(width)]
            ).description
            text += TextLayout.truncate(note, width: width) + "\n"
        }
        return text + TextLayout.truncate(CommandText(.showLegend).description, width: width) + "\n"
    }
}
