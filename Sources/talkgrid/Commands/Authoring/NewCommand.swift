import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid new FOLDER [--name NAME] [--locale TAG] [--rows R --columns C] [--board-name NAME] [--glyph G]`.
enum NewCommand {
    static let usage =
        "usage: talkgrid new FOLDER [--name NAME] [--locale TAG] [--rows R] [--columns C] [--board-name NAME] [--glyph G] [--description D]"

    static let help = """
        \(usage)

        Creates a board set in FOLDER (a new or empty folder): manifest.json and one empty root
        board, boards/home.obf. Fill it with 'talkgrid cell set' and 'talkgrid board add'; every
        change is recorded in FOLDER/.talkgrid so 'talkgrid undo FOLDER' can take it back.

          --name NAME        the set's name (default: the folder's name)
          --locale TAG       the language of the boards, e.g. en, es, pt-BR (default en)
          --rows R           rows of the root board (default 3)
          --columns C        columns of the root board (default 3)
          --board-name NAME  the root board's title (default Home)
          --glyph G          the root board's icon, one emoji (default 🏠)
          --description D    what the root board is for (default "The first board of NAME")
        """

    enum Option: String, CommandOption {
        case name, locale, rows, columns, glyph, description
        case boardName = "board-name"
        var kind: OptionKind { .value }
    }

    struct Options: CommandOptions {
        var folder: String
        /// The set's name, when given.
        var name: String?
        var locale: String?
        var rows: Int
        var columns: Int
        var boardName: String?
        var glyph: String?
        var description: String?

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            guard arguments.positionals.count == 1, let folder = arguments.positionals.first else {
                throw UsageError("give the folder to create the set in")
            }
            self.folder = folder
            rows = try AuthoringArguments.count(arguments[.rows], name: "rows", default: 3)
            columns = try AuthoringArguments.count(arguments[.columns], name: "columns", default: 3)
            for option in [Option.name, .boardName] where arguments[option]?.trimmingSpaces.isEmpty == true {
                throw UsageError("--\(option.rawValue) needs a name people will see, not an empty text")
            }
            (name, locale, boardName, glyph, description) = (
                arguments[.name], arguments[.locale], arguments[.boardName], arguments[.glyph], arguments[.description]
            )
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "new", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let folder = options.folder
        var isFolder: ObjCBool = false
        let folderExisted = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        if folderExisted {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard isFolder.boolValue, contents.allSatisfy({ $0 == SetHistory.folderName }) else {
                Output.error("talkgrid new: \(folder) already exists and is not an empty folder; choose a new folder")
                return ExitStatus.failure
            }
        }
        let name = options.name ?? (folder as NSString).lastPathComponent
        let change: AuthoringChange
        do {
            var root = try BlankBoard(
                id: "home", name: options.boardName ?? "Home", locale: options.locale ?? "en",
                glyph: options.glyph ?? "🏠", rows: options.rows, columns: options.columns)
            // A description from the start, so a new set passes 'validate --strict'.
            root.description = options.description ?? "The first board of \(name)"
            change = NewBoardSet(name: name, root: root).documents(source: folder)
        } catch {
            Output.error("talkgrid new: \(error)")
            return ExitStatus.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            Output.error("talkgrid new: cannot create \(folder): \(error.localizedDescription)")
            return ExitStatus.failure
        }
        // The set's first history step: written with its journal, so a crash leaves no half set.
        let files = change.changedEntries.compactMap { entry in
            change.documents.bytes(of: entry).map { FileChange(entry: entry, content: .bytes($0)) }
        }
        do {
            try SetHistory(root: folder).apply(
                files, command: "new", summary: change.summary, time: Int64(Date().timeIntervalSince1970), isCreation: true)
        } catch {
            // Leave nothing behind (a full disk): the files were rolled back; remove what this command made.
            if folderExisted {
                try? FileManager.default.removeItem(atPath: folder + "/" + SetHistory.folderName)
                try? FileManager.default.removeItem(atPath: folder + "/boards")
            } else {
                try? FileManager.default.removeItem(atPath: folder)
            }
            Output.error("talkgrid new: \(error); no set was created")
            return ExitStatus.failure
        }
        Output.line(change.summary + " in \(folder).")
        return ExitStatus.success
    }
}
