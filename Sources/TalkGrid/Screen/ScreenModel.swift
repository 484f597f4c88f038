/// What the screen shows, computed from a session: the semantic screen model every renderer
/// draws, in its own units.
///
/// It says *what* is shown, never how: the message with each word's icon and picture, the
/// title, the cells with their labels, icons, pictures, colours, key sequences and state, the
/// notice and the controls. Interface words are text keys (``InterfaceText``), resolved by the
/// renderer; board content (labels, names) is the board's own text. The layout is abstract:
/// the grid's rows and columns, each cell one unit at its row and column, which a renderer maps
/// to character cells, points or pixels.
public struct ScreenModel: Hashable, Sendable {
    /// Whether the screen shows a board or a step-by-step choice (a confirmation or the menu).
    public enum Kind: Hashable, Sendable {
        case board
        case choice
        /// A whole board shown for reading or printing (`talkgrid show`, a printed page): every
        /// cell with the whole key sequence that picks it, hidden cells marked, no message or
        /// controls.
        case printed
    }

    public var kind: Kind
    /// The words of the message, each with its icons and pictures.
    public var messageWords: [Message.Word]
    public var title: ScreenText
    public var titleGlyph: String?
    /// Notes that go with the title, in order: how to pick on a choice screen, rows standing in
    /// for a grid, the page, the zoom (a printed board: its id, size and language).
    public var titleNotes: [ScreenText]
    /// The arrangement and its size in grid units.
    public var layout: ScreenLayout
    /// The visible cells (grid: every slot with a visible cell; rows: the current page).
    public var cells: [ScreenCell]
    /// The region the keys work in when zoomed in (the rest is dimmed); nil at the top level.
    public var zoomRegion: GridRegion?
    /// How many keys of each cell's ``ScreenCell/keySequence`` are already pressed (the zoom
    /// level): the keys still to press are the rest.
    public var keysPressed: Int
    /// The groups the keys open at this zoom level, when they open groups rather than pick cells.
    public var keyGroups: [GridRegion]
    /// The rows layout's page, when there is more than one.
    public var page: ScreenPage?
    public var controls: [ControlButton]
    /// The words-ahead strip: the words most likely next, best first, in slots that never move
    /// (empty on a choice screen, a printed board, or with words ahead off).
    public var wordsAhead: [WordAheadSlot] = []
    /// Whether the scanning highlight rests on the words-ahead strip (Select opens its words).
    public var isWordsAheadHighlighted = false
    public var status: ScreenStatus
    /// Whether a scanning highlight is shown (the person uses switches). It is a frame around
    /// the highlighted item; everything else keeps its own look, readable ahead.
    public var isScanning = false
    /// Whether the person picks with switches (Next and Select) rather than number keys: the
    /// screen's hints then name the switches, and the controls show no keys.
    public var picksWithSwitches = false
    /// The slots the scanning highlight rests on when it is on the board (a group of cells, or
    /// one cell's slot); nil when it is on the controls or there is none.
    public var highlightedRegion: GridRegion?
    /// Whether the scanning highlight rests on the message bar (Select speaks the message).
    public var isMessageHighlighted = false
    /// What the empty message bar says: how to pick words and speak them, with the keys or the
    /// switches the person uses.
    public var messageHint = InterfaceText(.messageHint)
    /// What a board without cells says (how to go back).
    public var noCellsText = InterfaceText(.boardNoCells)

    /// Whether this is a step-by-step screen (a confirmation or the menu) rather than a board.
    public var isChoiceScreen: Bool { kind == .choice }

