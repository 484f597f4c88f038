/// Something the session tells the person: a board opened, a key that does nothing, an action it
/// cannot do. The front end shows it until the next key (nothing disappears by itself).
public struct Announcement: Hashable, Sendable, CustomStringConvertible {
    /// What happened, for front ends that treat kinds differently (a sound, a colour).
    public enum Kind: Hashable, Sendable {
        /// A board opened (by a folder cell, back, or home); the text names it.
        case boardOpened
        /// A choice screen opened (the menu, a setting, a confirmation).
        case screenOpened
        /// A key with nothing under it, or a key that does nothing here.
        case keyDoesNothing
        /// A cell action TalkGrid does not support.
        case unsupportedAction
        /// A link to a board that is not in the set (or on the web); the person stays where they are.
        case missingBoard
        /// There is nothing to speak, delete, clear, bring back or repeat.
        case nothingToDo
        /// The message was cleared, or brought back.
        case messageChanged
        /// A setting changed.
        case settingChanged
        /// The caregiver code typed was not the code.
        case codeRefused
    }

    public var kind: Kind
    /// What to tell the person, as a text key with arguments (the edge resolves the words).
    public var text: InterfaceText

    public init(_ kind: Kind, _ text: InterfaceText) {
        self.kind = kind
        self.text = text
    }

    public init(_ kind: Kind, _ key: TextKey, _ arguments: [String: InterfaceText.Argument] = [:]) {
        self.init(kind, InterfaceText(key, arguments))
    }

    public var description: String { text.description }
}
