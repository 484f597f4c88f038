/// How pictures are drawn, as a person chooses it (`--symbols`, the menu's Screen entry,
/// `config.json`): the front end turns it into what its terminal can draw.
public enum SymbolsSetting: String, Sendable, CaseIterable, Codable {
    /// The best the terminal is known to draw.
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
}
