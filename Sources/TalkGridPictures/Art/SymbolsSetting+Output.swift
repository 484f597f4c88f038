import TalkGrid

extension SymbolsSetting {
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
