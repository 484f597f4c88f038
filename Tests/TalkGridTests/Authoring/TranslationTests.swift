import TalkGridTestSupport
import Testing

@testable import TalkGrid

@Suite("Authoring: translations")
struct TranslationTests {
    @Test("CSV: header, quotes, commas and doubled quotes in fields, CRLF, BOM and blank lines")
    func csv() throws {
        let text =
            "\u{FEFF}Original,Translation\r\n\"Hello, you\",\"Hola, tú\"\r\n\r\nSay \"\"hi\"\",\"Di \"\"hola\"\"\"\n\"two\nlines\",dos\nYes ,  Sí\n"
        let table = try TranslationTable(csv: text)
        #expect(table.entries.map(\.original) == ["Hello, you", "Say \"\"hi\"\"", "two\nlines", "Yes"])
        #expect(table["Hello, you"] == "Hola, tú")
        #expect(table["two\nlines"] == "dos")
        #expect(table["Yes"] == "Sí")
        #expect(table.entries.last?.line == 7)
    }

    @Test("CSV rows that are not two fields, open quotes and conflicting entries are refused with their line")
    func csvErrors() {
        #expect(
            throws: AuthoringError.invalidTranslationTable(
                line: 2,
                reason: AuthoringText.tableFieldCount(separator: CaregiverText(AuthoringTextKey.tableCommas), count: 3)
            )
        ) {
            try TranslationTable(csv: "a,b\nc,d,e\n")
        }
        #expect(throws: AuthoringError.self) { try TranslationTable(csv: "a,\"b\n") }
        #expect(throws: AuthoringError.self) { try TranslationTable(csv: "a,b\na,c\n") }
    }

    @Test("translations go into each board's strings; unmatched entries and untranslated texts are reported")
    func addTranslations() throws {
        let (source, _, documents) = try AuthoringTestSets.foreign()
        let table = try TranslationTable(csv: "Yes,Oui\nMore,Plus\nBanana,Banane\n")
        let change = try AddTranslations(language: "fr", table: table).applied(to: documents)
        #expect(change.changedEntries == ["boards/top.obf", "boards/more.obf"])
        let top = try change.documents.board("top").json
        #expect(AuthoringTestSets.keys(top["strings"]) == ["es", "fr"])
        #expect(top["strings"]?["fr"]?["Yes"]?.string == "Oui")
        #expect(change.notes.map(englishWords).contains { $0.contains("\"Banana\" (line 3)") })
        #expect(change.notes.map(englishWords).contains { $0.contains("\"Top\"") && $0.contains("\"Again\"") })
        let set = try AuthoringTestSets.reload(change, over: source)
        #expect(set.boards["more"]?.strings["fr"]?["More"] == "Plus")
        #expect(set.locales.contains("fr"))
    }

    @Test("the untranslated texts and unmatched entries are listed short: 20 at most, each cut to 60 columns, then how many more")
    func shortReport() throws {
        var documents = try AuthoringTestSets.shipped("core-words").documents
        let long = String(repeating: "very long label ", count: 320)
        let buttonID = try #require(documents.boards[0].json["buttons"]?.elements?.first?["id"]?.scalarText)
        documents.boards[0].updateButton(id: buttonID) { $0.setMember("label", to: .text(long)) }
        let rows = (1...30).map { "unused \($0),x" }.joined(separator: "\n")
        let change = try AddTranslations(language: "de", table: TranslationTable(csv: rows)).applied(to: documents)
        let untranslated = try #require(change.notes.map(englishWords).first { $0.contains("no de translation") })
        #expect(untranslated.count < 20 * 70 + 200)
        #expect(untranslated.contains("\"very long label very long label") && untranslated.contains("…\""))
        #expect(!untranslated.contains(long))
        let total = try #require(Int(untranslated.prefix { $0.isNumber }))
        #expect(total > 20)
        #expect(untranslated.hasSuffix(" and \(total - 20) more"))
        let unmatched = try #require(change.notes.map(englishWords).first { $0.contains("match no text") })
        #expect(unmatched.hasPrefix("30 entries") && unmatched.contains("\"unused 20\" (line 20)"))
        #expect(!unmatched.contains("unused 21") && unmatched.hasSuffix(" and 10 more"))
    }

    @Test("an existing language key is reused whatever its spelling, and existing entries are replaced")
    func existingLanguage() throws {
        var documents = try AuthoringTestSets.foreign().documents
        var top = try documents.board("top")
        top.json.updateMember("strings", adding: .object([])) { strings in
            strings.value = .object([JSONMember(key: "es_ES", value: .object([("Yes", "Si")]))])
        }
        documents.boards[0] = top
        let change = try AddTranslations(language: "es-ES", table: TranslationTable(csv: "Yes,Sí\n")).applied(to: documents)
        let strings = try change.documents.board("top").json["strings"]
        #expect(AuthoringTestSets.keys(strings) == ["es_ES"])
        #expect(strings?["es_ES"]?["Yes"]?.string == "Sí")
        #expect(throws: AuthoringError.invalidLanguage("?")) {
            try AddTranslations(language: "?", table: TranslationTable(entries: [])).applied(to: documents)
        }
    }

    @Test("a row whose translation is not filled in is skipped, so the text stays untranslated rather than empty")
    func emptyTranslation() throws {
        let table = try TranslationTable(csv: "original,translation\nHome,\nPeople,\"  \"\nYes,Oui\n")
        #expect(table.entries.map(\.original) == ["Yes"])
        #expect(table["Home"] == nil)
        #expect(table["People"] == nil)
    }

    @Test("semicolon and tab separated files are read, the separator detected from the first row")
    func separators() throws {
        let semicolons = try TranslationTable(csv: "\u{FEFF}original;translation\r\n\"Hello, friend\";Hola, amigo\r\nYes;Sí\r\n")
        #expect(semicolons.delimiter == ";")
        #expect(semicolons["Hello, friend"] == "Hola, amigo")
        let tabs = try TranslationTable(csv: "Yes\tOui\nNo\tNon\n")
        #expect(tabs.delimiterName == "tabs" && tabs["No"] == "Non")
        let context = try TranslationTable(csv: "original,translation,board,cell\nYes,Sí,home,\"1,1 label\"\n")
        #expect(context["Yes"] == "Sí")
    }
}
