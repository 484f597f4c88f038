import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// The days `said` and `report` look at: `--days N` (the last N days, today included), `--since
/// DATE` (that day to today), else the last seven days; local dates.
struct UsagePeriod {
    var from: LocalDate
    var to: LocalDate

    /// How many days are looked at unless told otherwise.
    static let standardDays = 7

    /// The period the options name, counted back from `today`.
    init(days: String?, since: String?, today: LocalDate) throws(UsageError) {
        to = today
        switch (days, since) {
        case (.some, .some):
            throw UsageError(.usageDaysOrSince)
        case (.some(let text), nil):
            guard let count = Int(text), count >= 1, count <= 36_600 else { throw UsageError(.usageDaysNumber(value: text)) }
            from = today.adding(days: 1 - count)
        case (nil, .some(let text)):
            guard let date = LocalDate(text: text) else { throw UsageError(.usageDateShape(value: text)) }
            from = date
        case (nil, nil):
            from = today.adding(days: 1 - Self.standardDays)
        }
    }

    /// The usage record of the set at `path`, refusing a path that is not there.
    static func record(ofSetAt path: String) throws(StorageError) -> UsageRecord {
        if !path.hasPrefix(BoardInput.shippedPrefix), !FileManager.default.fileExists(atPath: path) {
            throw .notFound(path: path)
        }
        guard let record = UsageRecord(forSetAt: path, environment: ProcessInfo.processInfo.environment) else {
            throw .writeFailed(path: path, reason: "neither XDG_STATE_HOME nor HOME is set")
        }
        return record
    }
}
