import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage
import TalkGridSymbols

/// `talkgrid new FOLDER [--name NAME] [--locale TAG] [--rows R --columns C] [--board-name NAME] [--glyph G] [--words W,W,...]`.
enum NewCommand: ParsedCommand {
    static let usage = CommandText(.syntaxNew).description

    static let help = CommandText.help(.syntaxNew, .helpNew)

    enum Option: String, CommandOption {
        case name, locale, rows, columns, glyph, description, words
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
        /// `--words "apple, more, all done"`: cells for the first board, each with its picture from the symbols.
        var words: [String] = []

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            guard arguments.positionals.count == 1, let folder = arguments.positionals.first else {
                throw UsageError(.newFolderMissing)
            }
            switch LabelText.problem(in: folder) {
            case .blank?: throw UsageError(.newFolderBlank, ["folder": .text(folder)])
            case .controlCharacter(let scalar, let position)?:
                throw UsageError(
                    .newFolderControlCharacter,
                    [
                        "folder": .text(LabelText.shown(folder)), "character": .caregiver(LabelText.name(of: scalar)),
                        "position": .number(position),
                    ])
            case nil: break
            }
            self.folder = folder
            rows = try AuthoringArguments.count(arguments[.rows], name: "rows", default: 3)
            columns = try AuthoringArguments.count(arguments[.columns], name: "columns", default: 3)
            for option in [Option.name, .boardName] where arguments[option]?.trimmingSpaces.isEmpty == true {
                throw UsageError(.newEmptyName, ["option": .text(option.rawValue)])
            }
            if let name = arguments[.name], case .controlCharacter(let scalar, let position)? = LabelText.problem(in: name) {
                throw UsageError(
                    .newNameControlCharacter,
                    [
                        "name": .text(LabelText.shown(name)), "character": .caregiver(LabelText.name(of: scalar)),
                        "position": .number(position),
                    ])
            }
            (name, locale, boardName, glyph, description) = (
                arguments[.name], arguments[.locale], arguments[.boardName], arguments[.glyph], arguments[.description]
            )
            if let list = arguments[.words] {
                words = list.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
                guard !words.isEmpty else { throw UsageError(.newWordsEmpty) }
                guard words.count <= rows * columns else {
                    throw UsageError(.newWordsDoNotFit, ["count": .number(words.count), "size": .text("\(rows) x \(columns)")])
                }
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let folder = options.folder
        if let refusal = refusal(of: folder) {
            Output.error("talkgrid new: \(refusal)")
            return ExitStatus.failure
        }
        let folderExisted = FileManager.default.fileExists(atPath: folder)
        // `talkgrid new .` in an empty folder: the set is named after that folder, not ".".
        let name = options.name ?? URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
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
            Output.error(
                "talkgrid new: \(CommandText(.newCannotCreate, ["folder": .text(folder), "reason": .text(error.localizedDescription)]))")
            return ExitStatus.failure
        }
        // The set's first history step: written with its journal, so a crash leaves no half set.
        let files = change.changedEntries.compactMap { entry in
            change.documents.bytes(of: entry).map { FileChange(entry: entry, content: .bytes($0)) }
        }
        do {
            try SetHistory(root: folder, command: "new").apply(
                files, command: "new", summary: "\(change.summary)", time: Int64(Date().timeIntervalSince1970), isCreation: true)
        } catch {
            // Leave nothing behind (a full disk): the files were rolled back; remove what this command made.
            if folderExisted {
                try? FileManager.default.removeItem(atPath: folder + "/" + SetHistory.folderName)
                try? FileManager.default.removeItem(atPath: folder + "/boards")
            } else {
                try? FileManager.default.removeItem(atPath: folder)
            }
            Output.error("talkgrid new: \(CommandText(.newNothingCreated, ["reason": .said(error)]))")
            return ExitStatus.failure
        }
        Output.line(CommandText(.newCreated, ["summary": .said(change.summary), "folder": .text(folder)]).description)
        return options.words.isEmpty ? ExitStatus.success : placeWords(options)
    }

    /// Why no set can be made at `folder`, naming what is there; nil when it can: a new folder in an
    /// existing one outside every set, or an empty folder (what a rolled-back import left is empty too).
    static func refusal(of folder: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { return CommandText(.newFolderIsFile, ["folder": .text(folder)]).description }
            if FileManager.default.fileExists(atPath: folder + "/manifest.json") {
                return CommandText(.newFolderIsSet, ["folder": .text(folder)]).description
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard contents.allSatisfy({ $0 == SetHistory.folderName }) else {
                return CommandText(.newFolderNotEmpty, ["folder": .text(folder)]).description
            }
        } else {
            // A slash typed in a name: the folders before it must be there (nothing is made on a guess).
            let parent = (folder as NSString).deletingLastPathComponent
            var parentIsFolder: ObjCBool = false
            if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder) || !parentIsFolder.boolValue {
                return CommandText(.newNoParentFolder, ["folder": .text(folder), "parent": .text(parent)]).description
            }
        }
        return OutputFile.refusal(writingInto: folder)?.description
    }

    /// `--words`: the first board's cells, each with its picture from the symbols, as the set's second step.
    private static func placeWords(_ options: Options) -> Int32 {
        let language = options.locale ?? "en"
        let library = SymbolLibrary(sources: SymbolSources(environment: ProcessInfo.processInfo.environment))
        var lookup: SymbolLibrary.Lookup?
        func index(_ language: String) -> SymbolIndex {
            if let lookup { return lookup.index }
            let found = library.lookup(language: language)
            SymbolsCommand.reportMissing(found, language: language, command: "new")
            lookup = found
            return found.index
        }
        return AuthoringRun.perform(path: options.folder, command: "new --words", force: false) { editable, _ throws(AuthoringError) in
            let plan = SymbolFill(
                words: options.words, on: "home", columns: options.columns, language: language, editable, library: library, index: index)
            return plan.edit(
                summary: CaregiverText(
                    CommandTextKey.newWordsPlaced, ["count": .number(options.words.count), "pictures": .number(plan.choices.count)]))
        }
    }
}
