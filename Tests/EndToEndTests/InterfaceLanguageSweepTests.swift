import Foundation
import TalkGridTestSupport
import Testing

/// The full-screen board in each shipped interface language, screen by screen as a person meets
/// it (home, a folder, the clear confirmation, the menu and its Screen entry, the too-small
/// screen), and the notes of a scripted run: none of them shows one of TalkGrid's English words.
@Suite(
    "Every screen in the person's language", .serialized,
    .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct InterfaceLanguageSweepTests {
    /// A shipped interface catalogue, read from the repository: each key's text (a plural key's
    /// forms joined by a new line, so each form is searched).
    static func catalogue(_ language: String) throws -> [String: String] {
        let file = Fixtures.repositoryRoot.appendingPathComponent("Interface/\(language).json")
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
        let entries = try #require(object as? [String: Any], "Interface/\(language).json is not an object")
        return try entries.mapValues { value in
            if let text = value as? String { return text }
            let forms = try #require(value as? [String: String], "Interface/\(language).json: not a text or plural forms")
            return forms.keys.sorted().compactMap { forms[$0] }.joined(separator: "\n")
        }
    }

    /// The literal parts of a text around its `{placeholders}`, trimmed, of at least `minimum`
    /// characters.
    static func fragments(_ text: String, minimum: Int = 3) -> [String] {
        var parts: [String] = []
        var current = ""
        var inPlaceholder = false
        for character in text {
            if character == "{" {
                inPlaceholder = true
                parts.append(current)
                current = ""
            } else if character == "}" {
                inPlaceholder = false
            } else if !inPlaceholder {
                current.append(character)
            }
        }
        parts.append(current)
        let trimmed = parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
        return trimmed.filter { $0.count >= minimum }
    }

    /// The English texts that must not show in `language`: each English fragment that the
    /// language's own text for the same key does not contain (a word both languages share, as
    /// "Menu" in French, is not English there).
    static func englishWords(notIn language: String) throws -> Set<String> {
        let english = try catalogue("en")
        let other = try catalogue(language)
        var words: Set<String> = []
        for (key, text) in english {
            let translated = other[key] ?? ""
            for fragment in fragments(text) where !translated.contains(fragment) {
                words.insert(fragment)
            }
        }
        return words
    }

    /// The English words found in `text`, each as a whole word (not inside a longer one).
    static func english(in text: String, words: Set<String>) -> [String] {
        words.filter { word in
            var searchStart = text.startIndex
            while let found = text.range(of: word, range: searchStart..<text.endIndex) {
                let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
                let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
                let isWordBefore = before.map { $0.isLetter } ?? false
                let isWordAfter = after.map { $0.isLetter } ?? false
                if !isWordBefore && !isWordAfter { return true }
                searchStart = found.upperBound
            }
            return false
        }.sorted()
    }

    @Test(
        "home, a folder, the clear confirmation, the menu, its Screen entry and the too-small screen", arguments: ["es", "pt", "fr", "zh"])
    func fullScreen(language: String) throws {
        let words = try Self.englishWords(notIn: language)
        let texts = try Self.catalogue(language)
        func text(_ key: String) throws -> String { try #require(texts[key], "\(language) lacks \(key)") }
        let pane = try TerminalPane(["run", "shipped:first-words", "--no-audio", "--lang", language])
        defer { pane.kill() }
        var screens: [(name: String, screen: String)] = []
        screens.append(("home", try pane.waitFor(try text("board.controlSpeak"))))
        try pane.send("1")
        let opened = try #require(Self.fragments(try text("board.noticeOpened"), minimum: 1).first)
        screens.append(("a folder", try pane.waitFor(opened)))
        try pane.send("*")
        screens.append(("the clear confirmation", try pane.waitFor(try text("board.confirmClearTitle"))))
        try pane.send("0")
        try pane.send("/")
        screens.append(("the menu", try pane.waitFor(try text("board.menuRestore"))))
        try pane.send("1")
        let layout = try #require(Self.fragments(try text("board.menuLayout"), minimum: 1).first)
        screens.append(("the Screen entry", try pane.waitFor(layout)))
        try pane.send("0", "0")
        try pane.tmux(["resize-window", "-x", "24", "-y", "8"])
        let now = try #require(Self.fragments(try text("board.windowNow"), minimum: 1).first)
        screens.append(("the too-small screen", try pane.waitFor(now)))
        try pane.tmux(["resize-window", "-x", "100", "-y", "30"])
        try pane.waitFor(try text("board.controlSpeak"))
        try pane.send("C-c")
        try pane.waitFor("DONE")
        for (name, screen) in screens {
            let found = Self.english(in: screen, words: words)
            #expect(found.isEmpty, "\(language), \(name) shows English \(found):\n\(screen)")
        }
    }

    @Test("the notes of run --keys are in the language", arguments: ["es", "pt", "fr", "zh"])
    func notes(language: String) throws {
        let words = try Self.englishWords(notIn: language)
        let home = try Fixtures.temporaryFolder("home")
        defer { Fixtures.removeTemporaryFolder(home) }
        let result = try TalkGridBinary.run(
            ["run", "shipped:first-words", "--lang", language, "--keys", "1 1 * 1 /", "--no-audio", "--print-speech"],
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_STATE_HOME": home.path])
        #expect(result.status == 0, "\(result.error)")
        let notes = result.output.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        #expect(notes.count == 4, "\(result.output)")
        let found = Self.english(in: notes.joined(separator: "\n"), words: words)
        #expect(found.isEmpty, "\(language) notes show English \(found):\n\(result.output)")
    }
}
