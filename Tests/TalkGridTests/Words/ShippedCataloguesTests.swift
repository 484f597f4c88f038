import TalkGridShipped
import TalkGridTerminal
import Testing

@testable import TalkGrid

/// The word catalogues that ship in `Interface/`: complete, with nothing unused, the same
/// placeholders as English, and words that fit the screen in every language.
@Suite("Shipped word catalogues")
struct ShippedCataloguesTests {
    static let translations = ["es", "pt", "fr", "zh", "de"]

    static func bytes(_ language: String) throws -> [UInt8] {
        try #require(ShippedContent.files["Interface/\(language).json"], "Interface/\(language).json is not embedded")
    }

    /// The words a session in the language is shown in, as the run loop gets them.
    static func words(_ language: String) throws -> InterfaceWords {
        let words = ShippedContent.interfaceWords(for: language)
        #expect(words.language == language)
        return words
    }

    @Test("the interface ships in English and every translation")
    func shipped() {
        #expect(Set(ShippedContent.interfaceLanguages) == Set(["en"] + Self.translations))
    }

    @Test("English has a text for every key the core uses, and no text the core does not use")
    func englishMatchesTheKeys() throws {
        let english = try #require(try ShippedContent.wordCatalogue(language: "en"))
        let keys = Set(TextKey.allCases.map(\.catalogueKey))
        #expect(keys.subtracting(english.entries.keys).sorted() == [], "keys with no English words")
        #expect(Set(english.entries.keys).subtracting(keys).sorted() == [], "English words no key uses")
    }

    @Test("every translation has every English text, no other, the same placeholders and its plural forms", arguments: translations)
    func complete(language: String) throws {
        let check = try WordCatalogueCheck(english: try Self.bytes("en"))
        let findings = check.check(try Self.bytes(language), file: "Interface/\(language).json", language: language)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("no translation is left in English: each text differs from English unless it is a name or a number", arguments: translations)
    func translated(language: String) throws {
        let english = try #require(try ShippedContent.wordCatalogue(language: "en"))
        let translated = try #require(try ShippedContent.wordCatalogue(language: language))
        // Texts that are only placeholders, and words some languages share with English.
        let shared: Set<String> = [
            "board.keyName", "board.voiceWithLanguage", "board.languageWithTag", "board.controlMenu", "screen.menu",
            "board.menuTitle", "board.keyEnter", "board.speedNormal", "board.messageLabel", "board.coloursHighContrast",
            "board.coloursHighContrastInSentence",
            "board.valueSeconds", "board.numberDecimalSeparator", "board.volumePercent", "board.menuVolume",
            // French counts the report's messages with the board's own word for them (board.messageLabel).
            "board.reportPageMessages",
            // A label in quotation marks: Portuguese and Chinese use English's.
            "board.editQuotedLabel",
        ]
        for (key, entry) in english.entries where !shared.contains(key) {
            #expect(translated.entries[key] != entry, "\(language): \(key) is still English")
        }
    }

    /// The screens a person meets, in every language: home, a folder, the menu, its Screen
    /// entry, the clear confirmation.
    static func screens(_ language: String) throws -> [(String, Session)] {
        let set = try #require(try ShippedContent.boardSet(named: "first-words"))
        var session = try Session(boardSet: set, settings: SessionSettings(language: language))
        var screens: [(String, Session)] = [("home", session)]
        for (name, keys) in [("folder", ["1"]), ("clear", ["1", "*"]), ("menu", ["1", "0", "/"]), ("screen", ["1"])] {
            for token in keys { _ = session.reduce(.key(try #require(Key(token: token)))) }
            screens.append((name, session))
            if name == "clear" { _ = session.reduce(.key(.digit(2))) }
        }
        return screens
    }

    @Test("at the smallest window and at 80 x 24 every row keeps its width, in every language", arguments: ["en"] + translations)
    func rowsKeepTheirWidth(language: String) throws {
        let words = try Self.words(language)
        for (name, session) in try Self.screens(language) {
            for size in [ScreenGeometry.minimumSize, TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 100, rows: 30)] {
                let frame = ScreenPainter(words: words).canvas(for: ScreenModel(session: session), size: size)
                for y in 0..<frame.height {
                    let width = (0..<frame.width).reduce(0) { $0 + frame[$1, y].width }
                    #expect(width == frame.width, "\(language) \(name) \(size): row \(y) is \(width) columns")
                }
            }
        }
    }

    @Test("every word of every text fits the narrowest menu cell at 80 x 24 unbroken", arguments: ["en"] + translations)
    func wordsFitTheNarrowestCell(language: String) throws {
        // The menu is a 3 x 3 grid: at 80 columns each cell is 25 wide inside its frame, 23 for text.
        let geometry = ScreenGeometry(size: TerminalSize(columns: 80, rows: 24))
        let cell = try #require(geometry.grid(rows: 3, columns: 3))
        let room = cell.cellWidth - 2
        let catalogue = try #require(try ShippedContent.wordCatalogue(language: language))
        for (key, entry) in catalogue.entries {
            for text in entry.forms {
                // Words as the screen wraps them: at spaces, and around every wide (CJK) character.
                for word in TextLayout.words(of: text) {
                    let width = word.glyphs.reduce(0) { $0 + $1.width }
                    let shown = String(word.glyphs.map(\.character))
                    #expect(width <= room, "\(language): \(key): \"\(shown)\" is \(width) columns, wider than a cell's \(room)")
                }
            }
        }
    }

    @Test("the control bar keeps its words (full or short) at 80 columns in every language", arguments: ["en"] + translations)
    func controlBarKeepsWords(language: String) throws {
        let words = try Self.words(language)
        for (name, session) in try Self.screens(language) {
            let frame = ScreenPainter(words: words).canvas(for: ScreenModel(session: session), size: TerminalSize(columns: 80, rows: 24))
            let bar = frame.text(ofRow: frame.height - 1)
            let menuLabel = words.text(InterfaceText(session.choiceScreen == nil ? .controlMenu : .controlCloseMenuShort))
            for key in [TextKey.controlBack, .controlSpeak, .controlDelete, .controlClear] {
                #expect(bar.contains(words.text(InterfaceText(key))), "\(language) \(name): \(key) missing from \(bar)")
            }
            #expect(bar.contains(menuLabel), "\(language) \(name): \(bar)")
        }
    }
}
