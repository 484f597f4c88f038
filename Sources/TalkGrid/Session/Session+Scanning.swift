/// Switch access: the scanning highlight, moved by the Next switch or by ticks, and the Select
/// switch that does what the highlighted item's key does.
///
/// The items of a level, in order (users' motor learning relies on it, so it never changes):
/// - A board in the grid layout, top level: the message bar while the message holds words (Select
///   speaks it), the number keys' targets (the zoom regions, or the cells of a board of at most
///   3 x 3 slots) in reading order, skipping keys with nothing under them, then Controls. Inside a
///   region: its targets the same way, then Back (one level out).
/// - A board in the rows layout: the message bar (as above), the cells of the page in reading
///   order, then Controls.
/// - The words-ahead strip, on a board's top level while it shows words: after the targets,
///   before Controls (Select opens the words-ahead screen, as Space does: its words are then
///   scanned as any choice screen's options).
/// - Controls: Speak, Delete, Clear, Back, Menu (rows layout: then Next page, Previous page);
///   Next after the last one leaves Controls for the board's first item.
/// - A choice screen (menu, Yes/No): its options as a board's targets, then (rows layout, when it
///   pages) Next page and Previous page, then Back (a step back, as `0`).
///
/// When a level opens, the highlight is on its first item; after a cell, region, Back or a
/// screen-changing control is picked, it starts at the first item of what is shown then (after a
/// word, the message bar). Speak (the bar or the control) and Delete keep the highlight where it
/// is, so they can be repeated with one press each.
extension Session {
    /// The items of the level the highlight is on, in scan order.
    public var scanItems: [ScanItem] {
        if scan.isInControls { return ScanItem.controlKeys(layout: settings.layout).map(ScanItem.control) }
        let board = shownBoard
        var items: [ScanItem]
        switch settings.layout {
        case .grid:
            items = ScanItem.targets(of: keyMap)
        case .rows:
            items = shownSelection.rowsPage(of: board).compactMap { entry in
                board.grid.position(of: entry.cell.id).map {
                    ScanItem.target(key: entry.key, .cell(id: entry.cell.id, row: $0.row, column: $0.column))
                }
            }
        }
        if mode == .board {
            let atTopLevel = settings.layout == .rows || selection.zoomPath.isEmpty
            return ScanItem.boardLevel(
                targets: items, atTopLevel: atTopLevel, messageHasWords: !message.isEmpty,
                showsWordsAhead: !wordsAheadStrip.isEmpty && wordsAheadStripShows)
        } else {
            if settings.layout == .rows, SelectionRule.rowsPageCount(of: board) > 1 {
                items += [.control(.nextPage), .control(.previousPage)]
            }
            items.append(.back)
        }
        return items
    }

    /// The item the highlight is on; nil when the person uses the number keys.
    public var highlightedScanItem: ScanItem? {
        guard settings.access.scans else { return nil }
        let items = scanItems
        return items.isEmpty ? nil : items[min(scan.index, items.count - 1)]
    }

    // MARK: Inputs

    /// A press of one of the switches.
    mutating func press(_ which: ScanSwitch) -> [SessionEffect] {
        if settings.access == .autoScan {
            // Either switch selects; a press while auto-scan waits only starts it again.
            guard !scan.isWaiting else {
                scan.isWaiting = false
                scan.completedLoops = 0
                return cue()
            }
            return selectHighlighted()
        }
        switch which {
        case .next: return moveHighlight()
        case .select: return selectHighlighted()
        }
    }

    /// One auto-scan pace period passed: the highlight moves on; after the set number of full
    /// cycles with no press it stops on the first item and waits.
    mutating func tick() -> [SessionEffect] {
        guard settings.access == .autoScan, !scan.isWaiting else { return [] }
        let effects = moveHighlight()
        if scan.index == 0, !scan.isInControls {
            scan.completedLoops += 1
            if scan.completedLoops >= settings.scan.loops { scan.isWaiting = true }
        }
        return effects
    }

    /// Starts the highlight at the first item of what is shown now (after a key, a pick, or a
    /// change of layout or access).
    mutating func restartScan() -> [SessionEffect] {
        scan = ScanState()
        return settings.access.scans ? cue() : []
    }

