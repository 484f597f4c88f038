/// The escape sequences that change a terminal's modes and move its cursor.
public enum ControlSequence {
    /// Switches to the alternate screen, saving the normal screen's contents (xterm 1049).
    public static let enterAlternateScreen = bytes("\u{1B}[?1049h")
    /// Goes back to the normal screen as it was.
    public static let leaveAlternateScreen = bytes("\u{1B}[?1049l")
    public static let hideCursor = bytes("\u{1B}[?25l")
    public static let showCursor = bytes("\u{1B}[?25h")
    /// Makes the numeric keypad send its own sequences (`ESC O p` ... `ESC O y`, DECKPAM).
    public static let applicationKeypad = bytes("\u{1B}=")
    /// Makes the numeric keypad send plain digits again (DECKPNM).
    public static let normalKeypad = bytes("\u{1B}>")
    /// Asks for the kitty keyboard protocol's first level (disambiguate, `CSI > 1 u`): keypad keys
    /// then come as codes of their own (``KittyKeys``); terminals without it ignore the request.
    public static let reportKeypadKeys = bytes("\u{1B}[>1u")
    /// Gives back the keyboard mode the terminal had before ``reportKeypadKeys`` (`CSI < u`).
    public static let stopReportingKeypadKeys = bytes("\u{1B}[<u")
    /// Stops line wrapping at the right margin, so a full last column never scrolls.
    public static let disableLineWrap = bytes("\u{1B}[?7l")
    public static let enableLineWrap = bytes("\u{1B}[?7h")
    /// Clears the whole screen.
    public static let clearScreen = bytes("\u{1B}[2J")
    /// Resets colours and text attributes.
    public static let resetStyle = bytes("\u{1B}[0m")
    /// Starts and ends a frame the terminal shows at once (synchronized output, mode 2026;
    /// terminals that do not know it ignore it).
    public static let beginFrame = bytes("\u{1B}[?2026h")
    public static let endFrame = bytes("\u{1B}[?2026l")

    /// Deletes every kitty graphics placement on the screen and frees its image data
    /// (`APC G a=d,d=A ST`; terminals without kitty graphics ignore it).
    public static let deleteLayeredPictures = bytes("\u{1B}_Ga=d,d=A\u{1B}\\")

    /// Moves the cursor to a 0-based column and row.
    public static func moveCursor(column: Int, row: Int) -> [UInt8] {
        bytes("\u{1B}[\(row + 1);\(column + 1)H")
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
