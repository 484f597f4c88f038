import Foundation
import TalkGrid
import Testing

/// The report's figures checked against a small record worked out by hand, the record's lines
/// read back, and the LAM file checked line by line against the LAM grammar.
@Suite("Usage record and report")
struct UsageReportTests {
    /// A small record: one message the week before, then two days (Tuesday 1 and Wednesday 2
    /// December 2026, UTC) of picks by keys, touch, step and auto scanning.
    static let record: [RecordedEvent] = {
        func at(_ date: String, _ clock: String, _ action: UsageEvent.Action, _ method: PickMethod, _ unit: UsageEvent.Unit, _ text: String)
            -> RecordedEvent
        {
            RecordedEvent(
                time: UsageTime(text: "\(date)T\(clock)+00:00")!,
                event: UsageEvent(
                    action, method: method, language: "en", board: "home", cell: action == .pick ? "c1" : nil, unit: unit, text: text))
        }
        return [
            at("2026-11-20", "09:00:00", .said, .key, .none, "I want more"),
            at("2026-12-01", "10:00:00", .pick, .key, .word, "I"),
            at("2026-12-01", "10:00:10", .pick, .key, .word, "want"),
            at("2026-12-01", "10:00:20", .pick, .key, .word, "juice"),
            at("2026-12-01", "10:00:30", .said, .key, .none, "I want juice."),
            at("2026-12-02", "15:00:00", .pick, .touch, .word, "more"),
            at("2026-12-02", "15:00:05", .delete, .touch, .none, "more"),
            at("2026-12-02", "15:00:10", .pick, .touch, .word, "more"),
            at("2026-12-02", "15:00:15", .said, .touch, .none, "more"),
            at("2026-12-02", "15:05:00", .pick, .step, .letter, "h"),
            at("2026-12-02", "15:05:01", .pick, .step, .letter, "i"),
            at("2026-12-02", "15:05:10", .said, .step, .none, "hi"),
            at("2026-12-02", "15:06:00", .pick, .auto, .word, "go"),
            at("2026-12-02", "15:06:01", .clear, .auto, .none, "go"),
        ]
    }()

    static let december1 = LocalDate(year: 2026, month: 12, day: 1)
    static let december2 = LocalDate(year: 2026, month: 12, day: 2)

    @Test("every figure of the report, worked out by hand")
    func figures() {
        let report = UsageReport(events: Self.record, from: Self.december1, to: Self.december2)
        #expect(report.messages == 3)
        #expect(report.words == 5, "I want juice (3), more (1), hi (1)")
        #expect(report.differentWords == 5)
        #expect(report.newWords == ["hi", "juice"], "I, want and more were said on 20 November")
        #expect(abs(report.meanLengthOfUtterance - 5.0 / 3.0) < 1e-9)
        // 3 words in 30 s, 1 in 15 s (from the first pick, the delete between), 1 in 10 s.
        #expect(abs((report.wordsPerMinute ?? 0) - 5.0 * 60 / 55) < 1e-9)
        #expect(report.peakWordsPerMinute == 6)
        #expect(report.coreShare == 0.6, "i, want, more are core words; juice and hi are not")
        #expect(report.language == "en")
        #expect(report.picksByMethod == [.key: 3, .touch: 2, .step: 2, .auto: 1])
        #expect(report.picksByUnit == [.word: 6, .letter: 2])
        #expect(report.deletes == 1 && report.clears == 1)
        #expect(report.topWords.map(\.word) == ["hi", "i", "juice", "more", "want"])
        #expect(report.topWords.allSatisfy { $0.count == 1 })
        #expect(report.topWords.filter { $0.cell == "c1" && $0.board == "home" }.map(\.word) == ["i", "juice", "more", "want"])
        #expect(report.topWords.first?.cell == nil, "hi was spelled: no cell to show it with")
        #expect(report.wordsPerDay == [.init(date: Self.december1, words: 3), .init(date: Self.december2, words: 2)])
        var heatMap = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        heatMap[1][10] = 3  // Tuesday 10:00
        heatMap[2][15] = 2  // Wednesday 15:00
        #expect(report.heatMap == heatMap)
        let empty = UsageReport(events: [], from: Self.december1, to: Self.december1)
        #expect(empty.messages == 0 && empty.meanLengthOfUtterance == 0 && empty.wordsPerMinute == nil && empty.coreShare == nil)
    }

    @Test("a top word is shown with the cell it was picked from most often in the period")
    func topWordCell() throws {
        func pick(_ clock: String, _ cell: String, _ text: String) -> RecordedEvent {
            RecordedEvent(
                time: try! #require(UsageTime(text: "2026-12-01T\(clock)+00:00")),
                event: UsageEvent(.pick, method: .touch, language: "en", board: "food", cell: cell, unit: .word, text: text))
        }
        let said = RecordedEvent(
            time: try #require(UsageTime(text: "2026-12-01T10:10:00+00:00")),
            event: UsageEvent(.said, method: .touch, language: "en", board: "food", text: "more juice more juice"))
        let events = [pick("10:00:00", "b2", "more"), pick("10:00:01", "b7", "more juice"), pick("10:00:02", "b7", "more juice"), said]
        let report = UsageReport(events: events, from: Self.december1, to: Self.december1)
        #expect(report.topWords.map(\.word) == ["juice", "more"])
        #expect(report.topWords.map(\.cell) == ["b7", "b7"], "more: twice from b7, once from b2")
    }

