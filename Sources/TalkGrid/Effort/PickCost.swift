/// What it costs to pick one cell of a board from the board's top level: number-key presses
/// and step-scan presses (Next and Select counted alike), and the keys themselves.
public struct PickCost: Hashable, Sendable {
    public var cellID: String
    /// Number keys pressed: one per zoom level.
    public var keys: Int
    /// Step-scan presses: at each level, one Next per item before the target, then Select.
    public var scanPresses: Int
    /// The number keys in order.
    public var keySequence: [Key]

    public init(cellID: String, keys: Int, scanPresses: Int, keySequence: [Key]) {
        self.cellID = cellID
        self.keys = keys
        self.scanPresses = scanPresses
        self.keySequence = keySequence
    }

    /// The cost of every pickable cell of a board (grid layout), found by walking its zoom levels
    /// with the number-key rule and the scan order; a cell in two slots keeps its cheaper one.
    public static func costs(on board: Board, keypad: Keypad) -> [String: PickCost] {
        var costs: [String: PickCost] = [:]
        let cells = SelectionRule.cellsByID(board)
        func walk(_ zoomPath: [KeypadPosition], keys: [Key], scanPresses: Int) {
            let keyMap = SelectionRule.keyMap(for: board, zoomPath: zoomPath, keypad: keypad, cells: cells)
            for (index, item) in ScanItem.targets(of: keyMap).enumerated() {
                guard case .target(let key, let target) = item else { continue }
                let presses = scanPresses + index + 1
                let sequence = keys + [.digit(key)]
                switch target {
                case .cell(let id, _, _):
                    let cost = PickCost(cellID: id, keys: sequence.count, scanPresses: presses, keySequence: sequence)
                    if let known = costs[id], (known.keys, known.scanPresses) <= (cost.keys, cost.scanPresses) {
                        continue
                    }
                    costs[id] = cost
                case .region(_, let position):
                    walk(zoomPath + [position], keys: sequence, scanPresses: presses)
                }
            }
        }
        walk([], keys: [], scanPresses: 0)
        return costs
    }
}
