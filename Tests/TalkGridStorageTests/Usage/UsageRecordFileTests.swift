import Foundation
import TalkGrid
import Testing

@testable import TalkGridStorage

/// The usage record's month files as a person reads them: one event a line, appended, a line cut
/// short by a crash ended before the next one, each month in its own file.
@Suite("UsageRecord files")
struct UsageRecordFileTests {
    private static func event(_ text: String, at seconds: Int64) -> RecordedEvent {
        RecordedEvent(
            time: UsageTime(seconds: seconds, offset: 3600),
            event: UsageEvent(.pick, method: .key, language: "en", board: "home", cell: "c1", unit: .word, text: text))
    }

    @Test("appends one line an event after the header, with no empty line between two appends")
    func appends() throws {
        let folder = try TemporaryFolder()
        let record = UsageRecord(folder: folder("usage"))
        // 2026-12-06 08:00 UTC, and a minute later.
        try record.append([Self.event("I", at: 1_796_544_000)])
        try record.append([Self.event("want", at: 1_796_544_060)])
        let text = try String(contentsOfFile: record.path(ofMonth: "2026-12"), encoding: .utf8)
        #expect(
            text == RecordedEvent.header + "2026-12-06T09:00:00+01:00\tpick\tkey\ten\thome\tc1\tword\tI\n"
                + "2026-12-06T09:01:00+01:00\tpick\tkey\ten\thome\tc1\tword\twant\n")
        #expect(try record.events().map(\.event.text) == ["I", "want"])
    }

    @Test("a line cut short by a crash is ended before the next event, and skipped when read")
    func cutLine() throws {
        let folder = try TemporaryFolder()
        let record = UsageRecord(folder: folder("usage"))
        try record.append([Self.event("I", at: 1_796_544_000)])
        let path = record.path(ofMonth: "2026-12")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("2026-12-06T09:00:30+01:00\tpi".utf8))
        handle.closeFile()
        try record.append([Self.event("want", at: 1_796_544_060)])
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.suffix(3) == ["2026-12-06T09:00:30+01:00\tpi", "2026-12-06T09:01:00+01:00\tpick\tkey\ten\thome\tc1\tword\twant", ""])
        #expect(try record.events().map(\.event.text) == ["I", "want"])
    }
}
