/// One character cell of a ``Canvas``.
///
/// A wide character (Chinese, most emoji) takes two cells: the first holds it with
/// `width` 2, the second is a continuation with `width` 0 that is never drawn by itself.
public struct TerminalCell: Hashable, Sendable {
    public var character: Character
    /// Columns the character takes: 1, 2 for a wide character, 0 for the continuation cell.
    public var width: Int
    public var style: ScreenStyle

    public init(character: Character = " ", width: Int = 1, style: ScreenStyle = .background) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// A blank cell in a style.
    public static func blank(_ style: ScreenStyle = .background) -> TerminalCell {
        TerminalCell(character: " ", width: 1, style: style)
    }

    /// Whether this is the second half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
