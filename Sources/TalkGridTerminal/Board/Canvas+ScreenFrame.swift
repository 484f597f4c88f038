import TalkGrid

extension Canvas {
    /// A canvas holding a laid-out screen, coloured by a theme.
    public init(_ frame: ScreenFrame, theme: BoardTheme) {
        let background = theme.style(for: .background)
        self.init(width: frame.columns, height: frame.rows, style: background)
        var styles: [ScreenStyle: CellStyle] = [:]
        for y in 0..<frame.rows {
            for x in 0..<frame.columns {
                let glyph = frame[x, y]
                guard glyph.width > 0 else { continue }
                let style: CellStyle
                if let known = styles[glyph.style] {
                    style = known
                } else {
                    style = theme.style(for: glyph.style)
                    styles[glyph.style] = style
                }
                put(String(glyph.character), x: x, y: y, style: style)
            }
        }
    }
}
