/// A line that tells the person something, shown under the board until the next key (nothing
/// disappears by itself): a board opened, a key that does nothing, an action TalkGrid cannot do
/// (said by the session), or no sound card, a setting not saved (said by the front end).
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
        /// Speech cannot be heard, or not in the voice asked for (no sound card, no voice).
        case speechUnavailable
        /// A setting or the history could not be saved; the run goes on.
        case notSaved
        /// A board of the set is damaged, or the saved settings could not be read (at the start).
        case damagedAtStart
        /// The first run: no caregiver lock is set yet.
        case noLockYet
        /// No set was named: the set run last opened (at the start).
        case lastSetOpened
        /// No set was named and the set run last is not there any more: the shipped set opened.
        case lastSetGone
        /// The set was changed while shown (edited on screen, by the command line, another window).
        case boardsChanged
    }

    /// How the line is shown.
    public enum Tone: Hashable, Sendable {
        /// What just happened (a board opened, a setting changed).
        case information
        /// A key that did nothing, or nothing to do.
        case hint
        /// Something the person or the caregiver must know: no sound card, a missing board, an
        /// action TalkGrid cannot do.
        case problem
    }

    public var kind: Kind
    /// What to tell the person, as a text key with arguments (the edge resolves the words).
    public var text: InterfaceText

    public init(_ kind: Kind, _ text: InterfaceText) {
        self.kind = kind
        self.text = text
    }

    /// How the line is shown, from what happened.
    public var tone: Tone {
        switch kind {
        case .boardOpened, .screenOpened, .messageChanged, .settingChanged, .noLockYet, .lastSetOpened, .boardsChanged: .information
        case .keyDoesNothing, .nothingToDo, .codeRefused: .hint
        case .unsupportedAction, .missingBoard, .speechUnavailable, .notSaved, .damagedAtStart, .lastSetGone: .problem
        }
    }

    /// The glyph shown before the text.
    public var glyph: String {
        switch tone {
        case .information: "💬"
        case .hint: "👉"
        case .problem: "❗"
        }
    }

    public var description: String { text.description }
}
