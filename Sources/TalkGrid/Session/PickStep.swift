/// One thing picking a cell does. ``steps(of:folderWords:)`` lists them in the order they happen:
/// the session does them, and what reports on a board (`effort`) reads the same list.
///
/// A pick does the cell's actions in the order the board lists them, adds the cell's own word
/// where it belongs (when the cell adds one), and opens the cell's board last: a link always
/// opens, whatever the actions did before it (as Grid 3 runs a cell's commands one after the
/// other, and AsTeRICS Grid an element's actions).
public enum PickStep: Equatable, Sendable {
    /// One of the cell's actions. A `:clear` here clears at once, without asking: it is one step
    /// of what the author made the cell do (the menu can bring the message back).
    case action(CellAction)
    /// The `:clear` of a cell that does nothing else: it asks first, like the clear key.
    case askToClear
    /// The cell's own word: its vocalization, else its label.
    case word
    /// Opens the board the cell links to.
    case open(BoardLink)

    /// What picking `cell` does, in order.
    ///
    /// The word goes in before the cell's first `:speak`, so a cell that adds "hello" and speaks
    /// says the message with "hello" in it; otherwise it follows the actions (a cell that clears
    /// and adds "I want" leaves "I want").
    public static func steps(of cell: Cell, folderWords: FolderWordPolicy = .whenVocalized) -> [PickStep] {
        var steps = cell.actions.map(PickStep.action)
        if steps == [.action(.clear)], cell.link == nil, !addsWord(cell, folderWords: folderWords) {
            return [.askToClear]
        }
        if addsWord(cell, folderWords: folderWords) {
            steps.insert(.word, at: steps.firstIndex(of: .action(.speak)) ?? steps.count)
        }
        if let link = cell.link { steps.append(.open(link)) }
        return steps
    }

    /// Whether picking `cell` adds its own word to the message.
    ///
    /// A plain cell does. A folder does as `folderWords` says (by default only with a
    /// vocalization: most folders are categories that only navigate). A cell with actions does
    /// only with a vocalization (its label names the action, "Clear", "Speak"; a vocalization is
    /// the author's words), and a cell that appends text (`+ing`) adds what it appends instead.
    public static func addsWord(_ cell: Cell, folderWords: FolderWordPolicy = .whenVocalized) -> Bool {
        if cell.actions.contains(where: \.appendsText) { return false }
        if cell.link != nil {
            switch folderWords {
            case .whenVocalized: return cell.vocalization != nil
            case .always: return true
            case .never: return false
            }
        }
        return cell.actions.isEmpty || cell.vocalization != nil
    }
}
