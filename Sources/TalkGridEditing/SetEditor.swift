import Foundation
import Synchronization
import TalkGrid
import TalkGridCommandLine
import TalkGridShipped
import TalkGridStorage
import TalkGridStore
import TalkGridSymbols

/// The editor on screen's way to the set: the command line's own edits (``SetCell``, ``AddBoard``,
/// ``RemoveCell``, the history's undo and redo, the symbol search), each worked out under the
/// set's lock on what is saved now and recorded by ``EditableBoardSet/record(_:force:command:)``,
/// as `talkgrid cell set` records its edit: the same check, the same step, the same words in
/// `talkgrid history`. Nothing is printed; the outcome is given back in words.
public struct SetEditor: SetEditing {
    /// The set folder (or board file) edited.
    public let path: String
    /// The folder whose history records its changes.
    package let root: String
    /// The set kept open between edits, while its files are as it read them (``KeptOpenSet``).
    private let kept = KeptSet()
    /// The symbols searched, each language's index read once.
    private let symbols = SymbolSearch()

    /// An editor of the set at `path` (the run's set; nil: the shipped one), or why it cannot be
    /// edited (an `.obz`, a shipped set), in words.
    public static func opening(_ path: String?) -> Result<SetEditor, SetNotEditable> {
        let path = path ?? BoardInput.shippedPrefix + "first-words"
        do {
            try EditableBoardSet(opening: path).requireEditable()
        } catch {
            return .failure(SetNotEditable(reason: error.description))
        }
        guard let root = SetHistory.root(forSetAt: path) else {
            return .failure(SetNotEditable(reason: CommandText.editArchiveNotEditable(path: path).description))
        }
        return .success(SetEditor(path: path, root: root))
    }

    public func setCell(_ edit: SetCell, newBoard: String?, picture: PictureChoice?, translations: LabelTranslations?) -> EditOutcome {
        var edit = edit
        // On screen the caregiver sees what the cell opens before choosing another: no question.
        edit.replace = true
        var cellPicture: CellPicture?
        if let picture {
            switch symbolPicture(picture) {
            case .success(let made):
                cellPicture = made
                if edit.glyph == nil { edit.glyph = .set(picture.emoji) }
            case .failure(let problem): return .notSaved(problem.description)
            }
        }
        return perform(command: "cell set") { editable throws(AuthoringError) -> any AuthoringEdit in
            var edit = edit
            if case .set(let file) = edit.picture { edit.picture = .set(editable.placing(file)) }
            if let cellPicture { edit.picture = .set(editable.placing(cellPicture)) }
            if case .set(let sound) = edit.sound { edit.sound = .set(editable.placing(sound)) }
            let translating = (translations?.byLanguage ?? [:]).sorted { $0.key < $1.key }.map { language, text in
                AddTranslations(
                    language: language,
                    table: TranslationTable(entries: [.init(original: translations?.label ?? "", translation: text, line: 1)]))
            }
            guard let newBoard else { return translating.isEmpty ? edit : EditsInOneStep(first: edit, then: translating) }
            // A new board titled after the cell, in the cell's board's language.
            let board = try Self.newBoard(titled: newBoard, in: editable.set, locale: editable.set.boards[edit.boardID]?.locale)
            edit.link = .set(board.id)
            let opening = CellOpeningNewBoard(board: AddBoard(board: board), cell: edit)
            return translating.isEmpty ? opening : EditsInOneStep(first: opening, then: translating)
        }
    }

    public func removeCell(boardID: String, slot: GridSlot) -> EditOutcome {
        perform(command: "cell remove") { _ throws(AuthoringError) in RemoveCell(boardID: boardID, slot: slot) }
    }

    public func moveCell(boardID: String, from: GridSlot, to: GridSlot, swap: Bool) -> EditOutcome {
        perform(command: swap ? "cell swap" : "cell move") { _ throws(AuthoringError) -> any AuthoringEdit in
            swap ? SwapCells(boardID: boardID, first: from, second: to) : MoveCell(boardID: boardID, from: from, to: to)
        }
    }

    public func editCells(_ edit: EditCells) -> EditOutcome {
        let command =
            switch edit.change {
            case .remove: "cell remove"
            case .move: "cell move"
            case .copy: "cell copy"
            default: "cell set"
            }
        return perform(command: command) { _ throws(AuthoringError) in edit }
    }

