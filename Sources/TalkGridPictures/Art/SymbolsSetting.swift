/// How pictures are drawn, as a person chooses it (`--symbols`, the menu, `config.json`).
public enum SymbolsSetting: String, Sendable, CaseIterable, Codable {
    /// The best the terminal is known to draw (see ``PictureOutput/detect(environment:)``).
    case auto
    /// kitty's graphics protocol.
    case kitty
    /// DEC sixel graphics.
    case sixel
    /// iTerm2's inline images.
    case iterm
    /// Colour block art, which every colour terminal draws.
    case blocks
    /// No pictures: each cell's glyph, as before.
    case off

    /// The output for this setting in an environment: `auto` detects; the others are taken as said,
    /// except that block art follows the terminal's colours.
    public func output(environment: [String: String]) -> PictureOutput {
        switch self {
        case .auto: .detect(environment: environment)
        case .kitty: .kitty
        case .sixel: .sixel
        case .iterm: .iterm
        case .blocks: .blocks(BlockColors(environment: environment))
        case .off: .off
        }
    }
}
