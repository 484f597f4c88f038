import TalkGrid
import TalkGridGtk

/// Edit mode's "Show a board": the list of the set's boards by name, the one shown chosen; choosing
/// another shows it (a board no cell opens yet, such as one just added, is reached this way).
@GLibMain
final class BoardChoice {
    let list = ChoiceList()
    /// The boards listed now (id and name), so the list is made again only when they change.
    private var listed: [String] = []
    /// Whether the list is being set from the board shown (not chosen by the caregiver).
    private var updating = false

    /// Called with the id of the board the caregiver chose.
    var onChoose: (String) -> Void = { _ in }

    init() {
        list.connect(.changed) { [weak self] in
            guard let self, !updating, let id = list.chosen else { return }
            onChoose(id)
        }
    }

    /// Lists the boards of `set` (when they changed) and chooses `shown`.
    func show(_ set: BoardSet, shown: String) {
        updating = true
        defer { updating = false }
        let boards = set.boardOrder.compactMap { id in set.boards[id].map { (id: id, text: $0.name) } }
        let names = boards.map { "\($0.id)\u{1F}\($0.text)" }
        if names != listed {
            listed = names
            list.setEntries(boards)
        }
        if list.chosen != shown { list.chosen = shown }
    }
}
