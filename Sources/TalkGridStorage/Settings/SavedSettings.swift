import TalkGrid

/// What TalkGrid remembers between runs: the session's settings, the colour theme among them,
/// and whether spoken messages are kept in the history.
///
/// The theme is stored under the `theme` key by name (`standard`, `high-contrast`), as earlier
/// versions wrote it, so a file moves both ways between versions.
public struct SavedSettings: Hashable, Sendable {
    public var session: SessionSettings
    /// Keep the private usage record of picks and messages (``UsageRecord``); `"history": false` in
    /// `config.json` turns it off.
    public var keepsHistory: Bool
    /// Whether a keypad was chosen (`config.json` names one): until then the full-screen board
    /// asks for the key at the keypad's top left first, and `keypad` is written only when it is
    /// not the default.
    public var choseKeypad: Bool

    public init(session: SessionSettings = SessionSettings(), keepsHistory: Bool = true, choseKeypad: Bool = false) {
        self.session = session
        self.keepsHistory = keepsHistory
        self.choseKeypad = choseKeypad
    }

    /// The colour theme's name as stored (`standard`, `high-contrast`).
    public var theme: String { Self.themeName(highContrast: session.highContrast) }

    /// The stored name of a theme.
    public static func themeName(highContrast: Bool) -> String {
        highContrast ? "high-contrast" : "standard"
    }

    /// Whether a stored theme name means high contrast; nil for a name this version does not know.
    public static func isHighContrast(themeName: String) -> Bool? {
        switch themeName {
        case "high-contrast": true
        case "standard": false
        default: nil
        }
    }

    /// The settings as the JSON of `config.json`.
    public var json: JSONNode {
        var members: [JSONMember] = [JSONMember(key: "layout", value: JSONNode(.string(session.layout.rawValue)))]
        if choseKeypad || session.keypad != .phone {
            members.append(JSONMember(key: "keypad", value: JSONNode(.string(session.keypad.rawValue))))
        }
        members += [
            JSONMember(key: "speak_on_select", value: JSONNode(.bool(session.speakOnSelect))),
            JSONMember(key: "speak_screen", value: JSONNode(.bool(session.speaksScreen))),
            JSONMember(key: "folder_words", value: JSONNode(.string(session.folderWords.rawValue))),
        ]
        if let language = session.language { members.append(JSONMember(key: "language", value: JSONNode(.string(language)))) }
        if session.level != VocabularyLevel.all {
            members.append(JSONMember(key: "level", value: JSONNode(.number(JSONNumber(session.level)))))
        }
        if let voice = session.voiceID { members.append(JSONMember(key: "voice", value: JSONNode(.string(voice)))) }
        if let rate = session.rate { members.append(JSONMember(key: "rate", value: JSONNode(.number(JSONNumber(rate))))) }
        members.append(JSONMember(key: "theme", value: JSONNode(.string(theme))))
        members.append(JSONMember(key: "symbols", value: JSONNode(.string(session.symbols.rawValue))))
        members += scanningMembers
        members += lockMembers
        members.append(JSONMember(key: "history", value: JSONNode(.bool(keepsHistory))))
        if !session.wordsAhead { members.append(JSONMember(key: "words_ahead", value: JSONNode(.bool(false)))) }
        if let textSize = session.textSize { members.append(JSONMember(key: "text_size", value: JSONNode(.number(JSONNumber(textSize))))) }
        if !session.showsKeyBadges { members.append(JSONMember(key: "key_badges", value: JSONNode(.bool(false)))) }
        return JSONNode(.object(members))
    }

    /// Reads the settings from `config.json`'s JSON; nil when it is not an object or a value does
    /// not fit (see ``read(_:file:)`` for the lenient reading).
    public init?(json: JSONNode) {
        guard let members = json.members else { return nil }
        let (settings, problems) = Self.read(members, file: "config.json")
        guard problems.isEmpty else { return nil }
        self = settings
    }

    /// The key of the caregiver lock's part.
    static let lockKey = "caregiver_lock"

