import Foundation
import Synchronization
import TalkGrid
import TalkGridImport
import TalkGridStorage

/// `talkgrid import FILE FOLDER [--strings FILE]... [--json]`: brings boards from an `.obz` or from
/// another AAC app (AsTeRICS Grid, Grid 3, Cboard) into a set folder, and says what came over.
enum ImportCommand {
    static let usage = CommandText(.syntaxImport).description

    static let help = CommandText.help(.syntaxImport, .helpImport)

    enum Option: String, CommandOption {
        case strings, json
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

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (file, folder) = (positionals[0], positionals[1])
            stringsFiles = arguments.values(of: .strings)
            json = arguments.has(.json)
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "import", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let (file, folder) = (options.file, options.folder)
        let input: ImportInput
        do {
            input = try Importer.open(file, stringsFiles: options.stringsFiles)
        } catch {
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        }
        switch input {
        case .obfArchive(let archive):
            return unpack(archive, file: file, folder: folder, json: options.json)
        case .converted(let imported):
            return write(imported, folder: folder, json: options.json)
        }
    }

    /// Unpacks an `.obz` as it is, then reads and checks it.
    private static func unpack(_ archive: ObzSource, file: String, folder: String, json: Bool) -> Int32 {
        let existed = FileManager.default.fileExists(atPath: folder)
        let written: [String]
        do {
            written = try RecordedImport.extract(archive, archive: file, into: folder)
        } catch {
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        }
        let set: BoardSet
        do {
            set = try BoardSetLoader.loadSet(from: FolderSource(path: folder))
        } catch {
            Output.error("talkgrid import: \(error)")
            if !existed { try? FileManager.default.removeItem(atPath: folder) }
            Output.error("talkgrid import: \(CommandText(.importNotABoardSet, ["file": .text(file)]))")
            return ExitStatus.failure
        }
        let findings = Validator().validate(set)
        var report = ImportReport(format: .obz, source: file)
        report.boards = set.boards.count
        report.languages = set.locales
        finish(report, files: written.count, findings: findings, folder: folder, json: json) {
            CommandText(
                .importImportedArchive,
                [
                    "boards": CommandText.counted(.countBoards, set.boards.count), "files": CommandText.counted(.countFiles, written.count),
                    "file": .text(file), "folder": .text(folder),
                ])
        }
        return ExitStatus.success
    }

    /// Checks a converted set, writes it into the folder and reports what came over.
    private static func write(_ imported: ImportedSet, folder: String, json: Bool) -> Int32 {
        let report = imported.report
        let set: BoardSet
        do {
            set = try BoardSetLoader.loadSet(from: InMemoryBoardSetSource(displayName: folder, files: imported.filesByPath))
        } catch {
            Output.error("talkgrid import: \(CommandText(.importNotReadBack, ["reason": .said(error)]))")
            return ExitStatus.failure
        }
        // Writing the files and checking the set do not depend on each other: one core each.
        let files = imported.files.map { ($0.path, $0.bytes) }
        let outcome = Mutex<(problem: StorageError?, findings: [Diagnostic])>((nil, []))
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                do throws(StorageError) {
                    try ArchiveExtractor.write(files, into: folder)
                } catch {
                    outcome.withLock { $0.problem = error }
                }
            } else {
                let findings = Validator().validate(set)
                outcome.withLock { $0.findings = findings }
            }
        }
        let (problem, findings) = outcome.withLock { $0 }
        if let problem {
            Output.error("talkgrid import: \(problem)")
            return ExitStatus.failure
        }
        finish(report, files: imported.files.count, findings: findings, folder: folder, json: json) {
            CommandText(
                .importImportedFormat,
                [
                    "format": .text(report.format.displayName), "file": .text(report.source), "folder": .text(folder),
                    "summary": .said(report.summary),
                ])
        }
        return ExitStatus.success
    }

    /// Prints the report and the checker's findings, as text or JSON.
    private static func finish(
        _ report: ImportReport, files: Int, findings: [Diagnostic], folder: String, json: Bool, headline: () -> CommandText
    ) {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        if json {
            var node = report.json
            node.setMember("folder", to: JSONNode(.string(folder)))
            node.setMember("files", to: JSONNode(integerLiteral: files))
            node.setMember(
                "validation",
                to: .object([
                    ("errors", JSONNode(integerLiteral: errors)), ("warnings", JSONNode(integerLiteral: warnings)),
                    ("findings", .array(findings.map { $0.json(in: CommandText.words) })),
                ]))
            Output.out(JSONWriter.prettyString(node))
            return
        }
        for finding in findings where finding.severity == .error { Output.error("\(finding)") }
        Output.line("\(headline()).")
        if !report.notes.isEmpty {
            Output.line(CommandText(.importNotesTitle, ["count": .number(report.notes.count)]).description)
            for note in report.notes { Output.line("  \(note)") }
        }
        let counts: [String: InterfaceText.Argument] = [
            "errors": CommandText.counted(.countErrors, errors), "warnings": CommandText.counted(.countWarnings, warnings),
        ]
        Output.line(
            (warnings > 0
                ? CommandText(.importCheckedWithWarnings, counts.merging(["folder": .text(folder)]) { $1 })
                : CommandText(.importChecked, counts)).description)
    }
}