    /// The screen for a session in its current state.
    public init(session: Session, status: ScreenStatus = ScreenStatus()) {
        let board = session.shownBoard
        let choice = session.choiceScreen
        let selection = session.shownSelection
        let keypad = session.settings.keypad
        kind = choice == nil ? .board : .choice
        messageWords = session.message.words
        let switches = session.settings.access.scans
        picksWithSwitches = switches
        messageHint = InterfaceText(switches ? .messageHintSwitches : .messageHint)
        noCellsText = InterfaceText(switches ? .boardNoCellsSwitches : .boardNoCells)
        title = choice.map { .interface($0.title) } ?? .content(board.name)
        titleGlyph = board.glyph
        self.status = status
        zoomRegion = nil
        keysPressed = 0
        keyGroups = []
        page = nil

        func screenCell(
            _ cell: Cell, row: Int, column: Int, key: Int?, keySequence: [Key], opensGroup: Bool, inZoomRegion: Bool
        ) -> ScreenCell {
            ScreenCell(
                id: cell.id, row: row, column: column, key: key, keySequence: keySequence, keyOpensGroup: opensGroup,
                glyph: board.glyph(for: cell), picture: board.picture(for: cell),
                label: choice?.labels[cell.id] ?? .content(cell.label), opensBoard: cell.link != nil,
                backgroundColor: cell.backgroundColor, borderColor: cell.borderColor, isInZoomRegion: inZoomRegion,
                isDimmed: !inZoomRegion, isCurrentChoice: choice?.currentOptionID == cell.id)
        }

        switch session.settings.layout {
        case .grid:
            layout = ScreenLayout(arrangement: .grid, rows: max(0, board.grid.rows), columns: max(0, board.grid.columns))
            let keyMap = session.keyMap
            if !selection.zoomPath.isEmpty { zoomRegion = keyMap.region }
            keysPressed = selection.zoomPath.count
            var groups: [GridRegion] = []
            for key in 1...9 {
                if case .region(let region, _)? = keyMap.targets[key] { groups.append(region) }
            }
            keyGroups = groups
            var cells: [ScreenCell] = []
            // The board's cells by id once, not once a slot (an 11 x 16 board has 176 slots).
            let cellsByID = SelectionRule.cellsByID(board)
            for row in 0..<layout.rows {
                for column in 0..<layout.columns {
                    guard let cell = SelectionRule.selectableCell(in: cellsByID, of: board.grid, row: row, column: column) else {
                        continue
                    }
                    let inside = keyMap.region.contains(row: row, column: column)
                    let key = inside ? keyMap.key(row: row, column: column) : nil
                    var opensGroup = false
                    if let key, case .region? = keyMap.targets[key] { opensGroup = true }
                    let sequence =
                        SelectionRule.keySequence(toSlotAtRow: row, column: column, in: board.grid, keypad: keypad) ?? []
                    cells.append(
                        screenCell(
                            cell, row: row, column: column, key: key, keySequence: sequence, opensGroup: opensGroup,
                            inZoomRegion: inside))
                }
            }
            self.cells = cells
        case .rows:
            let items = selection.rowsPage(of: board)
            layout = ScreenLayout(arrangement: .rows, rows: items.count, columns: 1)
            let turns = Array(repeating: Key.nextPage, count: selection.page)
            cells = items.enumerated().map { index, item in
                screenCell(
                    item.cell, row: index, column: 0, key: item.key, keySequence: turns + [.digit(item.key)],
                    opensGroup: false, inZoomRegion: true)
            }
            let count = SelectionRule.rowsPageCount(of: board)
            if count > 1 { page = ScreenPage(number: selection.page + 1, count: count) }
        }

        var notes: [InterfaceText] = []
        if choice != nil { notes.append(InterfaceText(switches ? .titleChoiceScreenSwitches : .titleChoiceScreen)) }
        if status.showsRowsForSpace { notes.append(InterfaceText(.titleRowsForSpace)) }
        if let page { notes.append(InterfaceText.titlePage(page: page.number, count: page.count)) }
        if zoomRegion != nil { notes.append(InterfaceText(switches ? .titleZoomedSwitches : .titleZoomed)) }
        titleNotes = notes.map(ScreenText.interface)

        let onBoard = choice == nil
        let hasMessage = !session.message.isEmpty
        var controls = [
            ControlButton(key: .digit(0), glyph: "⏪", label: .controlBack, isAvailable: onBoard ? session.canGoBack : true),
            ControlButton(key: .enter, glyph: "🔊", label: .controlSpeak, isAvailable: onBoard && hasMessage),
            ControlButton(key: .delete, glyph: "❌", label: .controlDelete, isAvailable: onBoard && hasMessage),
            ControlButton(key: .clear, glyph: "🧹", label: .controlClear, isAvailable: onBoard && hasMessage),
            ControlButton(
                key: .menu, glyph: "🧰", label: onBoard ? .controlMenu : .controlCloseMenu,
                shortLabel: onBoard ? .controlMenu : .controlCloseMenuShort, isAvailable: true),
        ]
        if let page {
            controls.append(
                ControlButton(
                    key: .nextPage, glyph: "⏬", label: .controlNextPage, shortLabel: .controlNextPageShort,
                    isAvailable: page.number < page.count))
            controls.append(
                ControlButton(
                    key: .previousPage, glyph: "⏫", label: .controlPreviousPage, shortLabel: .controlPreviousPageShort,
                    isAvailable: page.number > 1))
        }
        self.controls = controls
        if onBoard {
            wordsAhead = zip(session.wordsAheadStrip, session.wordsAheadKeys).map { word, keys in
                let board = word.boardID.flatMap { session.boardSet.boards[$0] }
                guard let board, let cell = word.cellID.flatMap(board.cell(id:)) else {
                    return WordAheadSlot(word: word.word, glyph: word.glyph, keys: keys)
                }
                return WordAheadSlot(word: word.word, glyph: board.glyph(for: cell), picture: board.picture(for: cell), keys: keys)
            }
        }
        highlight(session.highlightedScanItem)
    }

