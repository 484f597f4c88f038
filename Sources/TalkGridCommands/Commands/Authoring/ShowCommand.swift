import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPictures
import TalkGridRun
import TalkGridShipped
import TalkGridStorage
import TalkGridTerminal

/// `talkgrid show PATH [--board ID] [--lang TAG] [--width W] [--height H] [--keypad phone|numpad]
/// [--symbols blocks|off]`.
enum ShowCommand: ParsedCommand {
    static let usage = CommandText(.syntaxShow).description

    static let help = CommandText.help(.syntaxShow, .helpShow)

    enum Option: String, CommandOption {
        case board, lang, width, height, keypad, symbols
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
        /// Whether the set's pictures are drawn (as block art).
        var drawsPictures = false

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
            if let symbols = arguments[.symbols] {
                guard let chosen = SymbolsSetting(rawValue: symbols), chosen == .blocks || chosen == .off else {
                    throw UsageError(.showSymbolsChoice)
                }
                drawsPictures = chosen == .blocks
            }
        }

        private static func number(_ text: String?, name: String) throws(UsageError) -> Int? {
            guard let text else { return nil }
            guard let value = Int(text), (8...1000).contains(value) else {
                throw UsageError(.showSizeRange(option: name, value: text))
            }
            return value
        }
    }

    static func run(_ options: Options) -> Int32 {
        let width = options.width ?? ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) } ?? 80
        let opened: OpenedBoardSet
        do {
            opened = try OpenedBoardSet(path: options.path)
        } catch {
            Output.error("talkgrid show: \(error)")
            return ExitStatus.failure
        }
        let set = opened.boardSet
        let boardID = options.boardID.map(set.boardID(named:)) ?? set.rootID
        guard let board = set.boards[boardID] else {
            if let damaged = set.damagedBoard(named: boardID) {
                Output.error("talkgrid show: \(damaged.noticeText)")
                return ExitStatus.failure
            }
            Output.error("talkgrid show: \(noSuchBoard(boardID, in: set))")
            return ExitStatus.failure
        }
        var language = options.language
        if let asked = language {
            let offered = Array(Set([board.locale].compactMap { $0 } + board.strings.keys)).sorted()
            if LanguageTag.bestMatch(for: asked, in: offered) == nil {
                let has = offered.isEmpty ? CommandText(.runNoLanguagesNamed).description : offered.joined(separator: ", ")
                let notice = CommandText.showNoLabelsInLanguage(board: board.id, language: asked, offered: has)
                Output.error("talkgrid show: \(notice)")
                language = nil
            }
        }
        guard options.drawsPictures else {
            Output.out(printed(board, keypad: options.keypad, language: language, width: width, height: options.height))
            return ExitStatus.success
        }
        let environment = ProcessInfo.processInfo.environment
        // The frame is written in the colours the art is made in: 24-bit, 256 or none (NO_COLOR).
        let colors = BlockColors(environment: environment)
        let support: ColorSupport =
            switch colors {
            case .trueColor: .trueColor
            case .palette256: .palette256
            case .none: .none
            }
        let pictures = DecodedCellPictures(
            media: opened.media, output: .blocks(colors),
            disk: DiskCache.standardFolder(environment: environment).map { DiskCache(folder: $0) })
        Output.styled(
            printed(board, keypad: options.keypad, language: language, width: width, height: options.height, pictures: pictures) {
                ANSIRenderer(colorSupport: support, synchronizedOutput: false).lines($0, theme: .standard)
            })
        for (reference, error) in pictures.failures {
            let reason = CommandText.showPictureNotDrawn(image: reference.imageID, board: reference.boardID, reason: "\(error)")
            Output.error("talkgrid show: \(reason)")
        }
        return ExitStatus.success
    }

    /// A board as `show` prints it: the printout of the screen renderer (with `pictures` where
    /// given, written out by `text`), then how it is printed when in parts, what does not fit
    /// and what the marks mean.
    static func printed(
        _ board: Board, keypad: Keypad, language: String?, width: Int, height: Int? = nil, pictures: (any CellPictures)? = nil,
        text write: (Canvas) -> String = \.text
    ) -> String {
        let screen = ScreenModel(printing: board, keypad: keypad, language: language)
        let printout = ScreenPainter(words: ShippedContent.englishWords, pictures: pictures).printout(
            of: screen, width: width, height: height)
        var text = write(printout.canvas)
        let columns = screen.layout.columns
        if printout.isInParts {
            text += TextLayout.wrap(CommandText(.showInParts).description, width: width).joined(separator: "\n") + "\n"
        }
        if printout.shownColumns < columns {
            let note = CommandText.showColumnsDoNotFit(first: printout.shownColumns + 1, last: columns, width: width).description
            text += TextLayout.truncate(note, width: width) + "\n"
        }
        return text + TextLayout.truncate(CommandText(.showLegend).description, width: width) + "\n"
    }

    /// "the set has no board X", with the ids nearest to the one given (show's and print's).
    static func noSuchBoard(_ boardID: String, in set: BoardSet) -> CommandText {
        let hint = NearestNames.hint(
            for: boardID, among: set.boardOrder, listedBy: "talkgrid info \(ShellWord.quoted(set.source)) --boards")
        return CommandText.showNoSuchBoard(board: boardID, hint: hint)
    }
}
