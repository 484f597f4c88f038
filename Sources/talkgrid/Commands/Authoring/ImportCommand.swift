import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid import FILE.obz FOLDER`: unpacks an `.obz` safely into a set folder and checks it.
enum ImportCommand {
    static let usage = "usage: talkgrid import FILE.obz FOLDER"

    static let help = """
        \(usage)

        Unpacks a board set (.obz, from TalkGrid or another OBF app) into FOLDER (new or empty),
        refusing unsafe archives (files that would land outside FOLDER, links, zip bombs), then
        reads it and reports what is wrong with it. Edit the folder with 'talkgrid cell' and
        'talkgrid board'; write it back with 'talkgrid export'.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(arguments, command: "import", usage: usage, help: help, positionals: 2) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let archive = parsed.positionals[0]
        let folder = parsed.positionals[1]
        let existed = FileManager.default.fileExists(atPath: folder)
        let written: [String]
        do {
            written = try ArchiveExtractor.extract(archiveAt: archive, into: folder)
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
            Output.error("talkgrid import: \(archive) is not a board set, so nothing was kept")
            return ExitStatus.failure
        }
        let findings = Validator().validate(set)
        for finding in findings { Output.error(finding.description) }
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        Output.line("Imported \(set.boards.count) board(s) and \(written.count) file(s) from \(archive) into \(folder); \(errors) error(s), \(warnings) warning(s).")
        return ExitStatus.success
    }
}
