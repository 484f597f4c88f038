import Testing

@testable import TalkGrid

@Suite("Word catalogue check")
struct WordCatalogueCheckTests {
    static let english = """
        {
          "board.controlBack": "Back",
          "board.noticeOpened": "Opened {board}",
          "rate.words": {"one": "{rate} word a minute", "other": "{rate} words a minute"}
        }
        """

    private func findings(_ json: String, language: String = "fr") throws -> [Diagnostic] {
        let check = try WordCatalogueCheck(english: Array(Self.english.utf8))
        return check.check(Array(json.utf8), file: "fr.json", language: language)
    }

    @Test("a complete catalogue with the same placeholders has no finding")
    func complete() throws {
        let found = try findings(
            """
            {"board.controlBack": "Retour", "board.noticeOpened": "Ouvert : {board}",
             "rate.words": {"one": "{rate} mot par minute", "other": "{rate} mots par minute"}}
            """)
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test("a missing text is named with its English wording")
    func missing() throws {
        let found = try findings(#"{"board.controlBack": "Retour", "rate.words": {"other": "{rate} mots"}}"#)
        #expect(found.map(\.code) == ["interface-missing-text"])
        #expect(found.first?.message == #"no text for "board.noticeOpened" (English: "Opened {board}")"#)
        #expect(found.first?.path == #"$["board.noticeOpened"]"#)
    }

    @Test("a text English does not have is located at its key, with the near key it may mean")
    func unknown() throws {
        let found = try findings(
            """
            {"board.controlBack": "Retour",
             "board.noticeOpend": "Ouvert : {board}", "rate.words": {"other": "{rate} mots"}}
            """)
        let unknown = try #require(found.first { $0.code == "interface-unknown-text" })
        #expect(unknown.line == 2 && unknown.column == 2)
        #expect(unknown.message.contains(#"is it "board.noticeOpened"?"#), "\(unknown.message)")
        #expect(found.contains { $0.code == "interface-missing-text" })
    }

    @Test("a placeholder missing, renamed or unpaired is a finding on that text")
    func placeholders() throws {
        let found = try findings(
            """
            {"board.controlBack": "Retour {x}", "board.noticeOpened": "Ouvert : {tableau}",
             "rate.words": {"one": "{rate mot", "other": "{rate} mots"}}
            """)
        let messages = found.filter { $0.code == "interface-placeholder" }.map { "\($0.path) \($0.message)" }
        #expect(
            messages == [
                #"$["board.controlBack"] {x} is not a placeholder of this text (English has none)"#,
                #"$["board.noticeOpened"] {board} is missing (English shows it here)"#,
                #"$["board.noticeOpened"] {tableau} is not a placeholder of this text (English has {board})"#,
                #"$["rate.words"].one a '{' or '}' does not pair up; placeholders are written {name}"#,
            ])
    }

    @Test("counting texts give the plural forms of their language, always with other")
    func pluralForms() throws {
        let french = try findings(
            """
            {"board.controlBack": "Retour", "board.noticeOpened": "Ouvert : {board}",
             "rate.words": {"one": "{rate} mot", "few": "{rate} mots"}}
            """)
        #expect(french.map(\.code) == ["interface-plural-form", "interface-plural-form"])
        #expect(french.first?.message == #""few" is not a plural form of this language; its forms are one, many, other"#)
        let chinese = try findings(
            #"{"board.controlBack": "返回", "board.noticeOpened": "打开了 {board}", "rate.words": {"other": "每分钟 {rate} 个词"}}"#,
            language: "zh")
        #expect(chinese.isEmpty)
        let plainWhereCounting = try findings(
            #"{"board.controlBack": {"other": "Retour"}, "board.noticeOpened": "Ouvert : {board}", "rate.words": "{rate} mots"}"#)
        #expect(plainWhereCounting.map(\.code) == ["interface-wrong-shape", "interface-wrong-shape"])
    }

    @Test("not JSON, not an object, an empty text, a key given twice")
    func brokenFiles() throws {
        #expect(try findings("{\"control.back\": ").first?.severity == .error)
        #expect(try findings("[]").map(\.code) == ["interface-not-an-object"])
        let found = try findings(
            """
            {"board.controlBack": " ", "board.noticeOpened": "{board}", "board.controlBack": "Retour",
             "rate.words": {"other": "{rate}"}}
            """)
        #expect(found.map(\.code).sorted() == ["interface-duplicate-text", "interface-empty-text"])
    }
}

@Suite("Plural categories")
struct PluralCategoryTests {
    @Test(
        "whole numbers fall in CLDR's categories",
        arguments: [
            ("en", 0, PluralCategory.other), ("en", 1, .one), ("en", 2, .other), ("de", 1, .one), ("de", 5, .other),
            ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr-CA", 1_000_000, .many), ("pt-BR", 0, .one),
            ("pt-PT", 0, .other), ("es", 1, .one), ("es", 0, .other), ("es", 2_000_000, .many), ("zh", 1, .other),
            ("cmn", 1, .other), ("xx", 1, .one),
        ])
    func categories(language: String, count: Int, expected: PluralCategory) {
        #expect(PluralCategory.of(count, language: language) == expected)
        #expect(PluralCategory.categories(for: language).contains(expected))
    }
}
