/// What the keys currently operate: the board, or one of the step-by-step screens.
public enum SessionMode: Hashable, Sendable {
    /// The board set's boards.
    case board
    /// "Clear the message?" with Yes and No.
    case confirmingClear
    /// One screen of the menu.
    case menu(MenuScreen)
    /// "Quit TalkGrid?" with Yes and No.
    case confirmingQuit
}

/// The screens of the menu: the main list, then one decision per screen.
public enum MenuScreen: Hashable, Sendable, CaseIterable {
    case main
    case layout
    case keypad
    case voice
    case rate
    case speakOnSelect
    case language
}
