import CGtk
import TalkGrid
import TalkGridPrint

extension BoardWindow {
    /// Shows the message of `screen` in the message bar: its words with their pictures, or the
    /// hint naming the ways the person picks; framed while the scanning highlight rests on it (one
    /// Select speaks it).
    func showMessage(_ screen: ScreenModel, words: InterfaceWords) {
        let message = Message.text(of: screen.messageWords)
        let text = screen.messageWords.isEmpty ? words.text(ways.messageHint(on: screen)) : message
        messageBar.show(
            words: screen.messageWords, speaking: screen.status.isSpeaking, hint: words.text(ways.messageHint(on: screen)),
            text: (screen.status.isSpeaking ? "🔊 " : "") + text, height: Int(textSize.messageWordsHeight.rounded()))
        messageBar.setStyleClass("scanned", screen.isMessageHighlighted)
    }

    /// Draws the message's words, each a small cell with its picture above it, as the board's cells
    /// are drawn (high contrast too); a speaker's mark before them while they are spoken.
    func drawMessage(_ bar: MessageBar, on context: OpaquePointer) {
        let (width, height) = bar.symbols.size
        let contrast = isHighContrast
        var painter = painter
        painter.words = store.words
        let letters = textSize.messageLetters
        painter.largestLabel = letters
        let cells = bar.words.enumerated().map { index, word in
            ScreenCell(
                id: "message-\(index)", row: 0, column: index, key: nil, keySequence: [], glyph: word.glyphs.first,
                picture: word.pictures.first, label: .content(word.label)
            ).shown(highContrast: contrast)
        }
        let speaker = bar.isSpeaking ? height * 0.7 : 0
        let layout = MessageLayout(
            labels: cells.map { ($0.label.contentText, $0.picture != nil || !($0.glyph ?? "").isEmpty) }, width: width, height: height,
            letters: letters, leading: speaker)
        if bar.isSpeaking {
            let mark = ScreenCell(id: "speaking", row: 0, column: 0, key: nil, keySequence: [], glyph: "🔊", label: .content(""))
            let box = PageRect(x: 0, y: height * 0.15, width: height * 0.6, height: height * 0.7)
            var plain = mark
            plain.backgroundColor = contrast ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 255, green: 255, blue: 255)
            plain.borderColor = plain.backgroundColor
            _ = painter.draw(plain, layout: painter.layout(of: plain, in: box), pictures: [:], on: context)
        }
        if layout.leavesOutStart {
            // More words came before: an ellipsis in the bar's own colour.
            if contrast { cairo_set_source_rgb(context, 1, 1, 1) } else { cairo_set_source_rgb(context, 0.3, 0.3, 0.3) }
            for dot in 0..<3 {
                cairo_arc(context, speaker + height * (0.1 + 0.13 * Double(dot)), height / 2, max(2, height * 0.04), 0, 2 * Double.pi)
                cairo_fill(context)
            }
        }
        for placed in layout.placed {
            let cell = cells[placed.index]
            let cellLayout = painter.layout(of: cell, in: placed.box, labelLine: letters * 1.25)
            let request = painter.pictureRequest(for: cell, layout: cellLayout)
            let picture = request.flatMap { pictures.picture($0) }
            _ = painter.draw(cell, layout: cellLayout, pictures: request.flatMap { r in picture.map { [r: $0] } } ?? [:], on: context)
        }
    }
}

extension ScreenText {
    /// The words of board content (a message word's label); empty for interface words.
    fileprivate var contentText: String {
        if case .content(let text) = self { return text }
        return ""
    }
}