    public func setBoardTitle(boardID: String, title: String) -> EditOutcome {
        var edit = SetBoard(boardID: boardID)
        edit.name = title
        return perform(command: "board set") { _ throws(AuthoringError) in edit }
    }

    public func changeGridLine(_ edit: ChangeGridLine) -> EditOutcome {
        perform(command: "board set") { _ throws(AuthoringError) in edit }
    }

    public func addBoard(title: String) -> (outcome: EditOutcome, boardID: String?) {
        let made = Mutex<String?>(nil)
        let outcome = perform(command: "board add") { editable throws(AuthoringError) -> any AuthoringEdit in
            let board = try Self.newBoard(titled: title, in: editable.set)
            made.withLock { $0 = board.id }
            return AddBoard(board: board)
        }
        guard case .saved = outcome else { return (outcome, nil) }
        return (outcome, made.withLock { $0 })
    }

    public func removeBoard(boardID: String) -> EditOutcome {
        perform(command: "board remove") { _ throws(AuthoringError) in RemoveBoard(boardID: boardID) }
    }

    public func refresh() {
        _ = try? SetHistory(root: root, holder: "talkgrid window").whileLocked {
            kept.keep(kept.take()?.refreshed() ?? (try? KeptOpenSet.opening(path)) ?? nil)
        }
    }

    public func undo() -> EditOutcome {
        walkHistory(command: "undo") { history throws(HistoryError) in try history.undo() }
    }

    public func redo() -> EditOutcome {
        walkHistory(command: "redo") { history throws(HistoryError) in try history.redo() }
    }

    public func prepareSearch(languages: [String]) {
        symbols.prepare(languages)
    }

    public func searchPictures(_ word: String, language: String) -> [PictureChoice] {
        let library = symbols.library
        return symbols.index(language).search(word, limit: 12).map { match in
            let picture = SymbolPictureFile.picture(of: match.symbol, from: library)
            return PictureChoice(id: match.symbol.id, emoji: match.symbol.emoji, language: language, bytes: try? picture.get().0.bytes)
        }
    }

    public func readPicture(_ path: String, square: Bool) -> Result<CellPicture, FileRefused> {
        CellPictureFile.read(path, crop: square ? .square : nil).map(\.picture).mapError { FileRefused(reason: $0.description) }
    }

    public func readSound(_ path: String) -> Result<CellSound, FileRefused> {
        CellSoundFile.read(path).mapError { FileRefused(reason: $0.description) }
    }

    public func suggestTranslations(_ word: String, language: String, into languages: [String]) -> [String: String] {
        guard !word.trimmingSpaces.isEmpty, let symbol = SymbolPictureFile.symbol(word, in: symbols.index(language)) else {
            return [:]
        }
        var suggested: [String: String] = [:]
        for other in languages {
            if let found = symbols.index(other).symbol(named: symbol.id)?.words.first { suggested[other] = found }
        }
        return suggested
    }

    // MARK: The command line's path

    /// Opens the set under its lock (the one kept open since the last edit, while no file of it
    /// changed), works `makeEdit` out on what is saved now and records it.
    private func perform(command: String, _ makeEdit: (EditableBoardSet) throws(AuthoringError) -> any AuthoringEdit) -> EditOutcome {
        do throws(HistoryError) {
            return try SetHistory(root: root, holder: "talkgrid window").whileLocked { () -> EditOutcome in
                var open = kept.take()?.refreshed()
                let editable: EditableBoardSet
                let change: AuthoringChange
                do throws(AuthoringFailure) {
                    if open == nil { open = try KeptOpenSet.opening(path) }
                    if let open { editable = open.editable } else { editable = try EditableBoardSet(opening: path) }
                } catch {
                    return .notSaved(error.description)
                }
                do throws(AuthoringError) {
                    change = try makeEdit(editable).applied(to: editable.documents)
                } catch {
                    kept.keep(open)
                    return .notSaved("\(error)")
                }
                var checked: (CheckedChange, KeptOpenSet.Edited)?
                if let open {
                    switch open.check(change) {
                    case .success(let made): checked = made
                    case .failure(let error):
                        kept.keep(open)
                        return .notSaved("talkgrid \(command): \(CommandText.editNotReadBack(reason: error))")
                    }
                }
                switch editable.record(change, force: false, command: command, checked: checked?.0) {
                case .success(let saved):
                    kept.keep(checked.flatMap { made in open?.after(made.1) })
                    return .saved(summary: saved.summary, notes: saved.notes)
                case .failure(let refusal):
                    kept.keep(open)
                    return .notSaved((refusal.newErrors.isEmpty ? refusal.lines : refusal.newErrors).joined(separator: "\n"))
                }
            }
        } catch {
            return .notSaved(CommandText.editNotSaved(reason: error).description)
        }
    }

