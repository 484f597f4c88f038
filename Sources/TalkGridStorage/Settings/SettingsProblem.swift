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
        case .notJSON(let text): StorageText.settingsNotJSON(reason: text)
        case .wrongValue(let expected):
            StorageText.settingShouldBe(setting: setting ?? "?", expected: expected.caregiverText)
        case .notAnObject: CaregiverText(StorageTextKey.settingsNotSettings)
        case .unreadableFile(let reason): reason
        }
    }

    /// The whole sentence for the caregiver: where, what, and what it cost.
    public var caregiverText: CaregiverText {
        if costsTheLock { return StorageText.settingsLockUnreadable(place: place, detail: detail) }
        if let setting {
            return StorageText.settingLost(place: place, detail: detail, setting: setting)
        }
        switch reason {
        case .notJSON: return StorageText.settingsMistakeNothingLost(place: place, detail: detail)
        case .wrongValue, .notAnObject, .unreadableFile: return StorageText.settingsAllLost(place: place, detail: detail)
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
            StorageText.expectsOneOf(choices: words.map { "\"\($0)\"" }.joined(separator: ", "))
        case .trueOrFalse: CaregiverText(StorageTextKey.expectsTrueOrFalse)
        case .wholeNumber(let range):
            StorageText.expectsWholeNumber(lowest: range.lowerBound, highest: range.upperBound)
        case .text: CaregiverText(StorageTextKey.expectsText)
        case .object: CaregiverText(StorageTextKey.expectsObject)
        case .lock: CaregiverText(StorageTextKey.expectsLock)
        }
    }
}
