extension Session {
    /// Presses keys on the board or the choice screen shown, as keys (never as switches); a
    /// helper's number keys work in scanning too, and the highlight then starts again at the top.
    mutating func pressKeys(_ keys: [Key]) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        for key in keys { effects += mode == .board ? pressOnBoard(key) : pressOnChoiceScreen(key) }
        return settings.access.scans ? effects + restartScan() : effects
    }

    /// A key pressed while a board is shown.
    mutating func pressOnBoard(_ key: Key) -> [SessionEffect] {
        switch key {
        case .digit(let digit):
            let board = currentBoardAtLevel
            switch selection.press(digit: digit, on: board, layout: settings.layout, keypad: settings.keypad) {
            case .picked(let cell): return pick(cell, on: board)
            case .atTop: return goBack()
            case .nothingUnderKey: return [nothingUnder(key)]
            default: return []
            }
        case .left:
            return pressOnBoard(.digit(0))
        case .enter:
            return speakMessage()
        case .delete:
            return deleteLast()
        case .clear:
            return askToClear()
        case .nextPage, .down:
            return turnPage(by: 1)
        case .previousPage, .up:
            return turnPage(by: -1)
        case .menu:
            return open(.menu(.main))
        case .right:
            return askForForms()
        case .space:
            return askForWordsAhead()
        }
    }

    /// The announcement for a key that does nothing here.
    func nothingUnder(_ key: Key) -> SessionEffect {
        if case .digit = key {
            return .announce(Announcement(.keyDoesNothing, .noticeNothingUnderKey(key: key)))
        }
        return .announce(Announcement(.keyDoesNothing, .noticeKeyDoesNothing(key: key)))
    }

    private mutating func turnPage(by delta: Int) -> [SessionEffect] {
        let board = currentBoardAtLevel
        switch selection.turnPage(by: delta, on: board, layout: settings.layout) {
        case .turnedPage(let page):
            let count = SelectionRule.rowsPageCount(of: board)
            return [.announce(Announcement(.screenOpened, .noticePage(page: page + 1, count: count)))]
        case .noPageThatWay:
            return [
                .announce(Announcement(.keyDoesNothing, delta > 0 ? .noticeLastPage : .noticeFirstPage))
            ]
        default:
            return [.announce(Announcement(.keyDoesNothing, .noticeOnlyOnePage))]
        }
    }

    /// Goes back to the previous board, if there is one.
    mutating func goBack() -> [SessionEffect] {
        guard boardStack.count > 1 else {
            return [.announce(Announcement(.keyDoesNothing, .noticeFirstBoard))]
        }
        boardStack.removeLast()
        selection = Selection()
        return [.announce(Announcement(.boardOpened, .noticeBackTo(board: shownBoard.name)))]
    }

    /// Goes to the root board (`:home`).
    mutating func goHome() -> [SessionEffect] {
        boardStack = [boardSet.rootID]
        selection = Selection()
        return [.announce(Announcement(.boardOpened, .noticeOpened(board: shownBoard.name)))]
    }

    /// The session as it would show the root board and each board one link away from the board
    /// shown (at most `limit`, in the order of their cells), nothing changed here: what a front end
    /// lays out to prepare those boards' pictures while the person looks at this one.
    public func sessionsAhead(limit: Int = 12) -> [Session] {
        var seen: Set<String> = [currentBoard.id]
        var boards: [Board] = []
        if let root = boardSet.boards[boardSet.rootID], seen.insert(root.id).inserted { boards.append(root) }
        for cell in currentBoard.cells where cell.isShown(atLevel: settings.level) && boards.count < limit {
            guard let link = cell.link, let board = boardSet.board(for: link), seen.insert(board.id).inserted else { continue }
            boards.append(board)
        }
        return boards.map { board in
            var ahead = self
            _ = ahead.openBoard(board)
            return ahead
        }
    }

    /// The session as it would show each region that a key (1 to 9) opens on the board shown, when
    /// the board is shown a region at a time (a large board's magnifying zoom), nothing changed
    /// here: what the window lays out ahead, so that the first zoom into a region shows a grid
    /// already made. Empty when no key opens a region.
    public func regionsAhead() -> [Session] {
        (1...9).compactMap { key in
            var ahead = self
            _ = ahead.reduce(.key(.digit(key)))
            return ahead.selection.zoomPath.count > selection.zoomPath.count && ahead.currentBoard.id == currentBoard.id ? ahead : nil
        }
    }

    /// Opens a board of the set. A board already on the way back is returned to (the way back is
    /// cut there) rather than stacked again, so a "home" folder never makes the way back grow.
    mutating func openBoard(_ board: Board) -> [SessionEffect] {
        if let index = boardStack.firstIndex(of: board.id) {
            boardStack.removeSubrange((index + 1)...)
        } else {
            boardStack.append(board.id)
        }
        selection = Selection()
        return [.announce(Announcement(.boardOpened, .noticeOpened(board: shownBoard.name)))]
    }

    /// What picking a cell does: its ``PickStep``s in order (its actions, its word where it
    /// belongs, then its link, which always opens).
    ///
    /// A clear that is one step of several empties the message without asking; the notice of
    /// the pick says the menu can bring it back (unless the pick spoke the message first: then
    /// the speech is what the person hears, and a notice said aloud would cut it off).
    mutating func pick(_ cell: Cell, on board: Board) -> [SessionEffect] {
        var effects: [SessionEffect] = []
        let translation = translation(for: board)
        let steps = PickStep.steps(of: cell, folderWords: settings.folderWords)
        var cleared = false
        // What the usage record says of the pick: what it added, else the cell's label.
        var picked = usage(.pick, language: translation.originalLanguage, cell: cell.id, text: translation.text(cell.label).text)
        func added(_ entry: MessageEntry) {
            guard picked.unit == .none else { return }
            picked.unit = UsageEvent.Unit(entry.kind)
            picked.text = entry.spokenText
            picked.language = entry.language
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .askToClear:
                effects += askToClear()
            case .action(let action):
                switch action {
                case .space: message.endWord(language: translation.originalLanguage)
                case .home: effects += goHome()
                case .speak: effects += speakMessage()
                case .backspace: effects += deleteLast()
                case .back: effects += goBack()
                case .clear:
                    if let record = clearAtOnce() {
                        effects.append(record)
                        cleared = true
                    }
                case .append(let text):
                    let label = translation.text(cell.label)
                    let entry = MessageEntry.appended(
                        label: label.text, spokenText: text, language: translation.originalLanguage,
                        glyph: board.glyph(for: cell), picture: board.picture(for: cell))
                    added(entry)
                    effects += add(entry, from: cell, on: board)
                case .changeWord(let modifier): effects += askToChangeLastWord(modifier)
                case .unknown(let name):
                    effects.append(
                        .announce(
                            Announcement(
                                .unsupportedAction, .noticeUnsupportedAction(action: name, cell: cell.label))))
                }
            case .word:
                let label = translation.text(cell.label)
                let spoken = cell.vocalization.map(translation.text) ?? label
                if let entry = MessageEntry.picked(
                    label: label.text, spokenText: spoken.text, language: spoken.language, glyph: board.glyph(for: cell),
                    picture: board.picture(for: cell))
                {
                    // A speak of the same pick says it with the message; saying it alone first would be cut off.
                    let saysItAlone = !steps[(index + 1)...].contains(.action(.speak))
                    added(entry)
                    effects += add(entry, from: cell, on: board, sayingIt: saysItAlone)
                } else if cell.link == nil {
                    effects.append(.announce(Announcement(.keyDoesNothing, .noticeCellHasNoWord)))
                }
            case .open(let link):
                effects += follow(link, afterClearing: cleared)
                cleared = false
            }
        }
        if cleared && !effects.contains(where: { if case .record(let event) = $0 { event.action == .said } else { false } }) {
            effects.append(.announce(Announcement(.messageChanged, .noticeMessageCleared)))
        }
        return [.record(picked)] + effects
    }

    /// Adds an entry to the message and, with speak-on-select, says it: a word by itself, a
    /// letter by itself, and a suffix as the whole word it completes (`walking`, not `ing`).
    /// A cell with a recording plays it instead, falling back to speech.
    mutating func add(
        _ entry: MessageEntry, from cell: Cell, on board: Board, sayingIt: Bool = true
    ) -> [SessionEffect] {
        message.entries.append(entry)
        guard settings.speakOnSelect, sayingIt else { return [] }
        var said = Utterance(text: entry.spokenText, language: entry.language, voiceID: settings.voiceID, prosody: settings.messageProsody)
        if entry.kind == .suffix, let word = message.words.last {
            said = Utterance(text: word.spokenText, language: word.language, voiceID: settings.voiceID, prosody: settings.messageProsody)
        }
        if let soundID = cell.soundID, board.sounds[soundID] != nil {
            return [.playSound(boardID: board.id, soundID: soundID, fallback: said)]
        }
        return [.speak(said)]
    }

    /// Opens the board a folder cell links to, or says why it cannot. `afterClearing`: the pick
    /// cleared the message on the way, which the notice says too.
    private mutating func follow(_ link: BoardLink, afterClearing cleared: Bool) -> [SessionEffect] {
        if let target = boardSet.board(for: link) {
            let opened = openBoard(target)
            guard cleared else { return opened }
            return [.announce(Announcement(.boardOpened, .noticeOpenedAfterClearing(board: shownBoard.name)))]
        }
        let before: [SessionEffect] = cleared ? [.announce(Announcement(.messageChanged, .noticeMessageCleared))] : []
        if link.id == nil, link.path == nil, let url = link.url {
            return before + [.announce(Announcement(.missingBoard, .noticeBoardOnWeb(url: url)))]
        }
        let name = link.name ?? link.id ?? link.path ?? "?"
        if boardSet.damagedBoard(for: link) != nil {
            return before + [.announce(Announcement(.missingBoard, .noticeBoardDamaged(board: name)))]
        }
        return before + [.announce(Announcement(.missingBoard, .noticeBoardNotInSet(board: name)))]
    }
}
