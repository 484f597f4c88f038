/// A key as the keyboard sent it: the number row and the numeric keypad give the same
/// values, so either can drive a board.
public enum KeyPress: Hashable, Sendable {
    /// `0`–`9`, from the number row or the keypad.
    case digit(Int)
    /// Return or the keypad's Enter.
    case enter
    /// `.` (or the keypad's decimal point).
    case period
    /// `*`
    case asterisk
    /// `+`
    case plus
    /// `-`
    case minus
    /// `/`
    case slash
    case up, down, left, right
    /// Keys the keypad sends with Num Lock off, and their main-keyboard twins.
    case home, end, pageUp, pageDown, insert, delete
    /// The keypad's middle key `5` with Num Lock off.
    case begin
    /// F1–F12.
    case function(Int)
    case tab
    case backspace
    /// Escape pressed on its own.
    case escape
    /// Ctrl-C, which raw mode delivers as a byte instead of a signal.
    case interrupt
    /// Another Ctrl key, as its byte (0x01 Ctrl-A ... 0x1F).
    case control(UInt8)
    /// Any other character typed, UTF-8 decoded.
    case character(Character)
    /// A sequence this decoder does not know, or bytes that are not valid UTF-8.
    case unknown([UInt8])
}
