/// One thing the scanning highlight can rest on.
///
/// Every item does what a key does, so scanning and the number keys always agree: a number
/// key's target, a control's key, or `0` for Back.
public enum ScanItem: Hashable, Sendable {
    /// What a number key leads to at this level: a group of cells (a zoom region) or one cell.
    /// In the rows layout, a cell of the page with its key.
    case target(key: Int, KeyTarget)
    /// The group of Speak, Delete, Clear, Back and Menu (and the page keys in the rows layout).
    case controls
    /// One control inside Controls, or a page key of a paged choice screen, as its key.
    case control(Key)
    /// One level out: the zoom level, or a choice screen's step back (the `0` key).
    case back
    /// The message bar: selecting it speaks the message, as Speak does. The first item of a
    /// board's top level while the message holds words, so that after a word is picked one
    /// press says the message.
    case message
    /// The words-ahead strip: selecting it opens the words-ahead screen, as Space does. On a
    /// board's top level while the strip shows words, after the targets and before Controls, so
    /// no cell's place in the scan order moves.
    case wordsAhead

    /// The key that does what selecting this item does; nil for Controls, which only opens.
    public var key: Key? {
        switch self {
        case .target(let key, _): .digit(key)
        case .controls: nil
        case .control(let key): key
        case .back: .digit(0)
        case .message: .enter
        case .wordsAhead: .space
        }
    }

    /// The items of a board's level in scan order: the message bar first (at the top level, while
    /// the message holds words), the level's targets, the words-ahead strip (top level, while it
    /// shows words), then Controls (top level) or Back (inside a region).
    public static func boardLevel(
        targets: [ScanItem], atTopLevel: Bool, messageHasWords: Bool, showsWordsAhead: Bool = false
    ) -> [ScanItem] {
        (atTopLevel && messageHasWords ? [.message] : []) + targets + (atTopLevel && showsWordsAhead ? [.wordsAhead] : [])
            + [atTopLevel ? .controls : .back]
    }

    /// The presses (Next and Select alike) that speak the message from the first item of a level:
    /// Select on the message bar when it is an item, else the way through Controls to Speak; nil
    /// when neither is there.
    public static func pressesToSpeak(from items: [ScanItem], layout: BoardLayout) -> Int? {
        if let index = items.firstIndex(of: .message) { return index + 1 }
        guard let controls = items.firstIndex(of: .controls), let speak = controlKeys(layout: layout).firstIndex(of: .enter) else {
            return nil
        }
        return controls + 1 + speak + 1
    }

    /// A zoom level's targets as scan items, in reading order (top row of the keypad left to
    /// right, then the next row), whichever way round the keypad is; keys with nothing under them
    /// are already absent from the key map, so empty regions are skipped.
    public static func targets(of keyMap: KeyMap) -> [ScanItem] {
        let keypad = keyMap.keypad
        return keyMap.targets.compactMap { key, target -> (KeypadPosition, ScanItem)? in
            keypad.position(of: key).map { ($0, .target(key: key, target)) }
        }
        .sorted { ($0.0.row, $0.0.column) < ($1.0.row, $1.0.column) }
        .map(\.1)
    }

    /// The controls inside Controls, in their fixed order; the rows layout adds the page keys.
    public static func controlKeys(layout: BoardLayout) -> [Key] {
        let keys: [Key] = [.enter, .delete, .clear, .digit(0), .menu]
        return layout == .rows ? keys + [.nextPage, .previousPage] : keys
    }
}