    // MARK: Moving and selecting

    private mutating func moveHighlight() -> [SessionEffect] {
        let count = scanItems.count
        let index = min(scan.index, max(0, count - 1))
        if scan.isInControls, index + 1 >= count {
            scan.isInControls = false
            scan.index = 0
        } else {
            scan.index = count == 0 ? 0 : (index + 1) % count
        }
        return cue()
    }

    private mutating func selectHighlighted() -> [SessionEffect] {
        guard let item = highlightedScanItem else { return [] }
        scan.completedLoops = 0
        switch item {
        case .controls:
            scan = ScanState(isInControls: true)
            return cue()
        case .target, .back:
            let effects = pressKey(item.key ?? .digit(0))
            return effects + restartScan()
        case .message:
            return pressKey(.enter)
        case .control(let key):
            let place = ScreenPlace(self)
            let effects = pressKey(key)
            guard ScreenPlace(self) == place else { return effects + restartScan() }
            return effects
        case .wordsAhead:
            // The words-ahead screen opens with the words found (a follow-up), its first word highlighted.
            return pressKey(.space)
        }
    }

    /// A key as the number keys would press it, on the board or the choice screen shown.
    private mutating func pressKey(_ key: Key) -> [SessionEffect] {
        mode == .board ? pressOnBoard(key) : pressOnChoiceScreen(key)
    }

    // MARK: Auditory scanning

    /// The highlighted item said in the cue voice, when the person asked for it.
    private func cue() -> [SessionEffect] {
        guard settings.scan.speakItems, let item = highlightedScanItem, let said = cue(for: item) else {
            return []
        }
        return [.cue(said)]
    }

    /// What the cue voice says for an item: a cell by its label, a region by the label of its
    /// first visible cell, Controls and Back by their names.
    func cue(for item: ScanItem) -> Cue? {
        switch item {
        case .target(_, .cell(let id, _, _)):
            return cellCue(id: id)
        case .target(_, .region(let region, _)):
            let board = shownBoard
            for row in region.rows {
                for column in region.columns {
                    if let cell = SelectionRule.selectableCell(on: board, row: row, column: column) {
                        return cellCue(id: cell.id)
                    }
                }
            }
            return nil
        case .controls:
            return .interface(InterfaceText(.scanControls))
        case .back:
            return .interface(InterfaceText(.controlBack))
        case .message:
            return .interface(InterfaceText(.controlSpeak))
        case .wordsAhead:
            return .interface(InterfaceText(.controlWordsAhead))
        case .control(let key):
            return .interface(Self.controlName(key))
        }
    }

    private func cellCue(id: String) -> Cue? {
        guard mode == .board else {
            switch choiceScreen?.labels[id] {
            case .interface(let text)?: return .interface(text)
            case .content(let words)?: return .word(Utterance(text: words, language: defaultLanguage))
            case nil: return nil
            }
        }
        let board = currentBoard
        guard let cell = board.cell(id: id) else { return nil }
        let label = translation(for: board).text(cell.label)
        return .word(Utterance(text: label.text, language: label.language))
    }

    /// A control's name, as the screen and the cue voice give it.
    static func controlName(_ key: Key) -> InterfaceText {
        switch key {
        case .enter: InterfaceText(.controlSpeak)
        case .delete: InterfaceText(.controlDelete)
        case .clear: InterfaceText(.controlClear)
        case .digit(0): InterfaceText(.controlBack)
        case .menu: InterfaceText(.controlMenu)
        case .space: InterfaceText(.controlWordsAhead)
        case .nextPage: InterfaceText(.controlNextPage)
        case .previousPage: InterfaceText(.controlPreviousPage)
        default: InterfaceText.keyName(key: key)
        }
    }
}

/// What is shown: whether a control changed it decides where the highlight goes next.
private struct ScreenPlace: Equatable {
    var mode: SessionMode
    var boardStack: [String]
    var selection: Selection
    var choiceSelection: Selection

    init(_ session: Session) {
        mode = session.mode
        boardStack = session.boardStack
        selection = session.selection
        choiceSelection = session.choiceSelection
    }
}
