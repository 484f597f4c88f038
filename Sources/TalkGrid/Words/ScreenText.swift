/// A text on the screen: a board's own words (labels and names, in the board's language) or an
/// interface text (the menu, confirmations), resolved by the renderer.
public enum ScreenText: Hashable, Sendable {
    /// Words from the board set, shown as they are.
    case content(String)
    /// Words of the interface, in the person's interface language.
    case interface(InterfaceText)

    /// The text as an argument of an interface text.
    public var argument: InterfaceText.Argument {
        switch self {
        case .content(let words): .text(words)
        case .interface(let interface): .words(interface)
        }
    }
}

extension InterfaceWords {
    /// The words of a screen text.
    public func text(_ text: ScreenText) -> String {
        switch text {
        case .content(let words): words
        case .interface(let interface): self.text(interface)
        }
    }
}