    /// Undo or redo under the set's lock; the set kept open reads again only the boards the step changed.
    private func walkHistory(command: String, _ walk: (SetHistory) throws(HistoryError) -> HistoryStep) -> EditOutcome {
        do throws(HistoryError) {
            return try SetHistory(root: root, holder: "talkgrid window").whileLocked { () -> EditOutcome in
                let open = kept.take()
                do throws(HistoryError) {
                    let step = try walk(SetHistory(root: root, command: command))
                    kept.keep(open?.refreshed())
                    return .saved(summary: step.summary, notes: [])
                } catch {
                    kept.keep(open)
                    return .notSaved("\(error)")
                }
            }
        } catch {
            return .notSaved(CommandText.editNotSaved(reason: error).description)
        }
    }

    /// The picture file of a symbol the search found.
    private func symbolPicture(_ choice: PictureChoice) -> Result<CellPicture, SymbolPictureProblem> {
        guard let symbol = symbols.index(choice.language).symbol(named: choice.id) else {
            return .failure(.noMatch(word: choice.id, language: choice.language))
        }
        return SymbolPictureFile.picture(of: symbol, from: symbols.library).map(\.0)
    }

    /// An empty board titled `title` as `board add` makes it: the root board's size and language
    /// (or `locale`), an id made from the title that the set does not use yet.
    static func newBoard(titled title: String, in set: BoardSet, locale: String? = nil) throws(AuthoringError) -> BlankBoard {
        let root = set.root
        var board = try BlankBoard(
            id: unusedBoardID(for: title, in: set), name: title, locale: locale ?? root?.locale ?? "en", glyph: nil,
            rows: (root?.grid.rows).flatMap { $0 > 0 ? $0 : nil } ?? 3,
            columns: (root?.grid.columns).flatMap { $0 > 0 ? $0 : nil } ?? 3)
        board.description = title
        return board
    }

    /// A board id made from a name (`Food and drink` → `food-and-drink`), not yet used in the set.
    package static func unusedBoardID(for name: String, in set: BoardSet) -> String {
        let words = name.lowercased().unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "-" }
        let base = String(words).split(separator: "-").joined(separator: "-")
        let stem = base.isEmpty ? "board" : base
        var id = stem
        var number = 2
        while set.boards[id] != nil || set.entries.contains("boards/\(id).obf") {
            id = "\(stem)-\(number)"
            number += 1
        }
        return id
    }
}

/// A cell that opens a board made in the same step: the board added, then the cell set; one
/// step of the history, its words the cell's then the board's.
package struct CellOpeningNewBoard: AuthoringEdit {
    package var board: AddBoard
    package var cell: SetCell

    package func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        let added = try board.applied(to: documents)
        let set = try cell.applied(to: added.documents)
        var changed = added.changedEntries
        for entry in set.changedEntries where !changed.contains(entry) { changed.append(entry) }
        return AuthoringChange(
            documents: set.documents, changedEntries: changed, summary: CaregiverText.clauses(set.summary, [added.summary]),
            notes: added.notes + set.notes)
    }
}

/// A cell's change and the translations of its label, one step of the history: the cell's words
/// first. The translations' notes (texts left untranslated elsewhere) are not the cell's business.
package struct EditsInOneStep: AuthoringEdit {
    package var first: any AuthoringEdit
    package var then: [AddTranslations]

    package func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        var change = try first.applied(to: documents)
        var summaries: [CaregiverText] = []
        for translation in then {
            let next = try translation.applied(to: change.documents)
            for entry in next.changedEntries where !change.changedEntries.contains(entry) { change.changedEntries.append(entry) }
            change.documents = next.documents
            if !next.changedEntries.isEmpty { summaries.append(next.summary) }
        }
        change.summary = .clauses(change.summary, summaries)
        return change
    }
}

/// The set an editor keeps open between its edits, taken while an edit uses it and kept again after.
private final class KeptSet: Sendable {
    private let open = Mutex<KeptOpenSet?>(nil)

    func take() -> KeptOpenSet? { open.withLock { $0.take() } }
    func keep(_ set: KeptOpenSet?) { open.withLock { $0 = set } }
}
