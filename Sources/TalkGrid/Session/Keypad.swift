/// Which way round the number keys are: a phone (1 2 3 on top) or a numeric keypad (7 8 9 on top).
public enum Keypad: String, Hashable, Sendable, CaseIterable {
    /// 1 2 3 on top: key = 3r + c + 1.
    case phone
    /// 7 8 9 on top: key = 7 − 3r + c.
    case numpad

    /// The key at a position of the 3 x 3 keypad (row and column from 0).
    public func key(at position: KeypadPosition) -> Int {
        switch self {
        case .phone: 3 * position.row + position.column + 1
        case .numpad: 7 - 3 * position.row + position.column
        }
    }

    /// Where a key 1–9 sits on the keypad; nil for 0 and anything else.
    public func position(of key: Int) -> KeypadPosition? {
        guard (1...9).contains(key) else { return nil }
        let index = key - 1
        switch self {
        case .phone: return KeypadPosition(row: index / 3, column: index % 3)
        case .numpad: return KeypadPosition(row: 2 - index / 3, column: index % 3)
        }
    }
}

/// A position on the 3 x 3 keypad, or a band of a zoomed grid: row and column from 0 to 2.
public struct KeypadPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
