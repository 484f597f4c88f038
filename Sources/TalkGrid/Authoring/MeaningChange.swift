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
                        CaregiverText(
                            AuthoringTextKey.noteTranslationLeftBehind,
                            [
                                "language": .text(language), "board": .text(new.id), "slot": .text(place),
                                "now": .text(now ?? cell.label), "before": .text(before), "translation": .text(translation),
                                "set": .text(ShellWord.quoted(set)), "file": .text(language + ".csv"),
                            ]))
                }
            }
            let saidBefore = PickStep.addsWord(was, folderWords: folderWords)
            let saidNow = PickStep.addsWord(cell, folderWords: folderWords)
            if saidBefore, !saidNow {
                let key: AuthoringTextKey = cell.link != nil ? .noteFolderNoLongerSays : .noteNoLongerSays
                notes.append(
                    CaregiverText(
                        key,
                        [
                            "word": .text(was.spokenText), "board": .text(new.id), "slot": .text(place),
                            "target": .text(cell.link.map { $0.id ?? $0.path ?? $0.name ?? "" } ?? ""),
                        ]))
            } else if !saidBefore, saidNow, cell.link != nil {
                notes.append(
                    CaregiverText(
                        AuthoringTextKey.noteFolderNowSays,
                        ["word": .text(cell.spokenText), "board": .text(new.id), "slot": .text(place)]))
            }
        }
        return notes
    }

    /// Slots whose keys now give another cell (cells moved or swapped), or every slot when the grid
    /// changed size (the keys of the zoom follow the grid).
    private static func slotNotes(old: Board, new: Board, set: String, folderWords: FolderWordPolicy) -> [CaregiverText] {
        if old.grid.rows != new.grid.rows || old.grid.columns != new.grid.columns {
            return [
                CaregiverText(
                    AuthoringTextKey.noteGridKeysChanged,
                    [
                        "board": .text(new.id), "rows": .number(new.grid.rows), "columns": .number(new.grid.columns),
                        "set": .text(ShellWord.quoted(set)),
                    ])
            ]
        }
        var notes: [CaregiverText] = []
        for row in 0..<new.grid.rows {
            for column in 0..<new.grid.columns {
                guard let was = old.cell(row: row, column: column), let cell = new.cell(row: row, column: column),
                    was.id != cell.id
                else { continue }
                let place: [String: InterfaceText.Argument] = [
                    "board": .text(new.id), "slot": .text(GridSlot(row: row, column: column).oneBasedText),
                ]
                if let before = word(of: was, folderWords: folderWords), let now = word(of: cell, folderWords: folderWords) {
                    guard before != now else { continue }
                    notes.append(
                        CaregiverText(
                            AuthoringTextKey.noteSlotKeysNowSay, place.merging(["now": .text(now), "before": .text(before)]) { $1 }))
                    continue
                }
                // A folder says nothing (unless vocalized): say what the keys do now, not a word they do not say.
                let before = effect(of: was, folderWords: folderWords)
                let now = effect(of: cell, folderWords: folderWords)
                guard before != now else { continue }
                notes.append(
                    CaregiverText(
                        AuthoringTextKey.noteSlotKeysNowDo, place.merging(["now": .caregiver(now), "before": .caregiver(before)]) { $1 }))
            }
        }
        return notes
    }

    /// What picking `cell` does, in words: says its word, opens a board, or does its action.
    private static func effect(of cell: Cell, folderWords: FolderWordPolicy) -> CaregiverText {
        if let word = word(of: cell, folderWords: folderWords) { return CaregiverText(AuthoringTextKey.effectSays, ["word": .text(word)]) }
        if let link = cell.link {
            return CaregiverText(AuthoringTextKey.effectOpens, ["board": .text(link.id ?? link.path ?? link.name ?? "")])
        }
        return CaregiverText(AuthoringTextKey.effectDoes, ["label": .text(cell.label)])
    }

    /// The word picking `cell` adds, if it adds one.
    private static func word(of cell: Cell, folderWords: FolderWordPolicy) -> String? {
        PickStep.addsWord(cell, folderWords: folderWords) ? cell.spokenText : nil
    }
}