    @Test("a line of the record reads back as the event it was; a cut or mistyped line is skipped")
    func lines() {
        for event in Self.record {
            #expect(RecordedEvent(line: event.line.dropLast()) == event)
        }
        let line = Self.record[1].line
        #expect(line == "2026-12-01T10:00:00+00:00\tpick\tkey\ten\thome\tc1\tword\tI\n")
        #expect(RecordedEvent(line: line.prefix(20)) == nil)
        #expect(RecordedEvent(line: "# a comment") == nil)
        #expect(RecordedEvent(line: "2026-12-01T10:00:00+00:00\tpick\tfoot\ten\thome\tc1\tword\tI") == nil)
        // A file saved by an editor with CR LF line ends still reads, its words without the CR.
        #expect(RecordedEvent(line: line.dropLast() + "\r") == Self.record[1])
        #expect(RecordedEvent(line: "2026-12-01T10:00:00+00:00\tsaid\tkey\ten\thome\t-\t-\t¡más té! 🍵")?.event.text == "¡más té! 🍵")
        let odd = UsageEvent(.said, method: .key, language: "en", board: "b", text: "tab\there\nnew line")
        let written = RecordedEvent(time: UsageTime(seconds: 0, offset: 19_800), event: odd)
        #expect(written.line == "1970-01-01T05:30:00+05:30\tsaid\tkey\ten\tb\t-\t-\ttab here new line\n")
    }

    @Test("local dates: the day a time falls on in its own zone, weekdays, and dates that do not exist")
    func dates() {
        let late = UsageTime(text: "2026-12-06T23:30:00-05:00")!
        #expect(late.seconds == UsageTime(text: "2026-12-07T04:30:00+00:00")!.seconds)
        #expect(late.date == LocalDate(year: 2026, month: 12, day: 6) && late.hour == 23)
        #expect(LocalDate(year: 2026, month: 12, day: 6).weekday == 6, "a Sunday")
        #expect(LocalDate(year: 2024, month: 2, day: 29).adding(days: 1) == LocalDate(year: 2024, month: 3, day: 1))
        #expect(LocalDate(daysSince1970: -1) == LocalDate(year: 1969, month: 12, day: 31))
        #expect(LocalDate(text: "2026-02-30") == nil && LocalDate(text: "26-12-06") == nil)
    }

    @Test("the LAM file: a header naming TalkGrid with a privacy notice, then every line in the guide's grammar")
    func lam() throws {
        let text = LAMFile.text(of: Self.record, from: Self.december1, to: Self.december2, setName: "Sam's \"home\"", version: "0.9.0")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let firstEvent = try #require(lines.firstIndex { $0.first?.isNumber == true })
        let header = lines[..<firstEvent].joined(separator: "\n")
        #expect(header.contains("TalkGrid 0.9.0") && header.contains("PRIVATE"))
        let dateLine = try Regex(#"^([01]\d|2[0-3]):[0-5]\d:[0-5]\d CTL \*\[YY-MM-DD=\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\]\*$"#)
        let eventLine = try Regex(#"^([01]\d|2[0-3]):[0-5]\d:[0-5]\d (SMP|SPE|WPR|SEM|CTL|ACT|DWP|MEN|NWL|OWS|PAG|POP|WOR) "[^"\n]+"$"#)
        var codes: [String] = []
        for line in lines[firstEvent...] {
            #expect(line.wholeMatch(of: dateLine) != nil || line.wholeMatch(of: eventLine) != nil, "not LAM: \(line)")
            codes.append(String(line.split(separator: " ")[1]))
        }
        #expect(lines[firstEvent] == "10:00:00 CTL *[YY-MM-DD=26-12-01]*")
        #expect(lines[firstEvent + 1] == "10:00:00 SMP \"I\"")
        #expect(lines.contains("15:00:00 CTL *[YY-MM-DD=26-12-02]*"))
        #expect(lines.contains("15:05:00 SPE \"h\"") && lines.contains("15:05:01 SPE \"i\""))
        #expect(lines.contains("10:00:30 CTL \"SPEAK\""))
        #expect(!text.contains("11-20"), "the day before the period is left out")
        #expect(codes.filter { $0 == "SMP" }.count == 6 && codes.filter { $0 == "SPE" }.count == 2)
        // The set's name is in the header without its double quotes, so no line can be misread.
        #expect(header.contains("Sam's 'home'"))
    }

    @Test("core word lists: English and Spanish, looked up by a language's primary subtag")
    func coreLists() {
        #expect(CoreVocabulary.words(for: "en-GB")?.contains("want") == true)
        #expect(CoreVocabulary.words(for: "es")?.contains("quiero") == true)
        #expect(CoreVocabulary.words(for: "zh") == nil)
        #expect(UsageReport.words(in: "I want juice, please!  ¿Más?") == ["i", "want", "juice", "please", "más"])
    }

    @Test("a plain ASCII message (read on its bytes) gives the words the character rules give")
    func asciiWords() {
        let message = "I WANT\tjuice,please!\r\n-- 'x2' ... (Cup) 3.5\u{1F}ok 12:30"
        #expect(UsageReport.words(in: message) == ["i", "want", "juice,please", "x2", "cup", "3.5\u{1F}ok", "12:30"])
        // The same message with one letter beyond ASCII goes by the characters: the same words.
        #expect(UsageReport.words(in: message + " é") == ["i", "want", "juice,please", "x2", "cup", "3.5\u{1F}ok", "12:30", "é"])
    }
}
