/// Where the person is on a board: the zoom path in the grid layout and the page in the rows layout.
///
/// Picking a cell brings both back to the top, so a word's key sequence is always the same.
public struct Selection: Hashable, Sendable {
    /// The keypad positions of the bands zoomed into, outermost first.
    public var zoomPath: [KeypadPosition]
    /// The page of the rows layout, from 0.
    public var page: Int

    public init(zoomPath: [KeypadPosition] = [], page: Int = 0) {
        self.zoomPath = zoomPath
        self.page = page
    }

    /// What a key did to the selection.
    public enum Outcome: Equatable, Sendable {
        /// A cell was picked (the selection is back at the top).
        case picked(Cell)
        /// The key zoomed into a region.
        case zoomedIn(GridRegion)
        /// `0` stepped out of one zoom level.
        case zoomedOut
        /// `0` at the top level: the caller goes back a board or a step.
        case atTop
        /// Nothing is under the key.
        case nothingUnderKey
        /// The rows layout turned to this page (from 0).
        case turnedPage(Int)
        /// There is no page in that direction.
        case noPageThatWay
        /// The grid layout does not page.
        case doesNotPage
    }

    /// Applies a digit key to a board.
    public mutating func press(digit: Int, on board: Board, layout: BoardLayout, keypad: Keypad) -> Outcome {
        if digit == 0 {
            guard layout == .grid, !zoomPath.isEmpty else { return .atTop }
            zoomPath.removeLast()
            return .zoomedOut
        }
        switch layout {
        case .grid:
            switch SelectionRule.target(of: digit, on: board, zoomPath: zoomPath, keypad: keypad) {
            case .cell(let id, _, _)?:
                guard let cell = board.cell(id: id) else { return .nothingUnderKey }
                self = Selection()
                return .picked(cell)
            case .region(let region, let position)?:
                zoomPath.append(position)
                return .zoomedIn(region)
            case nil:
                return .nothingUnderKey
            }
        case .rows:
            guard (1...9).contains(digit) else { return .nothingUnderKey }
            let cells = SelectionRule.rowsCells(of: board)
            let index = page * SelectionRule.rowsPageSize + digit - 1
            guard cells.indices.contains(index) else { return .nothingUnderKey }
            self = Selection()
            return .picked(cells[index])
        }
    }

    /// Turns the rows layout one page forward (`+1`) or back (`-1`).
    public mutating func turnPage(by delta: Int, on board: Board, layout: BoardLayout) -> Outcome {
        guard layout == .rows else { return .doesNotPage }
        let target = page + delta
        guard target >= 0, target < SelectionRule.rowsPageCount(of: board) else { return .noPageThatWay }
        page = target
        return .turnedPage(target)
    }

    /// The cells the rows layout shows on the current page, with their keys 1–9.
    public func rowsPage(of board: Board) -> [(key: Int, cell: Cell)] {
        let cells = SelectionRule.rowsCells(of: board)
        let start = min(page * SelectionRule.rowsPageSize, cells.count)
        let end = min(start + SelectionRule.rowsPageSize, cells.count)
        return cells[start..<end].enumerated().map { (key: $0.offset + 1, cell: $0.element) }
    }
}
