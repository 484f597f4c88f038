import Testing

@testable import TalkGrid

@Suite("Short lists in messages")
struct ShortListTests {
    @Test("a few entries are listed whole; more than the limit end with how many more")
    func limit() {
        #expect(ShortList.joined(["a", "b"]) == "a, b")
        let many = (1...25).map(String.init)
        #expect(ShortList.joined(many) == (1...20).map(String.init).joined(separator: ", ") + " and 5 more")
        #expect(ShortList.joined(many, limit: 3) == "1, 2, 3 and 22 more")
        #expect(ShortList.joined([]) == "")
    }

    @Test("a quoted text is cut to its width with …, and a newline inside cannot break the line")
    func quoted() {
        let long = String(repeating: "word ", count: 1_000)
        let shown = ShortList.quoted(long)
        #expect(shown.hasPrefix("\"word word") && shown.hasSuffix("…\""))
        #expect(DisplayWidth.of(shown) <= ShortList.defaultWidth + 2)
        #expect(ShortList.quoted("two\nlines") == "\"two lines\"")
        #expect(ShortList.quoted("short") == "\"short\"")
    }
}
