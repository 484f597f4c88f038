/// A moment as the person's clock showed it: seconds since 1970 (UTC) and the offset of the local
/// time zone then. The record keeps both, so a day is the day the person lived, even after a move
/// to another time zone, and the moment itself stays exact.
public struct UsageTime: Hashable, Sendable, Comparable {
    /// Seconds since 1970-01-01 00:00 UTC.
    public var seconds: Int64
    /// The local time zone's offset from UTC then, in seconds (east positive).
    public var offset: Int

    public init(seconds: Int64, offset: Int) {
        self.seconds = seconds
        self.offset = offset
    }

    public static func < (a: UsageTime, b: UsageTime) -> Bool { a.seconds < b.seconds }

    /// The local date.
    public var date: LocalDate { LocalDate(daysSince1970: Int(floorDivide(local, 86_400))) }
    /// Seconds since local midnight.
    public var secondOfDay: Int { Int(local - floorDivide(local, 86_400) * 86_400) }
    /// The local hour (0-23).
    public var hour: Int { secondOfDay / 3600 }

    private var local: Int64 { seconds + Int64(offset) }

    /// `07:05:09`.
    public var clockText: String {
        let second = secondOfDay
        return LocalDate.two(second / 3600) + ":" + LocalDate.two(second / 60 % 60) + ":" + LocalDate.two(second % 60)
    }

    /// `+01:00`, `-05:00`, `+05:30`.
    public var offsetText: String {
        let minutes = abs(offset) / 60
        return (offset < 0 ? "-" : "+") + LocalDate.two(minutes / 60) + ":" + LocalDate.two(minutes % 60)
    }

    /// `2026-12-06T07:05:09+01:00` (ISO 8601 local time with its offset).
    public var text: String { date.text + "T" + clockText + offsetText }

    /// Reads ``text``; nil when it is not that shape.
    public init?(text: some StringProtocol) {
        self.init(utf8: ArraySlice(text.utf8))
    }

    /// Reads ``text`` from its UTF-8 bytes (the first field of every line of the usage record).
    init?(utf8 bytes: ArraySlice<UInt8>) {
        guard bytes.count == 25 else { return nil }
        // The bytes from `from` to before `to`, counted from the field's start.
        func part(_ from: Int, _ to: Int) -> ArraySlice<UInt8> { bytes[(bytes.startIndex + from)..<(bytes.startIndex + to)] }
        func byte(_ at: Int) -> UInt8 { bytes[bytes.startIndex + at] }
        guard byte(10) == UInt8(ascii: "T"), byte(13) == UInt8(ascii: ":"), byte(16) == UInt8(ascii: ":"),
            byte(22) == UInt8(ascii: ":"), byte(19) == UInt8(ascii: "+") || byte(19) == UInt8(ascii: "-"),
            let date = LocalDate(utf8: part(0, 10)),
            let hour = Self.number(part(11, 13)), let minute = Self.number(part(14, 16)), let second = Self.number(part(17, 19)),
            let offsetHours = Self.number(part(20, 22)), let offsetMinutes = Self.number(part(23, 25)),
            hour < 24, minute < 60, second < 61, offsetHours < 24, offsetMinutes < 60
        else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (byte(19) == UInt8(ascii: "-") ? -1 : 1)
        let local = Int64(date.daysSince1970) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        self.init(seconds: local - Int64(offset), offset: offset)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
