import TalkGrid
import TalkGridGtk

extension BoardWindow {
    /// Puts the words-ahead strip under the board (after the board's tiles for a screen reader,
    /// which meets each cell first), its tiles drawn as the board's, adding their word when pressed.
    func buildWordsAhead() {
        column.append(wordsAhead.box)
        wordsAhead.onPress = { [weak self] slot in self?.send(.touch(.touchWordAhead(slot: slot))) }
        for tile in wordsAhead.tiles {
            tile.onDraw = { [weak self] in self?.draw($0, on: $1) }
        }
    }

    /// How high the words-ahead strip is: a row of small tiles at the text size.
    var wordsAheadHeight: Int { Int((textSize.smallestCell.height * 1.8).rounded()) }

    /// Shows `slots` in the strip (none hides it: behind the keypad question, in edit mode, and
    /// where the board would not show whole with it).
    func showWordsAhead(_ slots: [WordAheadSlot], highlighted: Bool, words: InterfaceWords) {
        let changed = wordsAhead.show(slots, highlighted: highlighted, height: wordsAheadHeight, words: words)
        for tile in changed { tile.redraw() }
    }
}
