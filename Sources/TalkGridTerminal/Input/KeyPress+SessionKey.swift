import TalkGrid

extension KeyPress {
    /// The session key this key press stands for; nil for keys the board does not use.
    ///
    /// The number row and the keypad give the same keys. A keypad with Num Lock off sends
    /// Home, End, Page Up and so on: those count as the digits printed on them (7, 1, 9, 3,
    /// 5, 0, and Delete as `.`). Its 8, 2, 4 and 6 send the arrows, which keep their own
    /// meanings. Backspace deletes like `.`. Space is the Next switch in step scanning.
    public var sessionKey: Key? {
        switch self {
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
}
