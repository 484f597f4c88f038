import TalkGrid

/// The ways the person picks in the window, as the settings say, and what the window shows and
/// says of them: touch (and click) always; the number keys unless switches pick, their keys then
/// in a badge on each cell and zoom tile (unless `key_badges` is off, for a person who only
/// touches); switches with scanning.
struct PickingWays: Equatable {
    /// Whether the person picks with switches (Next and Select) rather than number keys.
    var switches: Bool
    /// Whether the keys are shown on the board (the `key_badges` setting).
    var keyBadges: Bool

    init(settings: SessionSettings) {
        switches = settings.access.scans
        keyBadges = settings.showsKeyBadges
    }

    /// Whether the cells and zoom tiles of `screen` show their keys: where the number keys pick,
    /// on a board with `key_badges` on, and always in the menu and its confirmations (their numbers
    /// are how a caregiver works them); never in edit mode, where a touch opens the cell's editor.
    func showsKeys(on screen: ScreenModel, editing: Bool) -> Bool {
        !switches && !editing && (keyBadges || screen.isChoiceScreen)
    }

    /// What the empty message bar says: the switches' hint, or the window's own for touch and keys
    /// (the terminal's names only the keys).
    func messageHint(on screen: ScreenModel) -> InterfaceText {
        if switches { return screen.messageHint }
        return InterfaceText(keyBadges ? .windowMessageHint : .windowMessageHintTouch)
    }

    /// The notes next to the title, with the choice screen's "pick with a number" naming touch too.
    func titleNotes(of screen: ScreenModel) -> [ScreenText] {
        screen.titleNotes.map { note in
            note == .interface(InterfaceText(.titleChoiceScreen)) ? .interface(InterfaceText(.windowTitleChoiceScreen)) : note
        }
    }
}