    /// Reads the settings from `config.json`'s members, setting by setting: a value that does not
    /// fit loses only its setting (its default stands), named with its line and column in `file`.
    /// A caregiver lock whose part cannot be read is ``CaregiverLock/unreadable``: the board stays
    /// locked. Unknown keys are ignored (a newer TalkGrid may have written them); missing keys keep
    /// their defaults.
    static func read(_ members: [JSONMember], file: String) -> (SavedSettings, [SettingsProblem]) {
        var saved = SavedSettings()
        var problems: [SettingsProblem] = []
        for member in members {
            guard let expected = saved.take(member) else { continue }
            if member.key == lockKey { saved.session.caregiverLock = .unreadable }
            problems.append(SettingsProblem(file: file, at: member.value.position, setting: member.key, .wrongValue(expected)))
        }
        return (saved, problems)
    }

    /// Takes one member of `config.json`; what the setting takes when its value does not fit (the
    /// setting then keeps what it had).
    private mutating func take(_ member: JSONMember) -> SettingExpectation? {
        let value = member.value
        func choice<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> Choice? where Choice.RawValue == String {
            value.string.flatMap(Choice.init(rawValue:))
        }
        func words<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> SettingExpectation where Choice.RawValue == String {
            .oneOf(Choice.allCases.map(\.rawValue))
        }
        switch member.key {
        case "layout":
            guard let layout = choice(BoardLayout.self) else { return words(BoardLayout.self) }
            session.layout = layout
        case "keypad":
            guard let keypad = choice(Keypad.self) else { return words(Keypad.self) }
            session.keypad = keypad
            choseKeypad = true
        case "speak_on_select":
            guard let on = value.bool else { return .trueOrFalse }
            session.speakOnSelect = on
        case "speak_screen":
            guard let on = value.bool else { return .trueOrFalse }
            session.speaksScreen = on
        case "words_ahead":
            guard let on = value.bool else { return .trueOrFalse }
            session.wordsAhead = on
        case "folder_words":
            guard let policy = choice(FolderWordPolicy.self) else { return words(FolderWordPolicy.self) }
            session.folderWords = policy
        case "language":
            guard let text = value.string, !text.isEmpty else { return .text }
            session.language = LanguageTag.normalized(text)
        case "level":
            guard let level = value.number?.int, VocabularyLevel.levels.contains(level) else {
                return .wholeNumber(VocabularyLevel.levels)
            }
            session.level = level
        case "voice":
            guard let text = value.string, !text.isEmpty else { return .text }
            session.voiceID = text
        case "rate":
            guard let rate = value.number?.int, (1...1000).contains(rate) else { return .wholeNumber(1...1000) }
            session.rate = rate
        case "access":
            guard let access = choice(AccessMethod.self) else { return words(AccessMethod.self) }
            session.access = access
        case "scanning":
            guard let scan = Self.scanSettings(from: value) else { return .object }
            session.scan = scan
        case "theme":
            // A theme a newer TalkGrid knows is not an error here: the standard colours stand in.
            guard let text = value.string else { return .oneOf(["standard", "high-contrast"]) }
            session.highContrast = Self.isHighContrast(themeName: text) ?? false
        case "symbols":
            // A way to draw pictures a newer TalkGrid knows is not an error: the best one stands in.
            guard let text = value.string else { return words(SymbolsSetting.self) }
            session.symbols = SymbolsSetting(rawValue: text) ?? .auto
        case "history":
            guard let on = value.bool else { return .trueOrFalse }
            keepsHistory = on
        case "text_size":
            guard let step = value.number?.int, SessionSettings.textSizes.contains(step) else {
                return .wholeNumber(SessionSettings.textSizes)
            }
            session.textSize = step
        case "key_badges":
            guard let on = value.bool else { return .trueOrFalse }
            session.showsKeyBadges = on
        case Self.lockKey:
            guard let lock = Self.caregiverLock(from: value) else { return .lock }
            session.caregiverLock = lock
        default:
            break
        }
        return nil
    }
}
