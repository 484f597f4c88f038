import TalkGrid
import TalkGridGtk

/// Drag and drop in edit mode: a cell pressed, dragged and let go over another swaps places with
/// it (`cell swap`), over an empty slot moves there (`cell move`): the same edit "Move" makes
/// without a pointer, one step of the history. A press let go within a few pixels is a touch
/// (the cell's editor). Only the whole board's grid takes drags (not a zoomed region).
extension BoardWindow {
    /// How far the pointer moves with the button held before a press is a drag (GTK's own threshold).
    private static let dragThreshold = 8.0

    /// Lets the cell's tile be dragged onto another slot of the grid of `rows` x `columns`.
    func arrangeByDragging(_ button: Button, at tile: WindowLayout.Tile, rows: Int, columns: Int) {
        guard case .cell(let cell) = tile else { return }
        let slot = GridSlot(row: cell.row, column: cell.column)
        var pressed: PointerPlace?
        button.connect(.buttonPress) { place in
            pressed = place
            return false
        }
        button.connect(.buttonRelease) { [weak self, weak button] place in
            guard let start = pressed, let button else { return false }
            pressed = nil
            guard (place.x - start.x).magnitude >= Self.dragThreshold || (place.y - start.y).magnitude >= Self.dragThreshold,
                let inGrid = button.inParent(place), let self
            else { return false }
            // The grid's slots share its size evenly (a homogeneous grid, 6 pixels apart).
            let column = Int(inGrid.place.x / ((inGrid.width + 6) / Double(columns)))
            let row = Int(inGrid.place.y / ((inGrid.height + 6) / Double(rows)))
            guard inGrid.place.x >= 0, inGrid.place.y >= 0, row < rows, column < columns else { return false }
            dropped(from: slot, on: GridSlot(row: row, column: column))
            return false
        }
    }

    /// A cell let go over `slot`: as "Move" then a touch on where it goes.
    private func dropped(from: GridSlot, on slot: GridSlot) {
        guard isEditing, selection == nil, cellEditor == nil, !editUnderWay, from != slot else { return }
        moving = (store.session.currentBoard.id, from)
        editSlot(slot)
    }
}
