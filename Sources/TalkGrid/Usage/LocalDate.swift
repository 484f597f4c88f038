/// A day on the person's calendar (proleptic Gregorian), without a time zone.
public struct LocalDate: Hashable, Sendable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (negative: before).
    public init(daysSince1970 days: Int) {
        // Civil date from a day count: eras of 400 years (146,097 days) starting on March 1st.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate { LocalDate(daysSince1970: daysSince1970 + count) }

    /// 0 Monday … 6 Sunday (ISO 8601's order, as the heat map's rows).
    public var weekday: Int { ((daysSince1970 % 7) + 7 + 3) % 7 }

    /// `2026-12-06`.
    public var text: String { Self.four(year) + "-" + Self.two(month) + "-" + Self.two(day) }
    /// `2026-12`: the month's file in the record.
    public var monthText: String { Self.four(year) + "-" + Self.two(month) }

    /// Reads `YYYY-MM-DD`; nil for anything else or a day that does not exist.
    public init?(text: some StringProtocol) {
        self.init(utf8: text.utf8)
    }

    /// Reads `YYYY-MM-DD` from its bytes (the usage record reads a date on every line, so on bytes,
    /// never on characters); nil for anything else or a day that does not exist.
    init?(utf8 bytes: some Collection<UInt8>) {
        guard bytes.count == 10 else { return nil }
        var (year, month, day) = (0, 0, 0)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if index < 4 {
                year = year * 10 + digit
            } else if index < 7 {
                month = month * 10 + digit
            } else {
                day = day * 10 + digit
            }
        }
        guard (1...12).contains(month), day >= 1 else { return nil }
        self.init(year: year, month: month, day: day)
        guard LocalDate(daysSince1970: daysSince1970) == self else { return nil }
    }

    public static func < (a: LocalDate, b: LocalDate) -> Bool { a.daysSince1970 < b.daysSince1970 }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    static func four(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
