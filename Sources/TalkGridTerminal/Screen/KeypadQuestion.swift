import TalkGrid

/// The first run's question, asked before the board when no keypad was chosen yet: a keypad
/// drawn large with its top-left key marked, one line ("Press the key at the top left") and how
/// to skip. The key pressed says which way round the keypad is: 7 (or Home, its Num Lock off
/// twin) a numeric keypad, 1 (or End) a phone; the store reads the answer (``KeypadAnswer``).
public enum KeypadQuestion {
    /// The question drawn on a screen of this size.
    public static func canvas(size: TerminalSize, words: InterfaceWords) -> Canvas {
        var canvas = Canvas(size: size)
        let width = size.columns
        let question = TextLayout.wrap(words.text(TextKey.keypadQuestion), width: max(1, width - 2))
        let skip = (" \(words.name(of: .enter)) ", " \(words.text(TextKey.keypadQuestionSkip))")
        // The keypad takes what the lines leave: rows for the question, a blank, the skip line.
        let textRows = question.count + 2
        let keyHeight = min(7, (size.rows - textRows - 2) / 3)
        let keyWidth = min(keyHeight * 2 + 2, (width - 4) / 3)
        var y = 1
        if keyHeight >= 3, keyWidth >= 5 {
            let padWidth = keyWidth * 3 + 2
            let left = (width - padWidth) / 2
            let top = max(0, (size.rows - textRows - keyHeight * 3 - 1) / 2)
            for row in 0..<3 {
                for column in 0..<3 {
                    let x = left + column * (keyWidth + 1)
                    let keyTop = top + row * keyHeight
                    let asked = row == 0 && column == 0
                    canvas.drawBox(
                        x: x, y: keyTop, width: keyWidth, height: keyHeight, line: asked ? .heavy : .rounded,
                        style: ScreenStyle(asked ? .highlightFrame : .cellFrame, isDimmed: !asked))
                    if asked {
                        canvas.fill(
                            x: x + 1, y: keyTop + 1, width: keyWidth - 2, height: keyHeight - 2,
                            style: ScreenStyle(.cellText, isHighlighted: true))
                        canvas.put(
                            "?", x: x + keyWidth / 2, y: keyTop + keyHeight / 2, style: ScreenStyle(.cellText, isHighlighted: true))
                    }
                }
            }
            y = top + keyHeight * 3 + 1
        }
        for line in question {
            canvas.put(TextLayout.pad(line, width: width, alignment: .center), x: 0, y: y, style: ScreenStyle(.title))
            y += 1
        }
        let skipWidth = DisplayWidth.of(skip.0) + DisplayWidth.of(skip.1)
        let x = max(0, (width - skipWidth) / 2)
        let used = canvas.put(skip.0, x: x, y: size.rows - 1, style: ScreenStyle(.controlKey))
        canvas.put(skip.1, x: x + used, y: size.rows - 1, style: ScreenStyle(.controlLabel))
        return canvas
    }
}
