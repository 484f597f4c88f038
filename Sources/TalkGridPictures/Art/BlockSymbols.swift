/// The characters block art is made of: the densest set the terminal draws.
public enum BlockSymbols: String, Hashable, Sendable, CaseIterable, Codable {
    /// Block elements (halves, quadrants, eighths), shades and spaces: in every common terminal
    /// font, so in any terminal.
    case blocks
    /// Those and the sextants of Unicode's Legacy Computing block (U+1FB00–U+1FB3B: a cell in
    /// 2 x 3 parts), finer; missing from fonts such as DejaVu Sans Mono, so only where the terminal
    /// draws them itself. (Octants, U+1CD00, are beyond chafa 1.12.)
    case sextants

    /// The densest symbols this environment is known to draw, read as ``PictureOutput/detect``
    /// reads it: kitty (`KITTY_WINDOW_ID`, `TERM=xterm-kitty`), foot (`TERM=foot*`), WezTerm
    /// (`TERM_PROGRAM=WezTerm`), Ghostty and VTE 0.64 or later (GNOME Terminal and others,
    /// `VTE_VERSION`) draw sextants themselves; inside tmux or GNU screen the terminal showing
    /// them is unknown, and anywhere else fonts decide: blocks.
    public init(environment: [String: String]) {
        let term = environment["TERM"]?.lowercased() ?? ""
        let program = environment["TERM_PROGRAM"]?.lowercased() ?? ""
        if environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") {
            self = .blocks
            return
        }
        let vte = environment["VTE_VERSION"].flatMap { Int($0) } ?? 0
        let drawsSextants =
            environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term.hasPrefix("foot") || program == "wezterm"
            || term == "xterm-ghostty" || program == "ghostty" || vte >= 6400
        self = drawsSextants ? .sextants : .blocks
    }
}
