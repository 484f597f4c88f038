import TalkGrid

/// The colours a board screen is drawn in: the standard theme (the boards' own OBF colours) or
/// high contrast (white on black, yellow keys, no board colours). Nothing blinks in either.
public enum BoardTheme: String, Hashable, Sendable, CaseIterable {
    case standard
    case highContrast = "high-contrast"

    static let accent = RGBColor(red: 95, green: 175, blue: 255)
    static let yellow = RGBColor(red: 255, green: 215, blue: 0)
    static let grey = RGBColor(red: 138, green: 138, blue: 138)
    static let amber = RGBColor(red: 255, green: 175, blue: 0)

    /// The terminal style for a part of the screen.
    public func style(for style: ScreenStyle) -> CellStyle {
        if style.part == .picture { return pictureStyle(style) }
        switch self {
        case .standard: return standardStyle(style)
        case .highContrast: return highContrastStyle(style)
        }
    }

    /// A board colour as a terminal colour; nil for (nearly) transparent colours.
    static func terminalColor(_ color: RGBAColor?) -> RGBColor? {
        guard let color, color.alpha >= 0.1 else { return nil }
        return RGBColor(red: color.red, green: color.green, blue: color.blue)
    }

    /// A picture character in the picture's own colours, in both themes (a picture is content;
    /// it stands on the cell's light background either way). Inverse: art drawn without colour.
    private func pictureStyle(_ style: ScreenStyle) -> CellStyle {
        var result = CellStyle(
            foreground: Self.terminalColor(style.ink), background: Self.terminalColor(style.fill), inverse: style.isEmphasized)
        if style.isDimmed { result.dim = true }
        return result
    }

    private func standardStyle(_ style: ScreenStyle) -> CellStyle {
        let fill = Self.terminalColor(style.fill)
        let text = fill?.readableTextColor
        var result: CellStyle
        switch style.part {
        case .background: result = .plain
        case .messageFrame: result = CellStyle(foreground: Self.accent)
        case .messageText: result = CellStyle(bold: true)
        case .placeholder: result = CellStyle(dim: true)
        case .speaking: result = CellStyle(foreground: .black, background: Self.yellow, bold: true)
        case .title: result = CellStyle(bold: true)
        case .titleNote: result = CellStyle(foreground: Self.accent)
        case .cellFrame: result = CellStyle(foreground: Self.terminalColor(style.border) ?? Self.grey)
        case .groupFrame: result = CellStyle(foreground: Self.accent, bold: true)
        case .highlightFrame: result = Self.highlightFrame
        case .cellText:
            result = CellStyle(foreground: text, background: fill, bold: style.isEmphasized)
            if style.isEmphasized && fill == nil { result = CellStyle(foreground: .black, background: Self.accent, bold: true) }
        case .picture: result = pictureStyle(style)
        case .cellKey:
            // The key badge: the cell's colours swapped, so it stands out on any fill.
            result =
                fill.map { CellStyle(foreground: $0, background: $0.readableTextColor, bold: true) }
                ?? CellStyle(bold: true, inverse: true)
        case .controlKey: result = CellStyle(bold: true, inverse: true)
        case .controlLabel: result = CellStyle(bold: true)
        case .noticeInformation: result = CellStyle(foreground: Self.accent, bold: true)
        case .noticeHint: result = CellStyle(bold: true)
        case .noticeProblem: result = CellStyle(foreground: .black, background: Self.amber, bold: true)
        case .tooSmall: result = CellStyle(bold: true)
        }
        if style.isDimmed {
            result.dim = true
            result.bold = false
            if style.part == .cellKey || style.part == .controlKey { result.inverse = false }
        }
        if style.isHighlighted { result = Self.highlighted(style.part, style: result, color: Self.yellow) }
        return result
    }

    /// The scanning highlight's frame, in both themes: thick yellow lines on black, which stand
    /// out from any cell colour next to them (the black from light ones, the yellow from dark
    /// ones), and from the regions' borders (thin, blue or white) by their shape without colour.
    static let highlightFrame = CellStyle(foreground: yellow, background: .black, bold: true)

    /// A key badge under the scanning highlight, in both themes: filled yellow, black digits.
    static let highlightedKey = CellStyle(foreground: .black, background: yellow, bold: true)

    /// A part under the scanning highlight. A cell keeps its own colours (the frame around it is
    /// the highlight: a fill would hide pictures of its colour) and its key badge keeps a fill,
    /// yellow; a control, which has no picture, is reversed in `color`.
    static func highlighted(_ part: ScreenStyle.Part, style: CellStyle, color: RGBColor) -> CellStyle {
        switch part {
        case .cellKey, .controlKey: return highlightedKey
        case .highlightFrame: return highlightFrame
        case .cellText:
            var kept = style
            kept.bold = true
            return kept
        default: return CellStyle(foreground: color, background: .black, bold: true, inverse: true)
        }
    }

    private func highContrastStyle(_ style: ScreenStyle) -> CellStyle {
        let white = RGBColor.white
        let black = RGBColor.black
        var result: CellStyle
        switch style.part {
        case .speaking, .cellKey, .controlKey, .noticeProblem:
            result = CellStyle(foreground: black, background: Self.yellow, bold: true)
        case .groupFrame:
            result = CellStyle(foreground: white, background: black, bold: true)
        case .highlightFrame:
            result = Self.highlightFrame
        case .placeholder:
            result = CellStyle(foreground: Self.grey, background: black)
        case .cellText where style.isEmphasized:
            result = CellStyle(foreground: black, background: white, bold: true)
        default:
            result = CellStyle(foreground: white, background: black, bold: style.part != .cellFrame && style.part != .background)
        }
        if style.isDimmed {
            result = CellStyle(foreground: Self.grey, background: black)
        }
        if style.isHighlighted { result = Self.highlighted(style.part, style: result, color: white) }
        return result
    }
}
