/// A one-line notice under the board; it stays until the next key (nothing disappears by itself).
public struct ScreenNotice: Hashable, Sendable {
    /// How the notice is shown.
    public enum Kind: Hashable, Sendable {
        /// What just happened (a board opened, a setting changed).
        case information
        /// A key that did nothing, or nothing to do.
        case hint
        /// Something the person or the caregiver must know: no sound card, a missing board, an
        /// action TalkGrid cannot do.
        case problem
    }

    public var kind: Kind
    public var text: InterfaceText

    public init(_ kind: Kind, _ text: InterfaceText) {
        self.kind = kind
        self.text = text
    }

    public init(_ kind: Kind, _ key: TextKey, _ arguments: [String: InterfaceText.Argument] = [:]) {
        self.init(kind, InterfaceText(key, arguments))
    }

    /// The notice for a session announcement.
    public init(_ announcement: Announcement) {
        switch announcement.kind {
        case .boardOpened, .screenOpened, .messageChanged, .settingChanged: kind = .information
        case .keyDoesNothing, .nothingToDo, .codeRefused: kind = .hint
        case .unsupportedAction, .missingBoard: kind = .problem
        }
        text = announcement.text
    }

    /// The glyph shown before the text.
    public var glyph: String {
        switch kind {
        case .information: "💬"
        case .hint: "👉"
        case .problem: "❗"
        }
    }
}
