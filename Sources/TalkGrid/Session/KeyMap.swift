/// The keys of one zoom level of a board: what each key leads to, and which key covers each slot.
public struct KeyMap: Hashable, Sendable {
    /// The region the keys work in; slots outside it are dimmed on screen.
    public var region: GridRegion
    public var keypad: Keypad
    /// Key 1–9 -> the cell it picks or the region it zooms into (keys with nothing under them are absent).
    public var targets: [Int: KeyTarget]

    public init(region: GridRegion, keypad: Keypad, targets: [Int: KeyTarget]) {
        self.region = region
        self.keypad = keypad
        self.targets = targets
    }

    /// The key that picks a slot or zooms toward it; nil for a slot outside the current region.
    public func key(row: Int, column: Int) -> Int? {
        guard region.contains(row: row, column: column) else { return nil }
        if SelectionRule.picksDirectly(region) {
            return keypad.key(
                at: KeypadPosition(row: row - region.rows.lowerBound, column: column - region.columns.lowerBound))
        }
        guard
            let bandRow = SelectionRule.bands(region.rows.count).firstIndex(where: {
                $0.contains(row - region.rows.lowerBound)
            }),
            let bandColumn = SelectionRule.bands(region.columns.count).firstIndex(where: {
                $0.contains(column - region.columns.lowerBound)
            })
        else { return nil }
        return keypad.key(at: KeypadPosition(row: bandRow, column: bandColumn))
    }
}
