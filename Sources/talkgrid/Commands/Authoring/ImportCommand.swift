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
            switch try BoardInput(opening: archive) {
            case .boardSetArchive(let source):
                written = try ArchiveExtractor.extract(source, into: folder)
            case .boardSetFolder:
                Output.error("talkgrid import: \(notAnArchive(archive, board: nil))")
                return ExitStatus.failure
            case .boardFile(let name, let bytes):
                // A single board reads as one; anything else gets the archive's own complaint.
                guard let set = try? BoardSetLoader.loadBoard(bytes: bytes, file: name) else {
                    written = try ArchiveExtractor.extract(archiveAt: archive, into: folder)
                    break
                }
                Output.error("talkgrid import: \(notAnArchive(archive, board: set.rootID))")
                return ExitStatus.failure
            }
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
        Output.line(
            "Imported \(set.boards.count) board(s) and \(written.count) file(s) from \(archive) into \(folder); \(errors) error(s), \(warnings) warning(s)."
        )
        return ExitStatus.success
    }

    /// Why a single board file or a set folder is not imported, and what to do with it instead.
    /// - Parameter board: the id of the single board in the file, or nil when the path is a set folder.
    static func notAnArchive(_ path: String, board: String?) -> String {
        guard let board else {
            return "\(path) is a board set folder already, not an .obz, so there is nothing to unpack: "
                + "use it as it is ('talkgrid show \(path)', 'talkgrid cell set \(path) ...'), "
                + "or make an .obz of it with 'talkgrid export \(path) FILE.obz'"
        }
        return "\(path) is a single board (.obf), not a board set (.obz), so there is nothing to unpack. "
            + "Look at it with 'talkgrid show \(path)' or 'talkgrid info \(path)', or edit it in place with "
            + "'talkgrid cell set \(path) \(board) ROW,COL ...'. To start a board set from it: 'talkgrid new FOLDER', "
            + "copy it over FOLDER/boards/home.obf, and in FOLDER/manifest.json change the id \"home\" to \"\(board)\""
    }
}