    /// A whole board for reading or printing, its labels in `language` (nil: the board's own):
    /// every slot with a cell, hidden ones included and marked, each with the keys that pick it
    /// from the top of the board with `keypad`.
    public init(printing board: Board, keypad: Keypad = .phone, language: String? = nil) {
        let translation = BoardTranslation(board: board, language: language, defaultLanguage: board.locale ?? "en")
        let shown = translation.translated(board)
        kind = .printed
        messageWords = []
        title = .content(shown.name)
        titleGlyph = shown.glyph
        let rows = max(0, board.grid.rows)
        let columns = max(0, board.grid.columns)
        titleNotes = [.content("\(board.id) · \(board.grid.rows) x \(board.grid.columns) · \(translation.translatedLanguage)")]
        layout = ScreenLayout(arrangement: .grid, rows: rows, columns: columns)
        zoomRegion = nil
        keysPressed = 0
        keyGroups = []
        page = nil
        controls = []
        status = ScreenStatus()
        // Cells looked up once by id: a board of thousands of cells is laid out in linear time.
        let cellsByID = Dictionary(shown.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var cells: [ScreenCell] = []
        for row in 0..<rows {
            for column in 0..<columns {
                guard let id = shown.grid.cellID(row: row, column: column), let cell = cellsByID[id] else { continue }
                let keys =
                    cell.hidden ? [] : SelectionRule.keySequence(toSlotAtRow: row, column: column, in: shown.grid, keypad: keypad) ?? []
                let label: ScreenText =
                    cell.hidden ? .interface(InterfaceText.cellHidden(label: cell.label)) : .content(cell.label)
                cells.append(
                    ScreenCell(
                        id: cell.id, row: row, column: column, key: nil, keySequence: keys,
                        glyph: shown.glyph(for: cell), picture: shown.picture(for: cell), label: label,
                        opensBoard: cell.link != nil, backgroundColor: cell.backgroundColor, borderColor: cell.borderColor,
                        isHidden: cell.hidden))
            }
        }
        self.cells = cells
    }

    /// Marks what the scanning highlight rests on: the cells of a key's target (its group, or
    /// the one cell), all controls, one control, Back, or the message bar. Nothing else changes
    /// its look: the person reads ahead to the item they wait for.
    private mutating func highlight(_ item: ScanItem?) {
        guard let item else { return }
        isScanning = true
        switch item {
        case .target(let key, let target):
            for index in cells.indices where cells[index].key == key { cells[index].isHighlighted = true }
            switch target {
            case .region(let region, _): highlightedRegion = region
            case .cell(_, let row, let column):
                // In the rows layout a cell's place is its line on the page.
                if let cell = cells.first(where: { $0.key == key }) {
                    highlightedRegion = GridRegion(rows: cell.row..<(cell.row + 1), columns: cell.column..<(cell.column + 1))
                } else {
                    highlightedRegion = GridRegion(rows: row..<(row + 1), columns: column..<(column + 1))
                }
            }
        case .controls:
            for index in controls.indices { controls[index].isHighlighted = true }
        case .control(let key):
            for index in controls.indices where controls[index].key == key { controls[index].isHighlighted = true }
        case .back:
            for index in controls.indices where controls[index].key == .digit(0) { controls[index].isHighlighted = true }
        case .message:
            isMessageHighlighted = true
        case .wordsAhead:
            isWordsAheadHighlighted = true
        }
    }
}

/// How a screen's cells are arranged, in grid units: the renderer decides the size of a unit.
public struct ScreenLayout: Hashable, Sendable {
    /// Grid or rows (one cell per line).
    public var arrangement: BoardLayout
    /// Rows of the grid (rows layout: the lines of the page).
    public var rows: Int
    /// Columns of the grid (rows layout: 1).
    public var columns: Int

    public init(arrangement: BoardLayout, rows: Int, columns: Int) {
        self.arrangement = arrangement
        self.rows = rows
        self.columns = columns
    }
}

/// A page of the rows layout: its number (from 1) and the page count.
public struct ScreenPage: Hashable, Sendable {
    public var number: Int
    public var count: Int

    public init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }
}
