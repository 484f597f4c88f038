/// The first run's keypad question answered: which way round the keypad is, from the key the
/// person pressed at its top left (7: a numeric keypad, 1: a phone), or skipped. The terminal
/// and the window ask it the same way and read the answer with this one rule.
public enum KeypadAnswer: Equatable, Sendable {
    /// The keypad the key at the top left says.
    case keypad(Keypad)
    /// The question was skipped (Enter, 0, Space): the keypad in use stays.
    case skip

    /// What pressing `key` answers; nil when it is no answer (another digit, an arrow: the
    /// question stays).
    public init?(topLeftKey key: Key) {
        switch key {
        case .digit(7): self = .keypad(.numpad)
        case .digit(1): self = .keypad(.phone)
        case .enter, .digit(0), .space: self = .skip
        default: return nil
        }
    }

    /// The keypad chosen; nil when the question was skipped (see ``StoreEvent/keypadChosen``).
    public var keypad: Keypad? {
        if case .keypad(let keypad) = self { return keypad }
        return nil
    }
}
