import TalkGrid

/// One mistake in `config.json`: where it is (line and column), the setting it cost (nil when
/// none was lost, or the file held no settings at all), and why.
public struct SettingsProblem: Hashable, Sendable, CaregiverTextConvertible {
    /// Why a setting could not be read.
    public enum Reason: Hashable, Sendable {
        /// The JSON itself is wrong there (the parser's finding).
        case notJSON(FindingText)
        /// The value is valid JSON of the wrong kind or out of range: what the setting takes.
        case wrongValue(SettingExpectation)
        /// The file is JSON, but not an object of settings.
        case notAnObject
        /// The file could not be read at all (the reason from the file system).
        case unreadableFile(CaregiverText)
    }

    /// The file, as its path.
    public var file: String
    /// Where the mistake is: line and column from 1 (0 when not known).
    public var line: Int
    public var column: Int
    /// The setting (the key in `config.json`) that was lost; nil when none was.
    public var setting: String?
    public var reason: Reason

    public init(file: String, line: Int, column: Int, setting: String?, _ reason: Reason) {
        self.file = file
        self.line = line
        self.column = column
        self.setting = setting
        self.reason = reason
    }

    init(file: String, at position: TextPosition, setting: String? = nil, _ reason: Reason) {
        self.init(file: file, line: position.line, column: position.column, setting: setting, reason)
    }

    init(file: String, _ failure: JSONParseError, setting: String?) {
        self.init(
            file: file, line: failure.diagnostic.line, column: failure.diagnostic.column, setting: setting,
            .notJSON(failure.diagnostic.text))
    }

    /// Whether this mistake cost the caregiver lock its part (the board then stays locked).
    public var costsTheLock: Bool { setting == SavedSettings.lockKey }

    /// `FILE:LINE:COLUMN`, as compilers and `talkgrid validate` name a place.
    public var place: String {
        line > 0 ? "\(file):\(line):\(column)" : file
    }

    /// What went wrong there, without the place (a notice on the board shows it after the line).
    public var detail: CaregiverText {
        switch reason {
        case .notJSON(let text): CaregiverText(StorageTextKey.settingsNotJSON, ["reason": .said(text)])
        case .wrongValue(let expected):
            CaregiverText(
                StorageTextKey.settingShouldBe, ["setting": .text(setting ?? "?"), "expected": .caregiver(expected.caregiverText)])
        case .notAnObject: CaregiverText(StorageTextKey.settingsNotSettings)
        case .unreadableFile(let reason): reason
        }
    }

    /// The whole sentence for the caregiver: where, what, and what it cost.
    public var caregiverText: CaregiverText {
        let arguments: [String: InterfaceText.Argument] = ["place": .text(place), "detail": .caregiver(detail)]
        if costsTheLock { return CaregiverText(StorageTextKey.settingsLockUnreadable, arguments) }
        if let setting {
            return CaregiverText(StorageTextKey.settingLost, arguments.merging(["setting": .text(setting)]) { $1 })
        }
        switch reason {
        case .notJSON: return CaregiverText(StorageTextKey.settingsMistakeNothingLost, arguments)
        case .wrongValue, .notAnObject, .unreadableFile: return CaregiverText(StorageTextKey.settingsAllLost, arguments)
        }
    }
}

/// What a setting of `config.json` takes, said when a value does not fit.
public enum SettingExpectation: Hashable, Sendable, CaregiverTextConvertible {
    /// One of these words (in quotes).
    case oneOf([String])
    /// `true` or `false`.
    case trueOrFalse
    /// A whole number in this range.
    case wholeNumber(ClosedRange<Int>)
    /// Some text in quotes.
    case text
    /// An object of these settings, as TalkGrid writes it.
    case object
    /// The caregiver lock as `talkgrid lock set` writes it.
    case lock

    public var caregiverText: CaregiverText {
        switch self {
        case .oneOf(let words):
            CaregiverText(StorageTextKey.expectsOneOf, ["choices": .text(words.map { "\"\($0)\"" }.joined(separator: ", "))])
        case .trueOrFalse: CaregiverText(StorageTextKey.expectsTrueOrFalse)
        case .wholeNumber(let range):
            CaregiverText(StorageTextKey.expectsWholeNumber, ["lowest": .number(range.lowerBound), "highest": .number(range.upperBound)])
        case .text: CaregiverText(StorageTextKey.expectsText)
        case .object: CaregiverText(StorageTextKey.expectsObject)
        case .lock: CaregiverText(StorageTextKey.expectsLock)
        }
    }
}
