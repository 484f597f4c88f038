import TalkGrid
import TalkGridShipped
import Testing

@Suite("Interface words: catalogues, plural forms, fallback")
struct InterfaceWordsTests {
    private static func catalogue(_ json: String, language: String) throws(WordCatalogueError) -> WordCatalogue {
        try WordCatalogue.parse(Array(json.utf8), language: language, file: "Interface/\(language).json")
    }

    @Test("the shipped English catalogue reads and has words for every text key")
    func englishIsComplete() throws {
        let english = try #require(try ShippedContent.wordCatalogue(language: "en"))
        #expect(english.missingKeys == [])
        let known = Set(TextKey.allCases.map(\.catalogueKey))
        #expect(english.entries.keys.filter { !known.contains($0) }.sorted() == [], "entries no key uses")
        #expect(ShippedContent.interfaceLanguages.first == "en")
    }

    @Test("placeholders take arguments: text, numbers, keys and nested texts")
    func placeholders() {
        let words = ShippedContent.englishWords
        #expect(words.text(InterfaceText.noticeOpened(board: "Food {and} drink")) == "Opened Food {and} drink")
        #expect(words.text(InterfaceText.noticeNothingUnderKey(key: Key.digit(7))) == "Nothing is under key 7")
        #expect(words.text(InterfaceText.noticeKeyDoesNothing(key: Key.enter)) == "Enter does nothing here")
        #expect(words.text(InterfaceText.noticeKeyDoesNothing(key: Key.right)) == "→ does nothing here")
        #expect(
            words.text(InterfaceText.menuLayout(layout: InterfaceText(.layoutRows))) == "Layout: Rows")
        #expect(words.text(InterfaceText(.noticeOpened, arguments: [:])) == "Opened {board}", "a missing argument stays visible")
    }

    @Test(
        "an ASCII pattern (filled byte by byte) and any other (character by character) are filled alike",
        arguments: [
            "Opened {board}", "{board}{board}!", "{ {board} }", "a {b", "a {board", "{nope} and {board}", "{{board}}", "{}", "plain", "}{",
        ]
    )
    func asciiAndOtherPatterns(pattern: String) throws {
        func filled(_ pattern: String) throws -> String {
            let json = JSONWriter.compactString(.object([("board.noticeOpened", JSONNode(.string(pattern)))]))
            return InterfaceWords(try Self.catalogue(json, language: "xx")).text(InterfaceText.noticeOpened(board: "Home"))
        }
        // A character beyond ASCII at the end sends the pattern the careful way; it changes nothing before it.
        #expect(try filled(pattern + "é") == (try filled(pattern)) + "é")
    }

    @Test("plural forms follow the language's CLDR rules", arguments: [(0, "words"), (1, "word"), (2, "words"), (200, "words")])
    func englishPlural(count: Int, noun: String) {
        let text = InterfaceText.speedWordsPerMinute(count: count)
        #expect(ShippedContent.englishWords.text(text) == "\(count) \(noun) a minute")
    }

    @Test("a language's catalogue falls back to English for a missing text, then to the key")
    func fallback() throws {
        let french = try Self.catalogue(
            #"{"board.noticeOpened": "Ouvert : {board}", "board.speedWordsPerMinute": {"one": "{count} mot", "other": "{count} mots"}}"#,
            language: "fr")
        let words = InterfaceWords(french, fallback: ShippedContent.englishWords.catalogue)
        #expect(words.text(InterfaceText.noticeOpened(board: "Repas")) == "Ouvert : Repas")
        #expect(words.text(InterfaceText.speedWordsPerMinute(count: 0)) == "0 mot")
        #expect(words.text(InterfaceText(.controlBack)) == "Back")
        #expect(InterfaceWords(french).text(InterfaceText(.controlBack)) == "board.controlBack")
        #expect(french.missingKeys.count == TextKey.allCases.count - 2)
    }

    @Test("bad catalogues give located errors")
    func errors() throws {
        #expect(throws: WordCatalogueError.notAnObject(file: "Interface/xx.json", position: TextPosition(line: 1, column: 1, offset: 0))) {
            try Self.catalogue("[]", language: "xx")
        }
        do {
            _ = try Self.catalogue("{\n  \"a\": {\"one\": \"x\", \"few\": \"y\"}\n}", language: "xx")
            Issue.record("a plural entry without an other form was accepted")
        } catch {
            #expect(error.description.hasPrefix("Interface/xx.json:2:"))
            #expect(error.description.contains("no \"other\" form"))
        }
        do {
            _ = try Self.catalogue("{\"a\": {\"several\": \"x\", \"other\": \"y\"}}", language: "xx")
            Issue.record("an unknown plural form was accepted")
        } catch {
            #expect(
                error
                    == .unknownPluralCategory(
                        file: "Interface/xx.json", key: "a", category: "several", position: TextPosition(line: 1, column: 8, offset: 7)))
        }
        #expect(throws: WordCatalogueError.self) { try Self.catalogue("{\"a\": 3}", language: "xx") }
        #expect(throws: WordCatalogueError.self) { try Self.catalogue("{\"a\": ", language: "xx") }
    }

    @Test("a language tag finds its catalogue by language; an unshipped one gets English")
    func choosing() {
        #expect(ShippedContent.interfaceWords(for: nil).language == "en")
        #expect(ShippedContent.interfaceWords(for: "xx-YY").language == "en")
        #expect(ShippedContent.interfaceWords(for: "en-GB").text(InterfaceText(.controlBack)) == "Back")
    }
}
