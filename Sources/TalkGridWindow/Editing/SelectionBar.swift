import TalkGrid
import TalkGridGtk

/// The bar of "Select several", in place of edit mode's bar while cells are chosen: what can be
/// done with them all at once, each a worded button with its glyph ("Colour", "Hide", "Show",
/// "Move to board", "Copy", "Remove", "Cancel"), and under it the choice an action asks for (a
/// colour, a board, the two questions before a removal).
@GLibMain
final class SelectionBar {
    /// What the caregiver can do with the cells chosen.
    enum Action: CaseIterable {
        case colour, hide, show, moveToBoard, copy, remove, cancel

        var name: TextKey {
            switch self {
            case .colour: .editColour
            case .hide: .editHide
            case .show: .editShow
            case .moveToBoard: .editMoveToBoard
            case .copy: .editCopy
            case .remove: .editRemove
            case .cancel: .editCancel
            }
        }

        var glyph: String {
            switch self {
            case .colour: "🎨"
            case .hide: "🙈"
            case .show: "👁️"
            case .moveToBoard: "📤"
            case .copy: "📋"
            case .remove: "🗑️"
            case .cancel: "✖️"
            }
        }
    }

    let box = Box(.column, spacing: 8)
    /// The actions, ``actionsPerRow`` a row: seven in one row were wider than a 1024-pixel screen
    /// at the largest text sizes (Cancel off its edge).
    private let actions = TalkGridGtk.Grid(spacing: 8)
    private static let actionsPerRow = 4
    private let choices = Box(.row, spacing: 8)
    /// The widgets of the choice shown now, let go when another is shown.
    private var offered: [Widget] = []
    private let words: InterfaceWords

    /// Called with the action pressed.
    var onAction: (Action) -> Void = { _ in }

    init(words: InterfaceWords) {
        self.words = words
        for (index, action) in Action.allCases.enumerated() {
            let button = EditorHeading.button(action.name, glyph: action.glyph, words: words)
            button.connect(.clicked) { [weak self] in self?.onAction(action) }
            button.expand(vertical: false)
            actions.attach(button, row: index / Self.actionsPerRow, column: index % Self.actionsPerRow)
        }
        box.append(actions)
        box.append(choices)
    }

    /// Shows `question` and a list named `name` to choose from (a colour, a board); `chosen` is
    /// called with the id of the entry chosen.
    func offerList(
        _ question: String, name: String, entries: [(id: String, text: String)], chosen: @escaping @GLibMain @Sendable (String) -> Void
    ) {
        clearChoice()
        let heading = Label(question, wraps: true, leading: true)
        heading.addStyleClass("notice")
        let list = ChoiceList()
        list.setEntries([("", "…")] + entries)
        list.chosen = ""
        list.describe(name: name)
        list.connect(.changed) { [list] in
            guard let id = list.chosen, !id.isEmpty else { return }
            chosen(id)
        }
        show([heading, list])
        list.grabFocus()
    }

    /// Asks `question` with a yes and a no ("Yes, remove", "No, keep it").
    func ask(_ question: String, yes: @escaping @GLibMain @Sendable () -> Void) {
        clearChoice()
        let heading = Label(question, wraps: true, leading: true)
        heading.addStyleClass("notice")
        let yesButton = EditorHeading.button(.editRemoveYes, glyph: "🗑️", words: words)
        yesButton.connect(.clicked) { yes() }
        let noButton = EditorHeading.button(.editRemoveNo, glyph: "↩️", words: words)
        noButton.connect(.clicked) { [weak self] in self?.clearChoice() }
        show([heading, yesButton, noButton])
        noButton.grabFocus()
    }

    /// Takes the choice away.
    func clearChoice() {
        for widget in offered { widget.destroy() }
        offered = []
    }

    private func show(_ widgets: [Widget]) {
        for widget in widgets { choices.append(widget, expand: true) }
        offered = widgets
        choices.showAll()
    }
}
