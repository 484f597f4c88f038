import TalkGrid
import TalkGridCommandLine
import TalkGridSymbols

/// What `talkgrid symbols fill` does to a set: which cells get which picture, which words found
/// none, and which cells have pictures that are only web addresses (replaced only when allowed).
package struct SymbolFill {
    /// A cell that gets a picture.
    package struct Choice {
        package var board: String
        package var slot: GridSlot
        package var word: String
        package var picture: SymbolPicture
        package var edit: SetCell
    }

    /// A cell that needs a picture, before it is matched.
    package struct Wanted {
        package var board: String
        package var slot: GridSlot
        package var word: String
        /// Whether the cell's picture is only a web address (so giving one replaces it).
        package var replacesWebAddress: Bool
        /// Whether the cell has no glyph, so the symbol's emoji becomes its glyph too.
        package var needsGlyph: Bool
    }

    package var choices: [Choice] = []
    /// Words no picture matched, with where they are.
    package var unmatched: [Wanted] = []
    /// Cells whose pictures are only web addresses, left as they are (no `--replace`).
    package var keptWebAddresses: [Wanted] = []
    /// New cells that get their word but no picture (`new --words`).
    package var labelled: [SetCell] = []
    /// A picture that could not be made (neither package installed, or drawing failed).
    package var problem: SymbolPictureProblem?

    /// The cells of `set` (one board, or all) that have no picture they can show, each with the
    /// word it shows in `language` (the board's own when nil).
    package static func wanted(in set: BoardSet, board: String?, language: String?) -> [Wanted] {
        var wanted: [Wanted] = []
        for id in set.boardOrder where board == nil || board == id {
            guard let found = set.boards[id] else { continue }
            for (row, line) in found.grid.slots.enumerated() {
                for (column, cellID) in line.enumerated() {
                    guard let cellID, let cell = found.cell(id: cellID), !cell.label.trimmingSpaces.isEmpty else { continue }
                    let image = cell.imageID.flatMap { found.images[$0] }
                    if let image, image.hasReadablePicture { continue }
                    let webOnly = image.map { $0.url != nil || $0.symbol != nil } ?? false
                    let translated = language.flatMap { found.strings[$0]?[cell.label] } ?? cell.label
                    wanted.append(
                        Wanted(
                            board: id, slot: GridSlot(row: row, column: column), word: translated, replacesWebAddress: webOnly,
                            needsGlyph: cell.glyph == nil && image?.glyph == nil))
                }
            }
        }
        return wanted
    }

    /// The plan for a new board's words (`talkgrid new --words`): a cell for each word in reading
    /// order on `board`, each with its best picture where one matches.
    package init(
        words: [String], on board: String, columns: Int, language: String, _ editable: EditableBoardSet, library: SymbolLibrary,
        index: (String) -> SymbolIndex
    ) {
        let wanted = words.enumerated().map { offset, word in
            Wanted(
                board: board, slot: GridSlot(row: offset / columns, column: offset % columns), word: word, replacesWebAddress: false,
                needsGlyph: true)
        }
        self.init(wanted, editable, language: language, replace: false, labelling: true, library: library, index: index)
    }

    /// The plan for `editable`: each wanted cell matched in its language's index; a web address
    /// replaced only when `replace`; one picture file per symbol, shared by every cell that shows it.
    package init(
        _ editable: EditableBoardSet, board: String?, language: String?, replace: Bool, library: SymbolLibrary,
        index: (String) -> SymbolIndex
    ) {
        self.init(
            Self.wanted(in: editable.set, board: board, language: language), editable, language: language, replace: replace,
            labelling: false, library: library, index: index)
    }

    /// Matches each wanted cell; `labelling` gives each its word as its label too (a new cell).
    private init(
        _ wantedCells: [Wanted], _ editable: EditableBoardSet, language: String?, replace: Bool, labelling: Bool, library: SymbolLibrary,
        index: (String) -> SymbolIndex
    ) {
        var placed: [String: CellPicture] = [:]
        for wanted in wantedCells {
            var edit = SetCell(boardID: wanted.board, slot: wanted.slot)
            if labelling {
                edit.label = .set(wanted.word)
                labelled.append(edit)
            }
            if wanted.replacesWebAddress, !replace {
                keptWebAddresses.append(wanted)
                continue
            }
            let words = language ?? editable.set.boards[wanted.board]?.locale ?? "en"
            guard let match = index(words).bestMatch(for: wanted.word) else {
                unmatched.append(wanted)
                continue
            }
            if labelling { labelled.removeLast() }
            var cellPicture: CellPicture
            let symbolPicture: SymbolPicture
            switch SymbolPictureFile.picture(of: match.symbol, from: library) {
            case .success(let (made, picture)):
                symbolPicture = picture
                if var shared = placed[match.symbol.id] {
                    shared.isNewFile = false
                    cellPicture = shared
                } else {
                    cellPicture = editable.placing(made)
                    placed[match.symbol.id] = cellPicture
                }
            case .failure(let failure):
                problem = failure
                return
            }
            edit.picture = .set(cellPicture)
            if wanted.needsGlyph, !match.symbol.emoji.isEmpty { edit.glyph = .set(match.symbol.emoji) }
            choices.append(Choice(board: wanted.board, slot: wanted.slot, word: wanted.word, picture: symbolPicture, edit: edit))
        }
    }

    /// The whole fill as one edit, with a line for each choice and for what found nothing.
    package var edit: EditSteps {
        edit(summary: CommandText.symbolsFilled(count: choices.count).caregiverText)
    }

    /// The whole plan as one edit saying `summary`.
    package func edit(summary: CaregiverText) -> EditSteps {
        var notes = choices.map { choice in
            CommandText.symbolsFilledCell(
                board: choice.board, slot: choice.slot.oneBasedText, word: choice.word, symbol: choice.picture.symbol.id,
                emoji: choice.picture.symbol.emoji, source: choice.picture.maker
            ).caregiverText
        }
        notes += notesOnTheRest
        return EditSteps(
            labelled + choices.map(\.edit),
            summary: summary, notes: notes)
    }

    /// Lines for the words that found no picture and the web addresses kept.
    package var notesOnTheRest: [CaregiverText] {
        var notes: [CaregiverText] = []
        if !unmatched.isEmpty {
            let words = unmatched.map { "\"\($0.word)\" (\($0.board) \($0.slot.oneBasedText))" }.joined(separator: ", ")
            notes.append(CommandText.symbolsUnmatched(count: unmatched.count, words: words).caregiverText)
        }
        if !keptWebAddresses.isEmpty {
            notes.append(CommandText.symbolsKeptWebAddresses(count: keptWebAddresses.count).caregiverText)
        }
        return notes
    }
}
