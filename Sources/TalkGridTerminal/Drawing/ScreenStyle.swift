import TalkGrid

/// What a character on the canvas is part of, so the terminal can colour it by its theme.
public struct ScreenStyle: Hashable, Sendable {
    /// The parts of a screen.
    public enum Part: Hashable, Sendable {
        case background
        /// The message bar's frame and label.
        case messageFrame
        /// The words of the message.
        case messageText
        /// The hint shown while the message is empty.
        case placeholder
        /// The sign shown while speech sounds.
        case speaking
        case title
        /// A note next to the title (page, zoom, layout).
        case titleNote
        /// The lines around cells.
        case cellFrame
        /// The thick outline of the zoom region or of a key's group.
        case groupFrame
        /// The double outline around what the scanning highlight rests on.
        case highlightFrame
        /// A cell's inside: icon and label.
        case cellText
        /// A cell's key badge.
        case cellKey
        /// A character of a cell's picture, in the picture's own colours (``ink`` on ``fill``).
        case picture
        /// A control's key badge.
        case controlKey
        /// A control's icon and label.
        case controlLabel
        case noticeInformation
        case noticeHint
        case noticeProblem
        /// The message shown when the window is too small.
        case tooSmall
    }

    public var part: Part
    /// The cell's OBF background colour, if any.
    public var fill: RGBAColor?
    /// The cell's OBF border colour, for frame lines.
    public var border: RGBAColor?
    /// A picture character's own colour.
    public var ink: RGBAColor?
    /// Faint: cannot be picked now, or does nothing now.
    public var isDimmed: Bool
    /// Stressed: the current setting on a menu screen.
    public var isEmphasized: Bool
    /// Under the scanning highlight.
    public var isHighlighted: Bool

    public init(
        _ part: Part, fill: RGBAColor? = nil, border: RGBAColor? = nil, ink: RGBAColor? = nil, isDimmed: Bool = false,
        isEmphasized: Bool = false, isHighlighted: Bool = false
    ) {
        self.part = part
        self.fill = fill
        self.border = border
        self.ink = ink
        self.isDimmed = isDimmed
        self.isEmphasized = isEmphasized
        self.isHighlighted = isHighlighted
    }

    public static let background = ScreenStyle(.background)
}
