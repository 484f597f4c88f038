/// What an edit changes in what the person hears when they press the same keys, in one line each:
/// said by the command line right after the edit is saved, so the caregiver learns it then and
/// not from the child.
///
/// Three kinds are told: a translation that no longer matches a relabelled text (the board in
/// that language now shows and says the new text untranslated), a cell that stops or starts
/// adding its word because a link or a vocalization came or went (the folder-word rule), and a
/// slot whose keys now give another cell's word because cells moved or the grid changed size.
/// What the edit was asked to do to the cell itself (its new label) is the edit's own summary.
public enum MeaningChange {
    /// The lines for the edit that turned `before` into `after`, board by board in the set's order;
    /// `changedFiles`: the entries the edit wrote (the other boards are as they were, and are passed over).
    public static func notes(
        before: BoardSet, after: BoardSet, folderWords: FolderWordPolicy = .whenVocalized, changedFiles: Set<String>? = nil
    ) -> [CaregiverText] {
        var notes: [CaregiverText] = []
        for id in after.boardOrder {
            guard let new = after.boards[id], let old = before.boards[id] else { continue }
            if let changedFiles, !changedFiles.contains(new.file) { continue }
            notes += cellNotes(old: old, new: new, set: after.source, folderWords: folderWords)
            notes += slotNotes(old: old, new: new, set: after.source, folderWords: folderWords)
        }
        return notes
    }

    /// Translations left behind and words that stop or start being said, cell by cell.
    private static func cellNotes(old: Board, new: Board, set: String, folderWords: FolderWordPolicy) -> [CaregiverText] {
        var notes: [CaregiverText] = []
        for cell in new.cells where !cell.hidden {
            guard let was = old.cell(id: cell.id) else { continue }
            let slot = new.grid.position(of: cell.id).map { GridSlot(row: $0.row, column: $0.column) }
            let place = slot.map { "\($0.oneBasedText)" } ?? cell.id
            for (before, now) in [(was.label, cell.label), (was.vocalization, cell.vocalization)] {
                guard let before, before != now else { continue }
                for language in old.strings.keys.sorted() {
                    guard let translation = old.strings[language]?[before], !translation.isEmpty else { continue }
                    if let now, new.strings[language]?[now]?.isEmpty == false { continue }
                    notes.append(
                        AuthoringText.noteTranslationLeftBehind(
                            language: language, slot: place, board: new.id, now: now ?? cell.label, translation: translation,
                            before: before, set: ShellWord.quoted(set), file: language + ".csv"))
                }
            }
            let saidBefore = PickStep.addsWord(was, folderWords: folderWords)
            let saidNow = PickStep.addsWord(cell, folderWords: folderWords)
            if saidBefore, !saidNow {
                if let link = cell.link {
                    let target = link.id ?? link.path ?? link.name ?? ""
                    notes.append(AuthoringText.noteFolderNoLongerSays(slot: place, board: new.id, target: target, word: was.spokenText))
                } else {
                    notes.append(AuthoringText.noteNoLongerSays(slot: place, board: new.id, word: was.spokenText))
                }
            } else if !saidBefore, saidNow, cell.link != nil {
                notes.append(
                    AuthoringText.noteFolderNowSays(slot: place, board: new.id, word: cell.spokenText))
            }
        }
        return notes
    }

    /// Slots whose keys now give another cell (cells moved or swapped), or every slot when the grid
    /// changed size (the keys of the zoom follow the grid).
    private static func slotNotes(old: Board, new: Board, set: String, folderWords: FolderWordPolicy) -> [CaregiverText] {
        if old.grid.rows != new.grid.rows || old.grid.columns != new.grid.columns {
            return [
                AuthoringText.noteGridKeysChanged(board: new.id, rows: new.grid.rows, columns: new.grid.columns, set: ShellWord.quoted(set))
            ]
        }
        var notes: [CaregiverText] = []
        for row in 0..<new.grid.rows {
            for column in 0..<new.grid.columns {
                guard let was = old.cell(row: row, column: column), let cell = new.cell(row: row, column: column),
                    was.id != cell.id
                else { continue }
                let slot = GridSlot(row: row, column: column).oneBasedText
                if let before = word(of: was, folderWords: folderWords), let now = word(of: cell, folderWords: folderWords) {
                    guard before != now else { continue }
                    notes.append(AuthoringText.noteSlotKeysNowSay(slot: slot, board: new.id, now: now, before: before))
                    continue
                }
                // A folder says nothing (unless vocalized): say what the keys do now, not a word they do not say.
                let before = effect(of: was, folderWords: folderWords)
                let now = effect(of: cell, folderWords: folderWords)
                guard before != now else { continue }
                notes.append(AuthoringText.noteSlotKeysNowDo(slot: slot, board: new.id, now: now, before: before))
            }
        }
        return notes
    }

    /// What picking `cell` does, in words: says its word, opens a board, or does its action.
    private static func effect(of cell: Cell, folderWords: FolderWordPolicy) -> CaregiverText {
        if let word = word(of: cell, folderWords: folderWords) { return AuthoringText.effectSays(word: word) }
        if let link = cell.link {
            return AuthoringText.effectOpens(board: link.id ?? link.path ?? link.name ?? "")
        }
        return AuthoringText.effectDoes(label: cell.label)
    }

    /// The word picking `cell` adds, if it adds one.
    private static func word(of cell: Cell, folderWords: FolderWordPolicy) -> String? {
        PickStep.addsWord(cell, folderWords: folderWords) ? cell.spokenText : nil
    }
}
