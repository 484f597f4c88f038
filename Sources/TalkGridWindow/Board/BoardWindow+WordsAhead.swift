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

    /// Shows the screen's words ahead in the strip (hidden when there are none, behind the keypad
    /// question and in edit mode), as high as a row of small tiles at the text size.
    func showWordsAhead(_ screen: ScreenModel, words: InterfaceWords) {
        let height = Int((textSize.smallestCell.height * 1.8).rounded())
        let slots = question == nil && !isEditing ? screen.wordsAhead : []
        let changed = wordsAhead.show(slots, highlighted: screen.isWordsAheadHighlighted, height: height, words: words)
        for tile in changed { tile.redraw() }
    }
}
