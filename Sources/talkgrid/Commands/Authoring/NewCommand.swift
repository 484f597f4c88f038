import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid new FOLDER [--name NAME] [--locale TAG] [--rows R --columns C] [--board-name NAME] [--glyph G]`.
enum NewCommand {
    static let usage = "usage: talkgrid new FOLDER [--name NAME] [--locale TAG] [--rows R] [--columns C] [--board-name NAME] [--glyph G]"

    static let help = """
        \(usage)

        Creates a board set in FOLDER (a new or empty folder): manifest.json and one empty root
        board, boards/home.obf. Fill it with 'talkgrid cell set' and 'talkgrid board add'.

          --name NAME        the set's name (default: the folder's name)
          --locale TAG       the language of the boards, e.g. en, es, pt-BR (default en)
          --rows R           rows of the root board (default 3)
          --columns C        columns of the root board (default 3)
          --board-name NAME  the root board's title (default Home)
          --glyph G          the root board's icon, one emoji (default 🏠)
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(
                arguments, valued: ["name", "locale", "rows", "columns", "board-name", "glyph"], switches: ["help"])
        } catch {
            Output.error("talkgrid new: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if parsed.has("help") {
            Output.line(help)
            return ExitStatus.success
        }
        guard parsed.positionals.count == 1, let folder = parsed.positionals.first else {
            Output.error("talkgrid new: give the folder to create the set in\n\(usage)")
            return ExitStatus.usage
        }
        let rows: Int
        let columns: Int
        do {
            rows = try AuthoringArguments.count(parsed["rows"], name: "rows", default: 3)
            columns = try AuthoringArguments.count(parsed["columns"], name: "columns", default: 3)
        } catch {
            Output.error("talkgrid new: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        for option in ["name", "board-name"] where parsed[option]?.trimmingSpaces.isEmpty == true {
            Output.error("talkgrid new: --\(option) needs a name people will see, not an empty text\n\(usage)")
            return ExitStatus.usage
        }
        var isFolder: ObjCBool = false
        let folderExisted = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        if folderExisted {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard isFolder.boolValue, contents.isEmpty else {
                Output.error("talkgrid new: \(folder) already exists and is not an empty folder; choose a new folder")
                return ExitStatus.failure
            }
        }
        let name = parsed["name"] ?? (folder as NSString).lastPathComponent
        let change: AuthoringChange
        do {
            let root = try BlankBoard(
                id: "home", name: parsed["board-name"] ?? "Home", locale: parsed["locale"] ?? "en",
                glyph: parsed["glyph"] ?? "🏠", rows: rows, columns: columns)
            change = NewBoardSet(name: name, root: root).documents(source: folder)
        } catch {
            Output.error("talkgrid new: \(error)")
            return ExitStatus.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: folder + "/boards", withIntermediateDirectories: true)
        } catch {
            Output.error("talkgrid new: cannot create \(folder): \(error.localizedDescription)")
            return ExitStatus.failure
        }
        var written: [String] = []
        for entry in change.changedEntries {
            guard let bytes = change.documents.bytes(of: entry) else { continue }
            do {
                try AtomicFile.write(bytes, to: folder + "/" + entry)
                written.append(folder + "/" + entry)
            } catch {
                // Leave no half set behind (a full disk): remove what this command created.
                if folderExisted {
                    for path in written { try? FileManager.default.removeItem(atPath: path) }
                    try? FileManager.default.removeItem(atPath: folder + "/boards")
                } else {
                    try? FileManager.default.removeItem(atPath: folder)
                }
                Output.error("talkgrid new: \(error); no set was created")
                return ExitStatus.failure
            }
        }
        Output.line(change.summary + " in \(folder).")
        return ExitStatus.success
    }
}
