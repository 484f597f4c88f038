import TalkGrid

/// What a key typed into the window means, read by its key symbol (X11 keysym): the keypad's
/// keys are told from the arrows and the number row whatever Num Lock is, so a keypad works as
/// it is; the number row, arrows and the usual punctuation work as in the terminal.
enum WindowKey: Equatable {
    /// A key of the session.
    case key(Key)
    /// A key that means nothing to the session (a letter): a hint says which keys to use.
    case withoutMeaning
    /// Ctrl-C or Ctrl-Q: the run ends (as Ctrl-C in the terminal).
    case quit
    /// Ctrl-plus or Ctrl-minus: the text size one step larger or smaller.
    case textSize(Int)
    /// A key the window leaves to the toolkit (Tab moves the focus, Space presses the focused
    /// button, modifiers).
    case toolkit

    /// The meaning of `keysym` with Control held or not; `scans`: Space is the Next switch.
    init(keysym: UInt32, control: Bool, scans: Bool) {
        if control {
            switch keysym {
            case 0x63, 0x43, 0x71, 0x51: self = .quit  // c C q Q
            case 0x2b, 0x3d, 0xffab: self = .textSize(1)  // + = KP_Add
            case 0x2d, 0xffad: self = .textSize(-1)  // - KP_Subtract
            default: self = .toolkit
            }
            return
        }
        switch keysym {
        case 0x30...0x39: self = .key(.digit(Int(keysym - 0x30)))  // the number row
        case 0xffb0...0xffb9: self = .key(.digit(Int(keysym - 0xffb0)))  // KP_0 ... KP_9 (Num Lock on)
        // The keypad with Num Lock off: its keys' own symbols, never the arrows'.
        case 0xff9e: self = .key(.digit(0))  // KP_Insert
        case 0xff9c: self = .key(.digit(1))  // KP_End
        case 0xff99: self = .key(.digit(2))  // KP_Down
        case 0xff9b: self = .key(.digit(3))  // KP_Next (Page Down)
        case 0xff96: self = .key(.digit(4))  // KP_Left
        case 0xff9d: self = .key(.digit(5))  // KP_Begin
        case 0xff98: self = .key(.digit(6))  // KP_Right
        case 0xff95: self = .key(.digit(7))  // KP_Home
        case 0xff97: self = .key(.digit(8))  // KP_Up
        case 0xff9a: self = .key(.digit(9))  // KP_Prior (Page Up)
        case 0xff0d, 0xff8d: self = .key(.enter)  // Return, KP_Enter
        case 0x2e, 0xffae, 0xff9f, 0xff08, 0xffac: self = .key(.delete)  // . KP_Decimal KP_Delete BackSpace KP_Separator
        case 0x2a, 0xffaa: self = .key(.clear)  // * KP_Multiply
        case 0x2b, 0xffab: self = .key(.nextPage)  // + KP_Add
        case 0x2d, 0xffad: self = .key(.previousPage)  // - KP_Subtract
        case 0x2f, 0xffaf: self = .key(.menu)  // / KP_Divide
        case 0xff52: self = .key(.up)
        case 0xff54: self = .key(.down)
        case 0xff51: self = .key(.left)
        case 0xff53: self = .key(.right)
        case 0x20: self = scans ? .key(.space) : .toolkit  // Space presses the focused button
        case 0x21...0x7e, 0xa0...0xff: self = .withoutMeaning
        default: self = .toolkit
        }
    }
}
