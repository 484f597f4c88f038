import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPrint
import TalkGridShipped
import TalkGridStorage

/// `talkgrid print SET OUT.pdf`: the boards as a PDF, one page per board, the paper backup.
enum PrintCommand: ParsedCommand {
    static let usage = CommandText(.syntaxPrint).description

    static let help = CommandText.help(.syntaxPrint, .helpPrint)

    enum Option: String, CommandOption {
        case board, all, lang, paper, orientation, keys, grayscale, replace
        var kind: OptionKind {
            switch self {
            case .board: .repeatable
            case .lang, .paper, .orientation, .keys: .value
            case .all, .grayscale, .replace: .flag
            }
        }
    }

    struct Options: CommandOptions {
        var set: String
        /// The PDF to write.
        var output: String
        /// The boards asked for, in order; empty: every board.
        var boardIDs: [String]
        var settings = PrintSettings()
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (set, output) = (positionals[0], positionals[1])
            boardIDs = arguments.values(of: .board)
            if arguments.has(.all) && !boardIDs.isEmpty { throw UsageError(.printAllOrBoard) }
            settings.language = arguments[.lang]
            if let paper = arguments[.paper] {
                guard let chosen = PaperSize(rawValue: paper.lowercased()) else {
                    throw UsageError(.printPaperChoice(value: paper))
                }
                settings.paper = chosen
            }
            if let orientation = arguments[.orientation] {
                guard let chosen = PageOrientation(rawValue: orientation.lowercased()) else {
                    throw UsageError(.printOrientationChoice(value: orientation))
                }
                settings.orientation = chosen
            }
            switch arguments[.keys] {
            case nil, "off": settings.showsKeys = false
            case "on": settings.showsKeys = true
            case let other?: throw UsageError(.runOnOff(option: "keys", value: other))
            }
            settings.grayscale = arguments.has(.grayscale)
            replace = arguments.has(.replace)
        }
    }

    static func run(_ options: Options) -> Int32 {
        if let refusal = OutputFile.pdf.refusal(writingTo: options.output, replace: options.replace) {
            Output.error("talkgrid print: \(refusal)")
            return ExitStatus.failure
        }
        let opened: OpenedBoardSet
        do {
            opened = try OpenedBoardSet(path: options.set)
        } catch {
            Output.error("talkgrid print: \(error)")
            return ExitStatus.failure
        }
        let set = opened.boardSet
        for damaged in set.damagedBoards {
            Output.error("talkgrid print: \(CommandText.printDamagedBoard(notice: damaged.notice))")
        }
        let boardIDs = options.boardIDs.isEmpty ? PageOrder.boards(of: set) : options.boardIDs.map(set.boardID(named:))
        if let missing = boardIDs.first(where: { set.boards[$0] == nil }) {
            Output.error("talkgrid print: \(ShowCommand.noSuchBoard(missing, in: set))")
            return ExitStatus.failure
        }
        if let language = options.settings.language, !set.locales.contains(where: { LanguageTag.bestMatch(for: language, in: [$0]) != nil })
        {
            let offered = set.locales.isEmpty ? CommandText(.runNoLanguagesNamed).description : set.locales.joined(separator: ", ")
            Output.error(
                "talkgrid print: \(CommandText.printNoLabelsInLanguage(language: language, offered: offered))")
        }

        let writer: AtomicFileWriter
        do {
            writer = try AtomicFileWriter(path: options.output)
        } catch {
            notWritten(error.description)
            return ExitStatus.failure
        }
        var writeError: StorageError? = nil
        let showsProgress = isatty(2) == 1
        let printer = SetPrinter(settings: options.settings, words: ShippedContent.englishWords, caregiverWords: CommandText.words)
        let report: PrintReport
        do {
            report = try printer.print(
                set, boards: boardIDs, setName: set.name(path: options.set), date: today(),
                pictureBytes: { reference in opened.media.image(reference.imageID, onBoard: reference.boardID)?.bytes },
                progress: { number, count in
                    if showsProgress {
                        Output.progress(CommandText.printProgress(number: number, count: count).description)
                    }
                },
                write: { bytes in
                    do throws(StorageError) {
                        try writer.append(bytes)
                        return true
                    } catch {
                        writeError = error
                        return false
                    }
                })
            if showsProgress { Output.progress("") }
            try writer.commit()
        } catch {
            if showsProgress { Output.progress("") }
            writer.discard()
            notWritten(writeError?.description ?? String(describing: error))
            return ExitStatus.failure
        }
        Output.line(CommandText.printPrinted(count: report.boardIDs.count, file: options.output).description)
        if report.picturesDrawn > 0 { Output.line(CommandText.printPicturesDrawn(count: report.picturesDrawn).description) }
        if !report.failedPictures.isEmpty {
            Output.line(CommandText.printFailedPictures(count: report.failedPictures.count).description)
            for failure in report.failedPictures {
                let reason: String
                switch failure.cause {
                case .unreadable: reason = CommandText(.printPictureUnreadable).description
                case .undecodable(let problem): reason = problem.description
                }
                let line = CommandText.printFailedPicture(board: failure.boardID, image: failure.imageID, reason: reason)
                Output.line(Output.printable(line.description))
            }
        }
        return ExitStatus.success
    }

    private static func notWritten(_ reason: String) {
        Output.error("talkgrid print: \(CommandText.printNotWritten(reason: reason))")
    }

    /// Today's date as the footer shows it (year-month-day, local time).
    private static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
