/// What the screen shows, computed from a session: the pure screen model.
///
/// Every front end draws the same things in the same places: the message bar with each word's
/// icon, the board title with its icon, the cells with their keys (the current zoom region
/// marked, the rest dimmed), and the control bar. It knows nothing of terminals; see
/// ``drawn(in:)`` for its layout into a ``ScreenFrame``.
public struct BoardScreen: Hashable, Sendable {
    /// The words of the message, each with its icons.
    public var messageWords: [Message.Word]
    public var title: ScreenText
    public var titleGlyph: String?
    /// Whether this is a step-by-step screen (a confirmation or the menu) rather than a board.
    public var isChoiceScreen: Bool
    /// How the cells are laid out.
    public var layout: BoardLayout
    /// The board's grid shape (rows layout: the lines of the page, one column).
    public var gridRows: Int
    public var gridColumns: Int
    /// The visible cells (grid: every slot with a visible cell; rows: the current page).
    public var cells: [ScreenCell]
    /// The region the keys work in when zoomed in (the rest is dimmed); nil at the top level.
    public var zoomRegion: GridRegion?
    /// The groups the keys open at this zoom level, when they open groups rather than pick cells.
    public var keyGroups: [GridRegion]
    /// The rows layout's page (from 1) and page count, when there is more than one page.
    public var page: (number: Int, count: Int)?
    public var controls: [ControlButton]
    public var status: ScreenStatus

    /// The screen for a session in its current state.
    public init(session: Session, status: ScreenStatus = ScreenStatus()) {
        let board = session.shownBoard
        let choice = session.choiceScreen
        let selection = session.shownSelection
        messageWords = session.message.words
        title = choice.map { .interface($0.title) } ?? .content(board.name)
        titleGlyph = board.glyph
        isChoiceScreen = choice != nil
        layout = session.settings.layout
        self.status = status
        zoomRegion = nil
        keyGroups = []
        page = nil

        func screenCell(_ cell: Cell, row: Int, column: Int, key: Int?, opensGroup: Bool, dimmed: Bool) -> ScreenCell {
            ScreenCell(
                id: cell.id, row: row, column: column, key: key, keyOpensGroup: opensGroup, glyph: board.glyph(for: cell),
                label: choice?.labels[cell.id] ?? .content(cell.label), opensBoard: cell.link != nil, backgroundColor: cell.backgroundColor,
                borderColor: cell.borderColor, isDimmed: dimmed, isCurrentChoice: choice?.currentOptionID == cell.id)
        }

        switch layout {
        case .grid:
            gridRows = max(0, board.grid.rows)
            gridColumns = max(0, board.grid.columns)
            let keyMap = session.keyMap
            let zoomed = !selection.zoomPath.isEmpty
            if zoomed { zoomRegion = keyMap.region }
            var groups: [GridRegion] = []
            for key in 1...9 {
                if case .region(let region, _)? = keyMap.targets[key] { groups.append(region) }
            }
            keyGroups = groups
            var cells: [ScreenCell] = []
            for row in 0..<gridRows {
                for column in 0..<gridColumns {
                    guard let cell = SelectionRule.selectableCell(on: board, row: row, column: column) else { continue }
                    let inside = keyMap.region.contains(row: row, column: column)
                    let key = inside ? keyMap.key(row: row, column: column) : nil
                    var opensGroup = false
                    if let key, case .region? = keyMap.targets[key] { opensGroup = true }
                    cells.append(
                        screenCell(cell, row: row, column: column, key: key, opensGroup: opensGroup, dimmed: !inside))
                }
            }
            self.cells = cells
        case .rows:
            let items = selection.rowsPage(of: board)
            gridRows = items.count
            gridColumns = 1
            cells = items.enumerated().map { index, item in
                screenCell(item.cell, row: index, column: 0, key: item.key, opensGroup: false, dimmed: false)
            }
            let count = SelectionRule.rowsPageCount(of: board)
            if count > 1 { page = (selection.page + 1, count) }
        }

        let onBoard = choice == nil
        let hasMessage = !session.message.isEmpty
        var controls = [
            ControlButton(key: .digit(0), glyph: "🔙", label: .controlBack, isAvailable: onBoard ? session.canGoBack : true),
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
    }

    public static func == (lhs: BoardScreen, rhs: BoardScreen) -> Bool {
        lhs.messageWords == rhs.messageWords && lhs.title == rhs.title && lhs.titleGlyph == rhs.titleGlyph
            && lhs.isChoiceScreen == rhs.isChoiceScreen && lhs.layout == rhs.layout && lhs.gridRows == rhs.gridRows
            && lhs.gridColumns == rhs.gridColumns && lhs.cells == rhs.cells && lhs.zoomRegion == rhs.zoomRegion
            && lhs.keyGroups == rhs.keyGroups && lhs.page?.number == rhs.page?.number
            && lhs.page?.count == rhs.page?.count && lhs.controls == rhs.controls && lhs.status == rhs.status
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(cells)
        hasher.combine(status)
        hasher.combine(messageWords)
    }
}
