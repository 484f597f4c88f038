import Testing

@testable import TalkGrid

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8), file: "test.json")
    }

    private func failure(_ text: String, limits: JSONLimits = JSONLimits()) -> Diagnostic? {
        do {
            _ = try JSONParser.parse(Array(text.utf8), file: "bad.json", limits: limits)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    @Test("values of every kind, with members in order and duplicates kept")
    func values() throws {
        let node = try parse(#"{"b": [1, -2.50, 3e2, true, false, null], "a": "x", "a": {"n": "\u00e9\ud83d\ude00\n"}}"#)
        let members = try #require(node.members)
        #expect(members.map(\.key) == ["b", "a", "a"])
        #expect(node["b"]?.elements?.map { JSONWriter.compactString($0) } == ["1", "-2.50", "3e2", "true", "false", "null"])
        #expect(node["a"]?.string == "x")
        #expect(members[2].value["n"]?.string == "é😀\n")
    }

    @Test("keys given twice are found in every object, located, in document order")
    func duplicateKeys() throws {
        let node = try parse(#"{"id": "b", "a": [{"x": 1, "x": 2, "x": 3}], "id": "c", "deep": {"k": {}, "k": null}}"#)
        let found = node.duplicateKeys()
        #expect(found.map(\.key) == ["x", "x", "id", "k"])
        #expect(found.map(\.objectPath.description) == ["$.a[0]", "$.a[0]", "$", "$.deep"])
        #expect(found[2].firstPosition.column == 2 && found[2].repeated.keyPosition.column == 46)
        #expect(found[2].repeated.value.string == "c")
        #expect(try parse(#"{"a": {"b": 1}, "c": {"b": 2}}"#).duplicateKeys().isEmpty)
    }

    @Test("keys given twice are found however they are written, in large objects, and after the value is changed")
    func duplicateKeysWrittenApart() throws {
        #expect(try parse(#"{"a\u0062": 1, "ab": 2}"#).duplicateKeys().map(\.key) == ["ab"])
        #expect(try parse(#"{"x": [{"é": 1, "e\u0301": 2}]}"#).duplicateKeys().map(\.objectPath.description) == ["$.x[0]"])
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(try parse("{\(many), \"k7\": 0}").duplicateKeys().map(\.key) == ["k7"])
        var changed = try parse(#"{"a": {"b": 1}, "c": [1]}"#)
        #expect(changed.duplicateKeys().isEmpty)
        changed.setMember("c", to: .object([("d", 1), ("d", 2)]))
        #expect(changed.duplicateKeys().map(\.objectPath.description) == ["$.c"])
        var replaced = try parse(#"{"a": 1}"#)
        replaced.value = .object([JSONMember(key: "a", value: 1), JSONMember(key: "a", value: 2)])
        #expect(replaced.duplicateKeys().count == 1)
    }

    @Test("a large object's keys: none reported when distinct, one given twice is found wherever it is")
    func largeObjectKeys() throws {
        let many = (0..<2_000).map { "\"i\($0)\": \"images/\($0).png\"" }.joined(separator: ", ")
        let distinct = try parse("{\"paths\": {\"images\": {\(many)}}}")
        #expect(distinct.duplicateKeys().isEmpty)
        for repeated in ["i0", "i31", "i32", "i1999"] {
            let twice = try parse("{\"paths\": {\"images\": {\(many), \"\(repeated)\": \"x.png\"}}}")
            #expect(twice.duplicateKeys().map(\.key) == [repeated])
            #expect(twice.duplicateKeys().map(\.objectPath.description) == ["$.paths.images"])
        }
        let escaped = try parse("{\(many), \"i\\u0030\": 1}")
        #expect(escaped.duplicateKeys().map(\.key) == ["i0"])
    }

    @Test("setting or removing a key given twice leaves at most one, so no app reads a stale copy")
    func setMemberDuplicates() throws {
        var node = try parse(#"{"label": "a", "id": "1", "label": "b"}"#)
        node.setMember("label", to: "c")
        #expect(node.members?.map(\.key) == ["label", "id"])
        #expect(node["label"]?.string == "c")
        var removed = try parse(#"{"label": "a", "id": "1", "label": "b"}"#)
        removed.setMember("label", to: nil)
        #expect(removed.members?.map(\.key) == ["id"])
    }

    @Test("every value and key knows its line and column, counted in characters")
    func positions() throws {
        let node = try parse("{\n  \"名前\": \"é\",\n  \"k\": [10,\n    {\"z\": null}]\n}")
        let members = try #require(node.members)
        #expect(node.position == TextPosition(line: 1, column: 1, offset: 0))
        #expect(members[0].keyPosition.line == 2 && members[0].keyPosition.column == 3)
        #expect(members[0].value.position.line == 2 && members[0].value.position.column == 9)
        let inner = try #require(node["k"]?.elements?[1]["z"])
        #expect(inner.position.line == 4 && inner.position.column == 11)
        let escaped = try parse(#"{"a\u00e9": "\"é\"", "b": ["日本", "x"]}"#)
        #expect(escaped.members?.map(\.keyPosition.column) == [2, 22])
        #expect(escaped["b"]?.elements?.map(\.position.column) == [28, 34])
    }

    @Test("texts of every length are read whole, with a quote, escape, control character or non-ASCII byte at every place")
    func textsAtEveryPlace() throws {
        for length in 0..<26 {
            let plain = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            #expect(try parse("[\"\(plain)\", 1]").elements?.first?.string == plain)
            for place in 0..<length {
                var characters = Array(plain)
                characters[place] = "é"
                let accented = String(characters)
                let node = try parse("[\"\(accented)\", \"\(accented)\", 1]")
                #expect(node.elements?.map(\.string) == [accented, accented, nil])
                #expect(node.elements?[1].position.column == 2 + length + 4)
                characters[place] = "\\"
                characters.insert("n", at: place + 1)
                #expect(try parse("[\"\(String(characters))\"]").elements?.first?.string?.utf8.count == length)
                let control = "[\"" + plain.prefix(place) + "\u{01}" + plain.dropFirst(place + 1) + "\"]"
                #expect(failure(control)?.column == 3 + place)
                let early = "[\"" + plain.prefix(place) + "\"]"
                #expect(try parse(early).elements?.first?.string == String(plain.prefix(place)))
            }
        }
    }

    @Test("a long text given again is read equal, and texts alike only at the ends are told apart")
    func repeatedLongTexts() throws {
        let texts = [
            "https://example.org/pictures/0001/apple.png", "https://example.org/pictures/0002/apple.png",
            "https://example.org/pictures/0001/apple.png", "rgb(255, 255, 255)", "rgb(255, 255, 254)", "rgb(255, 255, 255)",
        ]
        let node = try parse("[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        #expect(node.elements?.map(\.string) == texts)
    }

    @Test("a one-line document of many values parses in linear time and keeps columns")
    func longLine() throws {
        let count = 20_000
        let text = "[" + (0..<count).map { _ in "\"é\"" }.joined(separator: ",") + "]"
        let node = try parse(text)
        let last = try #require(node.elements?.last)
        #expect(last.position.line == 1)
        #expect(last.position.column == 2 + (count - 1) * 4)
    }

    @Test(
        "broken JSON is reported at the offending place",
        arguments: [
            ("{\"a\": 1,}", 1, 9, "comma before '}'"),
            ("[1, 2", 1, 6, "ends inside an array"),
            ("{\"a\" 1}", 1, 6, "expected ':'"),
            ("{\n  \"a\": tru\n}", 2, 8, "expected a JSON value"),
            ("\"abc", 1, 1, "no closing double quote"),
            ("[01]", 1, 2, "cannot start with 0"),
            ("{\"a\": \"x\ny\"}", 1, 9, "line break inside text"),
            ("", 1, 1, "empty"),
            ("{} x", 1, 4, "after the end"),
            ("[\"\\q\"]", 1, 3, "not a JSON escape"),
            ("{\n  \"a\": 1\n  \"b\": 2\n}", 2, 9, "a comma is missing after line 2"),
            ("[1 2]", 1, 4, "a comma is missing before '2'"),
            ("{\"a\": \u{201C}x\u{201D}}", 1, 7, "curly opening quote \u{201C}"),
            ("{\u{201C}a\u{201D}: 1}", 1, 2, "curly opening quote"),
            ("['a']", 1, 2, "single quote"),
            ("[1, \u{00E9}]", 1, 5, "'\u{00E9}' (U+E9)"),
        ])
    func located(text: String, line: Int, column: Int, words: String) throws {
        let diagnostic = try #require(failure(text))
        #expect(diagnostic.line == line)
        #expect(diagnostic.column == column)
        #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == "bad.json")
    }

    @Test("nesting deeper than the limit is refused, not a stack overflow")
    func depth() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let diagnostic = try #require(failure(deep))
        #expect(diagnostic.code == "json-too-deep")
        let shallow = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(failure(shallow, limits: JSONLimits(maximumDepth: 10)) == nil)
        #expect(failure(shallow, limits: JSONLimits(maximumDepth: 9))?.code == "json-too-deep")
    }

    @Test("invalid UTF-8 and lone surrogates are errors")
    func encoding() throws {
        let invalid = try? JSONParser.parse([0x22, 0xFF, 0x22], file: "x")
        #expect(invalid == nil)
        #expect(failure(#"["\ud800"]"#)?.message.contains("surrogate") == true)
    }

    @Test("a byte-order mark is skipped")
    func byteOrderMark() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8), file: "x")
        #expect(node["a"]?.number?.int == 1)
    }
}
