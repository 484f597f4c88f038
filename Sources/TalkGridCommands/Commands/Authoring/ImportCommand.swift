import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridImport
import TalkGridStorage

/// `talkgrid import FILE FOLDER [--strings FILE]... [--all] [--json]`: brings boards from an `.obz`
/// or from another AAC app (AsTeRICS Grid, Grid 3, Cboard) into a set folder, and says what came over.
///
/// The report reads like `validate`'s: the importer's notes grouped by kind (``FindingReport``),
/// each kind counted, with three located examples and what varies among the rest; `--all` lists
/// every note, `--json` everything. An `.obz` whose archive is damaged in places is imported
/// without the parts that cannot be read, each named with what in the set uses it, and the
/// command exits with ``ExitStatus/partial``.
enum ImportCommand: ParsedCommand {
    static let usage = CommandText(.syntaxImport).description

    static let help = CommandText.help(.syntaxImport, .helpImport)

    enum Option: String, CommandOption {
        case strings, json, all
        var kind: OptionKind { self == .strings ? .repeatable : .flag }
    }

    struct Options: CommandOptions {
        /// The file to bring in.
        var file: String
        /// The set folder to make.
        var folder: String
        /// Cboard strings files, the boards' own language first.
        var stringsFiles: [String]
        var json: Bool
        /// Every note and every error on a line of its own, instead of grouped by kind.
        var all: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (file, folder) = (positionals[0], positionals[1])
            stringsFiles = arguments.values(of: .strings)
            json = arguments.has(.json)
            all = arguments.has(.all)
        }
    }

    static func run(_ options: Options) -> Int32 {
        // Ctrl-C stops an import at its next safe point, before it is committed.
        Interruption.sayWhenStopped(CommandText.importStoppedNothingWritten(folder: options.folder))
        let input: ImportInput
        do {
            input = try Importer.open(options.file, stringsFiles: options.stringsFiles)
        } catch {
            if case .convertedWithErrors(_, let errors) = error { printErrors(errors, all: options.all) }
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        }
        let outcome: SetImport.Outcome
        do throws(SetImport.Failure) {
            outcome = try SetImport.bring(
                input, from: options.file, into: options.folder, history: SetHistory(root: options.folder, command: "import"),
                stopping: { Interruption.requested })
        } catch {
            switch error {
            case .notABoardSet(let file, let reason):
                Output.error("talkgrid import: \(reason)")
                Output.error("talkgrid import: \(CommandText.importNotABoardSet(file: file))")
            case .stoppedBeforeWriting: break  // Ctrl-C while reading: the stop says nothing was written
            case .notRecorded(.stopped): break  // Ctrl-C: the stop says what happened
            case .notRecorded(let error): Output.error("talkgrid import: \(error)")
            }
            return ExitStatus.failure
        }
        Interruption.sayWhenStopped(CommandText.importStoppedKept(folder: options.folder))
        let parts = outcome.archiveSet.map { set in outcome.unreadable.map { UnreadablePart($0, in: set) } } ?? []
        finish(outcome.report, files: outcome.files, unreadable: parts, options: options) {
            headline(outcome, unreadable: !parts.isEmpty, options: options)
        }
        return parts.isEmpty ? ExitStatus.success : ExitStatus.partial
    }

    /// "Imported 12 boards and 40 files from FILE into FOLDER" (an archive), or the format's summary.
    private static func headline(_ outcome: SetImport.Outcome, unreadable: Bool, options: Options) -> CommandText {
        let report = outcome.report
        guard outcome.archiveSet != nil else {
            return CommandText.importImportedFormat(
                format: report.format.displayName, file: report.source, folder: options.folder, summary: report.summary)
        }
        let boards = CommandText.countBoards(count: report.boards)
        let files = CommandText.countFiles(count: outcome.files)
        return unreadable
            ? .importImportedArchiveInPart(boards: boards, files: files, file: options.file, folder: options.folder)
            : .importImportedArchive(boards: boards, files: files, file: options.file, folder: options.folder)
    }

    /// Prints the report, the parts that could not be read and the findings, as text or JSON.
    ///
    /// The findings are `validate`'s on the folder as written (every picture decoded), so an import
    /// says what `validate` will say.
    private static func finish(
        _ report: ImportReport, files: Int, unreadable: [UnreadablePart], options: Options, headline: () -> CommandText
    ) {
        let (findings, decoded, known) = ValidateCommand.checked(options.folder, options: ValidateCommand.standardOptions())
        let checked = FindingReport(findings)
        if options.json {
            var node = report.json
            node.setMember("folder", to: JSONNode(.string(options.folder)))
            node.setMember("files", to: JSONNode(integerLiteral: files))
            node.setMember("unreadable", to: .array(unreadable.map(\.json)))
            node.setMember(
                "validation",
                to: .object([
                    ("errors", JSONNode(integerLiteral: checked.errors)), ("warnings", JSONNode(integerLiteral: checked.warnings)),
                    ("findings", .array(findings.map { $0.json(in: CommandText.words) })),
                ]))
            Output.out(JSONWriter.prettyString(node))
            return
        }
        printErrors(findings.filter { $0.severity == .error }, all: options.all)
        Output.line("\(headline()).")
        if !report.notes.isEmpty {
            if options.all {
                Output.line(CommandText.importNotesTitle(count: FindingReport.number(report.notes.count)).description)
                for note in report.notes { Output.line("  \(note)") }
            } else {
                Output.line(CommandText.importNotesByKind(count: FindingReport.number(report.notes.count)).description)
                Output.out(report.groupedNotes.text(indent: "  ", in: CommandText.words))
            }
        }
        if !unreadable.isEmpty {
            Output.line(
                CommandText.importUnreadableTitle(count: unreadable.count, file: report.source).description)
            for part in unreadable { Output.line("  \(part.text)") }
        }
        if report.pictureURLs > 0 {
            Output.line(
                CommandText.importOfferSymbols(count: report.pictureURLs, folder: options.folder).description)
        }
        let counts = ValidateCommand.countsLine(checked, path: options.folder, decoded: decoded, known: known)
        Output.line(
            (checked.errors + checked.warnings > 0
                ? CommandText.importCheckedWithWarnings(folder: options.folder, counts: counts.description)
                : CommandText.importChecked(counts: counts.description)).description)
    }

    /// Errors on standard error: grouped by code as `validate` groups them, or each on its line with `--all`.
    private static func printErrors(_ errors: [Diagnostic], all: Bool) {
        guard !errors.isEmpty else { return }
        if all {
            for error in errors { Output.error(CommandText.words.text(error)) }
        } else {
            var text = FindingReport(errors).text(in: CommandText.words)
            text.removeLast()  // Output.error ends the line
            Output.error(text)
        }
    }
}
