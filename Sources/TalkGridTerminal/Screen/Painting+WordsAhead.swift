import TalkGrid

/// The words-ahead strip: one line under the message bar with the words most likely next, each
/// in its own slot (its key, its cell's picture or glyph, the word), best first. Slots keep their
/// order; the ones that do not fit the width are left out whole, never cut.
extension Painting {
    /// One slot as it is laid out: its key badge, its picture (pixels) or glyph, and its word.
    private struct Slot {
        var key: String
        var picture: PixelPicture?
        var text: String

        /// The columns it takes: the badge and a space, the picture's two and a space, the text.
        var width: Int { (key.isEmpty ? 0 : DisplayWidth.of(key) + 1) + (picture == nil ? 0 : 3) + DisplayWidth.of(text) }
    }

    mutating func drawWordsAhead(_ screen: ScreenModel, row: Int) {
        let lit = screen.isWordsAheadHighlighted
        let withKeys = !screen.picksWithSwitches
        let slots = screen.wordsAhead.map { slot in
            let key = withKeys ? " " + slot.keys.dropFirst().map(\.token).joined(separator: " ") + " " : ""
            let source = slot.picture.map(PictureSource.image) ?? slot.glyph.flatMap(glyphSource)
            if let source, pictures?.drawsPixels == true,
                case .pixels(let picture) = pictures?.picture(source, columns: 2, rows: 1), picture.columns == 2, picture.rows == 1
            {
                return Slot(key: key, picture: picture, text: slot.word)
            }
            return Slot(key: key, picture: nil, text: [slot.glyph ?? "", slot.word].filter { !$0.isEmpty }.joined(separator: " "))
        }
        // The strip's name and the key that opens it (Space), shortened before any slot is left out.
        let title = words.text(InterfaceText(.wordsAheadTitle))
        let space = withKeys ? " \(words.name(of: .space)) " : ""
        let heads = ["🔮 \(title)", "🔮"]
        func headWidth(_ head: String) -> Int { DisplayWidth.of(head) + (space.isEmpty ? 1 : 1 + DisplayWidth.of(space) + 2) }
        let room = width - 2
        let allSlots = slots.reduce(0) { $0 + $1.width + 2 }
        let head = heads.first { headWidth($0) + allSlots <= room } ?? heads[heads.count - 1]
        var x = 1
        if lit { frame.put("▶", x: 0, y: row, style: ScreenStyle(.highlightFrame)) }
        x += frame.put(head + " ", x: x, y: row, style: ScreenStyle(.title, isHighlighted: lit))
        if !space.isEmpty {
            x += frame.put(space, x: x, y: row, style: ScreenStyle(.controlKey, isHighlighted: lit))
            x += frame.put(" +", x: x, y: row, style: ScreenStyle(.title, isHighlighted: lit))
        }
        for slot in slots {
            guard x + 2 + slot.width <= width - 1 else { break }
            x += 2
            if !slot.key.isEmpty {
                x += frame.put(slot.key, x: x, y: row, style: ScreenStyle(.cellKey, isHighlighted: lit)) + 1
            }
            if let picture = slot.picture {
                frame.pixelPictures.append(PlacedPixelPicture(x: x, y: row, picture: picture))
                x += 3
            }
            x += frame.put(slot.text, x: x, y: row, style: ScreenStyle(.cellText, isHighlighted: lit))
        }
    }
}
