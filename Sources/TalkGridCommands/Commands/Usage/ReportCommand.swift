import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPrint
import TalkGridShipped
import TalkGridStorage

/// `talkgrid report SET [--days N | --since DATE] [--json] [--lam FILE] [--replace]`: the
/// figures a therapist reads about a period of the usage record (`docs/reports.md` defines each),
/// as text, as JSON, or the period's events as a LAM file.
enum ReportCommand: ParsedCommand {
    static let usage = CommandText(.syntaxReport).description
    static let help = CommandText.help(.syntaxReport, .helpReport)

    enum Option: String, CommandOption {
        case days, since, json, lam, pdf, replace
        var kind: OptionKind { self == .json || self == .replace ? .flag : .value }
    }

    struct Options: CommandOptions {
        var set: String
        var days: String?
        var since: String?
        var json: Bool
        var lam: String?
        var pdf: String?
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            set = try arguments.positionals(exactly: 1)[0]
            days = arguments[.days]
            since = arguments[.since]
            json = arguments.has(.json)
            lam = arguments[.lam]
            pdf = arguments[.pdf]
            if lam != nil && pdf != nil { throw UsageError(.reportLamOrPdf) }
            replace = arguments.has(.replace)
        }
    }

    static func run(_ options: Options) -> Int32 {
        let period: UsagePeriod
        do {
            period = try UsagePeriod(days: options.days, since: options.since, today: UsageRecorder.now().date)
        } catch {
            Output.error("talkgrid report: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if let lam = options.lam, let refusal = OutputFile.lam.refusal(writingTo: lam, replace: options.replace) {
            Output.error("talkgrid report: \(refusal)")
            return ExitStatus.failure
        }
        if let pdf = options.pdf, let refusal = OutputFile.pdf.refusal(writingTo: pdf, replace: options.replace) {
            Output.error("talkgrid report: \(refusal)")
            return ExitStatus.failure
        }
        do {
            let record = try UsagePeriod.record(ofSetAt: options.set)
            let events = try record.events()
            if let lam = options.lam {
                let name = FileManager.default.displayName(atPath: options.set)
                let text = LAMFile.text(
                    of: events, from: period.from, to: period.to, setName: name, version: TalkGridCommand.version)
                try AtomicFile.write(Array(text.utf8), to: lam)
                Output.line(CommandText.reportWroteLam(file: lam).description)
                return ExitStatus.success
            }
            let report = UsageReport(events: events, from: period.from, to: period.to)
            if let pdf = options.pdf { return try printed(report, of: options.set, to: pdf) }
            Output.out(options.json ? JSONWriter.prettyString(report.json) + "\n" : text(of: report, set: options.set))
            return ExitStatus.success
        } catch {
            Output.error("talkgrid report: \(error)")
            return ExitStatus.failure
        }
    }

    /// Draws the report as a page into `file` (atomically), the top words with their cells'
    /// pictures, in the language the person spoke (else the set's own).
    private static func printed(_ report: UsageReport, of path: String, to file: String) throws -> Int32 {
        let opened = try OpenedBoardSet(path: path)
        let set = opened.boardSet
        let language = report.messages > 0 ? report.language : (set.root?.locale ?? set.locales.first ?? "en")
        var screens: [String: ScreenModel] = [:]
        var cells: [String: ScreenCell] = [:]
        for top in report.topWords {
            guard let boardID = top.board, let cellID = top.cell, let board = set.boards[boardID] else { continue }
            let screen = screens[boardID] ?? ScreenModel(printing: board, language: language)
            screens[boardID] = screen
            cells[top.word] = screen.cells.first { $0.id == cellID }
        }
        let writer = try AtomicFileWriter(path: file)
        var writeError: StorageError?
        do {
            try UsageReportPrinter(words: ShippedContent.interfaceWords(for: language)).print(
                report, setName: FileManager.default.displayName(atPath: path), cells: cells, date: UsageRecorder.now().date.text,
                pictureBytes: { reference in opened.media.image(reference.imageID, onBoard: reference.boardID)?.bytes },
                write: { bytes in
                    do throws(StorageError) {
                        try writer.append(bytes)
                        return true
                    } catch {
                        writeError = error
                        return false
                    }
                })
            try writer.commit()
        } catch {
            writer.discard()
            throw writeError ?? error
        }
        Output.line(CommandText.reportWroteLam(file: file).description)
        return ExitStatus.success
    }

    /// The report as lines of text.
    static func text(of report: UsageReport, set: String) -> String {
        func line(_ text: CommandText) -> String {
            text.description + "\n"
        }
        func decimal(_ value: Double?) -> InterfaceText.Argument {
            .text(value.map { String(format: "%.1f", $0) } ?? "-")
        }
        var text = line(.reportTitle(set: set, from: report.from.text, to: report.to.text))
        text += line(.reportMessages(count: report.messages))
        text += line(.reportWords(count: report.words, different: report.differentWords))
        text += line(
            .reportNewWords(count: report.newWords.count, words: report.newWords.prefix(30).joined(separator: ", ")))
        text += line(.reportMeanLength(value: decimal(report.meanLengthOfUtterance)))
        text += line(.reportRate(average: decimal(report.wordsPerMinute), peak: decimal(report.peakWordsPerMinute)))
        text += line(
            .reportCore(share: report.coreShare.map { "\(Int(($0 * 100).rounded()))%" } ?? "-", language: report.language))
        let methods = PickMethod.allCases.compactMap { method in report.picksByMethod[method].map { "\(method.rawValue) \($0)" } }
        text += line(.reportPicks(methods: methods.isEmpty ? "-" : methods.joined(separator: ", ")))
        let units = UsageEvent.Unit.allCases.compactMap { unit in report.picksByUnit[unit].map { "\(unit.rawValue) \($0)" } }
        text += line(.reportPicksAdded(units: units.isEmpty ? "-" : units.joined(separator: ", ")))
        text += line(.reportChanges(deletes: report.deletes, clears: report.clears))
        let top = report.topWords.prefix(10).map { "\($0.word) \($0.count)" }
        text += line(.reportTopWords(words: top.isEmpty ? "-" : top.joined(separator: ", ")))
        text += line(.reportHours)
        text += "       " + (0..<24).map { $0 < 10 ? " \($0)" : "\($0)" }.joined(separator: " ") + "\n"
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        for (weekday, hours) in report.heatMap.enumerated() {
            let row = hours.map { count -> String in
                let shown = count == 0 ? "." : count > 99 ? "++" : String(count)
                return String(repeating: " ", count: max(0, 2 - shown.count)) + shown
            }
            text += "  \(days[weekday])  " + row.joined(separator: " ") + "\n"
        }
        return text
    }
}
