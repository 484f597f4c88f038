/// What pictures turn into for one terminal.
public enum PictureOutput: Hashable, Sendable, CustomStringConvertible {
    /// Unicode block and sextant characters in colour.
    case blocks(BlockColors)
    /// kitty graphics protocol escape sequences.
    case kitty
    /// DEC sixel escape sequences.
    case sixel
    /// iTerm2 inline image escape sequences (OSC 1337).
    case iterm
    /// No pictures.
    case off

    /// Whether the output is a picture made of pixels (drawn over the cells by the terminal).
    public var drawsPixels: Bool {
        switch self {
        case .kitty, .sixel, .iterm: true
        case .blocks, .off: false
        }
    }

    public var description: String {
        switch self {
        case .blocks(let colors): "blocks (\(colors.rawValue))"
        case .kitty: "kitty"
        case .sixel: "sixel"
        case .iterm: "iterm"
        case .off: "off"
        }
    }

    /// The best output this environment is known to support, the way terminal image tools
    /// (chafa, timg, viu) decide it from the environment without asking the terminal:
    ///
    /// - inside tmux or GNU screen (`TMUX`, `STY`, `TERM=screen*|tmux*`): blocks. tmux 3.3 passes
    ///   no sixel or kitty images, and a multiplexer may be shown on another terminal than the one
    ///   whose variables it inherited.
    /// - kitty (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`) and Ghostty (`TERM=xterm-ghostty`,
    ///   `TERM_PROGRAM=ghostty`): kitty graphics.
    /// - iTerm2 (`TERM_PROGRAM=iTerm.app`, `LC_TERMINAL=iTerm2`) and WezTerm
    ///   (`TERM_PROGRAM=WezTerm`): iTerm2 inline images.
    /// - foot (`TERM=foot*`), mlterm (`TERM=mlterm*`, `MLTERM`), Konsole 22.04 or later
    ///   (`KONSOLE_VERSION`), contour (`TERMINAL_NAME=contour`): sixel.
    /// - anywhere else: blocks, which every colour terminal draws; with `TERM=dumb`: off.
    ///
    /// `NO_COLOR` asks for text without colour: block art is then drawn by shape alone
    /// (``BlockColors/none``) and pixel pictures are kept, since a picture is content, not
    /// decoration. High contrast is a matter of the colours the picture is drawn on, not of the output.
    public static func detect(environment: [String: String]) -> PictureOutput {
        let term = environment["TERM"]?.lowercased() ?? ""
        let program = environment["TERM_PROGRAM"]?.lowercased() ?? ""
        if term == "dumb" { return .off }
        let blocks = PictureOutput.blocks(BlockColors(environment: environment))
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            return blocks
        }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty
        }
        if program == "iterm.app" || environment["LC_TERMINAL"]?.lowercased() == "iterm2" || program == "wezterm" {
            return .iterm
        }
        let konsoleVersion = environment["KONSOLE_VERSION"].flatMap { Int($0) } ?? 0
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || environment["MLTERM"] != nil || konsoleVersion >= 220_400
            || environment["TERMINAL_NAME"]?.lowercased() == "contour"
        {
            return .sixel
        }
        return blocks
    }
}
