import TalkGrid

/// How a cell's character is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// Text colour; nil is the terminal's own.
    public var foreground: RGBColor?
    /// Background colour; nil is the terminal's own.
    public var background: RGBColor?
    public var bold: Bool
    /// Faint text, for what is not selectable now.
    public var dim: Bool
    /// Foreground and background swapped.
    public var inverse: Bool

    public init(
        foreground: RGBColor? = nil, background: RGBColor? = nil, bold: Bool = false, dim: Bool = false,
        inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.inverse = inverse
    }

    /// The terminal's own colours, no attributes.
    public static let plain = CellStyle()
}
