/// The caregiver code being typed, and what it opens.
public struct CodeEntry: Hashable, Sendable {
    /// The locked parts of the menu.
    public enum Locked: Hashable, Sendable {
        /// A settings screen of the menu.
        case setting(MenuScreen)
        /// Quit (then its usual confirmation).
        case quit
        /// Editing the boards (the window's edit mode).
        case editing
    }

    /// What opens when the code is right.
    public var unlocks: Locked
    /// The digits typed so far (1-9).
    public var typed: [Int]

    public init(unlocks: Locked, typed: [Int] = []) {
        self.unlocks = unlocks
        self.typed = typed
    }
}
