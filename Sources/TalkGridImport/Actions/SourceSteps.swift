import TalkGrid

/// What a source cell does when it is picked, step by step in its app's order (Grid 3 runs a
/// cell's commands one after the other, AsTeRICS Grid an element's actions), to tell when the
/// converted cell, run as TalkGrid runs a cell (``PickStep``), ends up doing something else.
struct SourceSteps {
    private(set) var steps: [PickStep] = []

    /// Adds the next step the source app does.
    mutating func add(_ step: PickStep) { steps.append(step) }

    /// What the source does, as far as the outcome goes: its first word (later ones join it), its
    /// last jump (an earlier one is left at once), and that jump last unless a jump back or home
    /// follows it (message actions do the same before or after a jump).
    var outcome: [PickStep] {
        var result: [PickStep] = []
        var sawWord = false
        for step in steps {
            if step == .word {
                if sawWord { continue }
                sawWord = true
            }
            if case .open = step { result.removeAll { if case .open = $0 { true } else { false } } }
            result.append(step)
        }
        if let index = result.firstIndex(where: { if case .open = $0 { true } else { false } }),
            !result[(index + 1)...].contains(.action(.home)), !result[(index + 1)...].contains(.action(.back))
        {
            result.append(result.remove(at: index))
        }
        return result
    }

    /// Whether TalkGrid, running `cell`, does the steps in another order than the source or
    /// adds a word the source does not (or the other way round). A cell whose source does
    /// nothing is a word cell by the importer's choice, never reported.
    func differ(from cell: ConvertedCell, locale: String) -> Bool {
        guard !steps.isEmpty else { return false }
        return outcome != cell.pickSteps(locale: locale).map { $0 == .askToClear ? .action(.clear) : $0 }
    }

    /// The steps as a note shows them: actions as OBF writes them, the word in quotes, a jump as
    /// ▸ and the board's id (`:clear, "I want", ▸ food`).
    static func text(of steps: [PickStep], word: String) -> String {
        steps.map { step in
            switch step {
            case .action(let action): action.obfText
            case .askToClear: CellAction.clear.obfText
            case .word: "\"\(word)\""
            case .open(let link): "▸ \(link.id ?? "?")"
            }
        }
        .joined(separator: ", ")
    }
}

extension ConvertedCell {
    /// What TalkGrid does when the converted cell is picked (with the default folder words).
    func pickSteps(locale: String) -> [PickStep] {
        PickStep.steps(of: asCell(locale: locale))
    }

    /// The word the cell adds in `locale`: its spoken text, else its label.
    func word(locale: String) -> String { vocalizations[locale] ?? labels[locale] ?? "" }

    /// The cell as the session sees it, in one language.
    private func asCell(locale: String) -> Cell {
        Cell(
            id: id, label: labels[locale] ?? "", vocalization: vocalizations[locale], actions: actions.map(CellAction.init(obf:)),
            link: linkedBoard.map { BoardLink(id: $0) })
    }
}
