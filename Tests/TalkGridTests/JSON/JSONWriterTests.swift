import Testing

@testable import TalkGrid

@Suite("JSON writer")
struct JSONWriterTests {
    @Test("writing then reading gives the same document, member order and number text included")
    func roundTrip() throws {
        let text = #"{"z": 1.0, "a": [1, 2, [3]], "o": {"k": "quote \" backslash \\ tab \t é 中"}, "e": {}, "l": [], "n": null}"#
        let node = try JSONParser.parse(Array(text.utf8), file: "x")
        let written = JSONWriter.prettyBytes(node)
        let again = try JSONParser.parse(written, file: "y")
        #expect(again == node)
        #expect(JSONWriter.prettyBytes(again) == written)
        #expect(JSONWriter.prettyString(node).contains("\"z\": 1.0"))
    }

    @Test("rows of scalars stay on one line; objects are indented by two spaces")
    func layout() {
        let node = JSONNode.object([("order", .array([.array(["a", nil, "b"])])), ("name", "Home")])
        #expect(
            JSONWriter.prettyString(node) == """
                {
                  "order": [
                    ["a", null, "b"]
                  ],
                  "name": "Home"
                }

                """)
    }

    @Test("control characters are escaped")
    func escapes() {
        #expect(JSONWriter.compactString(JSONNode(.string("a\u{1}b\nc"))) == #""a\u0001b\nc""#)
    }
}
