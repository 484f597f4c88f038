import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridPictures
import TalkGridStore
import TalkGridSymbols

/// `talkgrid cell set|move|swap|remove ...`: changes one cell of a board.
enum CellCommand {
    static let usage = CommandText(.syntaxCell).description

    static let help = CommandText.help(.syntaxCell, .helpCell)

    static func run(_ arguments: [String]) async -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "set": return await CommandRequest<SetOptions>.run(rest, command: "cell set", usage: usage, help: help, set)
        case "move": return CommandRequest<MoveOptions>.run(rest, command: "cell move", usage: usage, help: help) { move($0, swap: false) }
        case "swap": return CommandRequest<MoveOptions>.run(rest, command: "cell swap", usage: usage, help: help) { move($0, swap: true) }
        case "remove": return CommandRequest<RemoveOptions>.run(rest, command: "cell remove", usage: usage, help: help, remove)
        case "--help", "-h", "help":
            Output.line(help)
            return ExitStatus.success
        default:
            let mistake = CommandText(.cellWhatToDo)
            let hinted = arguments.first.map { Suggestion.hinted(mistake, for: $0, among: ["set", "move", "swap", "remove"]) } ?? mistake
            Output.error("talkgrid cell: \(hinted)\n\(usage)")
            return ExitStatus.usage
        }
    }

    private static func set(_ options: SetOptions) async -> Int32 {
        if let several = options.several {
            return AuthoringRun.perform(path: options.set, command: "cell set", force: options.force) {
                _, _ throws(AuthoringError) in several
            }
        }
        var picked = options.edit
        var made: MadeCellPicture?
        if let file = options.image {
            if file.isEmpty {
                picked.picture = .remove
            } else {
                switch CellPictureFile.read(file, crop: options.crop) {
                case .success(let picture):
                    picked.picture = .set(picture.picture)
                    made = picture
                case .failure(let problem):
                    Output.error("talkgrid cell set: \(problem); nothing was changed")
                    return ExitStatus.failure
                }
            }
        }
        if let file = options.sound {
            if file.isEmpty {
                picked.sound = .remove
            } else {
                switch CellSoundFile.read(file) {
                case .success(let sound): picked.sound = .set(sound)
                case .failure(let problem):
                    Output.error("talkgrid cell set: \(problem); nothing was changed")
                    return ExitStatus.failure
                }
            }
        }
        if options.record {
            switch CellSoundRecording.record() {
            case .success(let sound): picked.sound = .set(sound)
            case .failure(let problem):
                Output.error("talkgrid cell set: \(problem); nothing was changed")
                return ExitStatus.failure
            }
        }
        var chosen: SymbolPicture?
        var unmatched: [CommandText] = []
        if let word = options.symbol {
            switch symbolPicture(word, options: options) {
            case .success(let (picture, symbol)):
                picked.picture = .set(picture)
                if picked.glyph == nil, !symbol.symbol.emoji.isEmpty { picked.glyph = .set(symbol.symbol.emoji) }
                chosen = symbol
            case .failure(.noMatch(let word, let language, let nearest)) where !options.onlySymbol:
                // The rest of the change is made; the cell has no picture, and the caregiver is told which words have one.
                unmatched =
                    [CommandText.cellSymbolNoMatch(word: word, language: language)] + (nearest.map { [$0] } ?? [])
            case .failure(let problem):
                Output.error("talkgrid cell set: \(problem); nothing was changed")
                return ExitStatus.failure
            }
        }
        let status = AuthoringRun.perform(
            path: options.set, command: "cell set", force: options.force, replace: options.replace
        ) { [picked] editable, permissions throws(AuthoringError) in
            var edit = picked
            if case .set(let picture) = picked.picture { edit.picture = .set(editable.placing(picture)) }
            if case .set(let sound) = picked.sound { edit.sound = .set(editable.placing(sound)) }
            edit.replace = permissions.replace
            edit.allowMissingTarget = permissions.force
            return edit
        }
        if status == ExitStatus.success, let chosen { Output.line("  \(SymbolPictureFile.chosen(chosen))") }
        for line in unmatched { (status == ExitStatus.success ? Output.line : Output.error)("  \(line)") }
        if status == ExitStatus.success, options.record, case .set(let sound) = picked.sound {
            Output.line("  \(CommandText(.cellPlayingBack))")
            await CellSoundRecording.playBack(sound)
        }
        if status == ExitStatus.success, let made, let file = options.image {
            for line in CellPictureFile.report(made, file: file) { Output.line("  \(line)") }
        }
        return status
    }

    /// The picture `--symbol` names, looked up in `--lang`, else the board's language, else the person's.
    private static func symbolPicture(_ word: String, options: SetOptions) -> Result<(CellPicture, SymbolPicture), SymbolPictureProblem> {
        let environment = ProcessInfo.processInfo.environment
        let boardLanguage = (try? EditableBoardSet(opening: options.set))?.set.boards[options.edit.boardID]?.locale
        let language = options.language ?? boardLanguage ?? LocaleLanguage.locale(in: environment) ?? "en"
        let library = SymbolLibrary(sources: SymbolSources(environment: environment))
        let lookup = library.lookup(language: language)
        SymbolsCommand.reportMissing(lookup, language: language, command: "cell set")
        guard let symbol = SymbolPictureFile.symbol(word, in: lookup.index) else {
            return .failure(.noMatch(word: word, language: language, nearest: SymbolsCommand.nearest(word, in: lookup.index)))
        }
        return SymbolPictureFile.picture(of: symbol, from: library)
    }

    private static func move(_ options: MoveOptions, swap: Bool) -> Int32 {
        let command = swap ? "cell swap" : "cell move"
        return AuthoringRun.perform(path: options.set, command: command, force: options.force) {
            _, _ throws(AuthoringError) -> any AuthoringEdit in
            swap
                ? SwapCells(boardID: options.boardID, first: options.from, second: options.to)
                : MoveCell(boardID: options.boardID, from: options.from, to: options.to)
        }
    }

    private static func remove(_ options: RemoveOptions) -> Int32 {
        let (boardID, slot) = (options.boardID, options.slot)
        return AuthoringRun.perform(
            path: options.set, command: "cell remove", force: options.force,
            confirm: { editable, _ in
                let label =
                    editable.set.boards[boardID]?.cell(row: slot.row, column: slot.column)?.label ?? CommandText(.cellTheCell).description
                return Confirmation.confirmed(
                    first: CommandText.cellRemoveQuestion(label: label, slot: "\(slot)", board: boardID),
                    second: CommandText.cellRemoveReally(label: label), yesCount: options.yes, command: "cell remove")
            }
        ) { _, _ throws(AuthoringError) in RemoveCell(boardID: boardID, slot: slot) }
    }
}
