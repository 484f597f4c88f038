import CPangoCairo

/// Text drawn with pango into a box of the page: wrapped at word boundaries and shrunk until it
/// fits, never cut. Fonts come from fontconfig: DejaVu Sans for Latin, Greek and Cyrillic, Noto
/// Sans CJK for Chinese, Japanese and Korean, Noto Color Emoji for emoji.
struct TextBox {
    enum Alignment {
        case leading, center, trailing
    }

    enum VerticalAlignment {
        case top, middle, bottom
    }

    /// The font families, in the order fontconfig is asked for a glyph; emoji come from fontconfig's
    /// fallback (Noto Color Emoji), which is not named here: named, it would also draw the digits.
    static let families = "DejaVu Sans, Noto Sans CJK SC"

    var text: String
    var bold = false
    /// The largest and the smallest size tried, in points.
    var largest: Double
    var smallest: Double = 4
    var alignment = Alignment.center
    var verticalAlignment = VerticalAlignment.middle
    /// Whether the text may wrap onto more lines (else one line, shrunk).
    var wraps = true

    /// Draws the text in `box` with the context's current colour; returns the size used.
    @discardableResult
    func draw(in box: PageRect, on context: OpaquePointer) -> Double {
        guard !text.isEmpty, box.width > 0, box.height > 0, let layout = pango_cairo_create_layout(context) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_alignment(layout, pangoAlignment)
        var size = max(smallest, largest)
        var measured: Measure = (0, 0, true)
        while true {
            measured = self.measure(layout, size: size, width: box.width, breakingWords: false)
            let fits = measured.height <= box.height && measured.width <= box.width + 0.01
            if fits || size <= smallest { break }
            size = max(smallest, size * 0.9)
        }
        if measured.width > box.width + 0.01 {
            // Even the smallest size does not fit the longest word: break it rather than cut it.
            measured = self.measure(layout, size: size, width: box.width, breakingWords: true)
        }
        let y: Double
        switch verticalAlignment {
        case .top: y = box.y
        case .middle: y = box.y + max(0, (box.height - measured.height) / 2)
        case .bottom: y = box.y + max(0, box.height - measured.height)
        }
        var x = box.x
        if measured.oneLine {
            let free = max(0, box.width - measured.width)
            switch alignment {
            case .leading: break
            case .center: x += free / 2
            case .trailing: x += free
            }
        }
        cairo_move_to(context, x, y)
        pango_cairo_show_layout(context, layout)
        return size
    }

    /// What a measuring found: the width (the widest word's when the text wraps onto more lines),
    /// the height, and whether the layout is left as one line as wide as its text (to be placed
    /// by its alignment; else pango aligns the lines in the box's width).
    typealias Measure = (width: Double, height: Double, oneLine: Bool)

    /// Lays the text out at `size` in `width` and measures it.
    private func measure(_ layout: OpaquePointer, size: Double, width: Double, breakingWords: Bool) -> Measure {
        let font = pango_font_description_from_string(Self.families + (bold ? " Bold" : ""))
        pango_font_description_set_absolute_size(font, size * Double(talkgrid_pango_scale))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        var widest = 0.0
        if wraps && !breakingWords {
            // Most labels fit on one line: then that line is all there is to measure.
            pango_layout_set_text(layout, text, -1)
            pango_layout_set_width(layout, -1)
            let line = Self.size(of: layout)
            if line.width <= width { return (line.width, line.height, true) }
            // A word wider than the box would be broken inside it: measure the words alone first.
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where !Self.breaksBetweenCharacters(word) {
                pango_layout_set_text(layout, String(word), -1)
                widest = max(widest, Self.size(of: layout).width)
            }
        }
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_width(layout, wraps || breakingWords ? Int32(width * Double(talkgrid_pango_scale)) : -1)
        pango_layout_set_wrap(layout, breakingWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD)
        let whole = Self.size(of: layout)
        return (wraps && !breakingWords ? widest : whole.width, whole.height, !wraps && !breakingWords)
    }

    /// Whether a word is written in a script that breaks lines between characters (CJK).
    private static func breaksBetweenCharacters(_ word: Substring) -> Bool {
        word.unicodeScalars.contains { (0x2E80...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) }
    }

    private static func size(of layout: OpaquePointer) -> (width: Double, height: Double) {
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        let scale = Double(talkgrid_pango_scale)
        return (Double(width) / scale, Double(height) / scale)
    }

    private var pangoAlignment: PangoAlignment {
        switch alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}
