import TalkGrid

extension KeyPress {
    /// The session key this key press stands for with a phone keypad (see ``sessionKey(keypad:)``).
    public var sessionKey: Key? { sessionKey(keypad: .phone) }

    /// The session key this key press stands for; nil for keys the board does not use.
    ///
    /// The number row and the keypad give the same keys. A keypad with Num Lock off sends
    /// Home, End, Page Up and so on: those count as the digits printed on them (7, 1, 9, 3,
    /// 5, 0, and Delete as `.`). Its 8, 2, 4 and 6 send the arrows: with the `numpad` keypad
    /// they count as those digits too (the person uses a keypad; `+` and `-` page, `0` goes
    /// back), with `phone` they keep their own meanings (up and down page, left goes back).
    /// A terminal that speaks the kitty keyboard protocol tells the keypad's keys apart
    /// itself: they arrive as digits. Backspace deletes like `.`. Space is the Next switch in
    /// step scanning.
    public func sessionKey(keypad: Keypad) -> Key? {
        if keypad == .numpad, let digit = keypadDigit { return .digit(digit) }
        return switch self {
        case .digit(let digit): .digit(digit)
        case .enter: .enter
        case .period, .delete, .backspace: .delete
        case .asterisk: .clear
        case .plus: .nextPage
        case .minus: .previousPage
        case .slash: .menu
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .home: .digit(7)
        case .pageUp: .digit(9)
        case .begin: .digit(5)
        case .end: .digit(1)
        case .pageDown: .digit(3)
        case .insert: .digit(0)
        case .character(" "): .space
        case .function, .tab, .escape, .interrupt, .control, .character, .unknown: nil
        }
    }

    /// The digit printed on the keypad key that sends this arrow with Num Lock off.
    private var keypadDigit: Int? {
        switch self {
        case .up: 8
        case .down: 2
        case .left: 4
        case .right: 6
        default: nil
        }
    }
}
