extension Session {
    /// Whether the board offers the words most likely next (Space, Words ahead in the controls).
    public var offersWordsAhead: Bool { settings.wordsAhead }

    /// The letters of the word being spelled at the end of the message (a keyboard board's keys);
    /// nil when no word is being spelled.
    var spelledLetters: String? {
        let letters = message.entries.reversed().prefix { $0.kind == .letter }
        return letters.isEmpty ? nil : letters.reversed().map(\.spokenText).joined()
    }

    /// How many words the strip shows at most (its slots never move: the best word is in the first).
    public static let wordsAheadSlots = 6

    /// What the words ahead are found for now: after the message's words, or the completions of
    /// the word being spelled; nil when the set offers no words ahead.
    public var wordsAheadQuery: WordsAheadQuery? {
        guard offersWordsAhead else { return nil }
        let spelling = spelledLetters
        var words = message.words.map(\.spokenText)
        if spelling != nil, !words.isEmpty { words.removeLast() }
        return WordsAheadQuery(words: words, spelling: spelling, level: settings.level)
    }

    /// The strip's words, best first (at most ``wordsAheadSlots``): the front end finds them for
    /// ``wordsAheadQuery`` whenever it changes, so the board shows them before any key.
    public mutating func offerWordsAhead(_ words: [WordAhead]) {
        wordsAheadStrip = offersWordsAhead ? Array(shownToThePerson(words).prefix(Self.wordsAheadSlots)) : []
    }

    /// Whether the front end shows the strip with the board now (it gives way where the board
    /// would not show whole with it): the highlight of step and auto scanning never rests on a
    /// strip that is not there.
    public mutating func stripShows(_ shows: Bool) {
        wordsAheadStripShows = shows
    }

    /// The words whose cells the person sees: a hidden cell's word, or one above the person's
    /// vocabulary level, is not offered ahead either (a word with no cell is).
    func shownToThePerson(_ words: [WordAhead]) -> [WordAhead] {
        words.filter { word in
            guard let boardID = word.boardID, let cellID = word.cellID, let cell = boardSet.boards[boardID]?.cell(id: cellID) else {
                return true
            }
            return cell.isShown(atLevel: settings.level)
        }
    }

    /// Turns the words ahead on or off (the menu's Words ahead); off, the strip empties at once.
    mutating func setWordsAhead(_ on: Bool) -> [SessionEffect] {
        let effects = change { $0.wordsAhead = on }
        if !on { wordsAheadStrip = [] }
        return effects
    }

    /// The keys that add each word of the strip from the board: Space, then the key of its slot
    /// on the words-ahead screen (in the person's keypad and layout).
    public var wordsAheadKeys: [[Key]] {
        guard !wordsAheadStrip.isEmpty,
            let screen = ChoiceScreen.screen(
                for: .choosingWordAhead(wordsAheadStrip), settings: settings, voices: voices, languages: [], surface: surface,
                locked: false)
        else { return [] }
        let board = screen.board
        var keys: [[Key]] = []
        for (index, cell) in board.cells.enumerated() {
            let slot: [Key]?
            switch settings.layout {
            case .grid:
                slot = board.grid.position(of: cell.id).flatMap {
                    SelectionRule.keySequence(toSlotAtRow: $0.row, column: $0.column, in: board.grid, keypad: settings.keypad)
                }
            case .rows:
                slot = Selection().rowsPage(of: board).first { $0.cell.id == cell.id }.map { [.digit($0.key)] }
            }
            keys.append([.space] + (slot ?? [.digit(index + 1)]))
        }
        return keys
    }

    /// Asks the edge for the words most likely next (Space, or the strip's scan item): after the
    /// message's words, or the completions of the word being spelled.
    mutating func askForWordsAhead() -> [SessionEffect] {
        guard let query = wordsAheadQuery else { return [nothingUnder(.space)] }
        return [.findWordsAhead(after: query.words, spelling: query.spelling)]
    }

    /// Adds the word in a slot of the strip, touched or clicked; nothing when the slot is empty.
    mutating func touchWordAhead(slot: Int) -> [SessionEffect] {
        guard mode == .board, wordsAheadStrip.indices.contains(slot) else { return [] }
        let effects = addWordAhead(wordsAheadStrip[slot])
        return settings.access.scans ? effects + restartScan() : effects
    }

    /// Opens the words-ahead screen with the words found; none says so and stays on the board.
    mutating func showWordsAhead(_ words: [WordAhead]) -> [SessionEffect] {
        guard mode == .board else { return [] }
        let words = shownToThePerson(words)
        guard !words.isEmpty else { return [.announce(Announcement(.nothingToDo, .noticeNoWordsAhead))] }
        let opened = open(.choosingWordAhead(words))
        return settings.access.scans ? opened + restartScan() : opened
    }

    /// Adds a word picked ahead as its cell would (its picture, its recording, said with
    /// speak-on-select), in place of the letters spelled so far; a word the set has no cell for is
    /// added as a plain word. The usage record keeps it as a predicted word (LAM `WPR`).
    mutating func addWordAhead(_ word: WordAhead) -> [SessionEffect] {
        while message.entries.last?.kind == .letter { message.entries.removeLast() }
        if let boardID = word.boardID, let board = boardSet.boards[boardID], let cell = board.cells.first(where: { $0.id == word.cellID }),
            let entry = MessageEntry.picked(
                label: word.word, spokenText: word.word, language: translation(for: board).originalLanguage,
                glyph: board.glyph(for: cell), picture: board.picture(for: cell))
        {
            return [recordWordAhead(entry, board: board.id, cell: cell.id)] + add(entry, from: cell, on: board)
        }
        let board = currentBoard
        let language = translation(for: board).originalLanguage
        guard let entry = MessageEntry.picked(label: word.word, spokenText: word.word, language: language, glyph: word.glyph) else {
            return []
        }
        return [recordWordAhead(entry, board: board.id, cell: nil)] + add(entry, from: Cell(id: "", label: word.word), on: board)
    }

    /// The usage record's line for a word picked ahead: on the board and cell that say it.
    private func recordWordAhead(_ entry: MessageEntry, board: String, cell: String?) -> SessionEffect {
        var event = usage(.pick, language: entry.language, cell: cell, unit: .predicted, text: entry.label)
        event.board = board
        return .record(event)
    }
}
