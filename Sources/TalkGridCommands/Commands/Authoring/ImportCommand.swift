import Foundation
import Synchronization
import TalkGrid
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
enum ImportCommand {
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

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "import", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let input: ImportInput
        do {
            input = try Importer.open(options.file, stringsFiles: options.stringsFiles)
        } catch {
            if case .convertedWithErrors(_, let errors) = error { printErrors(errors, all: options.all) }
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        }
        switch input {
        case .obfArchive(let archive):
            return unpack(archive, options: options)
        case .converted(let imported):
            return write(imported, options: options)
        }
    }

    /// Unpacks an `.obz` as it is (its readable parts, when it is damaged) once its set is read and checked.
    private static func unpack(_ archive: ObzSource, options: Options) -> Int32 {
        let (file, folder) = (options.file, options.folder)
        // Read from the archive first: a set that cannot be read (its manifest or its first board
        // damaged) is not imported at all, and nothing is written.
        let set: BoardSet
        do {
            set = try BoardSetLoader.loadSet(from: archive)
        } catch {
            Output.error("talkgrid import: \(error)")
            Output.error("talkgrid import: \(CommandText(.importNotABoardSet, ["file": .text(file)]))")
            return ExitStatus.failure
        }
        guard !Interruption.requested else { return ExitStatus.failure }  // Ctrl-C while reading: nothing is written
        // Unpacking and checking do not depend on each other: one core each.
        let outcome = Mutex<(rescue: Result<ArchiveExtractor.Rescue, HistoryError>?, findings: [Diagnostic])>((nil, []))
        let lent = LentArchive(archive: archive)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                let rescue = Result { () throws(HistoryError) in try RecordedImport.extract(lent.archive, archive: file, into: folder) }
                outcome.withLock { $0.rescue = rescue }
            } else {
                let findings = renamed(Validator().validate(set), from: file, to: folder)
                outcome.withLock { $0.findings = findings }
            }
        }
        let (result, findings) = outcome.withLock { $0 }
        let rescue: ArchiveExtractor.Rescue
        switch result {
        case .success(let value)?: rescue = value
        case .failure(let error)?:
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        case nil: return ExitStatus.failure  // not reached: the first job always finishes with an outcome
        }
        var report = ImportReport(format: .obz, source: file)
        report.boards = set.boards.count
        report.languages = set.locales
        report.noteRepeated(archive.repeatedEntries)
        let parts = rescue.unreadable.map { UnreadablePart($0, in: set) }
        finish(report, files: rescue.written.count, findings: findings, unreadable: parts, options: options) {
            CommandText(
                parts.isEmpty ? .importImportedArchive : .importImportedArchiveInPart,
                [
                    "boards": CommandText.counted(.countBoards, set.boards.count),
                    "files": CommandText.counted(.countFiles, rescue.written.count),
                    "file": .text(file), "folder": .text(folder),
                ])
        }
        return parts.isEmpty ? ExitStatus.success : ExitStatus.partial
    }

    /// Writes a converted set (checked by the importer: no error) into the folder and reports what came over.
    private static func write(_ imported: ImportedSet, options: Options) -> Int32 {
        let report = imported.report
        let folder = options.folder
        guard !Interruption.requested else { return ExitStatus.failure }  // Ctrl-C while converting: nothing is written
        do throws(StorageError) {
            try ArchiveExtractor.write(imported.files.map { ($0.path, $0.bytes) }, into: folder)
        } catch {
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        }
        let findings = renamed(imported.findings, from: report.source, to: folder)
        finish(report, files: imported.files.count, findings: findings, unreadable: [], options: options) {
            CommandText(
                .importImportedFormat,
                [
                    "format": .text(report.format.displayName), "file": .text(report.source), "folder": .text(folder),
                    "summary": .said(report.summary),
                ])
        }
        return ExitStatus.success
    }

    /// Prints the report, the parts that could not be read and the checker's findings, as text or JSON.
    private static func finish(
        _ report: ImportReport, files: Int, findings: [Diagnostic], unreadable: [UnreadablePart], options: Options,
        headline: () -> CommandText
    ) {
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
                Output.line(CommandText(.importNotesTitle, ["count": .text(FindingReport.number(report.notes.count))]).description)
                for note in report.notes { Output.line("  \(note)") }
            } else {
                Output.line(CommandText(.importNotesByKind, ["count": .text(FindingReport.number(report.notes.count))]).description)
                Output.out(report.groupedNotes.text(indent: "  ", in: CommandText.words))
            }
        }
        if !unreadable.isEmpty {
            Output.line(
                CommandText(.importUnreadableTitle, ["count": .number(unreadable.count), "file": .text(report.source)]).description)
            for part in unreadable { Output.line("  \(part.text)") }
        }
        if report.pictureURLs > 0 {
            Output.line(
                CommandText(.importOfferSymbols, ["count": .number(report.pictureURLs), "folder": .text(options.folder)]).description)
        }
        Output.line(
            (checked.warnings > 0
                ? CommandText(.importCheckedWithWarnings, ["counts": .said(checked.counts), "folder": .text(options.folder)])
                : CommandText(.importChecked, ["counts": .said(checked.counts)])).description)
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

    /// Findings about files of `source` (`talk.gridset/boards/home.obf`) named after the folder they were written to.
    private static func renamed(_ findings: [Diagnostic], from source: String, to folder: String) -> [Diagnostic] {
        let prefix = source + "/"
        return findings.map { finding in
            guard finding.file.hasPrefix(prefix) || finding.file == source else { return finding }
            var renamed = finding
            renamed.file = folder + finding.file.dropFirst(source.count)
            return renamed
        }
    }

    /// The archive, lent to the job that unpacks it while the caller waits for both jobs: never used
    /// concurrently by two threads, which is all a libzip handle (not thread-safe) asks.
    private struct LentArchive: @unchecked Sendable {
        let archive: ObzSource
    }
}
