import TalkGrid

/// The order boards are printed in: the root first, then the boards its folder cells open, in
/// the order a reader meets them (breadth first, each board's cells top to bottom, left to
/// right), then the boards no link reaches, in the set's order.
public enum PageOrder {
    /// Every board of `set` in print order.
    public static func boards(of set: BoardSet) -> [String] {
        var order: [String] = []
        var seen: Set<String> = []
        if set.boards[set.rootID] != nil {
            order.append(set.rootID)
            seen.insert(set.rootID)
        }
        var next = 0
        while next < order.count {
            guard let board = set.boards[order[next]] else { break }
            next += 1
            for cell in cellsInReadingOrder(of: board) {
                guard let link = cell.link, let target = set.board(for: link), !seen.contains(target.id) else { continue }
                seen.insert(target.id)
                order.append(target.id)
            }
        }
        for id in set.boardOrder where !seen.contains(id) && set.boards[id] != nil {
            seen.insert(id)
            order.append(id)
        }
        return order
    }

    /// The board's cells as the grid places them (row by row), then any the grid leaves out.
    private static func cellsInReadingOrder(of board: Board) -> [Cell] {
        let byID = Dictionary(board.cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var placed: Set<String> = []
        var cells: [Cell] = []
        for row in board.grid.slots {
            for case let id? in row where !placed.contains(id) {
                guard let cell = byID[id] else { continue }
                placed.insert(id)
                cells.append(cell)
            }
        }
        return cells + board.cells.filter { !placed.contains($0.id) }
    }
}
