import Foundation
import TalkGrid
import TalkGridImport
import TalkGridStorage

/// `talkgrid import FILE FOLDER [--strings FILE]... [--json]`: brings boards from an `.obz` or from
/// another AAC app (AsTeRICS Grid, Grid 3, Cboard) into a set folder, and says what came over.
enum ImportCommand {
    static let usage = "usage: talkgrid import FILE FOLDER [--strings FILE]... [--json]"

    static let help = """
        \(usage)

        Brings a board set into FOLDER (new or empty). FILE is recognised by its content:
          .obz             an Open Board Format set (from TalkGrid or another OBF app): unpacked as it is
          .grd, .grd.json  an AsTeRICS Grid backup or export: every grid, every language
          .gridset         a Grid 3 gridset: grids, cells, pictures inside it, jumps and speech
          .json            a Cboard board export: boards, tiles and links
        Unsafe archives are refused (files that would land outside FOLDER, links, zip bombs), and so
        is XML with a <!DOCTYPE>. The set is then read and checked. For other apps' files TalkGrid
        says what was carried over and, with the place in the file, what could not be.
        TouchChat (.ce), Snap (.sps, .spb) and Apple Panels folders are recognised but cannot be
        imported yet.

          --strings FILE  a Cboard strings file (en-US.json, es-ES.json, ...) to turn label keys
                          into words; give one per language, the boards' own language first
          --json          print the report as JSON (for tools)
        """

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
            Output.error("talkgrid import: \(file) is not a board set, so nothing was kept")
            return ExitStatus.failure
        }
        let findings = Validator().validate(set)
        var report = ImportReport(format: .obz, source: file)
        report.boards = set.boards.count
        report.languages = set.locales
        finish(report, files: written.count, findings: findings, folder: folder, json: json) {
            "Imported \(set.boards.count) board(s) and \(written.count) file(s) from \(file) into \(folder)"
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
            Output.error("talkgrid import: the converted set could not be read back, so nothing was written: \(error)")
            return ExitStatus.failure
        }
        do {
            try ArchiveExtractor.write(imported.files.map { ($0.path, $0.bytes) }, into: folder)
        } catch {
            Output.error("talkgrid import: \(error)")
            return ExitStatus.failure
        }
        finish(report, files: imported.files.count, findings: Validator().validate(set), folder: folder, json: json) {
            "Imported the \(report.format.displayName) \(report.source) into \(folder): \(report.summary)"
        }
        return ExitStatus.success
    }

    /// Prints the report and the checker's findings, as text or JSON.
    private static func finish(
        _ report: ImportReport, files: Int, findings: [Diagnostic], folder: String, json: Bool, headline: () -> String
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
                    ("findings", .array(findings.map(\.json))),
                ]))
            Output.out(JSONWriter.prettyString(node))
            return
        }
        for finding in findings where finding.severity == .error { Output.error(finding.description) }
        Output.line(headline() + ".")
        if !report.notes.isEmpty {
            Output.line("Not carried over, kept aside or changed (\(report.notes.count)):")
            for note in report.notes { Output.line("  \(note)") }
        }
        let hint = warnings > 0 ? " ('talkgrid validate \(folder)' lists the warnings)" : ""
        Output.line("Checked: \(errors) error(s), \(warnings) warning(s)\(hint).")
    }
}
