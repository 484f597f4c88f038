/// The kitty keyboard protocol's key reports (`ESC [ code ; modifiers u`), as terminals that
/// offer it send them once asked with ``ControlSequence/reportKeypadKeys`` (kitty, foot, WezTerm,
/// Ghostty): every keypad key has a code of its own, so the keypad's 8 is 8 whether Num Lock is
/// on (KP_8) or off (KP_Up), and never the arrow above the main keyboard's Enter.
enum KittyKeys {
    /// The key of one report's parameters (`57419`, `99;5`, `57399:48;1:1`); nil for one of no
    /// use to a board (Alt with a key, a release).
    static func key(parameters: ArraySlice<UInt8>) -> KeyPress? {
        // Fields split by `;`, sub-fields by `:`; only each field's first number counts here.
        let fields = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map { field -> Int? in
            let first = field.split(separator: 0x3A, omittingEmptySubsequences: false).first ?? []
            guard !first.isEmpty, first.count <= 7, first.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return first.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard let code = fields.first ?? nil else { return nil }
        let modifiers = fields.count > 1 ? (fields[1] ?? 1) - 1 : 0
        // Shift 1, Alt 2, Ctrl 4; Caps Lock 64 and Num Lock 128 change nothing here.
        let pressed = modifiers & 0b0011_1111
        if let keypad = keypadKey(code) { return pressed & ~1 == 0 ? keypad : nil }
        switch (code, pressed) {
        case (99, 4), (67, 4), (99, 5): return .interrupt  // Ctrl-C
        case (27, 0): return .escape
        case (13, 0): return .enter
        case (9, 0): return .tab
        case (127, 0), (8, 0): return .backspace
        case (0x61...0x7A, 4): return .control(UInt8(code - 0x60))  // Ctrl and a letter
        case (0x20..<0x7F, 0), (0x20..<0x7F, 1):
            return KeyDecoder.decodeOne([UInt8(code)][...], isComplete: true)?.0
        default:
            return nil
        }
    }

    /// The keypad's own keys (kitty's codes 57399–57427): the digit printed on each, whichever
    /// Num Lock says.
    static func keypadKey(_ code: Int) -> KeyPress? {
        switch code {
        case 57399...57408: return .digit(code - 57399)  // KP_0 ... KP_9
        case 57409, 57426: return .period  // KP_Decimal, KP_Delete
        case 57410: return .slash
        case 57411: return .asterisk
        case 57412: return .minus
        case 57413: return .plus
        case 57414: return .enter
        case 57415: return .character("=")
        case 57416: return .character(",")
        case 57417: return .digit(4)  // KP_Left
        case 57418: return .digit(6)  // KP_Right
        case 57419: return .digit(8)  // KP_Up
        case 57420: return .digit(2)  // KP_Down
        case 57421: return .digit(9)  // KP_Page_Up
        case 57422: return .digit(3)  // KP_Page_Down
        case 57423: return .digit(7)  // KP_Home
        case 57424: return .digit(1)  // KP_End
        case 57425: return .digit(0)  // KP_Insert
        case 57427: return .digit(5)  // KP_Begin
        default: return nil
        }
    }
}
