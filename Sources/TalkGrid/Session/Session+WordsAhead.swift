extension Session {
    /// Whether the board offers the words most likely next (Space, Words ahead in the controls).
    public var offersWordsAhead: Bool { settings.wordsAhead }

    /// The letters of the word being spelled at the end of the message (a keyboard board's keys);
    /// nil when no word is being spelled.
    var spelledLetters: String? {
        let letters = message.entries.reversed().prefix { $0.kind == .letter }
        return letters.isEmpty ? nil : letters.reversed().map(\.spokenText).joined()
    }

    /// Asks the edge for the words most likely next (Space, or Words ahead in the controls): after
    /// the message's words, or the completions of the word being spelled.
    mutating func askForWordsAhead() -> [SessionEffect] {
        guard offersWordsAhead else { return [nothingUnder(.space)] }
        let spelling = spelledLetters
        var words = message.words.map(\.spokenText)
        if spelling != nil, !words.isEmpty { words.removeLast() }
        return [.findWordsAhead(after: words, spelling: spelling)]
    }

    /// Opens the words-ahead screen with the words found; none says so and stays on the board.
    mutating func showWordsAhead(_ words: [WordAhead]) -> [SessionEffect] {
        guard mode == .board else { return [] }
        guard !words.isEmpty else { return [.announce(Announcement(.nothingToDo, .noticeNoWordsAhead))] }
        return open(.choosingWordAhead(words))
    }

    /// Adds a word picked ahead as its cell would (its picture, its recording, said with
    /// speak-on-select), in place of the letters spelled so far; a word the set has no cell for is
    /// added as a plain word.
    mutating func addWordAhead(_ word: WordAhead) -> [SessionEffect] {
        while message.entries.last?.kind == .letter { message.entries.removeLast() }
        if let boardID = word.boardID, let board = boardSet.boards[boardID], let cell = board.cells.first(where: { $0.id == word.cellID }),
            let entry = MessageEntry.picked(
                label: word.word, spokenText: word.word, language: translation(for: board).originalLanguage,
                glyph: board.glyph(for: cell), picture: board.picture(for: cell))
        {
            return add(entry, from: cell, on: board)
        }
        let board = currentBoard
        let language = translation(for: board).originalLanguage
        guard let entry = MessageEntry.picked(label: word.word, spokenText: word.word, language: language, glyph: word.glyph) else {
            return []
        }
        return add(entry, from: Cell(id: "", label: word.word), on: board)
    }
}
