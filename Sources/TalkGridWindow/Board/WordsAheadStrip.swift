import TalkGrid
import TalkGridGtk

/// The words-ahead strip over the board: a row of six buttons in fixed places (the best word in
/// the first), each showing a word likely next with the picture of the set's cell that says it,
/// drawn as the board's tiles are and named for the screen reader by its word; a click, a touch
/// or a screen reader's action adds it. Where the board shows its keys, each slot shows its own in
/// a badge as a cell does: Space (␣), then its digit. A slot with no word stays in its place, blank and greyed.
@GLibMain
final class WordsAheadStrip {
    let box = Box(.row, spacing: 6)
    /// One tile a slot, in order.
    let tiles: [TileButton]
    /// Called with the slot's number (0 for the first) when a slot with a word is pressed.
    var onPress: (Int) -> Void = { _ in }

    init() {
        box.setHomogeneous(true)
        box.addStyleClass("words-ahead")
        // As high as ``show(_:highlighted:height:words:)`` asks: the board keeps the rest.
        box.keepsHeight()
        tiles = (0..<Session.wordsAheadSlots).map { index in TileButton(tile: .cell(Self.cell(for: nil, at: index))) }
        for (index, tile) in tiles.enumerated() {
            tile.onPress = { [weak self] _ in self?.onPress(index) }
            box.append(tile.button, expand: true)
        }
    }

    /// Shows `slots` (the screen's words ahead) in tiles `height` pixels high; returns the tiles
    /// whose look changed, to be drawn again. No word at all hides the strip.
    func show(_ slots: [WordAheadSlot], highlighted: Bool, height: Int, words: InterfaceWords) -> [TileButton] {
        box.isVisible = !slots.isEmpty
        box.setSize(width: -1, height: height)
        var changed: [TileButton] = []
        for (index, tile) in tiles.enumerated() {
            let slot = index < slots.count ? slots[index] : nil
            var cell = Self.cell(for: slot, at: index)
            cell.isHighlighted = highlighted && slot != nil
            if let slot {
                let keys = slot.keys.map { words.name(of: $0) }.joined(separator: " ")
                tile.describe(name: slot.word, description: words.text(InterfaceText.windowKeys(keys: keys)))
            } else {
                tile.describe(name: "", description: "")
            }
            tile.button.isSensitive = slot != nil
            guard tile.tile != .cell(cell) else { continue }
            tile.tile = .cell(cell)
            changed.append(tile)
        }
        return changed
    }

    /// The tile's cell for a slot: the word, its picture and glyph, and the slot's key (after Space).
    private static func cell(for slot: WordAheadSlot?, at index: Int) -> ScreenCell {
        var key: Int?
        if case .digit(let digit)? = slot?.keys.last { key = digit }
        return ScreenCell(
            id: "word-ahead-\(index + 1)", row: 0, column: index, key: key, keySequence: slot?.keys ?? [], glyph: slot?.glyph,
            picture: slot?.picture, label: .content(slot?.word ?? ""))
    }
}
