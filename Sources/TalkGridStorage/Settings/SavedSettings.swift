import TalkGrid

/// What TalkGrid remembers between runs: the session's settings and the screen theme.
public struct SavedSettings: Hashable, Sendable {
    public var session: SessionSettings
    /// The colour theme's name (`standard`, `high-contrast`); nil for the default.
    public var theme: String?

    public init(session: SessionSettings = SessionSettings(), theme: String? = nil) {
        self.session = session
        self.theme = theme
    }

    /// The settings as the JSON of `config.json`.
    public var json: JSONNode {
        var members: [JSONMember] = [
            JSONMember(key: "layout", value: JSONNode(.string(session.layout.rawValue))),
            JSONMember(key: "keypad", value: JSONNode(.string(session.keypad.rawValue))),
            JSONMember(key: "speak_on_select", value: JSONNode(.bool(session.speakOnSelect))),
            JSONMember(key: "folder_words", value: JSONNode(.string(session.folderWords.rawValue))),
        ]
        if let language = session.language { members.append(JSONMember(key: "language", value: JSONNode(.string(language)))) }
        if let voice = session.voiceID { members.append(JSONMember(key: "voice", value: JSONNode(.string(voice)))) }
        if let rate = session.rate { members.append(JSONMember(key: "rate", value: JSONNode(.number(JSONNumber(rate))))) }
        if let theme { members.append(JSONMember(key: "theme", value: JSONNode(.string(theme)))) }
        return JSONNode(.object(members))
    }

    /// Reads the settings from `config.json`'s JSON; nil when it is not an object or a value has
    /// the wrong kind. Unknown keys are ignored (a newer TalkGrid may have written them); missing
    /// keys keep their defaults.
    public init?(json: JSONNode) {
        guard json.members != nil else { return nil }
        var settings = SessionSettings()
        var theme: String?
        for member in json.members ?? [] {
            let value = member.value
            switch member.key {
            case "layout":
                guard let text = value.string, let layout = BoardLayout(rawValue: text) else { return nil }
                settings.layout = layout
            case "keypad":
                guard let text = value.string, let keypad = Keypad(rawValue: text) else { return nil }
                settings.keypad = keypad
            case "speak_on_select":
                guard let on = value.bool else { return nil }
                settings.speakOnSelect = on
            case "folder_words":
                guard let text = value.string, let policy = FolderWordPolicy(rawValue: text) else { return nil }
                settings.folderWords = policy
            case "language":
                guard let text = value.string, !text.isEmpty else { return nil }
                settings.language = LanguageTag.normalized(text)
            case "voice":
                guard let text = value.string, !text.isEmpty else { return nil }
                settings.voiceID = text
            case "rate":
                guard let rate = value.number?.int, (1...1000).contains(rate) else { return nil }
                settings.rate = rate
            case "theme":
                guard let text = value.string else { return nil }
                theme = text
            default:
                continue
            }
        }
        self.init(session: settings, theme: theme)
    }
}
