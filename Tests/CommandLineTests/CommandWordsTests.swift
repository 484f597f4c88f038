import Foundation
import TalkGridShipped
import Testing

@testable import TalkGrid
@testable import TalkGridCommandLine
@testable import TalkGridCommands

/// The command line's words come from its catalogue (`Interface/command-line/en.json`) and the
/// validation rules and checks that declare theirs, as the board's come from `Interface/en.json`:
/// every key has a text, the texts' placeholders are the ones each key declares, and no key or
/// text is left unused.
@Suite("Command-line words: one catalogue, typed keys")
struct CommandWordsTests {
    static let path = ShippedContent.commandLineFolder + "en.json"

    /// The catalogue file alone.
    static func file() throws -> WordCatalogue {
        let bytes = try #require(ShippedContent.files[path], "\(path) is not embedded")
        return try WordCatalogue.parse(bytes, language: "en", file: path)
    }

    /// The English words the command line says: the file's and those the rules and checks declare.
    static func english() -> WordCatalogue { ShippedContent.commandLineWords.catalogue }

    /// The catalogue keys of every kind the catalogue holds, kind by kind.
    static var allKeys: [(kind: String, keys: [String])] {
        CommandText.keyKinds.map { kind in (String(describing: kind), Self.catalogueKeys(of: kind)) }
    }

    private static func catalogueKeys<Key: WordKey>(of kind: Key.Type) -> [String] { Key.allCases.map(\.catalogueKey) }

    @Test("every key of every kind has an English text, every text has a key, and no two kinds share a key")
    func keysAndTexts() throws {
        let english = Self.english()
        var all: [String] = []
        for (kind, keys) in Self.allKeys {
            #expect(keys.filter { english.entries[$0] == nil } == [], "\(kind): keys with no English words")
            all += keys
        }
        #expect(Set(all).count == all.count, "a key is named by two kinds")
        #expect(Set(english.entries.keys).subtracting(all).sorted() == [], "texts no key names")
    }

    @Test("each text has exactly the placeholders its key declares, and reads as a catalogue a translation is checked against")
    func placeholders() throws {
        let english = Self.english()
        for key in CommandTextKey.allCases {
            for form in english.entries[key.catalogueKey]?.forms ?? [] {
                let found = try #require(WordCatalogueCheck.placeholders(in: form), "\(key.catalogueKey): braces do not pair up")
                #expect(
                    Set(found) == key.placeholders,
                    "\(key.catalogueKey): the text has \(found.sorted()), the key \(key.placeholders.sorted())")
            }
        }
        let bytes = try #require(ShippedContent.files[Self.path])
        let findings = try WordCatalogueCheck(english: bytes).check(bytes, file: Self.path, language: "en")
        #expect(findings.isEmpty, "\(findings.map { "\($0)" }.joined(separator: "\n"))")
    }

    @Test("a rule's and a check's words are written once, where the check is: the file has none, and every one reads")
    func declaredWords() throws {
        let declared = DiagnosticCatalogue.englishEntries
        let file = try Self.file()
        #expect(Set(file.entries.keys).intersection(declared.keys).sorted() == [], "written in the file and in a check")
        #expect(!file.entries.keys.contains { $0.hasPrefix("rule.") || $0.hasPrefix("check.") })
        let names = DiagnosticCatalogue.messages.map(\.key.rawValue)
        #expect(Set(names).count == names.count, "two checks declare a sentence of the same name")
        #expect(declared.count == 2 * DiagnosticCatalogue.rules.count + names.count)
        for (key, entry) in declared {
            for form in entry.forms {
                #expect(!form.isEmpty && WordCatalogueCheck.placeholders(in: form) != nil, "\(key): \(form)")
            }
        }
    }

    @Test("every key is used by the code (the command line's, or the library that says it)")
    func everyKeyIsUsed() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        // Every `.name` the code writes (a member, a case), read once: a set to look each key up in.
        var used: Set<String> = []
        var code = ""
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" && !url.lastPathComponent.hasSuffix("TextKey.swift") {
            let text = try String(contentsOf: url, encoding: .utf8)
            used.formUnion(Self.memberNames(in: text))
            code += text
        }
        for message in DiagnosticCatalogue.messages {
            #expect(code.contains(message.key.rawValue + "("), "the check's sentence \(message.key.rawValue) is never said")
        }
        // A rule's texts are named after its code (RuleTextKey) and a check's sentences are its
        // own values (CheckTextKey), never written as `.name`: a check's sentence is used when it
        // is said, `name(`.
        let declared = [ObjectIdentifier(RuleTextKey.self), ObjectIdentifier(CheckTextKey.self)]
        for kind in CommandText.keyKinds where !declared.contains(ObjectIdentifier(kind)) {
            for name in Self.caseNames(of: kind) {
                #expect(used.contains(name), "\(kind).\(name) is not used")
            }
        }
    }

    /// The identifiers that follow a `.` in Swift source.
    private static func memberNames(in code: String) -> Set<String> {
        var names: Set<String> = []
        var current: String?
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current?.append(character)
            } else {
                if let name = current, !name.isEmpty { names.insert(name) }
                current = character == "." ? "" : nil
            }
        }
        if let name = current, !name.isEmpty { names.insert(name) }
        return names
    }

    private static func caseNames<Key: WordKey>(of kind: Key.Type) -> [String] { Key.allCases.map { String(describing: $0) } }

    @Test("texts resolve through the one resolver, arguments filled in; the board's languages are not the command line's")
    func resolved() {
        let twice = CommandText(.usageGivenTwice, ["option": .text("keys"), "first": .text("1"), "second": .text("2")])
        #expect(twice.description == "--keys is given twice ('1' and '2'); give it once")
        #expect(UsageError(.usageNeedsValue, ["option": .text("lang")]).description == "--lang needs a value")
        let help = CommandText.help(.syntaxHistory, .helpHistory, ["steps": .number(100), "megabytes": .number(16)])
        #expect(help.hasPrefix("usage: talkgrid history SET\n\nLists the changes"))
        #expect(help.contains("the last 100\nchanges (at most 16 MB of them)"))
        #expect(!ShippedContent.interfaceLanguages.contains { $0.contains("/") })
        // Counting texts take the CLDR plural form of their count, as the board's do.
        #expect(CommandText(.undoLeft, ["count": .number(1)]).description == "  1 earlier change can still be undone.")
        #expect(CommandText(.undoLeft, ["count": .number(3)]).description == "  3 earlier changes can still be undone.")
        #expect(CommandText(.interfaceCheckFindingCount, ["count": .number(0)]).description == "0 findings")
    }
}
